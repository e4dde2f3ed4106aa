import { describe, expect, it } from 'vitest'
import {
  CATALOGUE_ICON_COLOURS,
  catalogueIconColour,
  catalogueNameProblem,
  PHOTO_SUFFIX_LENGTH,
  photoCacheSuffix,
  photoWithoutSuffix,
  photoWithSuffix,
} from './catalogues.ts'

describe('catalogueIconColour', () => {
  it('is the same for the same id and within the palette', () => {
    for (const id of ['cat_01', 'cat_01JXYZ', 'x', '']) {
      const colour = catalogueIconColour(id)
      expect(colour).toBe(catalogueIconColour(id))
      expect(Number.isInteger(colour)).toBe(true)
      expect(colour).toBeGreaterThanOrEqual(0)
      expect(colour).toBeLessThan(CATALOGUE_ICON_COLOURS)
    }
  })

  it('spreads ids over every colour', () => {
    const seen = new Set(Array.from({ length: 200 }, (_, n) => catalogueIconColour(`cat_${n}`)))
    expect(seen.size).toBe(CATALOGUE_ICON_COLOURS)
  })
})

describe('photo cache suffix', () => {
  it('is 8 characters, stable for one photo and different when the photo changes', () => {
    const one = photoCacheSuffix('cat_1', '/uploads/a.png')
    expect(one).toHaveLength(PHOTO_SUFFIX_LENGTH)
    expect(one).toMatch(/^[0-9a-z]{8}$/)
    expect(photoCacheSuffix('cat_1', '/uploads/a.png')).toBe(one)
    expect(photoCacheSuffix('cat_1', '/uploads/b.png')).not.toBe(one)
  })

  it('is added to the photo and taken off again; no photo stays null', () => {
    const url = photoWithSuffix('cat_1', '/uploads/a.png')!
    expect(url).toMatch(/^\/uploads\/a\.png\?v=[0-9a-z]{8}$/)
    expect(photoWithoutSuffix(url)).toBe('/uploads/a.png')
    const withQuery = photoWithSuffix('cat_1', 'https://cdn.example.test/a.png?w=48')!
    expect(withQuery).toMatch(/\?w=48&v=[0-9a-z]{8}$/)
    expect(photoWithoutSuffix(withQuery)).toBe('https://cdn.example.test/a.png?w=48')
    expect(photoWithSuffix('cat_1', null)).toBeNull()
    expect(photoWithoutSuffix('/uploads/a.png')).toBe('/uploads/a.png')
  })
})

describe('catalogueNameProblem', () => {
  it('accepts names with a letter or a digit, in any script', () => {
    for (const name of ['Cocina', '2026', 'Ñandú & co.', 'Café ☕', '東京']) {
      expect(catalogueNameProblem(name), name).toBeNull()
    }
  })

  it('refuses names of punctuation or symbols only, and reserved words', () => {
    for (const name of ['!!!', ' - ', '☕☕', '...', 'Nuevo', ' eliminar ', 'AVAILABLE']) {
      expect(catalogueNameProblem(name), name).toBe('invalid_name')
    }
  })
})
