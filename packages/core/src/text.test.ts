import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeUrlText, hasUncleanText, isCleanText } from './text.ts'

describe('clean text', () => {
  it('refuses NUL and lone surrogates, keeps every other character', () => {
    expect(isCleanText('Tiendita ñandú 🛒 \t\n')).toBe(true)
    expect(isCleanText('a\u0000b')).toBe(false)
    expect(isCleanText('a\ud800b')).toBe(false)
    expect(isCleanText('\udc00')).toBe(false)
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => isCleanText(s) === !s.includes('\u0000')))
  })

  it('walks keys and values of a parsed body at any depth', () => {
    expect(hasUncleanText({ a: ['x', { b: 'y' }], c: 1, d: null, e: true })).toBe(false)
    expect(hasUncleanText({ a: ['x', { b: 'y\u0000' }] })).toBe(true)
    expect(hasUncleanText({ 'k\u0000': 'v' })).toBe(true)
    expect(hasUncleanText(['\ud83d'])).toBe(true)
    let deep: unknown = 'x'
    for (let i = 0; i < 100; i += 1) deep = [deep]
    expect(hasUncleanText(deep)).toBe(true)
  })
})

describe('URL text', () => {
  it('decodes UTF-8 escapes and keeps plain text', () => {
    expect(decodeUrlText('/demo/productos')).toBe('/demo/productos')
    expect(decodeUrlText('q=caf%C3%A9&type=product')).toBe('q=café&type=product')
    expect(decodeUrlText('q=100%')).toBe('q=100%')
    expect(decodeUrlText('q=%zz')).toBe('q=%zz')
  })

  it('refuses NUL, broken UTF-8 and encoded surrogates', () => {
    for (const bad of [
      '/demo%00',
      'q=a%00b',
      '/%C3%28',
      '/%FF',
      '/%ED%A0%80',
      '/%E2%82',
      'q=\u0000',
      '/\ud800',
    ]) {
      expect(decodeUrlText(bad), bad).toBeNull()
    }
  })

  it('agrees with encodeURIComponent on any clean text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const clean = s.replaceAll('\u0000', '')
        return decodeUrlText(encodeURIComponent(clean)) === clean
      }),
    )
  })
})
