import { describe, expect, it } from 'vitest'
import { canonicalOrigin, pageParagraphs, shopSettingsUpdateBody } from './shop-settings.ts'

describe('canonicalOrigin', () => {
  it('keeps a shop’s address as its lower-case origin', () => {
    expect(canonicalOrigin('https://Mi-Tienda.example.mx/')).toBe('https://mi-tienda.example.mx')
    expect(canonicalOrigin('http://tienda.example.mx:8080')).toBe('http://tienda.example.mx:8080')
  })
  it('refuses a page of a site, a query, a fragment or a host without a dot', () => {
    expect(canonicalOrigin('https://tienda.example.mx/productos')).toBeNull()
    expect(canonicalOrigin('https://tienda.example.mx/?a=1')).toBeNull()
    expect(canonicalOrigin('https://tienda.example.mx/#x')).toBeNull()
    expect(canonicalOrigin('https://localhost')).toBeNull()
    expect(canonicalOrigin('no es url')).toBeNull()
  })
})

describe('pageParagraphs', () => {
  it('splits a footer page’s text on blank lines and drops empty ones', () => {
    expect(pageParagraphs('Uno\r\nsigue\r\n\r\n  Dos  \n\n\n\nTres')).toEqual(['Uno\nsigue', 'Dos', 'Tres'])
    expect(pageParagraphs('  \n\n ')).toEqual([])
  })
})

describe('shopSettingsUpdateBody', () => {
  it('takes a subset of fields and null to clear one', () => {
    expect(shopSettingsUpdateBody.parse({ fb_pixel: null, footer_style: '3cols1col' })).toEqual({
      fb_pixel: null,
      footer_style: '3cols1col',
    })
  })
  it('refuses a repeated section, a support URL that is a path and an unknown key', () => {
    const repeated = [
      { section: 'blogs', enabled: true },
      { section: 'blogs', enabled: false },
    ]
    expect(shopSettingsUpdateBody.safeParse({ sections_info: repeated }).success).toBe(false)
    expect(shopSettingsUpdateBody.safeParse({ users_support_url: '/ayuda' }).success).toBe(false)
    expect(shopSettingsUpdateBody.safeParse({ name: 'x' }).success).toBe(false)
    expect(shopSettingsUpdateBody.safeParse({ about_text: '   ' }).success).toBe(false)
  })
})
