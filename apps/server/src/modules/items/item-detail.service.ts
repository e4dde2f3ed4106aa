import type { PublicItemDetail } from '@tianguis/core/contracts/items'
import { and, eq } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag, dependsOn } from '../../kernel/cache-tags.ts'
import { requireShop, type ServiceContext } from '../../kernel/context.ts'
import { getSupplierSummary } from '../identity/identity.service.ts'
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
    .select({ ...itemColumns, inStore: inStoreColumn(ctx) })
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
    .select({ ...itemColumns, inStore: inStoreColumn(ctx) })
    .from(items)
    .where(and(eq(items.id, id), visibleTo(ctx.viewer.userId)))
    .limit(1)
  if (!item) throw new AppError('item_not_found')
  return withSupplier(ctx, item)
}

/**
 * The public shape (with `list_state` and `hiden` for the supplier's own preview), `in_store` for
 * a viewer with a shop to resell it in (in-store.ts), and the supplier.
 */
async function withSupplier(
  ctx: ServiceContext,
  { inStore, ...item }: ItemRow & { inStore: boolean | null },
): Promise<PublicItemDetail> {
  dependsOn(ctx, cacheTag.itemsOf(item.ownerId), cacheTag.user(item.ownerId))
  const supplier = await getSupplierSummary(ctx, item.ownerId)
  const inStoreField = inStore === null ? {} : { in_store: inStore }
  return { ...presentPublic(item, new Date(), ctx.viewer.userId), ...inStoreField, supplier }
}
