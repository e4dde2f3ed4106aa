import type { PublicItem } from '@tianguis/core/contracts/items'
import { type SQL, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { inStoreField, inStoreSelect } from './in-store.ts'
import { itemColumnNames, itemRowsOf, rawRows } from './items.search.ts'
import { presentPublic, visible } from './items.service.ts'
import { items } from './items.tables.ts'

/**
 * A page of the visible items of a list another module keeps (a catalogue's `catalogue_items`,
 * decision 070), in that list's order, with their count, in one statement. `entries` is a subquery
 * answering `(item_id, ord)`; the items are read by their primary key, each with its `in_store` for
 * the viewer (decision 072).
 */
export async function listListedItems(
  ctx: ServiceContext,
  entries: SQL,
  page: { offset: number; limit: number },
): Promise<{ results: PublicItem[]; matches_estimated: number }> {
  const listed = sql`(${entries}) as e(item_id, ord) join ${items} on ${items.id} = e.item_id`
  const result = await ctx.db.execute(sql`
    select counted.total, page.*
    from (select count(*)::int as total from ${listed} where ${visible}) as counted
    left join lateral (
      select ${itemColumnNames}, in_store from (
        select ${items}.*, e.ord as entry_ord, ${inStoreSelect(ctx)} from ${listed} where ${visible}
        order by e.ord, ${items.id} limit ${page.limit} offset ${page.offset}
      ) as found order by entry_ord, id
    ) as page on true`)
  const raw = rawRows(result)
  const now = new Date()
  const inStoreOf = new Map(raw.map((row) => [row.id, row.in_store]))
  return {
    results: itemRowsOf(raw).map((row) => ({
      ...presentPublic(row, now, ctx.viewer.userId),
      ...inStoreField(inStoreOf.get(row.id)),
    })),
    matches_estimated: Number(raw[0]?.total ?? 0),
  }
}
