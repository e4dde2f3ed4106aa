/**
 * Before a purchase, the cart is brought to what may be bought (002 §4, §5, §8): out-of-stock and
 * disabled lines are flagged and left out, quantities above the limit are lowered to it, and each
 * change is one warning for its line, shown under the title 'Purchase order warning'. Data only:
 * codes and numbers, worded by whoever shows them.
 */
import { type CartWarning, PURCHASE_ORDER_WARNING, type UnavailableReason } from './codes.ts'
import { purchasable, type StockFacts } from './purchasable.ts'
import { QUANTITY_MIN, quantityLimit } from './quantity.ts'

/** A cart line as the rules see it: a product's stock facts, its line id and quantity. */
export interface CartLineFacts extends StockFacts {
  id: string
  quantity: number
}

export interface PurchaseAdjustment<L extends CartLineFacts> {
  /** The lines that go into the purchase, each with an allowed quantity. */
  lines: L[]
  /** The flagged lines, left out of the purchase, with why. */
  left_out: { line: L; reason: UnavailableReason }[]
  /** One per changed or left-out line, in the cart's order. */
  warnings: CartWarning[]
  /** The title to show the warnings under, or null when there are none. */
  title: typeof PURCHASE_ORDER_WARNING | null
}

export function adjustForPurchase<L extends CartLineFacts>(cart: readonly L[]): PurchaseAdjustment<L> {
  const lines: L[] = []
  const left_out: { line: L; reason: UnavailableReason }[] = []
  const warnings: CartWarning[] = []
  for (const line of cart) {
    const buyable = purchasable(line)
    if (!buyable.ok) {
      left_out.push({ line, reason: buyable.reason })
      warnings.push({ code: buyable.reason, params: {}, line_id: line.id })
      continue
    }
    // The API only stores whole quantities ≥ 1; anything else (bad data) is read as one unit
    // rather than letting it through to a total.
    const asked = Number.isSafeInteger(line.quantity) ? Math.max(QUANTITY_MIN, line.quantity) : QUANTITY_MIN
    const limit = quantityLimit(line)
    if (asked > limit.max) {
      const quantity = limit.max
      lines.push({ ...line, quantity })
      warnings.push(
        limit.bound === 'stock'
          ? { code: 'insufficient_stock', params: { available: limit.max, quantity }, line_id: line.id }
          : { code: 'purchase_amount_exceeded', params: { max: limit.max, quantity }, line_id: line.id },
      )
    } else {
      lines.push(asked === line.quantity ? line : { ...line, quantity: asked })
    }
  }
  return { lines, left_out, warnings, title: warnings.length > 0 ? PURCHASE_ORDER_WARNING : null }
}
