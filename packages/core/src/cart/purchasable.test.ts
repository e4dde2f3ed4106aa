import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { purchasable } from './purchasable.ts'

describe('purchasable (002 §4)', () => {
  it('is purchasable when not disabled and on stock with units available', () => {
    expect(purchasable({ disabled: false, stock_type: 'onstock', available: 1 })).toEqual({ ok: true })
  })

  it('is purchasable when made on demand, with or without units', () => {
    expect(purchasable({ disabled: false, stock_type: 'ondemand', available: 0 })).toEqual({ ok: true })
    expect(purchasable({ disabled: false, stock_type: 'ondemand', available: 5 })).toEqual({ ok: true })
  })

  it('answers out_of_stock for an on-stock product with no units', () => {
    expect(purchasable({ disabled: false, stock_type: 'onstock', available: 0 })).toEqual({
      ok: false,
      reason: 'out_of_stock',
    })
    expect(purchasable({ disabled: false, stock_type: 'onstock', available: -1 })).toEqual({
      ok: false,
      reason: 'out_of_stock',
    })
  })

  it('answers unavailable_for_sale for a disabled product, whatever its stock', () => {
    for (const stock_type of ['onstock', 'ondemand'] as const) {
      for (const available of [0, 10]) {
        expect(purchasable({ disabled: true, stock_type, available })).toEqual({
          ok: false,
          reason: 'unavailable_for_sale',
        })
      }
    }
  })

  it('reads bad stock counts (NaN, a fraction) as out of stock', () => {
    expect(purchasable({ disabled: false, stock_type: 'onstock', available: Number.NaN }).ok).toBe(false)
    expect(purchasable({ disabled: false, stock_type: 'onstock', available: 0.5 }).ok).toBe(false)
  })

  it('agrees with the rule for any product', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom('onstock' as const, 'ondemand' as const),
        fc.integer({ min: -10, max: 10 }),
        (disabled, stock_type, available) => {
          const rule = !disabled && ((stock_type === 'onstock' && available > 0) || stock_type === 'ondemand')
          expect(purchasable({ disabled, stock_type, available }).ok).toBe(rule)
        },
      ),
    )
  })
})
