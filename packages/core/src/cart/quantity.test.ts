import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CART_QUANTITY_MAX } from '../constants.ts'
import type { StockFacts } from './purchasable.ts'
import {
  canDecrement,
  decrementQuantity,
  incrementQuantity,
  isBlockedQuantityKey,
  isValidQuantity,
  parseQuantityInput,
  quantityLimit,
  stepperState,
} from './quantity.ts'

const onStock = (available: number, max_purchase_amount: number | null = null): StockFacts => ({
  disabled: false,
  stock_type: 'onstock',
  available,
  max_purchase_amount,
})
const onDemand = (max_purchase_amount: number | null = null): StockFacts => ({
  disabled: false,
  stock_type: 'ondemand',
  available: 0,
  max_purchase_amount,
})

const PRODUCT = fc.record({
  disabled: fc.boolean(),
  stock_type: fc.constantFrom('onstock' as const, 'ondemand' as const),
  available: fc.integer({ min: -3, max: 2_000 }),
  max_purchase_amount: fc.option(fc.integer({ min: 1, max: 2_000 }), { nil: null }),
})

/** Any text, text that looks like a number, and numbers written every way JavaScript writes them. */
const TYPED = fc.oneof(
  fc.string(),
  fc.stringMatching(/^\s*[-+]?[0-9]{0,25}(?:[.,e][0-9]{0,5})?\s*$/),
  fc.double().map(String),
  fc.bigInt().map(String),
)

describe('the quantity input (002 §5)', () => {
  it("blocks the keys '.', 'e' and '-' (and 'E', '+', ',' that would make a fraction too)", () => {
    for (const key of ['.', 'e', '-', 'E', '+', ',']) expect(isBlockedQuantityKey(key), key).toBe(true)
  })

  it('lets digits and editing keys through', () => {
    for (const key of ['0', '5', '9', 'Backspace', 'Delete', 'ArrowUp', 'ArrowLeft', 'Tab', 'Enter']) {
      expect(isBlockedQuantityKey(key), key).toBe(false)
    }
  })

  it('ignores an empty or 0 quantity: no change', () => {
    expect(parseQuantityInput('', onStock(5))).toEqual({ kind: 'ignored', reason: 'empty' })
    expect(parseQuantityInput('  ', onStock(5))).toEqual({ kind: 'ignored', reason: 'empty' })
    expect(parseQuantityInput('0', onStock(5))).toEqual({ kind: 'ignored', reason: 'zero' })
    expect(parseQuantityInput('000', onStock(5))).toEqual({ kind: 'ignored', reason: 'zero' })
  })

  it('ignores pasted text that is not a whole count: 1.5, 1e3, -2, 2,5, +3, abc', () => {
    for (const text of ['1.5', '1e3', '-2', '2,5', '+3', 'abc', '٣', '３', 'Infinity', 'NaN']) {
      expect(parseQuantityInput(text, onStock(5)), text).toEqual({ kind: 'ignored', reason: 'not_whole' })
    }
  })

  it('takes a whole count from min 1 within the limit, leading zeros and spaces aside', () => {
    expect(parseQuantityInput('1', onStock(5))).toEqual({ kind: 'set', quantity: 1, warning: null })
    expect(parseQuantityInput(' 05 ', onStock(5))).toEqual({ kind: 'set', quantity: 5, warning: null })
  })

  it('does not go above available unless ondemand: quantity exceeded, lowered to the units available', () => {
    expect(parseQuantityInput('6', onStock(5))).toEqual({
      kind: 'set',
      quantity: 5,
      warning: { code: 'quantity_exceeded', params: { available: 5 } },
    })
    expect(parseQuantityInput('99999999999999999999999', onStock(5))).toMatchObject({
      kind: 'set',
      quantity: 5,
    })
  })

  it('lets an on-demand product go above available', () => {
    expect(parseQuantityInput('40', onDemand())).toEqual({ kind: 'set', quantity: 40, warning: null })
  })

  it('does not go above max_purchase_amount: purchase amount exceeded, the message carries the maximum', () => {
    const exceeded = { code: 'purchase_amount_exceeded', params: { max: 3 } }
    expect(parseQuantityInput('4', onStock(10, 3))).toEqual({ kind: 'set', quantity: 3, warning: exceeded })
    expect(parseQuantityInput('4', onDemand(3))).toEqual({ kind: 'set', quantity: 3, warning: exceeded })
    expect(parseQuantityInput('3', onDemand(3))).toEqual({ kind: 'set', quantity: 3, warning: null })
  })

  it('names the lower of the two limits, the maximum on a tie', () => {
    expect(quantityLimit(onStock(2, 5))).toEqual({ max: 2, bound: 'stock' })
    expect(quantityLimit(onStock(5, 2))).toEqual({ max: 2, bound: 'max_purchase' })
    expect(quantityLimit(onStock(4, 4))).toEqual({ max: 4, bound: 'max_purchase' })
    expect(quantityLimit(onDemand())).toEqual({ max: CART_QUANTITY_MAX, bound: 'cart_max' })
    expect(quantityLimit(onStock(CART_QUANTITY_MAX))).toEqual({ max: CART_QUANTITY_MAX, bound: 'stock' })
    expect(quantityLimit(onStock(5_000))).toEqual({ max: CART_QUANTITY_MAX, bound: 'cart_max' })
  })

  it(`caps an on-demand product with no maximum at ${CART_QUANTITY_MAX} units`, () => {
    expect(parseQuantityInput('5000', onDemand())).toEqual({
      kind: 'set',
      quantity: CART_QUANTITY_MAX,
      warning: { code: 'purchase_amount_exceeded', params: { max: CART_QUANTITY_MAX } },
    })
  })

  it('refuses any quantity of a disabled or out-of-stock product, with its reason', () => {
    expect(parseQuantityInput('1', { ...onStock(5), disabled: true })).toEqual({
      kind: 'refused',
      warning: { code: 'unavailable_for_sale', params: {} },
    })
    expect(parseQuantityInput('1', onStock(0))).toEqual({
      kind: 'refused',
      warning: { code: 'out_of_stock', params: {} },
    })
  })
})

