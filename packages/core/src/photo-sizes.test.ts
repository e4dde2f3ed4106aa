import { describe, expect, it } from 'vitest'
import { photoOfSize } from './photo-sizes.ts'

describe('photoOfSize', () => {
  const upload = '/uploads/0123456789abcdef01234567-large.webp'
  it('picks the stored size of an upload', () => {
    expect(photoOfSize(upload, 'card')).toBe('/uploads/0123456789abcdef01234567-card.webp')
    expect(photoOfSize(upload, 'thumb')).toBe('/uploads/0123456789abcdef01234567-thumb.webp')
    expect(photoOfSize(upload, 'large')).toBe(upload)
  })

  it('leaves other photos alone', () => {
    for (const url of [
      '/static/demo/mercado-vrt.svg',
      'https://example.com/a-large.webp',
      '/uploads/abc-large.webp',
    ])
      expect(photoOfSize(url, 'card')).toBe(url)
  })
})
