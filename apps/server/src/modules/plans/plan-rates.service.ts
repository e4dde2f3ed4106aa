import { eq, inArray } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { plans, userPlans } from './plans.tables.ts'

/**
 * Each user's plan commission rate in basis points, in one statement (decision 090: a paid order's
 * resellers); a user without a plan is left out (they earn the default rate).
 */
export async function planRatesOf(
  ctx: ServiceContext,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map()
  const rows = await ctx.db
    .select({ userId: userPlans.userId, rate: plans.commissionRate })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .where(inArray(userPlans.userId, [...new Set(userIds)]))
  return new Map(rows.map((row) => [row.userId, row.rate]))
}
