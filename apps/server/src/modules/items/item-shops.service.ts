import type { ItemShop } from '@tianguis/core/contracts/item-shops'
import { and, eq, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag, dependsOn } from '../../kernel/cache-tags.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { resellingShopIds } from '../resale/resale.parts.ts'
import { shopsSellingItem } from '../shops/shops.parts.ts'
import { visibleTo } from './items.service.ts'
import { items } from './items.tables.ts'

/** The shop section that shows an item of each kind (001 §2 detail paths), as an SQL text value. */
const sectionOfItem = sql<string>`case ${items.type} when 'service' then 'services'
  when 'experience' then 'experiences' else 'products' end`

/**
 * Where an item can be bought (decision 052): a page of the shops that sell it, its supplier's own
 * shops first, then those reselling it. The item is opened as its platform page opens it
 * (`visibleTo`), else `item_not_found`; an item no shop sells answers an empty page. One
 * statement: the item's read carries the shops' page and count (shops' and resale's query parts).
 */
export async function listItemShops(
  ctx: ServiceContext,
  id: string,
  page: { offset: number; limit: number },
): Promise<{ results: ItemShop[]; matches_estimated: number }> {
  const [row] = await ctx.db
    .select({
      ownerId: items.ownerId,
      shops: shopsSellingItem({
        ownerId: sql`${items.ownerId}`,
        resellers: resellingShopIds(sql`${items.id}`),
        section: sectionOfItem,
        ...page,
      }),
    })
    .from(items)
    .where(and(eq(items.id, id), visibleTo(ctx.viewer.userId)))
    .limit(1)
  if (!row) throw new AppError('item_not_found')
  const { total, results } = row.shops
  // The item's changes, a shop renamed or added (`shops:platform`) and each listed shop's own data.
  dependsOn(ctx, cacheTag.itemsOf(row.ownerId), cacheTag.platformShops)
  dependsOn(ctx, ...results.map((shop) => cacheTag.shop(shop.id)))
  return { results: results.map(({ id: _id, ...shop }) => shop), matches_estimated: total }
}
