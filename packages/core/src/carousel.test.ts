import { describe, expect, it } from 'vitest'
import { isSlideLink, missingSlideImages, normaliseSlideLink, settleSlideLink } from './carousel.ts'

describe('the carousel link pattern (001 §5)', () => {
  it.each([
    'example.com',
    'www.example.com',
    'http://example.com',
    'https://www.example.com.mx/ofertas/verano?x=1',
    'tienda-sol.mx/p',
  ])('accepts %s', (link) => {
    expect(isSlideLink(link)).toBe(true)
  })

  it.each([
    'example',
    'example.c',
    'ftp://example.com',
    'javascript:alert(1)',
    'https://exa mple.com',
    'https://',
    '//example.com',
    'example.com\\x',
    '',
  ])('refuses %s', (link) => {
    expect(isSlideLink(link)).toBe(false)
  })

  it('stores a link typed without a scheme as https', () => {
    expect(normaliseSlideLink('www.example.com/x')).toBe('https://www.example.com/x')
    expect(normaliseSlideLink('http://example.com')).toBe('http://example.com')
  })
})

describe('a slide’s type clears the other link (001 §5)', () => {
  it('a product slide clears the url and has no url action', () => {
    expect(settleSlideLink({ type: 'PRODUCT', url: 'https://example.com', product: 'itm_1' }, 1)).toEqual({
      ok: true,
      url: null,
      product: 'itm_1',
      action_type: 'none',
    })
  })

  it('a product slide needs its product', () => {
    expect(settleSlideLink({ type: 'PRODUCT', url: null, product: null }, 1)).toEqual({
      ok: false,
      field: 'product',
      problem: 'required',
    })
  })

  it('a url slide clears the product and has the url action', () => {
    expect(settleSlideLink({ type: 'URL', url: 'example.com/verano', product: 'itm_1' }, 1)).toEqual({
      ok: true,
      url: 'https://example.com/verano',
      product: null,
      action_type: 'url',
    })
  })

  it('a url slide without a url has no action', () => {
    expect(settleSlideLink({ type: 'URL', url: '  ', product: null }, 1)).toMatchObject({
      ok: true,
      url: null,
      action_type: 'none',
    })
  })

  it('checks the link in 1-column mode: invalid link', () => {
    expect(settleSlideLink({ type: 'URL', url: 'no es un enlace', product: null }, 1)).toEqual({
      ok: false,
      field: 'url',
      problem: 'invalid_link',
    })
  })

  it('with 2 columns the link is hidden and not checked: nothing kept', () => {
    expect(settleSlideLink({ type: 'URL', url: 'no es un enlace', product: null }, 2)).toEqual({
      ok: true,
      url: null,
      product: null,
      action_type: 'none',
    })
  })
})

describe('the images a slide needs (001 §5)', () => {
  it('needs both in 1-column mode', () => {
    expect(missingSlideImages({ hzt_image: null, vrt_image: null }, 1)).toEqual(['hzt_image', 'vrt_image'])
    expect(missingSlideImages({ hzt_image: '/a.png', vrt_image: null }, 1)).toEqual(['vrt_image'])
  })

  it('needs the single image with 2 columns', () => {
    expect(missingSlideImages({ hzt_image: '/a.png', vrt_image: null }, 2)).toEqual([])
    expect(missingSlideImages({ hzt_image: null, vrt_image: '/b.png' }, 2)).toEqual(['hzt_image'])
  })
})
