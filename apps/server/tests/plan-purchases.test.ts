import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { systemContext } from '../src/kernel/context.ts'
import { ledgerPostings } from '../src/modules/ledger/ledger.tables.ts'
import { paymentEvents } from '../src/modules/payments/payments.tables.ts'
import { settlePlanPurchase, startPlanPurchase } from '../src/modules/plans/plan-purchases.service.ts'
import { planPurchases, userPlans } from '../src/modules/plans/plans.tables.ts'
import { createPlan, givePlan } from './factories/plans.ts'
import { createUser, loginAs } from './factories/users.ts'
import { sandboxGateway } from './helpers/sandbox-gateway.ts'

/** Buying a package with a card (002 §2 `/apps/paquetes`, §3; decision 092). */
const { app, db, tokenFor } = await sandboxGateway()

const PRICE = { amount: 19_900, currency: 'MXN' }
const APPROVED = '4242424242424242'
const DECLINED = '4000000000000002'
const THREE_DS = '4000002760003184'

async function emilio() {
  const starter = await createPlan(db, { name: 'Inicial', commissionRate: 3_000 })
  const user = await createUser(db, { userLevel: 'ul1' })
  await givePlan(db, user.id, starter.id, 'pln_basic_professional')
  return { user, starter, cookie: await loginAs(app, user.email) }
}

const buy = (cookie: string, payload: Record<string, unknown>, key = crypto.randomUUID()) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/me/plan/purchases',
    headers: { cookie, 'idempotency-key': key },
    payload,
  })

const myPlan = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/v1/me/plan', headers: { cookie } })).json()

const purchasesOf = (userId: string) =>
  db.select().from(planPurchases).where(eq(planPurchases.userId, userId))

