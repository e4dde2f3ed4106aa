import { catalogueIconColour, photoWithSuffix } from '@tianguis/core/catalogues'
import { describe, expect, it } from 'vitest'
import { pageStrip } from './page-strip'

describe('pageStrip', () => {
  it('colours a catalogue without a photo by its id, not its slug, and suffixes photos', () => {
    const strip = pageStrip([
      { id: 'cat_a', slug: 'misma', name: 'Misma', photo: null },
      { id: 'cat_b', slug: 'misma', name: 'Misma', photo: null },
      { id: 'cat_c', slug: 'con-foto', name: 'Con foto', photo: '/uploads/c.png' },
    ])
    expect(strip[0]).toEqual({ slug: 'misma', name: 'Misma', colour: catalogueIconColour('cat_a') })
    expect(strip[1]).toEqual({ slug: 'misma', name: 'Misma', colour: catalogueIconColour('cat_b') })
    expect(strip[2]).toEqual({
      slug: 'con-foto',
      name: 'Con foto',
      photo: photoWithSuffix('cat_c', '/uploads/c.png'),
    })
    expect((strip[2] as { photo: string }).photo).toMatch(/\?v=[0-9a-z]{8}$/)
  })
})
