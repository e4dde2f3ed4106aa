/**
 * 002 §5 "Cart quantity": what a shopper may type or step to, the same in the browser (the
 * drawer's steppers) and on the server (add to cart, change quantity). Input min 1, step 1; the
 * keys '.', 'e' and '-' blocked; 0 or empty ignored; never above `available` unless the product is
 * made on demand ('quantity exceeded'); never above `max_purchase_amount` when set (the message
 * carries the maximum); minus disabled at 1; controls disabled during an update.
 */
import { CART_QUANTITY_MAX } from '../constants.ts'
import type { CartWarning } from './codes.ts'
import { purchasable, type StockFacts } from './purchasable.ts'
import { canDecrement, QUANTITY_MIN, QUANTITY_STEP } from './stepper.ts'

// What the stepper itself needs, kept small for the cart page's first load (stepper.ts).
export {
  BLOCKED_QUANTITY_KEYS,
  canDecrement,
  isBlockedQuantityKey,
  QUANTITY_MIN,
  QUANTITY_STEP,
  type StepperState,
  stepperState,
} from './stepper.ts'

/**
 * A quantity the API may take as it is: a whole number from 1 to CART_QUANTITY_MAX (quality case
 * 6: 0, −1, 1.5, "1e3", 2^53, null and [] are all refused). Whether the product has that many is
 * `quantityLimit`'s question.
 */
export function isValidQuantity(value: unknown): value is number {
  return (
    Number.isSafeInteger(value) && (value as number) >= QUANTITY_MIN && (value as number) <= CART_QUANTITY_MAX
  )
}

/** Which rule sets a line's most units: stock left, the supplier's max_purchase_amount, or ours. */
export type QuantityBound = 'stock' | 'max_purchase' | 'cart_max'

export interface QuantityLimit {
  /** Most units allowed; 0 when the product has no whole unit left. */
  max: number
  bound: QuantityBound
}

/**
 * The most units of `product` one line may hold. On a tie the supplier's maximum names the rule,
 * since its message carries the number and it does not change when stock does.
 */
export function quantityLimit(product: Omit<StockFacts, 'disabled'>): QuantityLimit {
  let limit: QuantityLimit = { max: CART_QUANTITY_MAX, bound: 'cart_max' }
  if (product.stock_type === 'onstock') {
    const stock = Number.isFinite(product.available) ? Math.max(0, Math.floor(product.available)) : 0
    if (stock <= limit.max) limit = { max: stock, bound: 'stock' }
  }
  // The contract keeps max_purchase_amount ≥ 1; a 0 here (bad data) is read as "not set" rather
  // than as an item nobody can buy without being told why.
  const maxPurchase = product.max_purchase_amount
  if (maxPurchase !== null && maxPurchase >= 1 && Math.floor(maxPurchase) <= limit.max) {
    limit = { max: Math.floor(maxPurchase), bound: 'max_purchase' }
  }
  return limit
}

/** The warning for asking more than `limit` allows, by where the asking happened. */
export function limitWarning(limit: QuantityLimit, asked: 'typed' | 'increment'): CartWarning {
  if (limit.bound !== 'stock') return { code: 'purchase_amount_exceeded', params: { max: limit.max } }
  return asked === 'typed'
    ? { code: 'quantity_exceeded', params: { available: limit.max } }
    : { code: 'not_enough_stock_to_increment', params: { available: limit.max } }
}

/** Why a typed or stepped quantity leaves the line as it was. */
export type IgnoredReason = 'empty' | 'zero' | 'not_whole' | 'minimum'

/**
 * What a quantity control leads to: nothing (`ignored`), a new quantity (`set`, perhaps lowered to
 * the limit with a warning), or a refusal with its warning (`refused`: nothing can be bought, or
 * the plus control is at the limit).
 */
export type QuantityChange =
  | { kind: 'ignored'; reason: IgnoredReason }
  | { kind: 'set'; quantity: number; warning: CartWarning | null }
  | { kind: 'refused'; warning: CartWarning }

/** Longer digit strings are above every limit anyway; capping the length keeps Number() exact. */
const DIGITS_MAX = 15

/**
 * Reads what was typed in the quantity input. Empty, 0 or text that is not a whole count (pasted
 * '1.5', '1e3', '-2') changes nothing; above the limit sets the limit, with its warning.
 */
export function parseQuantityInput(text: string, product: StockFacts): QuantityChange {
  const typed = text.trim()
  if (typed === '') return { kind: 'ignored', reason: 'empty' }
  if (!/^[0-9]+$/.test(typed)) return { kind: 'ignored', reason: 'not_whole' }
  const digits = typed.replace(/^0+/, '')
  if (digits === '') return { kind: 'ignored', reason: 'zero' }

  const available = purchasable(product)
  if (!available.ok) return { kind: 'refused', warning: { code: available.reason, params: {} } }
  const limit = quantityLimit(product)
  if (digits.length > DIGITS_MAX || Number(digits) > limit.max) {
    return { kind: 'set', quantity: limit.max, warning: limitWarning(limit, 'typed') }
  }
  return { kind: 'set', quantity: Number(digits), warning: null }
}

/** The plus control: one more, or 'not enough stock to increment' / the maximum at the limit. */
export function incrementQuantity(quantity: number, product: StockFacts): QuantityChange {
  const available = purchasable(product)
  if (!available.ok) return { kind: 'refused', warning: { code: available.reason, params: {} } }
  const limit = quantityLimit(product)
  const next = Math.max(QUANTITY_MIN, Math.floor(quantity) + QUANTITY_STEP)
  if (!(next <= limit.max)) return { kind: 'refused', warning: limitWarning(limit, 'increment') }
  return { kind: 'set', quantity: next, warning: null }
}

/** The minus control: one less, never below 1. */
export function decrementQuantity(quantity: number): QuantityChange {
  if (!canDecrement(quantity)) return { kind: 'ignored', reason: 'minimum' }
  return { kind: 'set', quantity: Math.floor(quantity) - QUANTITY_STEP, warning: null }
}
