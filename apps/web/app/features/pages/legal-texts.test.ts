import { LOCALES } from '@tianguis/core/locales'
import { describe, expect, it } from 'vitest'
import { SUPPLIER_DISABLED_HELP } from './help.texts'
import { LEGAL_DEFAULTS, legalDocument } from './legal-texts'
import { type DocumentTemplate, placeholdersOf } from './page-document'

// The same sections in the same order (a locale may say a thing in more or fewer paragraphs).
const shape = (template: DocumentTemplate) => template.sections.map((section) => section.only ?? 'both')
const placeholders = (template: DocumentTemplate) =>
  new Set(
    [
      template.title,
      ...template.intro,
      ...template.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
    ].flatMap(placeholdersOf),
  )

describe('the platform’s default terms, privacy and help texts (decision 035)', () => {
  it('has the same sections in es-MX, es-AR and en, using only the placeholders that are filled', () => {
    for (const locale of LOCALES) {
      for (const kind of ['terms', 'privacy'] as const) {
        const template = LEGAL_DEFAULTS[locale][kind]
        expect(shape(template), `${locale} ${kind}`).toEqual(shape(LEGAL_DEFAULTS['es-MX'][kind]))
        expect([...placeholders(template)].sort(), `${locale} ${kind}`).toEqual([
          'contact',
          'platform',
          'shop',
        ])
      }
      expect(shape(SUPPLIER_DISABLED_HELP[locale]), locale).toEqual(shape(SUPPLIER_DISABLED_HELP['es-MX']))
      expect([...placeholders(SUPPLIER_DISABLED_HELP[locale])], locale).toEqual(['platform'])
    }
  })

  it('names the shop and how to reach it, and leaves no placeholder unfilled', () => {
    const shop = {
      name: 'La Tiendita',
      contact_email: 'hola@tiendita.test',
      contact_phone: '5512345678',
      contact_country_code: '52',
    }
    for (const locale of LOCALES) {
      for (const kind of ['terms', 'privacy'] as const) {
        const document = legalDocument(kind, locale, shop, 'Tianguis')
        const text = JSON.stringify(document)
        expect(text, `${locale} ${kind}`).toContain('La Tiendita')
        expect(text, `${locale} ${kind}`).toContain('hola@tiendita.test')
        expect(text, `${locale} ${kind}`).not.toMatch(/\{\w+\}/)
      }
    }
    const terms = legalDocument('terms', 'es-MX', shop, 'Tianguis')
    expect(JSON.stringify(terms)).toContain('al correo hola@tiendita.test o al teléfono +52 5512345678')
    expect(JSON.stringify(terms)).toContain('PROFECO')
    expect(JSON.stringify(legalDocument('privacy', 'es-AR', shop, 'Tianguis'))).toContain('Ley 25.326')
  })

  it('points to the contact page when the shop published no contact, and keeps shop-only sections off the platform', () => {
    const bare = legalDocument('terms', 'en', { name: 'Bare Shop' }, 'Tianguis')
    expect(JSON.stringify(bare)).toContain('through the details on the contact page of Bare Shop')
    expect(bare.sections.map((section) => section.heading)).toContain('Who sells')
    const platform = legalDocument('terms', 'en', null, 'Tianguis')
    const headings = platform.sections.map((section) => section.heading)
    expect(headings).toContain('What Tianguis is')
    expect(headings).not.toContain('Who sells')
    expect(JSON.stringify(platform)).toContain('by replying to any of the emails we sent you')
  })
})
