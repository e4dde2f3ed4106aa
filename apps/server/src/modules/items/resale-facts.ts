import type { ResaleItemFacts } from '@tianguis/core/resale'
import { and, eq, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { runsFranchiseShop } from '../shops/shops.parts.ts'
import { items } from './items.tables.ts'

/**
 * The facts the resale rule reads of an item (packages/core/src/resale.ts; decision 069), in one
 * statement, or null when there is no such item or it is out of sale (`disabled`): a disabled item
 * is not found, as on every shopper's page.
 */
export async function resaleFactsOf(ctx: ServiceContext, itemId: string): Promise<ResaleItemFacts | null> {
  const [row] = await ctx.db
    .select({
      ownerId: items.ownerId,
      listState: items.listState,
      hiden: items.hiden,
      isDropshipping: items.isDropshipping,
      franchise: runsFranchiseShop(sql`${items.ownerId}`),
    })
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.disabled, false)))
    .limit(1)
  return row ?? null
}
