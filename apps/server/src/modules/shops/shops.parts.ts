import type { Profile } from '@tianguis/core/contracts/identity'
import { type SQL, sql } from 'drizzle-orm'
import { shopStaff, shops } from './shops.tables.ts'

/**
 * Query parts over the shops tables for another module's statement to carry (decision 026): the
 * caller passes its own key, never names this module's tables, and gets back a value.
 */

/**
 * The shops the user `userId` owns or works in, by name, as a JSON array of
 * `{ slug, name, photo, role }` (the profile's list; `owner` wins over a staff role). The
 * profile's own read carries it, so `GET /me` stays one statement on every page.
 */
export function shopsOfUser(userId: SQL): SQL<Profile['shops']> {
  return sql<Profile['shops']>`coalesce((
    select json_agg(json_build_object(
        'slug', s.slug, 'name', s.name, 'photo', s.photo,
        'role', case when s.owner_id = ${userId} then 'owner' else st.role end)
      order by s.name, s.id)
    from ${shops} s
    left join ${shopStaff} st on st.shop_id = s.id and st.user_id = ${userId}
    where s.owner_id = ${userId} or st.user_id is not null
  ), '[]'::json)`
}

/** A shop as the platform's item page lists it (decision 052); `id` only names its cache tag. */
export interface SellingShop {
  id: string
  slug: string
  name: string
  photo: string | null
  canonical_url: string | null
  own: boolean
}

/**
 * One page of the shops that sell an item, as `{ total, results }` JSON (decision 052): the shops of
 * its owner `ownerId` and those whose ids `resellers` yields (a subquery, read once as an array),
 * among them only those whose `section` (products, services or experiences: an SQL text value) is
 * on. That test is core's `isSectionEnabled()` for the item sections, written over the jsonb so the
 * page and its count agree. The owner's shops come first, then by name. One statement's part: the
 * caller's read of the item carries it.
 */
export function shopsSellingItem(of: {
  ownerId: SQL
  resellers: SQL
  section: SQL
  offset: number
  limit: number
}): SQL<{ total: number; results: SellingShop[] }> {
  return sql<{ total: number; results: SellingShop[] }>`(
    with selling as (
      select s.id, s.slug, s.name, s.photo, s.canonical_url, s.owner_id = ${of.ownerId} as own
      from ${shops} s
      where (s.owner_id = ${of.ownerId} or s.id = any(array(${of.resellers})))
        and s.store_theme_info -> 'sections_info'
          @> jsonb_build_array(jsonb_build_object('section', ${of.section}, 'enabled', true))
    )
    select json_build_object(
      'total', (select count(*) from selling),
      'results', coalesce((
        select json_agg(json_build_object(
            'id', p.id, 'slug', p.slug, 'name', p.name, 'photo', p.photo,
            'canonical_url', p.canonical_url, 'own', p.own)
          order by p.own desc, p.name, p.id)
        from (select * from selling order by own desc, name, id offset ${of.offset} limit ${of.limit}) p
      ), '[]'::json))
  )`
}

/**
 * Whether the user `userId` runs a franchise shop (store_type `franchise`): their items are the
 * franchise products a franchise shop may resell (001 §6, §8; decision 069). A boolean value.
 */
export function runsFranchiseShop(userId: SQL): SQL<boolean> {
  return sql<boolean>`exists(select 1 from ${shops} f where f.owner_id = ${userId} and f.store_type = 'franchise')`
}

/**
 * The id of the user's own shop where their resale lands when they are not looking at a shop they
 * administer (decision 069): the first they own in the profile's order (by name, then id), or null.
 */
export function firstOwnedShopId(userId: SQL): SQL<string | null> {
  return sql<
    string | null
  >`(select o.id from ${shops} o where o.owner_id = ${userId} order by o.name, o.id limit 1)`
}
