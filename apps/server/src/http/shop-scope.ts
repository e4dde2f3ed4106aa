import type { FastifyRequest } from 'fastify'
import type { ServiceContext, ShopScope } from '../kernel/context.ts'
import { type ResolvedShop, resolveShop } from '../modules/shops/shops.service.ts'

const KEY = 'shop:'

/**
 * The shop named `slug`, read at most once per request for this viewer (decision 026). A page's
 * in-process API calls join the page's tally (platform/db/query-counter.ts), so the layout's
 * `GET /shops/:slug`, the item list and the banners of one page share one read, as they share
 * the viewer's session (http/context.ts). The promise is kept, so concurrent asks wait for it.
 */
export function shopFor(
  request: FastifyRequest,
  ctx: ServiceContext,
  slug: string,
): Promise<ResolvedShop | null> {
  const shared = request.ctx.tally.shared
  const key = `${KEY}${slug.toLowerCase()}:${ctx.viewer.userId ?? ''}`
  let found = shared.get(key) as Promise<ResolvedShop | null> | undefined
  if (!found) {
    found = resolveShop(ctx, slug)
    shared.set(key, found)
    // A failed read is not kept: the next ask tries again.
    found.catch(() => shared.delete(key))
  }
  return found
}

/**
 * Forgets the shops read so far in this request. After a write (a page's form action runs before
 * its loaders, in the same request) the loaders must read the shop as it now is.
 */
export function forgetShops(request: FastifyRequest): void {
  const shared = request.ctx.tally.shared
  for (const key of shared.keys()) if (key.startsWith(KEY)) shared.delete(key)
}

/** What services get of a resolved shop (`ctx.shop`), without the storefront's fields. */
export function scopeOf(shop: ResolvedShop): ShopScope {
  return {
    id: shop.id,
    slug: shop.slug,
    ownerId: shop.ownerId,
    viewerRoles: shop.viewerRoles,
    storeType: shop.storeType,
  }
}
