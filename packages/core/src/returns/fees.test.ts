import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RETURN_FEES } from '../items.ts'
import { type ReturnCostInput, returnCost, returnLabel } from './fees.ts'

// Two units at 250.00, 80.00 of original shipping, a 60.00 return label, 15.50 restocking per unit.
const input: ReturnCostInput = {
  policy: 'free',
  itemsPaid: 50_000,
  units: 2,
  originalShipping: 8_000,
  returnShipping: 6_000,
  restockingFee: 1_550,
}

describe('what a return costs whom (001 §3 return_fees; 002 §9)', () => {
  it('customer_all: the customer pays the return label and loses the original shipping', () => {
    expect(returnCost({ ...input, policy: 'customer_all' })).toEqual({
      refund: 44_000,
      returnShippingPaidBy: 'customer',
      originalShippingRefunded: 0,
      deducted: { returnShipping: 6_000, restocking: 0 },
    })
  })

  it('free: everything back, the supplier pays the label', () => {
    expect(returnCost(input)).toEqual({
      refund: 58_000,
      returnShippingPaidBy: 'supplier',
      originalShippingRefunded: 8_000,
      deducted: { returnShipping: 0, restocking: 0 },
    })
  })

  it('customer_feed: the customer pays the label, the original shipping comes back', () => {
    expect(returnCost({ ...input, policy: 'customer_feed' })).toMatchObject({
      refund: 52_000,
      returnShippingPaidBy: 'customer',
      originalShippingRefunded: 8_000,
    })
  })

  it('original_fees: the items back, the original shipping kept, the supplier pays the label', () => {
    expect(returnCost({ ...input, policy: 'original_fees' })).toMatchObject({
      refund: 50_000,
      returnShippingPaidBy: 'supplier',
      originalShippingRefunded: 0,
    })
  })

  it('restocking_fees: the fee per unit returned comes off', () => {
    expect(returnCost({ ...input, policy: 'restocking_fees' })).toEqual({
      refund: 58_000 - 3_100,
      returnShippingPaidBy: 'supplier',
      originalShippingRefunded: 8_000,
      deducted: { returnShipping: 0, restocking: 3_100 },
    })
  })

  it('never below zero: a deduction takes at most what there is', () => {
    expect(
      returnCost({ ...input, policy: 'customer_all', itemsPaid: 1_000, units: 1, returnShipping: 6_000 }),
    ).toMatchObject({ refund: 0, deducted: { returnShipping: 1_000, restocking: 0 } })
    expect(
      returnCost({ ...input, policy: 'restocking_fees', itemsPaid: 1_000, units: 1, originalShipping: 0 }),
    ).toMatchObject({ refund: 0, deducted: { restocking: 1_000 } })
  })

  it('refuses fractional amounts and no units', () => {
    expect(() => returnCost({ ...input, itemsPaid: 0.5 })).toThrow(RangeError)
    expect(() => returnCost({ ...input, units: 0 })).toThrow(RangeError)
  })

  it('the label comes in the box or is downloaded (001 §3)', () => {
    expect(returnLabel('inbox')).toEqual({ mode: 'inbox', downloadable: false, key: 'returns.label.inbox' })
    expect(returnLabel('download').downloadable).toBe(true)
  })

  it('property: the refund is what was paid and refunded less what was deducted, between 0 and the whole', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 })
    fc.assert(
      fc.property(
        fc.constantFrom(...RETURN_FEES),
        amount,
        fc.integer({ min: 1, max: 20 }),
        amount,
        amount,
        fc.option(amount, { nil: null }),
        (policy, itemsPaid, units, originalShipping, returnShipping, restockingFee) => {
          const cost = returnCost({
            policy,
            itemsPaid,
            units,
            originalShipping,
            returnShipping,
            restockingFee,
          })
          expect(cost.refund).toBe(
            itemsPaid +
              cost.originalShippingRefunded -
              cost.deducted.returnShipping -
              cost.deducted.restocking,
          )
          expect(cost.refund).toBeGreaterThanOrEqual(0)
          expect(cost.refund).toBeLessThanOrEqual(itemsPaid + originalShipping)
          if (policy === 'free') expect(cost.refund).toBe(itemsPaid + originalShipping)
        },
      ),
    )
  })
})
