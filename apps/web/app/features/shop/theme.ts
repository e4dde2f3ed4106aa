import type { Shop } from '@tianguis/core/contracts/shops'
import { contrastRatio, isHexColour, readableOn } from '@tianguis/core/palettes'
import type { CSSProperties } from 'react'

const FALLBACK = { color1: '#1f2937', color2: '#f5f8fa' }

function colour(value: string | null | undefined, fallback: string): string {
  return isHexColour(value) ? value : fallback
}

/**
 * The shop's colours as CSS variables for the shell: --color1/--color2 from store_theme_info,
 * the text colour that reads on each, and --accent/--on-accent used by the form primitives.
 */
export function themeStyle(info: Pick<Shop['store_theme_info'], 'color1' | 'color2'>): CSSProperties {
  const color1 = colour(info.color1, FALLBACK.color1)
  const color2 = colour(info.color2, FALLBACK.color2)
  return {
    '--color1': color1,
    '--color2': color2,
    '--on-color1': readableOn(color1),
    '--on-color2': readableOn(color2),
    '--accent': color1,
    '--on-accent': readableOn(color1),
  } as CSSProperties
}

/**
 * The footer's own colours (001 §3 footer_bg, footer_fg), when the shop set a background:
 * footer_fg if it reads on it at WCAG AA, else black or white. Undefined keeps the theme's.
 */
export function footerColours(shop: Pick<Shop, 'footer_bg' | 'footer_fg'>): CSSProperties | undefined {
  if (!isHexColour(shop.footer_bg)) return undefined
  const background = shop.footer_bg
  const foreground =
    isHexColour(shop.footer_fg) && contrastRatio(background, shop.footer_fg) >= 4.5
      ? shop.footer_fg
      : readableOn(background)
  return { backgroundColor: background, color: foreground }
}

/** Tailwind classes for the shop photo per photo_display (000 §3): shape, size, optional border. */
export function photoClasses(display: Shop['photo_display']): string {
  const bordered = display.startsWith('bdr_')
  const shape = display.replace('bdr_', '')
  const base = shape === 'rec' ? 'h-[35px] w-[100px] object-contain' : 'h-[35px] w-[35px] object-cover'
  const round = shape === 'cir' ? 'rounded-full' : shape === 'sq' ? 'rounded-none' : 'rounded-sm'
  return [base, round, bordered ? 'border-2 border-[var(--color2)]' : ''].filter(Boolean).join(' ')
}
