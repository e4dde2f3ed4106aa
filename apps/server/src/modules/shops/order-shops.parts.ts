import { type SQL, sql } from 'drizzle-orm'
import { shops } from './shops.tables.ts'

/**
 * Query parts over the shops table for an order's statements (decision 026, decision 080): the
 * orders module passes its own columns and gets values back, never naming this table.
 */

/** The shop `shopId` as `{ slug, name }` JSON (where an order was placed), or null. */
export function shopNameOf(shopId: SQL): SQL<{ slug: string; name: string } | null> {
  return sql<{
    slug: string
    name: string
  } | null>`(select json_build_object('slug', sn.slug, 'name', sn.name) from ${shops} sn where sn.id = ${shopId})`
}

/**
 * The seller's branch for an order (002 §3 "branch address and phone"): a shop the supplier
 * `supplierId` owns, the order's own shop `shopId` first when it is theirs, else their first by
 * name; as `{ name, phone }` JSON with the contact phone written with its country code, or null when
 * the supplier has no shop. Shops keep no street address yet, so there is none to give.
 */
export function sellerBranchOf(
  supplierId: SQL,
  shopId: SQL,
): SQL<{ name: string; phone: string | null } | null> {
  return sql<{ name: string; phone: string | null } | null>`(
    select json_build_object(
      'name', sb.name,
      'phone', case when sb.contact_phone is null or sb.contact_phone = '' then null
                    when sb.contact_country_code is null or sb.contact_country_code = '' then sb.contact_phone
                    else '+' || sb.contact_country_code || ' ' || sb.contact_phone end)
    from ${shops} sb where sb.owner_id = ${supplierId}
    order by sb.id = ${shopId} desc, sb.name, sb.id limit 1)`
}
