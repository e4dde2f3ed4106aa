import { describe, expect, it } from 'vitest'
import { plans, userPlans } from '../src/modules/plans/plans.tables.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { DEMO_PASSWORD } from '../src/seed/demo-data/accounts.ts'
import { loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** The demo's plans (decision 071): Emilio is offered the professional plan, Rita is not; written once. */
const { app, database } = await createTestApp()
const db = database.db

const planOf = async (email: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/v1/me/plan',
      headers: { cookie: await loginAs(app, email, DEMO_PASSWORD) },
    })
  ).json()

describe('demo plans', () => {
  it('gives Emilio the starter plan with the upgrade offer and Rita the online store, once', async () => {
    await seedDemo(db)
    await seedDemo(db)
    expect(await db.select().from(plans)).toHaveLength(5)
    expect(await db.select().from(userPlans)).toHaveLength(2)
    expect(await planOf('emprendedor@demo.test')).toEqual({
      plan_id: 'pln_demo_starter',
      plan_commission_name: 'Emprendedor inicial',
      plan_commission_rate: 3_000,
      plan_commission_professional_rate: 5_000,
      plan_professional_id: 'pln_basic_professional',
      plan_professional_name: 'Profesional básico',
      // Given by the seed, not bought: no paid period (decision 092).
      period_start: null,
      period_end: null,
    })
    expect(await planOf('revendedor@demo.test')).toMatchObject({
      plan_commission_name: 'Tienda en línea',
      plan_commission_rate: 5_000,
      plan_professional_id: null,
    })
  })

  it("lists Rita's items to resell, largest margin first, the suppliers' own", async () => {
    const cookie = await loginAs(app, 'revendedor@demo.test', DEMO_PASSWORD)
    const response = await app.inject({ method: 'GET', url: '/api/v1/me/resale/items', headers: { cookie } })
    expect(response.json().results.map((item: { slug: string }) => item.slug)).toEqual([
      'mesa-de-mezquite',
      'silla-de-madera-tallada',
      'rebozo-de-algodon',
      'canasta-artesanal',
      'cafe-de-chiapas',
    ])
  })
})
