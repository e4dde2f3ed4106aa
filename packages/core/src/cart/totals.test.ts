import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { purchasable } from './purchasable.ts'
import { lineTotal, type PricedLine, summariseCart } from './totals.ts'

const line = (id: string, facts: Partial<PricedLine> = {}): PricedLine => ({
  id,
  quantity: 1,
  unit_price: 10_000,
  currency: 'MXN',
  supplier_id: 'sup_1',
  dssupplier_id: null,
  disabled: false,
  stock_type: 'onstock',
  available: 10,
  max_purchase_amount: null,
  ...facts,
})

const LINE = fc.record({
  id: fc.uuid(),
  quantity: fc.integer({ min: 1, max: 999 }),
  unit_price: fc.integer({ min: 0, max: 100_000_000_000 }),
  currency: fc.constantFrom('MXN', 'ARS'),
  supplier_id: fc.constantFrom('sup_a', 'sup_b', 'sup_c'),
  dssupplier_id: fc.constantFrom(null, 'ds_x', 'ds_y'),
  disabled: fc.boolean(),
  stock_type: fc.constantFrom('onstock' as const, 'ondemand' as const),
  available: fc.integer({ min: 0, max: 20 }),
  max_purchase_amount: fc.constant(null),
})
const CART = fc.uniqueArray(LINE, { selector: (l) => l.id, maxLength: 40 })

describe('cart totals (002 §3, §9)', () => {
  it('a line total is unit price × quantity in integer minor units, taxes included', () => {
    expect(lineTotal(12_345, 3, 'MXN')).toEqual({ amount: 37_035, currency: 'MXN' })
  })

  it('refuses a quantity that is not a whole number ≥ 1, and a total past a safe integer', () => {
    expect(() => lineTotal(100, 1.5, 'MXN')).toThrow(RangeError)
    expect(() => lineTotal(100, 0, 'MXN')).toThrow(RangeError)
    expect(() => lineTotal(2 ** 52, 3, 'MXN')).toThrow(RangeError)
  })

  it('groups lines in one order per supplier and, inside, per dssupplier, in the cart order', () => {
    const summary = summariseCart([
      line('a', { supplier_id: 'sup_1', dssupplier_id: 'ds_1', quantity: 2 }),
      line('b', { supplier_id: 'sup_2', unit_price: 5_000 }),
      line('c', { supplier_id: 'sup_1', dssupplier_id: null, unit_price: 2_550 }),
      line('d', { supplier_id: 'sup_1', dssupplier_id: 'ds_1', unit_price: 1 }),
    ])
    expect(
      summary.orders.map((o) => ({
        supplier: o.supplier,
        dssupplier: o.dssupplier,
        currency: o.currency,
        total: o.total,
        amount: o.amount,
        aggregated: o.aggregated.map((g) => [g.dssupplier, g.total, g.amount, g.products.map((p) => p.id)]),
      })),
    ).toEqual([
      {
        supplier: 'sup_1',
        dssupplier: null,
        currency: 'MXN',
        total: 22_551,
        amount: 4,
        aggregated: [
          ['ds_1', 20_001, 3, ['a', 'd']],
          [null, 2_550, 1, ['c']],
        ],
      },
      {
        supplier: 'sup_2',
        dssupplier: null,
        currency: 'MXN',
        total: 5_000,
        amount: 1,
        aggregated: [[null, 5_000, 1, ['b']]],
      },
    ])
    expect(summary.totals).toEqual([{ amount: 27_551, currency: 'MXN' }])
    expect(summary.count).toBe(5)
  })

  it('names the order’s dssupplier when all its lines share one', () => {
    const summary = summariseCart([
      line('a', { dssupplier_id: 'ds_1' }),
      line('b', { dssupplier_id: 'ds_1' }),
    ])
    expect(summary.orders[0]?.dssupplier).toBe('ds_1')
  })

  it('keeps unavailable lines in their group, flagged, and out of totals and count', () => {
    const summary = summariseCart([
      line('a', { quantity: 2 }),
      line('b', { available: 0 }),
      line('c', { disabled: true }),
    ])
    const products = summary.orders[0]?.aggregated[0]?.products ?? []
    expect(products.map((p) => [p.id, p.total, p.unavailable])).toEqual([
      ['a', 20_000, null],
      ['b', 10_000, 'out_of_stock'],
      ['c', 10_000, 'unavailable_for_sale'],
    ])
    expect(summary.orders[0]?.total).toBe(20_000)
    expect(summary.totals).toEqual([{ amount: 20_000, currency: 'MXN' }])
    expect(summary.count).toBe(2)
  })

  it('keeps currencies apart: one order and one total per currency', () => {
    const summary = summariseCart([line('a'), line('b', { currency: 'ARS', unit_price: 300 })])
    expect(summary.orders.map((o) => [o.supplier, o.currency, o.total])).toEqual([
      ['sup_1', 'MXN', 10_000],
      ['sup_1', 'ARS', 300],
    ])
    expect(summary.totals).toEqual([
      { amount: 10_000, currency: 'MXN' },
      { amount: 300, currency: 'ARS' },
    ])
  })

  it('answers no orders, no totals and a count of 0 for an empty cart', () => {
    expect(summariseCart([])).toEqual({ orders: [], totals: [], count: 0 })
  })
})

describe('totals properties', () => {
  it('grouping loses no line and adds none, each under its own supplier, currency and dssupplier', () => {
    fc.assert(
      fc.property(CART, (cart) => {
        const grouped = summariseCart(cart).orders.flatMap((o) =>
          o.aggregated.flatMap((g) =>
            g.products.map((p) => {
              expect([p.supplier_id, p.currency, p.dssupplier_id]).toEqual([
                o.supplier,
                o.currency,
                g.dssupplier,
              ])
              return p.id
            }),
          ),
        )
        expect(grouped.sort()).toEqual(cart.map((l) => l.id).sort())
      }),
    )
  })

  it('totals equal the sum of the purchasable lines, at every level', () => {
    fc.assert(
      fc.property(CART, (cart) => {
        const summary = summariseCart(cart)
        const buyable = cart.filter((l) => purchasable(l).ok)
        for (const order of summary.orders) {
          for (const group of order.aggregated) {
            const lines = group.products.filter((p) => p.unavailable === null)
            expect(group.total).toBe(lines.reduce((sum, p) => sum + p.unit_price * p.quantity, 0))
            expect(group.amount).toBe(lines.reduce((sum, p) => sum + p.quantity, 0))
          }
          expect(order.total).toBe(order.aggregated.reduce((sum, g) => sum + g.total, 0))
          expect(order.amount).toBe(order.aggregated.reduce((sum, g) => sum + g.amount, 0))
        }
        for (const total of summary.totals) {
          const lines = buyable.filter((l) => l.currency === total.currency)
          expect(total.amount).toBe(lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0))
        }
        expect(summary.count).toBe(buyable.reduce((sum, l) => sum + l.quantity, 0))
      }),
    )
  })
})
