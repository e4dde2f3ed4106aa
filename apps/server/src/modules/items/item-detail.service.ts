import type { PublicItemDetail } from '@tianguis/core/contracts/items'
import { and, eq } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag, dependsOn } from '../../kernel/cache-tags.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { getSupplierSummary } from '../identity/identity.service.ts'
import { shops } from '../shops/shops.tables.ts'
import { type ItemRow, itemColumns } from './items.search.ts'
import { presentPublic, visibleTo } from './items.service.ts'
import { items } from './items.tables.ts'

/**
 * Items are opened as the shop lists show them (`visibleTo`): the visible ones, and for their
 * supplier also the unpublished or hidden ones (a preview the page marks), never disabled ones.
 *
 * One item of the shop (001 §2 detail path `{shop}/{productos|servicios|experiencias}/{owner}/{id}`):
 * the item and the shop in one statement (a missing shop and a missing item answer differently),
 * then its supplier.
 */
export async function getShopItemDetail(
  ctx: ServiceContext,
  slug: string,
  id: string,
): Promise<PublicItemDetail> {
  const [found] = await ctx.db
    .select({ shopId: shops.id, item: itemColumns })
    .from(shops)
    .leftJoin(items, and(eq(items.ownerId, shops.ownerId), eq(items.id, id), visibleTo(ctx.viewer.userId)))
    .where(eq(shops.slug, slug.toLowerCase()))
    .limit(1)
  if (!found) throw new AppError('shop_not_found')
  dependsOn(ctx, cacheTag.shop(found.shopId))
  if (!found.item) throw new AppError('item_not_found')
  return withSupplier(ctx, found.item as ItemRow)
}

/** One item of any supplier, for the platform's pages (`/products/{id}`, `/negocios/…`, 001 §2 card links). */
export async function getItemDetail(ctx: ServiceContext, id: string): Promise<PublicItemDetail> {
  const [item] = await ctx.db
    .select(itemColumns)
    .from(items)
    .where(and(eq(items.id, id), visibleTo(ctx.viewer.userId)))
    .limit(1)
  if (!item) throw new AppError('item_not_found')
  return withSupplier(ctx, item)
}

/** The public shape (with `list_state` and `hiden` for the supplier's own preview) and the supplier. */
async function withSupplier(ctx: ServiceContext, item: ItemRow): Promise<PublicItemDetail> {
  dependsOn(ctx, cacheTag.itemsOf(item.ownerId), cacheTag.user(item.ownerId))
  const supplier = await getSupplierSummary(ctx, item.ownerId)
  return { ...presentPublic(item, new Date(), ctx.viewer.userId), supplier }
}
