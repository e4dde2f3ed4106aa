import { z } from 'zod'
import { PUBLIC_SLUG_PATTERN } from '../checkout/shared.ts'
import { cartView } from './cart.ts'

/**
 * The public shared checkout's API shapes (002 §4 "public shared checkout … public_slug", §7
 * `POST checkout/{id}/share_checkout`; decision 054). Nothing of the sharer is in them: no name,
 * email, phone, address or card, only the shop's items, priced now.
 */

export const sharedCheckoutParams = z.strictObject({
  slug: z.string().min(1).max(100),
  public_slug: z.string().regex(PUBLIC_SLUG_PATTERN),
})

/** POST …/shared-checkouts/:public_slug/checkouts: the buyer's own tracking cookies, if any. */
export const sharedCheckoutStartBody = z.strictObject({
  referral: z.string().max(200).optional(),
  campaign: z.string().max(200).optional(),
  click_id: z.string().max(200).optional(),
})
export type SharedCheckoutStartBody = z.infer<typeof sharedCheckoutStartBody>

const money = z.object({ amount: z.number().int(), currency: z.string() })

export const sharedCheckoutView = z.object({
  public_slug: z.string(),
  shop: z.object({ slug: z.string(), name: z.string() }),
  /** ISO 8601: after it the link answers 404 `shared_checkout_not_found`. */
  link_expires_at: z.string(),
  /**
   * The shared lines priced now, as a cart shows them (decision 042): grouped per supplier, lines
   * that cannot be bought flagged `unavailable`, quantities above what may be bought lowered with
   * a warning. Nothing is stored for the viewer: `id` is null and a product's `line_id` is its
   * line's position in the shared checkout ('0', '1', …), which the warnings name.
   */
  cart: cartView,
  /** Items whose price now differs from the one the sharer saw (the cart above has today's). */
  price_changes: z.array(
    z.object({ item_id: z.string(), name: z.string(), shared_price: money, price: money }),
  ),
  /** Lines whose item this shop no longer sells (deleted, or no longer resold here). */
  gone: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
})
export type SharedCheckoutView = z.infer<typeof sharedCheckoutView>

/** What `POST …/checkouts/:id/share` answers: the slug, the page's path and when the link ends. */
export const shareCheckoutResult = z.object({
  public_slug: z.string(),
  /** `/{shop}/comprar/compartido/{public_slug}`. */
  url: z.string(),
  expires_at: z.string(),
})
