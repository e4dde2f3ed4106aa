/**
 * The named store colour palettes (001 §9: "20 named store colour palettes exist (brand, union
 * marketplace and options 1 to 15)") and the colour arithmetic that keeps text readable on them.
 * The spec names 17 palettes and gives no colours; the colours and the last three names are ours
 * (decision 015); palettes.test.ts holds the count to NAMED_PALETTE_COUNT. Each palette's color1 carries white text at WCAG AA (4.5:1) and differs visibly
 * from its color2, so both work as the shell's bands in themes 3 and 4.
 */
export interface Palette {
  /** Stable id, stored by the colour editor. */
  id: string
  /** The name shown in the colour editor (the spec's own names, in English). */
  name: string
  color1: string
  color2: string
}

export const PALETTES = [
  { id: 'brand', name: 'brand', color1: '#0f766e', color2: '#f97316' },
  { id: 'union-marketplace', name: 'union marketplace', color1: '#1e3a8a', color2: '#f59e0b' },
  { id: 'option-1', name: 'option 1', color1: '#b91c1c', color2: '#facc15' },
  { id: 'option-2', name: 'option 2', color1: '#6d28d9', color2: '#f472b6' },
  { id: 'option-3', name: 'option 3', color1: '#15803d', color2: '#a3e635' },
  { id: 'option-4', name: 'option 4', color1: '#1d4ed8', color2: '#38bdf8' },
  { id: 'option-5', name: 'option 5', color1: '#be123c', color2: '#fda4af' },
  { id: 'option-6', name: 'option 6', color1: '#4338ca', color2: '#a5b4fc' },
  { id: 'option-7', name: 'option 7', color1: '#a16207', color2: '#fde68a' },
  { id: 'option-8', name: 'option 8', color1: '#0e7490', color2: '#67e8f9' },
  { id: 'option-9', name: 'option 9', color1: '#c2410c', color2: '#fed7aa' },
  { id: 'option-10', name: 'option 10', color1: '#5b21b6', color2: '#fbbf24' },
  { id: 'option-11', name: 'option 11', color1: '#374151', color2: '#d1d5db' },
  { id: 'option-12', name: 'option 12', color1: '#9d174d', color2: '#f9a8d4' },
  { id: 'option-13', name: 'option 13', color1: '#166534', color2: '#fef08a' },
  { id: 'option-14', name: 'option 14', color1: '#0f172a', color2: '#94a3b8' },
  { id: 'option-15', name: 'option 15', color1: '#854d0e', color2: '#84cc16' },
  { id: 'tianguis', name: 'tianguis', color1: '#047857', color2: '#fcd34d' },
  { id: 'night-market', name: 'night market', color1: '#1e1b4b', color2: '#f472b6' },
  { id: 'paper', name: 'paper', color1: '#44403c', color2: '#e7e5e4' },
] as const satisfies readonly Palette[]

export type PaletteId = (typeof PALETTES)[number]['id']

export function paletteById(id: string): Palette | undefined {
  return PALETTES.find((palette) => palette.id === id)
}

const HEX = /^#([0-9a-f]{6})$/i

export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value)
}

/** Relative luminance of an sRGB colour (WCAG 2); 0 for anything that is not #rrggbb. */
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

/** WCAG 2 contrast ratio between two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** Black or white, whichever reads better on `background` (at least 4.5:1 for any colour). */
export function readableOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff'
}
