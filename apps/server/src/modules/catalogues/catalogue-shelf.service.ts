import type { Catalogue } from '@tianguis/core/contracts/catalogues'
import { and, count, desc, eq, notExists, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag, dependsOn } from '../../kernel/cache-tags.ts'
import { requireShop, type ServiceContext } from '../../kernel/context.ts'
import { changed, inTransaction } from '../../kernel/transaction.ts'
import { CATALOGUES_PER_SHOP_MAX, catalogueColumns, present } from './catalogues.service.ts'
import { catalogues, shopCatalogues } from './catalogues.tables.ts'

/**
 * Which of its owner's catalogues a shop shows (decision 066; 000 §2, §4, §7): the picker of the
 * *available* ones (the owner's, not shown here, newest first), showing one in the store, removing
 * one from the store (the `shop_catalogues` row only; the catalogue stays its owner's), and the
 * owner's own catalogues for the dropdown (001 §9).
 */

type Page = { offset: number; limit: number }
type Listed = { results: Catalogue[]; matches_estimated: number }

/** Newest first (001 §9 'sorted by updated_at descending'; `catalogues_owner_updated_idx`). */
const NEWEST = [desc(catalogues.updatedAt), desc(catalogues.id)]

/** A page of `where`'s catalogues newest first, with the count, in one statement (a window count). */
async function newestOf(ctx: ServiceContext, where: ReturnType<typeof and>, page: Page): Promise<Listed> {
  const rows = await ctx.db
    .select({ ...catalogueColumns, total: sql<number>`count(*) over ()::int` })
    .from(catalogues)
    .where(where)
    .orderBy(...NEWEST)
    .offset(page.offset)
    .limit(page.limit)
  if (rows.length === 0 && page.offset > 0) {
    // Past the end the window has no row to carry the count: ask for it alone.
    const [n] = await ctx.db.select({ n: count() }).from(catalogues).where(where)
    return { results: [], matches_estimated: n?.n ?? 0 }
  }
  return { results: rows.map(present), matches_estimated: rows[0]?.total ?? 0 }
}

/** The shop owner's catalogues the shop does not show (000 §2 the picker, §7 default limit 5). */
export async function listAvailableCatalogues(ctx: ServiceContext, page: Page): Promise<Listed> {
  const shop = requireShop(ctx)
  const shown = ctx.db
    .select({ one: sql`1` })
    .from(shopCatalogues)
    .where(and(eq(shopCatalogues.shopId, shop.id), eq(shopCatalogues.catalogueId, catalogues.id)))
  dependsOn(ctx, cacheTag.shop(shop.id))
  return newestOf(ctx, and(eq(catalogues.ownerId, shop.ownerId), notExists(shown)), page)
}

/** The viewer's own catalogues, newest first (001 §9 the dropdown, 15 a page). */
export async function listOwnCatalogues(ctx: ServiceContext, page: Page): Promise<Listed> {
  const userId = ctx.viewer.userId
  if (!userId) throw new AppError('unauthorized')
  return newestOf(ctx, and(eq(catalogues.ownerId, userId)), page)
}

/**
 * Shows one of the shop owner's catalogues in the shop, last in its order; showing one already
 * shown changes nothing. Another owner's catalogue is not found (showing it is forking it).
 */
export async function showInStore(
  ctx: ServiceContext,
  id: string,
): Promise<{ id: string; position: number }> {
  const shop = requireShop(ctx)
  return inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db
    const [mine] = await tx
      .select({ id: catalogues.id })
      .from(catalogues)
      .where(and(eq(catalogues.id, id), eq(catalogues.ownerId, shop.ownerId)))
    if (!mine) throw new AppError('catalogue_not_found')
    const [already] = await tx
      .select({ position: shopCatalogues.position })
      .from(shopCatalogues)
      .where(and(eq(shopCatalogues.shopId, shop.id), eq(shopCatalogues.catalogueId, id)))
    if (already) return { id, position: already.position }
    const [stats] = await tx
      .select({ n: count(), next: sql<number>`coalesce(max(${shopCatalogues.position}) + 1, 0)::int` })
      .from(shopCatalogues)
      .where(eq(shopCatalogues.shopId, shop.id))
    if ((stats?.n ?? 0) >= CATALOGUES_PER_SHOP_MAX) {
      throw new AppError('invalid_request', {
        fields: { _: { problem: 'too_big', params: { max: CATALOGUES_PER_SHOP_MAX } } },
      })
    }
    const position = stats?.next ?? 0
    await tx
      .insert(shopCatalogues)
      .values({ shopId: shop.id, catalogueId: id, position })
      .onConflictDoNothing()
    changed(txCtx, cacheTag.shop(shop.id))
    return { id, position }
  })
}

/**
 * Removes a catalogue from the shop (000 §4 'Catalogue card removed from a store list'): only the
 * `shop_catalogues` row goes; the catalogue, its items and the other shops showing it stay. One
 * the shop does not show is not found, and nothing changes.
 */
export async function removeFromStore(ctx: ServiceContext, id: string): Promise<void> {
  const shop = requireShop(ctx)
  const removed = await ctx.db
    .delete(shopCatalogues)
    .where(and(eq(shopCatalogues.shopId, shop.id), eq(shopCatalogues.catalogueId, id)))
    .returning({ id: shopCatalogues.catalogueId })
  if (removed.length === 0) throw new AppError('catalogue_not_found')
  changed(ctx, cacheTag.shop(shop.id))
}
