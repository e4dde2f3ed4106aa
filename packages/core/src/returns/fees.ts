import type { ReturnFees } from '../items.ts'

/**
 * What a return costs whom (001 §3 return_fees, return_shipping_label, restocking_fees; 002 §9
 * "cost on customer, supplier or free by policy"; decision 089). Amounts are minor units.
 *
 * | policy            | return shipping paid by      | original shipping refunded | deducted            |
 * | ----------------- | ---------------------------- | -------------------------- | ------------------- |
 * | `customer_all`    | customer (from the refund)   | no                         | return shipping     |
 * | `free`            | supplier                     | yes                        | nothing             |
 * | `customer_feed`   | customer (from the refund)   | yes                        | return shipping     |
 * | `original_fees`   | supplier                     | no                         | nothing             |
 * | `restocking_fees` | supplier                     | yes                        | restocking × units  |
 *
 * The refund offered is the returned units' price, plus the original shipping when refunded, less
 * what is deducted; a deduction never takes it below zero (what is deducted is then what there was).
 * The seller may still refund less or, within what is refundable, more.
 */
export interface ReturnCostInput {
  policy: ReturnFees
  /** What the customer paid for the units returned. */
  itemsPaid: number
  units: number
  /** The order's shipping that belongs to these units (the whole shipping for a one-line order). */
  originalShipping: number
  /** What the return's label costs. */
  returnShipping: number
  /** The item's restocking fee per unit (`restocking_fees`, 2 decimals, kept in minor units). */
  restockingFee: number | null
}

export interface ReturnCost {
  /** What the customer gets back. */
  refund: number
  returnShippingPaidBy: 'customer' | 'supplier'
  originalShippingRefunded: number
  deducted: { returnShipping: number; restocking: number }
}

function checkAmount(name: string, amount: number) {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`${name} must be a non-negative integer of minor units, got ${amount}`)
}

export function returnCost(input: ReturnCostInput): ReturnCost {
  checkAmount('itemsPaid', input.itemsPaid)
  checkAmount('originalShipping', input.originalShipping)
  checkAmount('returnShipping', input.returnShipping)
  if (!Number.isSafeInteger(input.units) || input.units < 1)
    throw new RangeError(`units must be a positive integer, got ${input.units}`)
  const customerShips = input.policy === 'customer_all' || input.policy === 'customer_feed'
  const refundsShipping = input.policy !== 'customer_all' && input.policy !== 'original_fees'
  let restocking = 0
  if (input.policy === 'restocking_fees') {
    const fee = input.restockingFee ?? 0
    checkAmount('restockingFee', fee)
    restocking = fee * input.units
  }
  const originalShippingRefunded = refundsShipping ? input.originalShipping : 0
  const gross = input.itemsPaid + originalShippingRefunded
  const returnShipping = Math.min(customerShips ? input.returnShipping : 0, gross)
  const restockingTaken = Math.min(restocking, gross - returnShipping)
  return {
    refund: gross - returnShipping - restockingTaken,
    returnShippingPaidBy: customerShips ? 'customer' : 'supplier',
    originalShippingRefunded,
    deducted: { returnShipping, restocking: restockingTaken },
  }
}

/**
 * How the customer gets the return's shipping label (001 §3 return_shipping_label): `inbox` came
 * in the package, `download` is downloaded from the return request. Message keys for the page.
 */
export const RETURN_LABEL_MESSAGES = {
  inbox: 'returns.label.inbox',
  download: 'returns.label.download',
} as const

export function returnLabel(mode: 'inbox' | 'download'): {
  mode: 'inbox' | 'download'
  downloadable: boolean
  key: string
} {
  return { mode, downloadable: mode === 'download', key: RETURN_LABEL_MESSAGES[mode] }
}
