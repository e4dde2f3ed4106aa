import { plans, userPlans } from '../modules/plans/plans.tables.ts'
import type { Db } from '../platform/db/client.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * The demo's plans (decision 071). The four default plans come with migration 0017; the demo adds
 * a free starter plan at 0.3 for Emilio (ul1), who is offered 'Profesional básico' (0.5), so his
 * item pages show the upgrade prompt. Rita (ul2) is on 'Tienda en línea' with no offer.
 */
export const DEMO_STARTER_PLAN = {
  id: 'pln_demo_starter',
  key: 'demo-starter',
  name: 'Emprendedor inicial',
  price: 0,
  commissionRate: 3_000,
  contributionMargin: 0,
  weight: 0,
} as const

export const DEMO_USER_PLANS = [
  { user: 'entrepreneur', plan: DEMO_STARTER_PLAN.id, professional: 'pln_basic_professional' },
  { user: 'reseller', plan: 'pln_online_store', professional: null },
] as const

/** Written once: a plan a person later changes stays as they left it. */
export async function seedDemoPlans(tx: Tx, users: ReadonlyMap<string, string>) {
  await tx.insert(plans).values(DEMO_STARTER_PLAN).onConflictDoNothing()
  for (const demo of DEMO_USER_PLANS) {
    await tx
      .insert(userPlans)
      .values({ userId: users.get(demo.user)!, planId: demo.plan, professionalPlanId: demo.professional })
      .onConflictDoNothing()
  }
}
