import { type SQL, sql } from 'drizzle-orm'
import { items } from './items.tables.ts'

/**
 * Query parts over the items table for a catalogue fork (decision 070), carried by the catalogues
 * module's statements (decision 026): each is a predicate on one item id the caller names, read
 * by the items' primary key, so a fork of 1,000 items stays one statement.
 */

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Whether the item `itemId` may go into a catalogue of a shop owned by `ownerId` (decision 066):
 * visible (published, shown, not disabled), and the owner's own or another supplier's dropshipping
 * item, of the shop's only supplier when it has one (`onlySupplierId`, null when it has none).
 */
export function forkableItem(itemId: SQL, shop: { ownerId: string; onlySupplierId: SQL }): SQL {
  return sql`exists (select 1 from ${items} fi where fi.id = ${itemId}
    and fi.list_state = 'published' and not fi.hiden and not fi.disabled
    and (fi.owner_id = ${shop.ownerId}
      or (fi.is_dropshipping and (${shop.onlySupplierId}) is null)
      or (fi.is_dropshipping and fi.owner_id = (${shop.onlySupplierId}))))`
}

/**
 * Whether the item `itemId` matches a search text (001 §7 'add products by filter': over name,
 * description and tags), accents and case aside; true for no text.
 */
export function itemMatches(itemId: SQL, text: string | undefined): SQL {
  if (!text) return sql`true`
  const pattern = `%${literal(text)}%`
  return sql`exists (select 1 from ${items} mi where mi.id = ${itemId}
    and unaccent(lower(mi.name || ' ' || mi.plain_description || ' ' || array_to_string(mi.tags, ' ')))
      like unaccent(lower(${pattern})))`
}

/** Whether the item `itemId` belongs to someone else than `ownerId` (a resold item, decision 041). */
export function itemOfAnother(itemId: SQL, ownerId: string): SQL {
  return sql`exists (select 1 from ${items} oi where oi.id = ${itemId} and oi.owner_id <> ${ownerId})`
}
