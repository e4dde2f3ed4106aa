import type { PublicItemDetail } from '@tianguis/core/contracts/items'
import { averageRating } from '@tianguis/core/reviews'
import { and, eq, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag, dependsOn } from '../../kernel/cache-tags.ts'
import { requireShop, type ServiceContext } from '../../kernel/context.ts'
import { getSupplierSummary } from '../identity/identity.service.ts'
import { ratingOf } from '../reviews/reviews.parts.ts'
import { inStoreColumn } from './in-store.ts'
import { type ItemRow, itemColumns } from './items.search.ts'
import { presentPublic, soldInShop, visibleTo } from './items.service.ts'
import { items } from './items.tables.ts'

/**
 * Items are opened as the shop lists show them (`visibleTo`): the visible ones, and for their
 * supplier also the unpublished or hidden ones (a preview the page marks), never disabled ones.
 *
 * One item the request's shop sells, its owner's or resold (decision 042; 001 §2 detail path
 * `{shop}/{productos|servicios|experiencias}/{owner}/{id}`), then its supplier from identity. The
 * shop was resolved once for the request (a missing shop answered `shop_not_found` there).
 */
export async function getShopItemDetail(ctx: ServiceContext, id: string): Promise<PublicItemDetail> {
  const shop = requireShop(ctx)
  const [item] = await ctx.db
    .select(detailColumns(ctx))
    .from(items)
    .where(and(eq(items.id, id), soldInShop(shop), visibleTo(ctx.viewer.userId)))
    .limit(1)
  dependsOn(ctx, cacheTag.shop(shop.id))
  if (!item) throw new AppError('item_not_found')
  return withSupplier(ctx, item)
}

/** One item of any supplier, for the platform's pages (`/products/{id}`, `/negocios/…`, 001 §2 card links). */
export async function getItemDetail(ctx: ServiceContext, id: string): Promise<PublicItemDetail> {
  const [item] = await ctx.db
    .select(detailColumns(ctx))
    .from(items)
    .where(and(eq(items.id, id), visibleTo(ctx.viewer.userId)))
    .limit(1)
  if (!item) throw new AppError('item_not_found')
  return withSupplier(ctx, item)
}

/** The item, `in_store`, and its rating from the reviews' summary, in the one statement (decision 084). */
const detailColumns = (ctx: ServiceContext) => ({
  ...itemColumns,
  inStore: inStoreColumn(ctx),
  ...ratingOf(sql`${items.id}`),
})

type DetailRow = ItemRow & { inStore: boolean | null; reviewCount: number; ratingSum: number }

/**
 * The public shape (with `list_state` and `hiden` for the supplier's own preview), `in_store` for
 * a viewer with a shop to resell it in (in-store.ts), the supplier and the rating.
 */
async function withSupplier(
  ctx: ServiceContext,
  { inStore, reviewCount, ratingSum, ...item }: DetailRow,
): Promise<PublicItemDetail> {
  dependsOn(ctx, cacheTag.itemsOf(item.ownerId), cacheTag.user(item.ownerId), cacheTag.reviewsOf(item.id))
  const supplier = await getSupplierSummary(ctx, item.ownerId)
  const inStoreField = inStore === null ? {} : { in_store: inStore }
  const rating = { average: averageRating({ count: reviewCount, sum: ratingSum }), count: reviewCount }
  return { ...presentPublic(item, new Date(), ctx.viewer.userId), ...inStoreField, supplier, rating }
}
