import { and, eq, inArray, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag } from '../../kernel/cache-tags.ts'
import { requireShop, type ServiceContext } from '../../kernel/context.ts'
import { changed } from '../../kernel/transaction.ts'
import { shopItems } from './resale.tables.ts'

/**
 * A shop's resold items (`shop_items`; decisions 041, 066, 069). The checks of what may be added
 * read other modules' facts, so adding goes through flows/add-to-shop.ts; removing and the
 * in-store check touch only this module's table.
 */

/** Adds the item to the request's shop, last in its order; adding it again changes nothing. */
export async function addShopItem(ctx: ServiceContext, itemId: string): Promise<void> {
  const shop = requireShop(ctx)
  await ctx.db
    .insert(shopItems)
    .values({
      shopId: shop.id,
      itemId,
      position: sql`(select coalesce(max(${shopItems.position}) + 1, 0)::int from ${shopItems} where ${shopItems.shopId} = ${shop.id})`,
    })
    .onConflictDoNothing()
  changed(ctx, cacheTag.shop(shop.id))
}

/**
 * Removes the item from the request's shop. An item the shop does not resell (its owner's own, or
 * one of no shop) is not found there and nothing changes (conventions 11).
 */
export async function removeShopItem(ctx: ServiceContext, itemId: string): Promise<void> {
  const shop = requireShop(ctx)
  const removed = await ctx.db
    .delete(shopItems)
    .where(and(eq(shopItems.shopId, shop.id), eq(shopItems.itemId, itemId)))
    .returning({ itemId: shopItems.itemId })
  if (removed.length === 0) throw new AppError('item_not_found')
  changed(ctx, cacheTag.shop(shop.id))
}

/**
 * Which of `itemIds` the request's shop resells (001 §7 `instore`), in one statement. The owner's
 * own items are the shop's without being resold, so they are not among them.
 */
export async function resoldAmong(ctx: ServiceContext, itemIds: readonly string[]): Promise<Set<string>> {
  const shop = requireShop(ctx)
  const ids = [...new Set(itemIds)]
  const rows = await ctx.db
    .select({ itemId: shopItems.itemId })
    .from(shopItems)
    .where(and(eq(shopItems.shopId, shop.id), inArray(shopItems.itemId, ids)))
  return new Set(rows.map((row) => row.itemId))
}
