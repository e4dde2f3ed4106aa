import { type SQL, sql } from 'drizzle-orm'
import { users } from './identity.tables.ts'

/**
 * The id of the user a referral link names (001 §7 `public/referral/{ref}/…`; decision 070): by
 * their public slug, or by their id for someone without a slug; null when nobody matches.
 */
export function userIdByRef(ref: string): SQL<string | null> {
  return sql<string | null>`(select ${users.id} from ${users}
    where ${users.slug} = ${ref.toLowerCase()} or ${users.id} = ${ref}
    order by (${users.slug} = ${ref.toLowerCase()}) desc nulls last limit 1)`
}
