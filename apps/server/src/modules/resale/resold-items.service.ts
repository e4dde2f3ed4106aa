import { sql } from 'drizzle-orm'
import { cacheTag } from '../../kernel/cache-tags.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { changed } from '../../kernel/transaction.ts'
import { shopItems } from './resale.tables.ts'

/**
 * Makes the shop `shopId` resell `itemIds` (`shop_items`, decision 041), after those it resells
 * already, in the order given; items it resells already stay where they are. One statement. The
 * caller has checked the items may be resold there (a catalogue's add flow, decision 068).
 */
export async function resellInShop(ctx: ServiceContext, shopId: string, itemIds: readonly string[]) {
  if (itemIds.length === 0) return
  await ctx.db.execute(sql`
    insert into ${shopItems} (shop_id, item_id, position)
    select ${shopId}, w.item_id,
      (select coalesce(max(position) + 1, 0)::int from ${shopItems} where shop_id = ${shopId}) + w.n::int - 1
    from unnest(${sql.param([...itemIds])}::text[]) with ordinality as w(item_id, n)
    on conflict (shop_id, item_id) do nothing`)
  changed(ctx, cacheTag.shop(shopId))
}
