import { type SQL, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { shopItems } from './resale.tables.ts'

/**
 * Adds many items to the shop's resold items (`shop_items`, decision 041) in one statement, after
 * the ones it has, in the order given; items it already resells stay where they are. `entries` is a
 * subquery answering `(item_id, ord)`. Answers how many were added. Used by a catalogue fork
 * (decision 070): a 1,000-item fork is one insert … select, not 1,000 inserts.
 */
export async function resellAll(ctx: ServiceContext, shopId: string, entries: SQL): Promise<number> {
  const result = await ctx.db.execute(sql`
    with added as (
      insert into ${shopItems} (shop_id, item_id, position)
      select ${shopId}, e.item_id,
        (select coalesce(max(${shopItems.position}) + 1, 0) from ${shopItems} where ${shopItems.shopId} = ${shopId})
          + (row_number() over (order by e.ord, e.item_id))::int - 1
      from (${entries}) as e(item_id, ord)
      on conflict do nothing
      returning 1
    )
    select count(*)::int as n from added`)
  return Number((result as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0)
}
