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
