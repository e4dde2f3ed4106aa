import { publicItem } from '@tianguis/core/contracts/items'
import { describe, expect, it } from 'vitest'
import { serverTranslator } from '../../i18n/messages.server'
import { CARD_ITEM_FIELDS, cardItem } from './card-item'

describe('cardItem', () => {
  // Every field of the API's public item, each with a value of its own.
  const full = {
    ...Object.fromEntries(Object.keys(publicItem.shape).map((field) => [field, `value of ${field}`])),
    photos: ['/uploads/0123456789abcdef01234567-large.webp', '/b.jpg', '/c.jpg'],
    list_state: 'published',
    hiden: false,
    list_price: 45_000,
    crossout_price: null,
    currency: 'MXN',
    is_free: false,
  }
  const es = serverTranslator('es-MX')
  const card = (item: object, href = '/x') => cardItem(item as never, href, 'es-MX', es)

  it('keeps the fields a card renders, the main photo at card size, the link and the price', () => {
    const shown = card(full, '/demo/productos/usr_1/itm_1')
    expect(Object.keys(shown).sort()).toEqual(
      [...CARD_ITEM_FIELDS, 'sold_out', 'concluded', 'photo', 'href', 'price'].sort(),
    )
    expect(shown.name).toBe('value of name')
    expect(shown.photo).toBe('/uploads/0123456789abcdef01234567-card.webp')
    expect(shown.href).toBe('/demo/productos/usr_1/itm_1')
    expect(shown.price).toBe('$450.00')
    expect(shown).not.toHaveProperty('id')
    expect(shown.dimmed).toBeUndefined()
  })

  it('works out the price lines in the visitor’s locale: offer, free, on request', () => {
    const offer = card({ ...full, crossout_price: 59_900 })
    expect(offer.offer).toBe(true)
    expect(offer.price).toEqual({
      price: '$450.00',
      regular: 'Precio regular $599.00',
      savings: 'Ahorras $149.00',
    })
    const argentine = cardItem(
      { ...full, crossout_price: 59_900 } as never,
      '/x',
      'es-AR',
      serverTranslator('es-AR'),
    )
    expect(argentine.price).toEqual({
      price: '$450,00',
      regular: 'Precio regular $599,00',
      savings: 'Ahorrás $149,00',
    })
    expect(card({ ...full, is_free: true }).price).toBe('Gratis')
    expect(card({ ...full, list_price: null }).price).toEqual({
      price: 'Precio a consultar',
      onRequest: true,
    })
    expect(card(full)).not.toHaveProperty('offer')
  })

  it('sends a marker only when it is set', () => {
    const plain = card({ ...full, sold_out: false, concluded: true })
    expect(plain).not.toHaveProperty('sold_out')
    expect(plain.concluded).toBe(true)
  })

  it('leaves out what a card never shows', () => {
    const shown = card(full) as Record<string, unknown>
    for (const field of [
      'plain_description',
      'variants',
      'return_policy',
      'owner_id',
      'tags',
      'photos',
      'list_price',
      'currency',
    ]) {
      expect(shown).not.toHaveProperty(field)
    }
  })

  it('keeps an item without photos without one, and dims the owner’s unpublished or hidden items', () => {
    expect(card({ ...full, photos: [] }).photo).toBeNull()
    expect(card({ ...full, list_state: 'unpublished' }).dimmed).toBe(true)
    expect(card({ ...full, hiden: true }).dimmed).toBe(true)
  })

  it('carries the resale lines only when the page has them for the item (decision 072)', () => {
    const resale = { buyBy: 'Cómpralo en $854.00', earn: 'Gana $36.00' }
    expect(cardItem(full as never, '/x', 'es-MX', es, resale).resale).toEqual(resale)
    expect(card(full)).not.toHaveProperty('resale')
    // `in_store` and `is_dropshipping` are the loader's to read, never sent with the card.
    expect(card({ ...full, in_store: true })).not.toHaveProperty('in_store')
  })
})
