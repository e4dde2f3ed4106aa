/**
 * The stable codes of the cart's quantity and availability rules (002 §5, §8). The rules answer
 * codes with their numbers, never text: the web app words them per locale (`cart.<code>` in
 * apps/web/app/i18n/cart.messages.ts) and the API can answer the same codes.
 */

/** Why a product cannot be bought at all (002 §4 purchasable; §8 codes). */
export const UNAVAILABLE_REASONS = ['unavailable_for_sale', 'out_of_stock'] as const
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number]

export const CART_CODES = [
  /** A typed quantity above the units available of an on-stock product (002 §5 'quantity exceeded'). */
  'quantity_exceeded',
  /** A quantity above max_purchase_amount; the message carries the maximum (002 §5, §8). */
  'purchase_amount_exceeded',
  /** The plus control at the units available (002 §8). */
  'not_enough_stock_to_increment',
  /** A line lowered to the units available before a purchase (002 §8 `insufficient_stock`). */
  'insufficient_stock',
  ...UNAVAILABLE_REASONS,
] as const
export type CartCode = (typeof CART_CODES)[number]

/** The title the cart's quantity warnings are shown under (002 §8 'Purchase order warning'). */
export const PURCHASE_ORDER_WARNING = 'purchase_order_warning' as const

/**
 * One warning: its code and the numbers its message shows (`available`, `max`, `quantity`), and
 * the line it is about when it comes from adjusting a cart.
 */
export interface CartWarning {
  code: CartCode
  params: Readonly<Record<string, number>>
  line_id?: string
}
