import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { paymentEvents } from '../src/modules/payments/payments.tables.ts'
import { startStripeFake } from './fakes/stripe-fake.ts'
import { finish3ds, stripeCheckout } from './helpers/stripe-checkout.ts'

/**
 * Stripe's webhooks through `POST /api/v1/webhooks/stripe` (decision 061; the route is decision
 * 059's): the events the local fake signs with the endpoint's secret move a
 * checkout's attempt once and only forward (issue 13 done-when: replayed three times at once, out
 * of order, wrong signature, old timestamp; quality cases 7 and 10).
 */
const fake = await startStripeFake()
afterAll(() => fake.close())
const { app, db, scene, pay, attemptOf, ordersOf } = await stripeCheckout(fake, 400)

const deliver = (body: string, signature: string = fake.signature(body)) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload: body,
  })
const eventsOf = (chargeId: string) =>
  db.select().from(paymentEvents).where(eq(paymentEvents.chargeId, chargeId))
const lastEvent = (type: string, intentId: string) =>
  fake.events.findLast((event) => event.type === type && JSON.parse(event.body).data.object.id === intentId)!

/** A checkout left at Stripe's 3-D Secure page, then approved there: Stripe knows, we do not yet. */
async function approvedAtStripe() {
  const s = await scene()
  const asked = await pay(s, { card_token: 'pm_card_threeDSecure2Required' })
  expect(asked.json().status).toBe('requires_action')
  const chargeId: string = asked.json().charge_id
  await finish3ds(asked.json().url_3ds, true)
  return { s, chargeId, succeeded: lastEvent('payment_intent.succeeded', chargeId) }
}

describe('Stripe webhooks through the route', () => {
  it('payment_intent.succeeded places the order before the browser comes back; its return then changes nothing', async () => {
    const { s, chargeId, succeeded } = await approvedAtStripe()
    const answer = await deliver(succeeded.body)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toEqual({ received: true, outcome: 'applied' })
    expect(await attemptOf(s.checkout.id)).toMatchObject({ status: 'approved', chargeId })
    expect(await ordersOf(s.checkout.id)).toHaveLength(1)
    const returned = await app.inject({
      method: 'GET',
      url: `${s.base}/3ds-return?payment_intent=${chargeId}&redirect_status=succeeded`,
      headers: { cookie: s.cookie },
    })
    expect(returned.headers.location).toBe(`/${s.shop.slug}/pagado/${s.checkout.id}`)
    expect(await ordersOf(s.checkout.id)).toHaveLength(1)
  })

  it('the same event delivered three times at once is stored and applied once', async () => {
    const { s, chargeId, succeeded } = await approvedAtStripe()
    const answers = await Promise.all([
      deliver(succeeded.body),
      deliver(succeeded.body),
      deliver(succeeded.body),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200])
    expect(answers.filter((answer) => answer.json().outcome === 'applied')).toHaveLength(1)
    expect(await eventsOf(chargeId)).toHaveLength(1)
    expect(await ordersOf(s.checkout.id)).toHaveLength(1)
    expect(await attemptOf(s.checkout.id)).toMatchObject({ status: 'approved' })
  })

  it('an older failure arriving after the success is stale: the attempt stays approved, the order paid', async () => {
    const { s, chargeId, succeeded } = await approvedAtStripe()
    // Out of order: the success first, then a failure Stripe sent earlier (a first 3-D Secure try).
    expect((await deliver(succeeded.body)).json().outcome).toBe('applied')
    const failure = fake.event('payment_intent.payment_failed', {
      ...fake.intentJson(chargeId),
      status: 'requires_payment_method',
      amount_received: 0,
      last_payment_error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' },
    })
    const late = await deliver(failure.body)
    expect(late.statusCode).toBe(200)
    expect(late.json().outcome).toBe('ignored_stale')
    expect(await attemptOf(s.checkout.id)).toMatchObject({ status: 'approved' })
    const [order] = await ordersOf(s.checkout.id)
    expect(order!.status).toBe('paid')
  })

  it('refuses a wrong signature and an old timestamp with 400, storing nothing and moving nothing', async () => {
    const { s, chargeId, succeeded } = await approvedAtStripe()
    const wrong = await deliver(succeeded.body, fake.signature(succeeded.body, { secret: 'whsec_not_ours' }))
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.code).toBe('webhook_signature_invalid')
    const old = await deliver(
      succeeded.body,
      fake.signature(succeeded.body, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 }),
    )
    expect(old.statusCode).toBe(400)
    expect(old.json().error.code).toBe('webhook_signature_invalid')
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: succeeded.body,
    })
    expect(unsigned.statusCode).toBe(400)
    expect(await eventsOf(chargeId)).toHaveLength(0)
    expect(await attemptOf(s.checkout.id)).toMatchObject({ status: 'requires_action' })
    expect(await ordersOf(s.checkout.id)).toHaveLength(0)
  })

  it('refuses a success for another amount than the attempt’s (quality case 7)', async () => {
    const { s, chargeId } = await approvedAtStripe()
    const forged = fake.event('payment_intent.succeeded', {
      ...fake.intentJson(chargeId),
      amount_received: 100,
    })
    const answer = await deliver(forged.body)
    expect(answer.statusCode).toBe(200)
    expect(answer.json().outcome).toBe('refused_amount')
    expect(await attemptOf(s.checkout.id)).toMatchObject({ status: 'requires_action' })
    expect(await ordersOf(s.checkout.id)).toHaveLength(0)
  })

  it('takes the events the fake sends over HTTP to the listening app', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 })
    fake.sendWebhooksTo(`${address}/api/v1/webhooks/stripe`)
    try {
      const { s } = await approvedAtStripe()
      await fake.flushWebhooks()
      expect(await attemptOf(s.checkout.id)).toMatchObject({ status: 'approved' })
      expect(await ordersOf(s.checkout.id)).toHaveLength(1)
    } finally {
      fake.sendWebhooksTo(null)
    }
  })
})
