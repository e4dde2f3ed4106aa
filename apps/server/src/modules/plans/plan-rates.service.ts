import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { plans, userPlans } from './plans.tables.ts'

/**
 * Each user's plan commission rate in basis points, in one statement (decision 090: a paid order's
 * resellers); a user without a plan in force at `now` (core's `planInForce`: a bought package past
 * its period's end has lapsed) is left out — they earn the default rate.
 */
export async function planRatesOf(
  ctx: ServiceContext,
  userIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map()
  const rows = await ctx.db
    .select({ userId: userPlans.userId, rate: plans.commissionRate })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .where(and(inArray(userPlans.userId, [...new Set(userIds)]), inForce(now)))
  return new Map(rows.map((row) => [row.userId, row.rate]))
}

/** core's `planInForce` as SQL: a plan without a period, or one whose period has not ended. */
export const inForce = (now: Date) => or(isNull(userPlans.periodEnd), gt(userPlans.periodEnd, now))
