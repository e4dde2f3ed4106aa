import type { ServiceContext } from './context.ts'

/**
 * The names of what cached answers depend on (decision 025). A read names what it read with
 * `dependsOn()`; a write names what it changed with `changed()` (kernel/transaction.ts), and only
 * the kept answers and pages carrying one of those tags are dropped. Anything not named here is
 * never dropped by a write: it ages out within its few seconds.
 */
export const cacheTag = {
  /** One shop's own data: fields, theme, banners, catalogues, its staff-facing shortcuts. */
  shop: (shopId: string) => `shop:${shopId}`,
  /** One catalogue's contents, in every shop that shows it (decision 068). */
  catalogue: (catalogueId: string) => `catalogue:${catalogueId}`,
  /** One supplier's items, wherever they are listed or shown. */
  itemsOf: (ownerId: string) => `items-of:${ownerId}`,
  /** One user's public profile (name, image) as shown beside their items. */
  user: (userId: string) => `user:${userId}`,
  /** One item's reviews and rating, on its page and its review list (decision 084). */
  reviewsOf: (itemId: string) => `reviews-of:${itemId}`,
  /** The platform's item screens and search, which list every supplier's items. */
  platformItems: 'items:platform',
  /** The platform's list of shops. */
  platformShops: 'shops:platform',
} as const

/** Records that the answer being computed read these things (no-op outside a cached computation). */
export function dependsOn(ctx: ServiceContext, ...tags: string[]): void {
  for (const tag of tags) ctx.reads.add(tag)
}
