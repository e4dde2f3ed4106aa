import type { SupplierListQuery, SupplierSummary } from '@tianguis/core/contracts/items'
import { searchTerms } from '@tianguis/core/search'
import { and, asc, eq, exists, sql } from 'drizzle-orm'
import { cacheTag, dependsOn } from '../../kernel/cache-tags.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { users } from '../identity/identity.tables.ts'
import { items } from './items.tables.ts'

/**
 * Dropshipping suppliers (001 §7 `GET public/dssuppliers`; decision 020): the users with at
 * least one published, visible dropshipping item, so the list follows what can be resold
 * today. `text` keeps those whose name holds every word, case and accents ignored. Sorted by
 * name; two statements side by side (page and count).
 *
 * It reads `users` (identity's table) for the name and image, like the other cross-module
 * reads listed in docs/architecture.md.
 */
export async function listDropshippingSuppliers(ctx: ServiceContext, query: SupplierListQuery) {
  dependsOn(ctx, cacheTag.platformItems)
  const sells = exists(
    ctx.db
      .select({ one: sql`1` })
      .from(items)
      .where(
        and(
          eq(items.ownerId, users.id),
          eq(items.isDropshipping, true),
          eq(items.listState, 'published'),
          eq(items.hiden, false),
          eq(items.disabled, false),
        ),
      ),
  )
  const words = searchTerms(query.text ?? '').map(
    (word) =>
      sql`strpos(lower(public.tianguis_unaccent(${users.name})), lower(public.tianguis_unaccent(${word}))) > 0`,
  )
  const where = and(sells, ...words)
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: users.id,
        name: users.name,
        image: sql<string | null>`coalesce(${users.avatar}, ${users.image})`,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .offset(query.offset)
      .limit(query.limit),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ])
  return { results: rows satisfies SupplierSummary[], matches_estimated: total?.n ?? 0 }
}
