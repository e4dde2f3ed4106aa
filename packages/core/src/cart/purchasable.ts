/**
 * 002 §4: a product is purchasable if it is not disabled and either kept on stock with units
 * available, or made on demand. Otherwise the shopper is told why: unavailable for sale (disabled)
 * or out of stock.
 */
import type { StockType } from '../items.ts'
import type { UnavailableReason } from './codes.ts'

/** The fields of a cart product (002 §3 Cart product) the rules read. */
export interface StockFacts {
  disabled: boolean
  stock_type: StockType
  /** Units left; only an on-stock product is bound by it. */
  available: number
  /** Most units one purchase may take; null when the supplier set none. */
  max_purchase_amount: number | null
}

export type Purchasable = { ok: true } | { ok: false; reason: UnavailableReason }

export function purchasable(product: Pick<StockFacts, 'disabled' | 'stock_type' | 'available'>): Purchasable {
  // Disabled wins: a disabled product with no stock is still 'unavailable for sale', since
  // restocking it would not make it buyable.
  if (product.disabled) return { ok: false, reason: 'unavailable_for_sale' }
  if (product.stock_type === 'ondemand') return { ok: true }
  // "available above 0" for whole units; written `>= 1` so NaN, a fraction or a negative count
  // (bad data) reads as out of stock rather than as a product nobody can add a unit of.
  return product.available >= 1 ? { ok: true } : { ok: false, reason: 'out_of_stock' }
}
