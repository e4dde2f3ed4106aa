import { publicItem } from '@tianguis/core/contracts/items'
import { describe, expect, it } from 'vitest'
import { CARD_ITEM_FIELDS, cardItem } from './card-item'

describe('cardItem', () => {
  // Every field of the API's public item, each with a value of its own.
  const full = {
    ...Object.fromEntries(Object.keys(publicItem.shape).map((field) => [field, `value of ${field}`])),
    photos: ['/a.jpg', '/b.jpg', '/c.jpg'],
  }

  it('keeps the fields a card renders and only the main photo', () => {
    const card = cardItem(full as never)
    expect(Object.keys(card).sort()).toEqual([...CARD_ITEM_FIELDS].sort())
    expect(card.name).toBe('value of name')
    expect(card.photos).toEqual(['/a.jpg'])
  })

  it('leaves out what a card never shows', () => {
    const card = cardItem(full as never) as Record<string, unknown>
    for (const field of ['plain_description', 'variants', 'return_policy', 'owner_id', 'tags']) {
      expect(card).not.toHaveProperty(field)
    }
  })

  it('keeps an item without photos without one', () => {
    expect(cardItem({ ...full, photos: [] } as never).photos).toEqual([])
  })
})
