import { type SQL, sql } from 'drizzle-orm'
import { shops } from './shops.tables.ts'

/**
 * Query parts over the shops table that another module's statement carries (decision 026), for
 * catalogue forks and duplicates (decision 070).
 */

/** The supplier the shop `shopId` is restricted to (`only_supplier_id`, decision 066), or null. */
export function onlySupplierOf(shopId: string): SQL<string | null> {
  return sql<string | null>`(select ${shops.onlySupplierId} from ${shops} where ${shops.id} = ${shopId})`
}

/** Whether the shop `shopId` is a proxy shop (001 §6: no add controls there). */
export function isProxyShop(shopId: string): SQL<boolean> {
  return sql<boolean>`coalesce((select ${shops.isProxy} from ${shops} where ${shops.id} = ${shopId}), false)`
}

/** The id of the shop whose slug is `slug`, or null. */
export function shopIdBySlug(slug: string): SQL<string | null> {
  return sql<string | null>`(select ${shops.id} from ${shops} where ${shops.slug} = ${slug.toLowerCase()})`
}
