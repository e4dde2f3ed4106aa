import { LOCALES } from '@tianguis/core/locales'
import { describe, expect, it } from 'vitest'
import { esMX } from './es-MX'
import { MESSAGES, translate } from './translate'

const keys = Object.keys(esMX).sort()

describe('UI messages', () => {
  for (const locale of LOCALES) {
    it(`${locale} has every key of es-MX and nothing else`, () => {
      expect(Object.keys(MESSAGES[locale]).sort()).toEqual(keys)
    })

    it(`${locale} has no empty message`, () => {
      const empty = Object.entries(MESSAGES[locale]).filter(([, text]) => text.trim() === '')
      expect(empty).toEqual([])
    })

    it(`${locale} keeps the placeholders of es-MX`, () => {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()
      for (const key of keys) {
        const k = key as keyof typeof esMX
        expect(placeholders(MESSAGES[locale][k]), `${locale} ${key}`).toEqual(placeholders(esMX[k]))
      }
    })
  }

  it('uses the spec wording for the not-found pages', () => {
    expect(translate('es-MX', 'notFound.title')).toBe('Página no encontrada!')
    expect(translate('es-AR', 'storeNotFound.title')).toBe('Tienda no encontrada')
    expect(translate('es-MX', 'storeNotFound.text')).toBe('Lo sentimos, pero la tienda no existe')
    expect(translate('en', 'notFound.title')).toBe('Page not found!')
    expect(translate('en', 'storeNotFound.text')).toBe('Sorry, the store does not exist')
  })

  it('fills placeholders and leaves unknown ones alone', () => {
    expect(translate('es-MX', 'footer.copyright', { year: 2025, name: 'Demo' })).toBe('© 2025 Demo')
    expect(translate('en', 'shop.welcome')).toBe('Welcome to {name}')
  })
})
