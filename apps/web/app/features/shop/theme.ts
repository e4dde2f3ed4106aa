import type { Shop } from '@tianguis/core/contracts/shops'
import type { CSSProperties } from 'react'

const HEX = /^#([0-9a-f]{6})$/i
const FALLBACK = { color1: '#1f2937', color2: '#f5f8fa' }

/** Relative luminance of an sRGB colour (WCAG 2). */
export function luminance(hex: string): number {
  const match = HEX.exec(hex)
  if (!match) return 0
  const value = Number.parseInt(match[1]!, 16)
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** Black or white, whichever reads better on `background` (at least 4.5:1 for any colour). */
export function readableOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff'
}

function colour(value: string | undefined, fallback: string): string {
  return value && HEX.test(value) ? value : fallback
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

/** Tailwind classes for the shop photo per photo_display (000 §3): shape, size, optional border. */
export function photoClasses(display: Shop['photo_display']): string {
  const bordered = display.startsWith('bdr_')
  const shape = display.replace('bdr_', '')
  const base = shape === 'rec' ? 'h-[35px] w-[100px] object-contain' : 'h-[35px] w-[35px] object-cover'
  const round = shape === 'cir' ? 'rounded-full' : shape === 'sq' ? 'rounded-none' : 'rounded-sm'
  return [base, round, bordered ? 'border-2 border-[var(--color2)]' : ''].filter(Boolean).join(' ')
}
