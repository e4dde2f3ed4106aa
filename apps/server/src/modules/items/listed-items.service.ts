import type { PublicItem } from '@tianguis/core/contracts/items'
import { type SQL, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { itemColumnNames, itemRowsOf, rawRows } from './items.search.ts'
import { presentPublic, visible } from './items.service.ts'
import { items } from './items.tables.ts'

/**
 * A page of the visible items of a list another module keeps (a catalogue's `catalogue_items`,
 * decision 070), in that list's order, with their count, in one statement. `entries` is a subquery
 * answering `(item_id, ord)`; the items are read by their primary key.
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
      select ${itemColumnNames} from (
        select ${items}.*, e.ord as entry_ord from ${listed} where ${visible}
        order by e.ord, ${items.id} limit ${page.limit} offset ${page.offset}
      ) as found order by entry_ord, id
    ) as page on true`)
  const raw = rawRows(result)
  const now = new Date()
  return {
    results: itemRowsOf(raw).map((row) => presentPublic(row, now, ctx.viewer.userId)),
    matches_estimated: Number(raw[0]?.total ?? 0),
  }
}
