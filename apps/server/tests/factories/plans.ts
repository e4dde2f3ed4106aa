import { plans, userPlans } from '../../src/modules/plans/plans.tables.ts'
import type { Db } from '../../src/platform/db/client.ts'
import { newId } from '../../src/platform/ids.ts'

let counter = 0

/** A plan beside the default ones (a rate of 0.3 unless `overrides` say otherwise). */
export async function createPlan(db: Db, overrides: Partial<typeof plans.$inferInsert> = {}) {
  counter += 1
  const [plan] = await db
    .insert(plans)
    .values({
      id: newId('pln'),
      key: `test-plan-${counter}-${Date.now()}`,
      name: `Plan ${counter}`,
      price: 0,
      commissionRate: 3_000,
      contributionMargin: 0,
      weight: 100 + counter,
      ...overrides,
    })
    .returning()
  return plan!
}

/**
 * Puts `userId` on `planId`, offered `professionalPlanId` when given; `period` makes it a bought
 * package running from `start` to `end` (decision 094: past its end it has lapsed).
 */
export async function givePlan(
  db: Db,
  userId: string,
  planId: string,
  professionalPlanId?: string,
  period?: { start: Date; end: Date },
) {
  const values = {
    planId,
    professionalPlanId: professionalPlanId ?? null,
    periodStart: period?.start ?? null,
    periodEnd: period?.end ?? null,
  }
  await db
    .insert(userPlans)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPlans.userId, set: values })
}