describe('the steppers (002 §5, §8)', () => {
  it('disables minus at 1 or less', () => {
    expect(canDecrement(1)).toBe(false)
    expect(canDecrement(0)).toBe(false)
    expect(canDecrement(2)).toBe(true)
    expect(stepperState(1, false).minusDisabled).toBe(true)
    expect(stepperState(2, false).minusDisabled).toBe(false)
    expect(decrementQuantity(1)).toEqual({ kind: 'ignored', reason: 'minimum' })
    expect(decrementQuantity(3)).toEqual({ kind: 'set', quantity: 2, warning: null })
  })

  it('disables every control during an update', () => {
    expect(stepperState(3, true)).toEqual({ minusDisabled: true, plusDisabled: true, inputDisabled: true })
    expect(stepperState(3, false)).toEqual({
      minusDisabled: false,
      plusDisabled: false,
      inputDisabled: false,
    })
  })

  it("answers 'not enough stock to increment' at the units available", () => {
    expect(incrementQuantity(4, onStock(5))).toEqual({ kind: 'set', quantity: 5, warning: null })
    expect(incrementQuantity(5, onStock(5))).toEqual({
      kind: 'refused',
      warning: { code: 'not_enough_stock_to_increment', params: { available: 5 } },
    })
  })

  it('answers purchase amount exceeded, with the maximum, at max_purchase_amount', () => {
    expect(incrementQuantity(2, onDemand(2))).toEqual({
      kind: 'refused',
      warning: { code: 'purchase_amount_exceeded', params: { max: 2 } },
    })
  })

  it('increments an on-demand product past its available units', () => {
    expect(incrementQuantity(7, onDemand())).toEqual({ kind: 'set', quantity: 8, warning: null })
  })
})

describe('quantities the API takes (quality case 6)', () => {
  it(`takes whole numbers from 1 to ${CART_QUANTITY_MAX}`, () => {
    for (const value of [1, 2, CART_QUANTITY_MAX]) expect(isValidQuantity(value), String(value)).toBe(true)
  })

  it('refuses 0, −1, 1.5, "1e3", 2^53, null, [] and the rest', () => {
    const refused = [0, -1, 1.5, '1e3', 2 ** 53, null, [], '1', Number.NaN, Infinity, CART_QUANTITY_MAX + 1]
    for (const value of refused) expect(isValidQuantity(value), JSON.stringify(value)).toBe(false)
  })
})

describe('quantity properties', () => {
  it('parsing never returns a fractional, negative or NaN quantity, nor one above the limit, for any string input', () => {
    fc.assert(
      fc.property(TYPED, PRODUCT, (text, product) => {
        const change = parseQuantityInput(text, product)
        if (change.kind !== 'set') return
        expect(Number.isSafeInteger(change.quantity)).toBe(true)
        expect(change.quantity).toBeGreaterThanOrEqual(1)
        expect(change.quantity).toBeLessThanOrEqual(quantityLimit(product).max)
        if (product.stock_type === 'onstock') expect(change.quantity).toBeLessThanOrEqual(product.available)
        expect(isValidQuantity(change.quantity)).toBe(true)
      }),
      { numRuns: 2_000 },
    )
  })

  it('keeps a typed whole count within the limit as it is, and warns exactly when it lowers one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), PRODUCT, (n, product) => {
        const change = parseQuantityInput(String(n), product)
        if (change.kind !== 'set') return
        const { max } = quantityLimit(product)
        expect(change.quantity).toBe(Math.min(n, max))
        expect(change.warning === null).toBe(n <= max)
      }),
    )
  })

  it('never steps outside [1, limit]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000 }), PRODUCT, (quantity, product) => {
        const up = incrementQuantity(quantity, product)
        if (up.kind === 'set') {
          expect(up.quantity).toBe(quantity + 1)
          expect(up.quantity).toBeLessThanOrEqual(quantityLimit(product).max)
        }
        const down = decrementQuantity(quantity)
        if (down.kind === 'set') expect(down.quantity).toBeGreaterThanOrEqual(1)
        else expect(quantity).toBe(1)
      }),
    )
  })
})
