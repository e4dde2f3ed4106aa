import { describe, expect, it } from 'vitest'
import { sniffImage } from './images.ts'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('sniffImage', () => {
  it('knows PNG, JPEG and SVG by their bytes', () => {
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png')
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg')
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('svg')
    expect(sniffImage(bytes('<?xml version="1.0"?>\n<!-- logo -->\n<svg viewBox="0 0 1 1"/>'))).toBe('svg')
  })

  it('refuses anything else, whatever it is called', () => {
    expect(sniffImage(bytes('GIF89a....'))).toBeNull()
    expect(sniffImage(bytes('<html><svg></svg></html>'))).toBeNull()
    expect(sniffImage(bytes('%PDF-1.7'))).toBeNull()
    expect(sniffImage(new Uint8Array([]))).toBeNull()
  })
})
