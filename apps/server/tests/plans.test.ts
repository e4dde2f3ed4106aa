import { DEFAULT_PLANS } from '@tianguis/core/commission/plans'
import { ERROR_MESSAGES } from '@tianguis/core/messages'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { planRequests, userPlans } from '../src/modules/plans/plans.tables.ts'
import { createPlan, givePlan } from './factories/plans.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** Plans (002 §3, §7, §9; decision 071): the list, the viewer's plan, and buying a package as a request. */
const { app, database } = await createTestApp()
const db = database.db

describe('GET /api/v1/plans', () => {
  it('lists the four default plans first: MXN 199.00 a month, rate 0.5, margin 99.50', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/plans' })
    expect(response.statusCode).toBe(200)
    const { results, matches_estimated } = response.json()
    expect(matches_estimated).toBe(results.length)
    expect(results.slice(0, 4)).toEqual(
      DEFAULT_PLANS.map((plan) => ({
        id: plan.id,
        key: plan.key,
        name: plan.name,
        price: 19_900,
        currency: 'MXN',
        periodicity: 'month',
        plan_commission_rate: 5_000,
        contribution_margin: 9_950,
        weight: plan.weight,
        is_out_package: false,
        package_template: null,
      })),
    )
  })
})

describe('GET /api/v1/me/plan', () => {
  it('answers the default rate and no upgrade for a user without a plan', async () => {
    const user = await createUser(db, { userLevel: 'ul1' })
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/me/plan',
      headers: { cookie: await loginAs(app, user.email) },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      plan_id: null,
      plan_commission_name: null,
      plan_commission_rate: 5_000,
      plan_commission_professional_rate: null,
      plan_professional_id: null,
      plan_professional_name: null,
      period_start: null,
      period_end: null,
    })
  })

  it('answers the plan, its rate and the professional plan offered', async () => {
    const starter = await createPlan(db, { name: 'Inicial', commissionRate: 3_000 })
    const user = await createUser(db, { userLevel: 'ul1' })
    await givePlan(db, user.id, starter.id, 'pln_basic_professional')
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/me/plan',
      headers: { cookie: await loginAs(app, user.email) },
    })
    expect(response.json()).toEqual({
      plan_id: starter.id,
      plan_commission_name: 'Inicial',
      plan_commission_rate: 3_000,
      plan_commission_professional_rate: 5_000,
      plan_professional_id: 'pln_basic_professional',
      plan_professional_name: 'Profesional básico',
      period_start: null,
      period_end: null,
    })
  })

  it('a bought package past its period’s end has lapsed: the default rate, no plan (decision 094)', async () => {
    const premium = await createPlan(db, { name: 'Premium de un mes', commissionRate: 8_000 })
    const lapsed = await createUser(db, { userLevel: 'ul1' })
    const running = await createUser(db, { userLevel: 'ul1' })
    const day = 86_400_000
    await givePlan(db, lapsed.id, premium.id, undefined, {
      start: new Date(Date.now() - 31 * day),
      end: new Date(Date.now() - 1_000),
    })
    await givePlan(db, running.id, premium.id, undefined, {
      start: new Date(Date.now() - day),
      end: new Date(Date.now() + 29 * day),
    })
    const planOf = async (email: string) =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/me/plan',
          headers: { cookie: await loginAs(app, email) },
        })
      ).json()
    expect(await planOf(lapsed.email)).toMatchObject({
      plan_id: null,
      plan_commission_rate: 5_000,
      period_end: null,
    })
    expect(await planOf(running.email)).toMatchObject({ plan_id: premium.id, plan_commission_rate: 8_000 })
  })

  it('is for signed-in users only', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/me/plan' })
    expect(response.statusCode).toBe(401)
  })
})

describe('POST /api/v1/me/plan/requests (buy a package)', () => {
  it('records the request and answers 202; the plan does not change', async () => {
    const user = await createUser(db, { userLevel: 'ul1' })
    const cookie = await loginAs(app, user.email)
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/me/plan/requests',
      headers: { cookie },
      payload: { plan_id: 'pln_online_store' },
    })
    expect(response.statusCode).toBe(202)
    expect(response.json()).toMatchObject({ plan_id: 'pln_online_store', status: 'requested' })
    const rows = await db.select().from(planRequests).where(eq(planRequests.userId, user.id))
    expect(rows.map((row) => row.planId)).toEqual(['pln_online_store'])
    expect(await db.select().from(userPlans).where(eq(userPlans.userId, user.id))).toEqual([])
  })

  it('answers 404 plan_not_found for an unknown plan, recording nothing', async () => {
    const user = await createUser(db)
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/me/plan/requests',
      headers: { cookie: await loginAs(app, user.email), 'accept-language': 'es-MX' },
      payload: { plan_id: 'pln_nope' },
    })
    expect(response.statusCode).toBe(404)
    expect(response.json().error).toMatchObject({
      code: 'plan_not_found',
      message: ERROR_MESSAGES['es-MX'].plan_not_found,
    })
    expect(await db.select().from(planRequests).where(eq(planRequests.userId, user.id))).toEqual([])
  })

  it.each([
    ['an unknown field', { plan_id: 'pln_online_store', price: 0 }, 'unknown_fields'],
    ['a wrong type', { plan_id: 42 }, 'invalid_request'],
    ['a too-long id', { plan_id: 'x'.repeat(101) }, 'invalid_request'],
    ['no plan', {}, 'invalid_request'],
  ])('refuses %s with 400 and records nothing', async (_, payload, code) => {
    const user = await createUser(db)
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/me/plan/requests',
      headers: { cookie: await loginAs(app, user.email) },
      payload,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe(code)
    expect(await db.select().from(planRequests).where(eq(planRequests.userId, user.id))).toEqual([])
  })
})
