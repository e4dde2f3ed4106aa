/**
 * The public shared checkout's rules (002 §4 "A public shared checkout can be created, returning
 * public_slug"; decision 054). A customer with an account shares one of their checkouts; whoever
 * opens `{base}/comprar/compartido/{public_slug}` sees its items priced as they are now and can buy
 * exactly those items in a checkout of their own, as many times as they like while the link lives.
 */

/**
 * How long a shared checkout's link can be opened, from the moment it is made: a month, like a
 * quote's validity. The checkout it came from lives 15 minutes (decision 048), far too short for a
 * link sent to someone; prices are read again at every opening, so a month-old link never charges
 * a month-old price.
 */
export const SHARED_CHECKOUT_DAYS = 30

/** A public slug as `share` makes it (12 random bytes, base64url); the demo's is readable. */
export const PUBLIC_SLUG_PATTERN = /^[A-Za-z0-9_-]{8,64}$/

/** The page of a shared checkout under the shop's base (`/demo` by path, `` on the shop's host). */
export function sharedCheckoutPath(base: string, publicSlug: string): string {
  return `${base}/comprar/compartido/${encodeURIComponent(publicSlug)}`
}

/** Where a shared checkout's buy button goes: the checkout page, which starts one from the link. */
export function sharedCheckoutStartPath(base: string, publicSlug: string): string {
  return `${base}/comprar?compartido=${encodeURIComponent(publicSlug)}`
}

export interface TrackingFields {
  referral: string | null
  campaign: string | null
  click_id: string | null
}

/**
 * Who is credited with a purchase made from a shared checkout: the link carries the sharer's
 * attribution (the referral, campaign and click their checkout was started with), and each field
 * the sharer's checkout left empty takes the buyer's own tracking cookie. The link is what brought
 * the buyer here, so its values win over whatever the buyer's browser remembers.
 */
export function sharedAttribution(
  shared: TrackingFields,
  visitor: Partial<Record<keyof TrackingFields, string | undefined>>,
): TrackingFields {
  return {
    referral: shared.referral ?? visitor.referral ?? null,
    campaign: shared.campaign ?? visitor.campaign ?? null,
    click_id: shared.click_id ?? visitor.click_id ?? null,
  }
}

export interface SharedLinePrice {
  item_id: string
  name: string
  /** Minor units, as the sharer's checkout froze it. */
  shared_price: number
  shared_currency: string
}

export interface PriceChange {
  item_id: string
  name: string
  shared_price: { amount: number; currency: string }
  price: { amount: number; currency: string }
}

/**
 * The lines whose price now is not the one the sharer saw (another amount or another currency),
 * once per item. `now` maps an item id to its price today; an item missing there (no longer sold)
 * is not a price change, the view lists it apart.
 */
export function priceChanges(
  lines: readonly SharedLinePrice[],
  now: ReadonlyMap<string, { amount: number; currency: string }>,
): PriceChange[] {
  const seen = new Set<string>()
  const changes: PriceChange[] = []
  for (const line of lines) {
    const current = now.get(line.item_id)
    if (!current || seen.has(line.item_id)) continue
    seen.add(line.item_id)
    if (current.amount === line.shared_price && current.currency === line.shared_currency) continue
    changes.push({
      item_id: line.item_id,
      name: line.name,
      shared_price: { amount: line.shared_price, currency: line.shared_currency },
      price: { amount: current.amount, currency: current.currency },
    })
  }
  return changes
}
