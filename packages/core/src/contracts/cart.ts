import { z } from 'zod'
import { CART_CODES, UNAVAILABLE_REASONS } from '../cart/codes.ts'
import { CART_QUANTITY_MAX } from '../constants.ts'
import { STOCK_TYPES } from '../items.ts'

/**
 * The cart's API shapes (002 §3 "Cart order per supplier" and "Cart product"; decisions 040, 041).
 * Money is integer minor units with its currency; the server prices every answer from the items,
 * so nothing here is ever taken from a client.
 */

/** A whole number of units, 1–999: 0, −1, 1.5, "1e3", 2^53, null and [] are refused (quality case 6). */
export const cartQuantity = z.number().int().min(1).max(CART_QUANTITY_MAX)

/** Variant choices, name → value (an item's `variants` lists what may be chosen). */
export const variantChoice = z.record(z.string().min(1).max(60), z.string().min(1).max(120))

export const cartLineInput = z.strictObject({
  item_id: z.string().min(1).max(100),
  quantity: cartQuantity,
  variants: variantChoice.optional(),
})
export type CartLineInput = z.infer<typeof cartLineInput>

export const cartQuantityBody = z.strictObject({ quantity: cartQuantity })

/** A local (anonymous) cart moved to the server at sign-in, or priced for an anonymous drawer. */
export const cartBulkBody = z.strictObject({ lines: z.array(cartLineInput).max(100) })

export const cartProduct = z.object({
  /** The cart line's id (null in a preview: the line is not stored). */
  line_id: z.string().nullable(),
  /** The item's id. */
  id: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  description: z.string(),
  /** Unit price, minor units, taxes included. */
  amount: z.number().int(),
  available: z.number().int(),
  stock_type: z.enum(STOCK_TYPES),
  disabled: z.boolean(),
  max_purchase_amount: z.number().int().nullable(),
  /** amount × quantity. */
  total: z.number().int(),
  currency: z.string(),
  variants: z.record(z.string(), z.string()),
  quantity: z.number().int(),
  /** Why the line is left out of the purchase (002 §4), or null when it can be bought. */
  unavailable: z.enum(UNAVAILABLE_REASONS).nullable(),
  /** The item's page in this shop. */
  url: z.string(),
})
export type CartProduct = z.infer<typeof cartProduct>

const party = z.object({ id: z.string(), name: z.string(), slug: z.string().nullable() })

export const cartOrder = z.object({
  supplier: party,
  dssupplier: party.nullable(),
  currency: z.string(),
  /** Money: the purchasable lines' totals. */
  total: z.number().int(),
  /** Units in the purchasable lines. */
  amount: z.number().int(),
  is_configured: z.boolean(),
  aggregated: z.array(
    z.object({
      dssupplier: party.nullable(),
      total: z.number().int(),
      amount: z.number().int(),
      products: z.array(cartProduct),
    }),
  ),
  supplier_info: z.object({ enabled_payment_types: z.array(z.string()) }),
  dssupplier_info: z
    .object({
      fixed_shipping_cost: z.number().int().nullable(),
      fixed_shipping_days: z.number().int().nullable(),
    })
    .nullable(),
})
export type CartOrder = z.infer<typeof cartOrder>

export const cartWarning = z.object({
  code: z.enum(CART_CODES),
  params: z.record(z.string(), z.number()),
  line_id: z.string().optional(),
})

export const cartView = z.object({
  /** Null for an anonymous preview or a customer without a saved cart yet. */
  id: z.string().nullable(),
  orders: z.array(cartOrder),
  totals: z.array(z.object({ amount: z.number().int(), currency: z.string() })),
  count: z.number().int(),
  /** Quantities the server lowered to what may be bought, titled 'Purchase order warning'. */
  warnings: z.array(cartWarning),
})
export type CartView = z.infer<typeof cartView>

export const cartCount = z.object({ count: z.number().int().nonnegative() })

export const cartShare = z.object({ token: z.string(), url: z.string() })
