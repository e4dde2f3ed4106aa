import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { adjustForPurchase, type CartLineFacts } from './adjust.ts'
import { purchasable } from './purchasable.ts'
import { quantityLimit } from './quantity.ts'

const line = (id: string, quantity: number, facts: Partial<CartLineFacts> = {}): CartLineFacts => ({
  id,
  quantity,
  disabled: false,
  stock_type: 'onstock',
  available: 10,
  max_purchase_amount: null,
  ...facts,
})

const LINE = fc.record({
  id: fc.uuid(),
  quantity: fc.integer({ min: 1, max: 3_000 }),
  disabled: fc.boolean(),
  stock_type: fc.constantFrom('onstock' as const, 'ondemand' as const),
  available: fc.integer({ min: -3, max: 2_000 }),
  max_purchase_amount: fc.option(fc.integer({ min: 1, max: 2_000 }), { nil: null }),
})
const CART = fc.uniqueArray(LINE, { selector: (l) => l.id, maxLength: 30 })

describe('adjusting a cart before a purchase (002 §4, §5, §8)', () => {
  it('flags out-of-stock and disabled lines and leaves them out of the purchase', () => {
    const result = adjustForPurchase([
      line('a', 1),
      line('b', 2, { available: 0 }),
      line('c', 1, { disabled: true }),
      line('d', 3, { stock_type: 'ondemand', available: 0 }),
    ])
    expect(result.lines.map((l) => l.id)).toEqual(['a', 'd'])
    expect(result.left_out.map((l) => [l.line.id, l.reason])).toEqual([
      ['b', 'out_of_stock'],
      ['c', 'unavailable_for_sale'],
    ])
    expect(result.warnings).toEqual([
      { code: 'out_of_stock', params: {}, line_id: 'b' },
      { code: 'unavailable_for_sale', params: {}, line_id: 'c' },
    ])
  })

  it('lowers a quantity above the units available to them: insufficient_stock', () => {
    const result = adjustForPurchase([line('a', 8, { available: 3 })])
    expect(result.lines).toEqual([line('a', 3, { available: 3 })])
    expect(result.warnings).toEqual([
      { code: 'insufficient_stock', params: { available: 3, quantity: 3 }, line_id: 'a' },
    ])
  })

  it('lowers a quantity above max_purchase_amount to it: purchase amount exceeded, with the maximum', () => {
    const result = adjustForPurchase([line('a', 8, { max_purchase_amount: 2 })])
    expect(result.lines[0]?.quantity).toBe(2)
    expect(result.warnings).toEqual([
      { code: 'purchase_amount_exceeded', params: { max: 2, quantity: 2 }, line_id: 'a' },
    ])
  })

  it('keeps an on-demand line above its available units as it is', () => {
    const result = adjustForPurchase([line('a', 50, { stock_type: 'ondemand', available: 1 })])
    expect(result.lines[0]?.quantity).toBe(50)
    expect(result.warnings).toEqual([])
  })

  it("shows the warnings under 'Purchase order warning', and no title when nothing changed", () => {
    expect(adjustForPurchase([line('a', 11)]).title).toBe('purchase_order_warning')
    expect(adjustForPurchase([line('a', 10)])).toEqual({
      lines: [line('a', 10)],
      left_out: [],
      warnings: [],
      title: null,
    })
  })

  it('keeps the other fields of a line', () => {
    const withName = { ...line('a', 20), name: 'Café de olla', variants: ['500 g'] }
    expect(adjustForPurchase([withName]).lines[0]).toEqual({ ...withName, quantity: 10 })
  })
})

describe('adjusting properties', () => {
  it('an adjusted quantity is always within [1, limit], never above available for onstock', () => {
    fc.assert(
      fc.property(CART, (cart) => {
        for (const kept of adjustForPurchase(cart).lines) {
          expect(Number.isSafeInteger(kept.quantity)).toBe(true)
          expect(kept.quantity).toBeGreaterThanOrEqual(1)
          expect(kept.quantity).toBeLessThanOrEqual(quantityLimit(kept).max)
          if (kept.stock_type === 'onstock') expect(kept.quantity).toBeLessThanOrEqual(kept.available)
          if (kept.max_purchase_amount !== null)
            expect(kept.quantity).toBeLessThanOrEqual(kept.max_purchase_amount)
        }
      }),
    )
  })

  it('keeps or leaves out every line exactly once, in the cart order, and never raises a quantity', () => {
    fc.assert(
      fc.property(CART, (cart) => {
        const result = adjustForPurchase(cart)
        const kept = result.lines.map((l) => l.id)
        const out = result.left_out.map((l) => l.line.id)
        expect([...kept, ...out].sort()).toEqual(cart.map((l) => l.id).sort())
        expect(kept).toEqual(cart.filter((l) => purchasable(l).ok).map((l) => l.id))
        for (const l of result.lines) {
          expect(l.quantity).toBeLessThanOrEqual(cart.find((c) => c.id === l.id)!.quantity)
        }
      }),
    )
  })

  it('warns once for each lowered or left-out line and for no other', () => {
    fc.assert(
      fc.property(CART, (cart) => {
        const result = adjustForPurchase(cart)
        const changed = cart
          .filter((l) => {
            const kept = result.lines.find((k) => k.id === l.id)
            return kept === undefined || kept.quantity !== l.quantity
          })
          .map((l) => l.id)
        expect(result.warnings.map((w) => w.line_id)).toEqual(changed)
        expect(result.title === null).toBe(changed.length === 0)
      }),
    )
  })

  it('adjusting an adjusted cart changes nothing more', () => {
    fc.assert(
      fc.property(CART, (cart) => {
        const once = adjustForPurchase(cart)
        const twice = adjustForPurchase(once.lines)
        expect(twice.lines).toEqual(once.lines)
        expect(twice.warnings).toEqual([])
      }),
    )
  })
})
