import { nextPlanPeriod } from '@tianguis/core/commission/plans'
import type { PlanPurchaseResult } from '@tianguis/core/contracts/plans'
import { and, eq } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { inTransaction } from '../../kernel/transaction.ts'
import { newId } from '../../platform/ids.ts'
import { planPurchases, plans, userPlans } from './plans.tables.ts'

/**
 * Package purchases (002 §2 `/apps/paquetes`, §3 User plan; decision 092): a row per purchase,
 * charged with its own id as the provider's attempt id, settled once. An approval activates the
 * user's plan for a paid period; a decline changes nothing.
 */

type Row = typeof planPurchases.$inferSelect

function present(row: Row, planName: string): PlanPurchaseResult {
  return {
    id: row.id,
    plan_id: row.planId,
    plan_name: planName,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    failure_code: row.failureCode,
    period_start: row.periodStart?.toISOString() ?? null,
    period_end: row.periodEnd?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    action_url: null,
  }
}

/** A plan's price to buy it at, or 404 `plan_not_found`. */
export async function planPrice(ctx: ServiceContext, planId: string) {
  const [row] = await ctx.db
    .select({ id: plans.id, name: plans.name, price: plans.price, currency: plans.currency })
    .from(plans)
    .where(eq(plans.id, planId))
    .limit(1)
  if (!row) throw new AppError('plan_not_found')
  return row
}

/** Writes a pending purchase of `planId` by `userId` at the plan's price; its id is the charge's attempt id. */
export async function startPlanPurchase(
  ctx: ServiceContext,
  input: {
    userId: string
    planId: string
    amount: number
    currency: string
    provider: string
    returnPath?: string | null
  },
): Promise<string> {
  const id = newId('plp')
  await ctx.db.insert(planPurchases).values({ id, ...input, status: 'pending' })
  return id
}

/** The viewer's purchase `id`; another user's (or none) is 404 `plan_purchase_not_found` (quality case 1). */
export async function planPurchaseOf(ctx: ServiceContext, userId: string, id: string) {
  const [row] = await ctx.db
    .select({ purchase: planPurchases, name: plans.name })
    .from(planPurchases)
    .innerJoin(plans, eq(plans.id, planPurchases.planId))
    .where(and(eq(planPurchases.id, id), eq(planPurchases.userId, userId)))
    .limit(1)
  if (!row) throw new AppError('plan_purchase_not_found')
  return present(row.purchase, row.name)
}

/**
 * A pending purchase whose card asked for 3-D Secure (decision 094): its charge is kept, so the
 * browser's return and the provider's webhook can find and settle it.
 */
export async function notePlanCharge(ctx: ServiceContext, id: string, chargeId: string): Promise<void> {
  await ctx.db
    .update(planPurchases)
    .set({ chargeId })
    .where(and(eq(planPurchases.id, id), eq(planPurchases.status, 'pending')))
}

/** The viewer's purchase as the 3-D Secure return needs it; another user's (or none) is 404. */
export async function planPurchaseCharge(ctx: ServiceContext, userId: string, id: string) {
  const [row] = await ctx.db
    .select({
      id: planPurchases.id,
      planId: planPurchases.planId,
      status: planPurchases.status,
      provider: planPurchases.provider,
      chargeId: planPurchases.chargeId,
      failureCode: planPurchases.failureCode,
      returnPath: planPurchases.returnPath,
    })
    .from(planPurchases)
    .where(and(eq(planPurchases.id, id), eq(planPurchases.userId, userId)))
    .limit(1)
  if (!row) throw new AppError('plan_purchase_not_found')
  return row
}

/** The purchase a provider's charge paid for, for its webhook (decision 094); null when none. */
export async function planPurchaseOfCharge(ctx: ServiceContext, provider: string, chargeId: string) {
  const [row] = await ctx.db
    .select({
      id: planPurchases.id,
      status: planPurchases.status,
      amount: planPurchases.amount,
      currency: planPurchases.currency,
    })
    .from(planPurchases)
    .where(and(eq(planPurchases.provider, provider), eq(planPurchases.chargeId, chargeId)))
    .limit(1)
  return row ?? null
}

/** What the provider said about a purchase's charge. */
export type PlanChargeNews =
  | { status: 'approved'; chargeId: string | null }
  | { status: 'declined'; code: string; chargeId: string | null }

/**
 * Settles purchase `id` with the provider's news, once (decision 092). Under the purchase's lock:
 * one still pending becomes approved — the user's plan becomes the bought one for the period core's
 * `nextPlanPeriod` gives (a renewal of the running plan starts at its end), and an offer of that
 * same plan as the professional one is spent — or declined, which leaves the user's plan as it
 * was. A purchase settled already is answered as it is: the same approval twice activates once.
 *
 * Ledger (issue 16, money part): the approved branch is where the platform's income from a package
 * is to be posted, in this same transaction.
 */
export async function settlePlanPurchase(
  ctx: ServiceContext,
  id: string,
  news: PlanChargeNews,
  now: Date = new Date(),
): Promise<PlanPurchaseResult> {
  return inTransaction(ctx, async (tx) => {
    const [locked] = await tx.db.select().from(planPurchases).where(eq(planPurchases.id, id)).for('update')
    if (!locked) throw new AppError('plan_purchase_not_found')
    if (locked.status !== 'pending') return planPurchaseOf(tx, locked.userId, id)
    if (news.status === 'declined') {
      await tx.db
        .update(planPurchases)
        .set({
          status: 'declined',
          failureCode: news.code,
          chargeId: news.chargeId ?? locked.chargeId,
          settledAt: now,
        })
        .where(eq(planPurchases.id, id))
      return planPurchaseOf(tx, locked.userId, id)
    }
    const [mine] = await tx.db
      .select()
      .from(userPlans)
      .where(eq(userPlans.userId, locked.userId))
      .for('update')
    const current =
      mine?.periodStart && mine.periodEnd
        ? { planId: mine.planId, start: mine.periodStart, end: mine.periodEnd }
        : null
    const period = nextPlanPeriod(current, locked.planId, now)
    const professionalPlanId =
      mine?.professionalPlanId && mine.professionalPlanId !== locked.planId ? mine.professionalPlanId : null
    const values = {
      planId: locked.planId,
      professionalPlanId,
      periodStart: period.start,
      periodEnd: period.end,
      updatedAt: now,
    }
    await tx.db
      .insert(userPlans)
      .values({ userId: locked.userId, ...values })
      .onConflictDoUpdate({ target: userPlans.userId, set: values })
    await tx.db
      .update(planPurchases)
      .set({
        status: 'approved',
        chargeId: news.chargeId ?? locked.chargeId,
        periodStart: period.start,
        periodEnd: period.end,
        settledAt: now,
      })
      .where(eq(planPurchases.id, id))
    return planPurchaseOf(tx, locked.userId, id)
  })
}
