import { type SQL, sql } from 'drizzle-orm'
import { users } from './identity.tables.ts'

/**
 * The public name of the user `userId` (the name shoppers know a seller by: the cart's supplier
 * names, an order's "sold by"), or null when there is no such user. A value for another module's
 * statement to carry (decision 026): the caller passes its own key and never names this table.
 */
export function publicNameOf(userId: SQL): SQL<string | null> {
  return sql<string | null>`(select pn.name from ${users} pn where pn.id = ${userId})`
}