describe('POST /api/v1/me/plan/purchases', () => {
  it('an approved card activates the plan for a month and spends the offer of that plan', async () => {
    const { user, cookie } = await emilio()
    const response = await buy(cookie, {
      plan_id: 'pln_basic_professional',
      payment_type: 'card',
      card_token: await tokenFor(APPROVED),
      expected_total: PRICE,
    })
    expect(response.statusCode, response.body).toBe(200)
    const purchase = response.json()
    expect(purchase).toMatchObject({
      plan_id: 'pln_basic_professional',
      plan_name: 'Profesional básico',
      status: 'approved',
      amount: 19_900,
      currency: 'MXN',
      failure_code: null,
    })
    // The platform's income, in the settlement's transaction (decision 093).
    const income = await db
      .select({ account: ledgerPostings.account, amount: ledgerPostings.amount })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.entryId, `package:${purchase.id}`))
    expect(income.sort((a, b) => a.account.localeCompare(b.account))).toEqual([
      { account: 'platform:MXN:clearing', amount: -19_900 },
      { account: 'platform:MXN:fees', amount: 19_900 },
    ])
    const start = new Date(purchase.period_start)
    const end = new Date(purchase.period_end)
    expect(Math.abs(start.getTime() - Date.now())).toBeLessThan(60_000)
    expect((end.getTime() - start.getTime()) / 86_400_000).toBeGreaterThanOrEqual(28)
    expect(await myPlan(cookie)).toEqual({
      plan_id: 'pln_basic_professional',
      plan_commission_name: 'Profesional básico',
      plan_commission_rate: 5_000,
      plan_commission_professional_rate: null,
      plan_professional_id: null,
      plan_professional_name: null,
      period_start: purchase.period_start,
      period_end: purchase.period_end,
    })
    const rows = await purchasesOf(user.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'approved', amount: 19_900, provider: 'sandbox' })
    expect(rows[0]!.chargeId).toBeTruthy()
  })

  it('a declined card activates nothing: the plan and its offer stay, the purchase is declined', async () => {
    const { user, starter, cookie } = await emilio()
    const response = await buy(cookie, {
      plan_id: 'pln_basic_professional',
      payment_type: 'card',
      card_token: await tokenFor(DECLINED),
      expected_total: PRICE,
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().error).toMatchObject({ code: 'payment_failed_contact_bank' })
    const plan = await myPlan(cookie)
    expect(plan).toMatchObject({
      plan_id: starter.id,
      plan_professional_id: 'pln_basic_professional',
      period_end: null,
    })
    const rows = await purchasesOf(user.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'declined', failureCode: 'card_declined', periodStart: null })
  })

  it('the same Idempotency-Key charges and activates once', async () => {
    const { user, cookie } = await emilio()
    const body = {
      plan_id: 'pln_online_store',
      payment_type: 'card',
      card_token: await tokenFor(APPROVED),
      expected_total: PRICE,
    }
    const first = await buy(cookie, body, '0b7f1c2e-1d9a-4c61-9a55-3f7b1e2d4c01')
    const again = await buy(cookie, body, '0b7f1c2e-1d9a-4c61-9a55-3f7b1e2d4c01')
    expect(first.statusCode).toBe(200)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await purchasesOf(user.id)).toHaveLength(1)
  })

  it('buying the running plan again renews it from the end of its period', async () => {
    const { cookie } = await emilio()
    const pay = async () =>
      (
        await buy(cookie, {
          plan_id: 'pln_online_store',
          payment_type: 'card',
          card_token: await tokenFor(APPROVED),
          expected_total: PRICE,
        })
      ).json()
    const first = await pay()
    const second = await pay()
    expect(second.period_start).toBe(first.period_end)
    expect((await myPlan(cookie)).period_end).toBe(second.period_end)
  })

  it('a charge that timed out is asked again with the same attempt id: charged once, activated once', async () => {
    const { user, cookie } = await emilio()
    const response = await buy(cookie, {
      plan_id: 'pln_online_store',
      payment_type: 'card',
      card_token: await tokenFor('4000000000007775'),
      expected_total: PRICE,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().status).toBe('approved')
    expect((await myPlan(cookie)).plan_id).toBe('pln_online_store')
    const rows = await purchasesOf(user.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.status).toBe('approved')
  })

  it('a price the page showed that is not the plan’s is 409 total_changed, and nothing is written', async () => {
    const { user, cookie } = await emilio()
    const response = await buy(cookie, {
      plan_id: 'pln_online_store',
      payment_type: 'card',
      card_token: await tokenFor(APPROVED),
      expected_total: { amount: 100, currency: 'MXN' },
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toMatchObject({ code: 'total_changed' })
    expect(await purchasesOf(user.id)).toHaveLength(0)
  })

  it('an unknown plan is 404 plan_not_found', async () => {
    const { cookie } = await emilio()
    const response = await buy(cookie, {
      plan_id: 'pln_nope',
      payment_type: 'card',
      card_token: 'tok_x',
      expected_total: PRICE,
    })
    expect(response.statusCode).toBe(404)
    expect(response.json().error).toMatchObject({ code: 'plan_not_found' })
  })

  it('refuses bad input with our error shape (quality case 3)', async () => {
    const { user, cookie } = await emilio()
    const good = {
      plan_id: 'pln_online_store',
      payment_type: 'card',
      card_token: 'tok_x',
      expected_total: PRICE,
    }
    for (const payload of [
      { ...good, extra: 1 },
      { ...good, plan_id: 5 },
      { ...good, payment_type: 'store' },
      { ...good, plan_id: 'pln_online\u0000store' },
      { ...good, card_id: 'card_1' },
      { plan_id: 'pln_online_store', payment_type: 'card', expected_total: PRICE },
      { ...good, expected_total: { amount: '199', currency: 'MXN' } },
    ]) {
      const response = await buy(cookie, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().error.code).toBeTruthy()
      expect(response.json().error.message).toBeTruthy()
    }
    expect(await purchasesOf(user.id)).toHaveLength(0)
  })

  it('is for signed-in users only', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/me/plan/purchases',
      headers: { 'idempotency-key': 'anon-1' },
      payload: {
        plan_id: 'pln_online_store',
        payment_type: 'card',
        card_token: 'tok_x',
        expected_total: PRICE,
      },
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('a package paid with 3-D Secure (decision 094)', () => {
  const page = (planId: string) => `/apps/paquetes?plan=${planId}`
  const back = (cookie: string, id: string, charge: string) =>
    app.inject({ url: `/api/v1/me/plan/purchases/${id}/return?charge=${charge}`, headers: { cookie } })

  it('stays pending with the provider’s page; approved there, the return activates it once and comes back to the page', async () => {
    const { user, starter, cookie } = await emilio()
    const plan = await createPlan(db, { name: 'Premium', price: PRICE.amount, commissionRate: 8_000 })
    const answer = await buy(cookie, {
      plan_id: plan.id,
      payment_type: 'card',
      card_token: await tokenFor(THREE_DS),
      expected_total: PRICE,
      return_path: page(plan.id),
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({ status: 'pending', plan_id: plan.id })
    const action = answer.json().action_url as string
    expect(action).toMatch(/\/api\/v1\/sandbox\/payments\/3ds\//)
    const [pending] = await purchasesOf(user.id)
    expect(pending).toMatchObject({ status: 'pending', returnPath: page(plan.id) })
    expect((await myPlan(cookie)).plan_id).toBe(starter.id)

    const approved = await app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payments/3ds/${pending!.chargeId}`,
      payload: { decision: 'approve' },
    })
    expect(approved.statusCode).toBe(303)
    expect(approved.headers.location).toContain(`/api/v1/me/plan/purchases/${pending!.id}/return?charge=`)
    // The provider's webhook came first and settled it (the purchase is its charge's attempt).
    expect((await purchasesOf(user.id))[0]!.status).toBe('approved')
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.chargeId, pending!.chargeId!))
    expect(events.map((event) => event.outcome)).toEqual(['applied'])
    const returned = await back(cookie, pending!.id, pending!.chargeId!)
    expect(returned.statusCode).toBe(302)
    expect(returned.headers.location).toBe(`http://localhost:80${page(plan.id)}&hecho=${pending!.id}`)
    expect(await myPlan(cookie)).toMatchObject({ plan_id: plan.id, plan_commission_rate: 8_000 })
    // A reload of the return changes nothing: one approval, one income entry.
    expect((await back(cookie, pending!.id, pending!.chargeId!)).headers.location).toContain('hecho=')
    const [settled] = await purchasesOf(user.id)
    expect(settled).toMatchObject({ status: 'approved' })
    const income = await db.select().from(ledgerPostings).where(eq(ledgerPostings.reference, pending!.id))
    expect(income.map((row) => [row.account, row.amount]).sort()).toEqual([
      ['platform:MXN:clearing', -PRICE.amount],
      ['platform:MXN:fees', PRICE.amount],
    ])
  })

  it('refused on the provider’s page, it is declined and the page says so; another user’s return is 404', async () => {
    const { user, starter, cookie } = await emilio()
    const plan = await createPlan(db, { name: 'Premium', price: PRICE.amount })
    await buy(cookie, {
      plan_id: plan.id,
      payment_type: 'card',
      card_token: await tokenFor(THREE_DS),
      expected_total: PRICE,
    })
    const [pending] = await purchasesOf(user.id)
    const stranger = await createUser(db)
    const theirs = await back(await loginAs(app, stranger.email), pending!.id, pending!.chargeId!)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().error.code).toBe('plan_purchase_not_found')
    // A charge that is not the purchase's settles nothing.
    expect((await back(cookie, pending!.id, 'ch_otra')).headers.location).toContain(
      'fallo=payment_attempt_failed',
    )
    expect((await purchasesOf(user.id))[0]!.status).toBe('pending')

    await app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payments/3ds/${pending!.chargeId}`,
      payload: { decision: 'reject' },
    })
    const returned = await back(cookie, pending!.id, pending!.chargeId!)
    expect(returned.statusCode).toBe(302)
    // No return path given: the plan's own place on the packages page.
    expect(returned.headers.location).toMatch(
      new RegExp(`^http://localhost:80/apps/paquetes\\?plan=${plan.id}&fallo=[a-z_]+$`),
    )
    expect((await purchasesOf(user.id))[0]!.status).toBe('declined')
    expect((await myPlan(cookie)).plan_id).toBe(starter.id)
  })
})

describe('settling a package purchase (decision 092)', () => {
  it('the same approval twice activates once: the period is not moved by the second', async () => {
    const { user, cookie } = await emilio()
    const ctx = systemContext(db)
    const id = await startPlanPurchase(ctx, {
      userId: user.id,
      planId: 'pln_digital_business',
      amount: 19_900,
      currency: 'MXN',
      provider: 'sandbox',
    })
    const first = await settlePlanPurchase(ctx, id, { status: 'approved', chargeId: 'ch_1' })
    const later = new Date(Date.now() + 3 * 86_400_000)
    const again = await settlePlanPurchase(ctx, id, { status: 'approved', chargeId: 'ch_1' }, later)
    expect(again).toEqual(first)
    const [row] = await db.select().from(userPlans).where(eq(userPlans.userId, user.id))
    expect(row!.planId).toBe('pln_digital_business')
    expect(row!.periodEnd!.toISOString()).toBe(first.period_end)
    expect((await myPlan(cookie)).period_start).toBe(first.period_start)
  })

  it('a decline after an approval changes nothing', async () => {
    const { user } = await emilio()
    const ctx = systemContext(db)
    const id = await startPlanPurchase(ctx, {
      userId: user.id,
      planId: 'pln_digital_business',
      amount: 19_900,
      currency: 'MXN',
      provider: 'sandbox',
    })
    const first = await settlePlanPurchase(ctx, id, { status: 'approved', chargeId: 'ch_2' })
    const after = await settlePlanPurchase(ctx, id, {
      status: 'declined',
      code: 'card_declined',
      chargeId: null,
    })
    expect(after).toEqual(first)
    expect(after.status).toBe('approved')
  })
})

describe('GET /api/v1/me/plan/purchases/:id', () => {
  it('answers the viewer’s purchase; another user’s is 404 and unchanged (quality case 1)', async () => {
    const buyer = await emilio()
    const bought = await buy(buyer.cookie, {
      plan_id: 'pln_online_store',
      payment_type: 'card',
      card_token: await tokenFor(APPROVED),
      expected_total: PRICE,
    })
    const id = bought.json().id
    const mine = await app.inject({
      method: 'GET',
      url: `/api/v1/me/plan/purchases/${id}`,
      headers: { cookie: buyer.cookie },
    })
    expect(mine.statusCode).toBe(200)
    expect(mine.json()).toEqual(bought.json())
    const other = await emilio()
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/v1/me/plan/purchases/${id}`,
      headers: { cookie: other.cookie },
    })
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().error).toMatchObject({ code: 'plan_purchase_not_found' })
    const [row] = await db.select().from(planPurchases).where(eq(planPurchases.id, id))
    expect(row!.userId).toBe(buyer.user.id)
    expect(row!.status).toBe('approved')
  })
})
