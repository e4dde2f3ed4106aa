import { publicItem } from '@tianguis/core/contracts/items'
import { describe, expect, it } from 'vitest'
import { CARD_ITEM_FIELDS, cardItem } from './card-item'

describe('cardItem', () => {
  // Every field of the API's public item, each with a value of its own.
  const full = {
    ...Object.fromEntries(Object.keys(publicItem.shape).map((field) => [field, `value of ${field}`])),
    photos: ['/uploads/0123456789abcdef01234567-large.webp', '/b.jpg', '/c.jpg'],
    list_state: 'published',
    hiden: false,
  }

  it('keeps the fields a card renders, the main photo at card size and the link', () => {
    const card = cardItem(full as never, '/demo/productos/usr_1/itm_1')
    expect(Object.keys(card).sort()).toEqual(
      [...CARD_ITEM_FIELDS, 'is_free', 'sold_out', 'concluded', 'photo', 'href'].sort(),
    )
    expect(card.name).toBe('value of name')
    expect(card.photo).toBe('/uploads/0123456789abcdef01234567-card.webp')
    expect(card.href).toBe('/demo/productos/usr_1/itm_1')
    expect(card.dimmed).toBeUndefined()
  })

  it('sends a marker only when it is set', () => {
    const plain = cardItem({ ...full, is_free: false, sold_out: false, concluded: true } as never, '/x')
    expect(plain).not.toHaveProperty('is_free')
    expect(plain).not.toHaveProperty('sold_out')
    expect(plain.concluded).toBe(true)
  })

  it('leaves out what a card never shows', () => {
    const card = cardItem(full as never, '/x') as Record<string, unknown>
    for (const field of ['plain_description', 'variants', 'return_policy', 'owner_id', 'tags', 'photos']) {
      expect(card).not.toHaveProperty(field)
    }
  })

  it('keeps an item without photos without one, and dims the owner’s unpublished or hidden items', () => {
    expect(cardItem({ ...full, photos: [] } as never, '/x').photo).toBeNull()
    expect(cardItem({ ...full, list_state: 'unpublished' } as never, '/x').dimmed).toBe(true)
    expect(cardItem({ ...full, hiden: true } as never, '/x').dimmed).toBe(true)
  })
})
