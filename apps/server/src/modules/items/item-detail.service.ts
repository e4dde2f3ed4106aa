import type { PublicItemDetail } from '@tianguis/core/contracts/items'
import { and, eq, or, type SQL } from 'drizzle-orm'
import type { ServiceContext } from '../../http/context.ts'
import { AppError } from '../../http/errors.ts'
import { getSupplierSummary } from '../identity/identity.service.ts'
import { shops } from '../shops/shops.tables.ts'
import { presentPublic, visible } from './items.service.ts'
import { items } from './items.tables.ts'

/**
 * Items shoppers may open: the visible ones, and for their supplier also the unpublished or
 * hidden ones (a preview; the page marks them), never another supplier's.
 */
function openableBy(ctx: ServiceContext): SQL {
  const own = ctx.viewer.userId ? eq(items.ownerId, ctx.viewer.userId) : undefined
  return (own ? or(visible, own) : visible) as SQL
}

/**
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
    .select({ shopId: shops.id, item: items })
    .from(shops)
    .leftJoin(items, and(eq(items.ownerId, shops.ownerId), eq(items.id, id), openableBy(ctx)))
    .where(eq(shops.slug, slug.toLowerCase()))
    .limit(1)
  if (!found) throw new AppError('shop_not_found')
  if (!found.item) throw new AppError('item_not_found')
  return withSupplier(ctx, found.item)
}

/** One item of any supplier, for the platform's pages (`/products/{id}`, `/negocios/…`, 001 §2 card links). */
export async function getItemDetail(ctx: ServiceContext, id: string): Promise<PublicItemDetail> {
  const [item] = await ctx.db
    .select()
    .from(items)
    .where(and(eq(items.id, id), openableBy(ctx)))
    .limit(1)
  if (!item) throw new AppError('item_not_found')
  return withSupplier(ctx, item)
}

async function withSupplier(ctx: ServiceContext, item: typeof items.$inferSelect): Promise<PublicItemDetail> {
  const supplier = await getSupplierSummary(ctx, item.ownerId)
  const detail: PublicItemDetail = { ...presentPublic(item, new Date()), supplier }
  if (ctx.viewer.userId === item.ownerId) {
    detail.list_state = item.listState
    detail.hiden = item.hiden || item.disabled
  }
  return detail
}
