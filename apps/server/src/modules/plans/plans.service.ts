import { DEFAULT_COMMISSION_RATE_BP } from '@tianguis/core/commission/commission'
import type { Plan, UserPlan } from '@tianguis/core/contracts/plans'
import { and, asc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { newId } from '../../platform/ids.ts'
import { inForce } from './plan-rates.service.ts'
import { planRequests, plans, userPlans } from './plans.tables.ts'

/** Plans and a user's plan (002 §3; decision 071). */

function present(row: typeof plans.$inferSelect): Plan {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    price: row.price,
    currency: row.currency,
    periodicity: row.periodicity,
    plan_commission_rate: row.commissionRate,
    contribution_margin: row.contributionMargin,
    weight: row.weight,
    is_out_package: row.isOutPackage,
    package_template: row.packageTemplate,
  }
}

/** Every plan, lightest first (the plans page; there are a handful, so no paging). */
export async function listPlans(ctx: ServiceContext) {
  const rows = await ctx.db.select().from(plans).orderBy(asc(plans.weight), asc(plans.id))
  return { results: rows.map(present), matches_estimated: rows.length }
}

const NO_PLAN: UserPlan = {
  plan_id: null,
  plan_commission_name: null,
  plan_commission_rate: DEFAULT_COMMISSION_RATE_BP,
  plan_commission_professional_rate: null,
  plan_professional_id: null,
  plan_professional_name: null,
  period_start: null,
  period_end: null,
}

const professional = alias(plans, 'professional')

/**
 * The plan of `userId` and the professional plan they are offered, in one statement. A user with
 * no plan in force (none, or a bought package past its period: decision 094) earns the default
 * rate (002 §9: 0.5) and is offered no upgrade.
 */
export async function planOf(ctx: ServiceContext, userId: string, now: Date = new Date()): Promise<UserPlan> {
  const [row] = await ctx.db
    .select({
      planId: plans.id,
      name: plans.name,
      rate: plans.commissionRate,
      proId: professional.id,
      proName: professional.name,
      proRate: professional.commissionRate,
      periodStart: userPlans.periodStart,
      periodEnd: userPlans.periodEnd,
    })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .leftJoin(professional, eq(professional.id, userPlans.professionalPlanId))
    .where(and(eq(userPlans.userId, userId), inForce(now)))
    .limit(1)
  if (!row) return NO_PLAN
  return {
    plan_id: row.planId,
    plan_commission_name: row.name,
    plan_commission_rate: row.rate,
    plan_commission_professional_rate: row.proRate,
    plan_professional_id: row.proId,
    plan_professional_name: row.proName,
    period_start: row.periodStart?.toISOString() ?? null,
    period_end: row.periodEnd?.toISOString() ?? null,
  }
}

/**
 * 002 §7 'Buy a package' (decision 071): records that the viewer asked for `planId`; no charge is
 * made and their plan does not change until the purchase is settled. An unknown plan is 404.
 */
export async function requestPlan(ctx: ServiceContext, planId: string) {
  const userId = ctx.viewer.userId!
  const [found] = await ctx.db.select({ id: plans.id }).from(plans).where(eq(plans.id, planId)).limit(1)
  if (!found) throw new AppError('plan_not_found')
  const [row] = await ctx.db
    .insert(planRequests)
    .values({ id: newId('plr'), userId, planId })
    .returning({ id: planRequests.id, createdAt: planRequests.createdAt })
  return {
    id: row!.id,
    plan_id: planId,
    status: 'requested' as const,
    created_at: row!.createdAt.toISOString(),
  }
}

/** How many package requests `userId` made (the tests and a future admin list). */
export async function planRequestCount(ctx: ServiceContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(planRequests)
    .where(eq(planRequests.userId, userId))
  return row?.n ?? 0
}
