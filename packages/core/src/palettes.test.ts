import { describe, expect, it } from 'vitest'
import { NAMED_PALETTE_COUNT } from './constants.ts'
import { contrastRatio, isHexColour, PALETTES, paletteById, readableOn } from './palettes.ts'

describe('named palettes (001 §9)', () => {
  it('has the 20 named palettes, brand, union marketplace and options 1 to 15 among them', () => {
    expect(PALETTES).toHaveLength(NAMED_PALETTE_COUNT)
    const names = PALETTES.map((palette) => palette.name)
    expect(names).toContain('brand')
    expect(names).toContain('union marketplace')
    for (let n = 1; n <= 15; n++) expect(names).toContain(`option ${n}`)
  })

  it('has unique ids, names and colour pairs', () => {
    expect(new Set(PALETTES.map((p) => p.id)).size).toBe(PALETTES.length)
    expect(new Set(PALETTES.map((p) => p.name)).size).toBe(PALETTES.length)
    expect(new Set(PALETTES.map((p) => `${p.color1}/${p.color2}`)).size).toBe(PALETTES.length)
  })

  it('uses #rrggbb colours only', () => {
    for (const p of PALETTES) {
      expect(isHexColour(p.color1), p.id).toBe(true)
      expect(isHexColour(p.color2), p.id).toBe(true)
    }
  })

  it('gives every color1 white text at WCAG AA and a color2 that stands apart from it', () => {
    for (const p of PALETTES) {
      expect(contrastRatio(p.color1, '#ffffff'), p.id).toBeGreaterThanOrEqual(4.5)
      expect(readableOn(p.color1), p.id).toBe('#ffffff')
      expect(contrastRatio(p.color1, p.color2), p.id).toBeGreaterThanOrEqual(1.5)
      expect(contrastRatio(p.color2, readableOn(p.color2)), p.id).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('finds a palette by id', () => {
    expect(paletteById('brand')?.color1).toBe('#0f766e')
    expect(paletteById('nope')).toBeUndefined()
  })
})

describe('colour arithmetic', () => {
  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5)
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })

  it('refuses anything that is not #rrggbb', () => {
    expect(isHexColour('#abc')).toBe(false)
    expect(isHexColour('red; background:url(x)')).toBe(false)
    expect(isHexColour(null)).toBe(false)
    expect(isHexColour('#A1b2C3')).toBe(true)
  })
})
