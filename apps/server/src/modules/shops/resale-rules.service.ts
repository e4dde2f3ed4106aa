import type { ResaleShopFacts } from '@tianguis/core/resale'
import { eq } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { shops } from './shops.tables.ts'

/**
 * What a shop accepts for resale (decisions 066, 069): its owner, its kind (a franchise shop takes
 * franchise products only) and the one supplier it may be restricted to. One statement.
 */
export async function resaleRulesOf(ctx: ServiceContext, shopId: string): Promise<ResaleShopFacts> {
  const [row] = await ctx.db
    .select({ ownerId: shops.ownerId, storeType: shops.storeType, onlySupplierId: shops.onlySupplierId })
    .from(shops)
    .where(eq(shops.id, shopId))
    .limit(1)
  if (!row) throw new AppError('shop_not_found')
  return row
}
