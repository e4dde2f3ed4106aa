import { and, eq, type SQL, sql } from 'drizzle-orm'
import { items } from './items.tables.ts'

/**
 * Query parts over the items table for another module's statement to carry (decision 026): the
 * caller never names this module's tables and gets back a value or a set of ids.
 */

/**
 * The ids of the users with at least one published, visible dropshipping item (001 §7
 * `public/dssuppliers`), as a subquery: identity's user list reads its page among them, so the
 * list follows what can be resold today without an id list passing through the server.
 */
export function dropshippingSellerIds(): SQL {
  return sql`select ${items.ownerId} from ${items} where ${and(
    eq(items.isDropshipping, true),
    eq(items.listState, 'published'),
    eq(items.hiden, false),
    eq(items.disabled, false),
  )}`
}
