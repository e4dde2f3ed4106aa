import { describe, expect, it } from 'vitest'
import {
  addLocalLine,
  clearLocalCart,
  LOCAL_CART_KEY,
  lineKey,
  localCount,
  localLines,
  removeLocalLine,
  setLocalQuantity,
} from './local-cart'

/** A Storage stand-in: what the browser's local storage keeps, as strings. */
function memory(initial: Record<string, string> = {}) {
  const kept = new Map(Object.entries(initial))
  return {
    kept,
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  }
}

describe('the anonymous visitor’s local cart (002 §4, §6)', () => {
  it('keeps lines per shop slug, adding to the same item and variants', () => {
    const store = memory()
    addLocalLine('demo', { item_id: 'itm_1', quantity: 2, variants: { Color: 'Añil', Talla: 'M' } }, store)
    addLocalLine('demo', { item_id: 'itm_1', quantity: 1, variants: { Talla: 'M', Color: 'Añil' } }, store)
    addLocalLine('demo', { item_id: 'itm_1', quantity: 1, variants: { Color: 'Rojo' } }, store)
    addLocalLine('otra', { item_id: 'itm_9', quantity: 5, variants: {} }, store)
    expect(localLines('demo', store)).toEqual([
      { item_id: 'itm_1', quantity: 3, variants: { Color: 'Añil', Talla: 'M' } },
      { item_id: 'itm_1', quantity: 1, variants: { Color: 'Rojo' } },
    ])
    expect(localCount('demo', store)).toBe(4)
    expect(localCount('otra', store)).toBe(5)
    expect(JSON.parse(store.kept.get(LOCAL_CART_KEY)!)).toHaveProperty('otra')
  })

  it('caps quantities at 999, changes and removes lines, and forgets a shop when cleared', () => {
    const store = memory()
    addLocalLine('demo', { item_id: 'itm_1', quantity: 998, variants: {} }, store)
    addLocalLine('demo', { item_id: 'itm_1', quantity: 5, variants: {} }, store)
    expect(localLines('demo', store)[0]!.quantity).toBe(999)
    const key = lineKey({ item_id: 'itm_1', variants: {} })
    expect(setLocalQuantity('demo', key, 3, store)).toEqual([{ item_id: 'itm_1', quantity: 3, variants: {} }])
    addLocalLine('demo', { item_id: 'itm_2', quantity: 1, variants: {} }, store)
    expect(removeLocalLine('demo', key, store).map((line) => line.item_id)).toEqual(['itm_2'])
    clearLocalCart('demo', store)
    expect(localLines('demo', store)).toEqual([])
    expect(store.kept.has(LOCAL_CART_KEY)).toBe(false)
  })

  it('reads tampered or broken storage as an empty cart, dropping bad lines', () => {
    expect(localLines('demo', memory({ [LOCAL_CART_KEY]: '{not json' }))).toEqual([])
    expect(localLines('demo', memory({ [LOCAL_CART_KEY]: '[1,2]' }))).toEqual([])
    const store = memory({
      [LOCAL_CART_KEY]: JSON.stringify({
        demo: [
          { item_id: 'itm_1', quantity: 1.5, variants: {} },
          { item_id: 'itm_2', quantity: 0, variants: {} },
          { item_id: '', quantity: 1, variants: {} },
          { item_id: 'itm_3', quantity: 2, variants: { Color: 7 } },
          { item_id: 'itm_4', quantity: 2, variants: {} },
        ],
      }),
    })
    expect(localLines('demo', store)).toEqual([{ item_id: 'itm_4', quantity: 2, variants: {} }])
    expect(localLines('demo', null)).toEqual([])
  })
})
