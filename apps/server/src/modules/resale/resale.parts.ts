import { eq, type SQL, sql } from 'drizzle-orm'
import { shopItems } from './resale.tables.ts'

/**
 * Query parts over the resale tables for another module's statement to carry (decision 026): the
 * caller passes its own key and never names this module's tables.
 */

/**
 * The ids of the items another supplier lets the shop `shopId` sell (`shop_items`; decision 041),
 * as a subquery. The shop's lists carry it as `id = any(array(…))` (decision 042): an array the
 * items' primary key can look up, so "the owner's items or the resold ones" stays one indexed read.
 */
export function resoldItemIds(shopId: SQL): SQL {
  return sql`select ${shopItems.itemId} from ${shopItems} where ${eq(shopItems.shopId, shopId)}`
}

/**
 * The ids of the shops that resell the item `itemId` (`shop_items`, by its item index), as a
 * subquery: the platform's item page lists them after the supplier's own shops (decision 052).
 */
export function resellingShopIds(itemId: SQL): SQL {
  return sql`select ${shopItems.shopId} from ${shopItems} where ${eq(shopItems.itemId, itemId)}`
}

/**
 * Whether the shop `shopId` resells the item `itemId` (`shop_items`, by its key), as a boolean
 * value: an item's `in_store` for the viewer's shop (decision 069).
 */
export function isResoldBy(shopId: SQL, itemId: SQL): SQL<boolean> {
  return sql<boolean>`exists(select 1 from ${shopItems} where ${shopItems.shopId} = ${shopId} and ${shopItems.itemId} = ${itemId})`
}
