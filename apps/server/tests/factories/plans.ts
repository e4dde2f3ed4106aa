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

/** Puts `userId` on `planId`, offered `professionalPlanId` when given. */
export async function givePlan(db: Db, userId: string, planId: string, professionalPlanId?: string) {
  await db
    .insert(userPlans)
    .values({ userId, planId, professionalPlanId: professionalPlanId ?? null })
    .onConflictDoUpdate({
      target: userPlans.userId,
      set: { planId, professionalPlanId: professionalPlanId ?? null },
    })
}
