import { Writable } from 'node:stream'
import { eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { placeOrderFaults } from '../src/flows/pay-checkout.ts'
import { AppError } from '../src/kernel/app-error.ts'
import { outbox } from '../src/modules/notifications/outbox.tables.ts'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { paymentAttempts, paymentEvents } from '../src/modules/payments/payments.tables.ts'
import { signWebhook } from '../src/platform/payments/sandbox/webhooks.ts'
import { readyCheckout } from './helpers/checkout-fakes.ts'
import { checkoutHarness, resetCheckoutFaults } from './helpers/checkout-harness.ts'
import { eventBody, postWebhook, webhookPayments } from './helpers/webhook-payments.ts'

/**
 * Signed webhooks (issue 13 part 3, quality cases 7 and 10; decision 059): refused without a good
 * signature and nothing changes, the same event applied once even three times at once, never
 * backwards, every event stored with its outcome, amounts compared with the payment's.
 */
const logLines: string[] = []
const gateway = webhookPayments()
const { app, db, shipping, scene, availableOf, pay } = await checkoutHarness(gateway, {
  logStream: new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  }),
})
afterEach(() => resetCheckoutFaults(shipping))

/** A checkout paid by reference: its orders `awaiting_payment`, 2 of 5 units taken. */
async function pendingReference() {
  const s = await scene()
  const { checkout, base } = await readyCheckout(
    app,
    s.cookie,
    s.shop.slug,
    { item: { item_id: s.stocked.id, quantity: 2 } },
    'collection',
  )
  const paid = await pay(base, s.cookie, { payment_type: 'store', expected_total: checkout.grand_total })
  expect(paid.json().status, paid.body).toBe('pending')
  return { s, checkout, chargeId: paid.json().charge_id as string, total: checkout.grand_total }
}

/** A checkout waiting for 3-D Secure: no order yet, 1 of 5 units held. */
async function waitingFor3ds() {
  const s = await scene()
  const { checkout, base } = await readyCheckout(
    app,
    s.cookie,
    s.shop.slug,
    { item: { item_id: s.stocked.id, quantity: 1 } },
    'collection',
  )
  const asked = await pay(base, s.cookie, {
    payment_type: 'card',
    card_token: 'tok_3ds',
    expected_total: checkout.grand_total,
  })
  expect(asked.json().status, asked.body).toBe('requires_action')
  return { s, checkout, chargeId: asked.json().charge_id as string, total: checkout.grand_total }
}

const ordersOf = (checkoutId: string) =>
  db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, checkoutId))
const attemptOf = async (chargeId: string) =>
  (await db.select().from(paymentAttempts).where(eq(paymentAttempts.chargeId, chargeId)))[0]!
const eventsOf = (chargeId: string) =>
  db.select().from(paymentEvents).where(eq(paymentEvents.chargeId, chargeId))
const eventCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents))[0]!.n
const mailCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n

describe('refused webhooks', () => {
  it('answers 400 webhook_signature_invalid to no, a wrong, a malformed or a stale signature; nothing moves or is stored', async () => {
    const { checkout, chargeId, total } = await pendingReference()
    const body = eventBody('charge.succeeded', {
      charge: chargeId,
      amount: total.amount,
      currency: total.currency,
    })
    const events = await eventCount()
    const tries = [
      { name: 'missing', signature: null, reason: 'missing_signature' },
      {
        name: 'wrong',
        signature: signWebhook(body, 'whsec_someone_else', new Date()),
        reason: 'wrong_signature',
      },
      { name: 'malformed', signature: 't=abc,v1=xyz', reason: 'malformed_signature' },
      {
        name: 'stale',
        signature: signWebhook(body, 'whsec_fake_for_tests', new Date(Date.now() - 6 * 60_000)),
        reason: 'stale_timestamp',
      },
    ]
    for (const attempt of tries) {
      const from = logLines.length
      const response = await postWebhook(app, body, { signature: attempt.signature })
      expect(response.statusCode, attempt.name).toBe(400)
      expect(response.json().error).toEqual({
        code: 'webhook_signature_invalid',
        message: 'La firma del aviso de pago no es válida o ya venció.',
      })
      const lines = logLines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>)
      expect(lines.find((line) => line.msg === 'payment webhook refused')).toMatchObject({
        provider: 'fake',
        reason: attempt.reason,
      })
    }
    // The body changed after signing is a wrong signature too.
    const signed = signWebhook(body, 'whsec_fake_for_tests', new Date())
    const changed = await postWebhook(app, body.replace(`"amount":${total.amount}`, '"amount":1'), {
      signature: signed,
    })
    expect(changed.statusCode).toBe(400)
    expect(await eventCount()).toBe(events)
    expect((await attemptOf(chargeId)).status).toBe('pending')
    expect((await ordersOf(checkout.id)).map((order) => order.status)).toEqual(['awaiting_payment'])
  })

  it('answers 404 for a provider that is not configured; the sandbox reads its own and refuses an unsigned one', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/no-such-provider',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.code).toBe('route_not_found')
    // The sandbox runs in tests too and signs its webhooks (decision 058): an unsigned one is refused.
    const sandbox = await app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(sandbox.statusCode).toBe(400)
    expect(sandbox.json().error.code).toBe('webhook_signature_invalid')
  })

  it('passes the origin guard as a server posts, and refuses a browser posting from another site', async () => {
    const { chargeId, total } = await pendingReference()
    const body = eventBody('charge.succeeded', {
      charge: chargeId,
      amount: total.amount,
      currency: total.currency,
    })
    const fromBrowser = await postWebhook(app, body, { headers: { origin: 'https://evil.example' } })
    expect(fromBrowser.statusCode).toBe(403)
    expect(fromBrowser.json().error.code).toBe('cross_origin_refused')
    expect(await eventsOf(chargeId)).toEqual([])
    const fromServer = await postWebhook(app, body)
    expect(fromServer.statusCode).toBe(200)
  })

  it('refuses a body larger than 64 KB and one that is not JSON', async () => {
    const big = await postWebhook(app, JSON.stringify({ id: 'evt_big', pad: 'x'.repeat(70 * 1024) }))
    expect(big.statusCode).toBe(413)
    expect(big.json().error.code).toBe('payload_too_large')
    const form = await app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/fake',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=evt_form',
    })
    expect(form.statusCode).toBe(415)
  })
})

describe('applying events', () => {
  it('pays the orders of a pending reference, stores the event `applied` with a digest of its body', async () => {
    const { checkout, chargeId, total, s } = await pendingReference()
    const body = eventBody('charge.succeeded', {
      charge: chargeId,
      amount: total.amount,
      currency: total.currency,
    })
    // As providers send it: with a charset, no Origin, no session.
    const response = await postWebhook(app, body, {
      headers: { 'content-type': 'application/json; charset=utf-8' },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ received: true, outcome: 'applied' })
    expect((await ordersOf(checkout.id)).map((order) => order.status)).toEqual(['paid'])
    const attempt = await attemptOf(chargeId)
    expect(attempt.status).toBe('approved')
    expect(await availableOf(s.stocked.id)).toBe(3)
    const [event] = await eventsOf(chargeId)
    expect(event).toMatchObject({
      provider: 'fake',
      type: 'charge.succeeded',
      reported: 'approved',
      attemptId: attempt.id,
      amount: total.amount,
      currency: total.currency,
      outcome: 'applied',
    })
    expect(event!.payloadDigest).toMatch(/^[0-9a-f]{64}$/)
    expect(event!.payloadDigest).not.toContain(chargeId)
  })

  it('applies the same event sent three times at once once: one order, one email, the stock taken once', async () => {
    const { checkout, chargeId, total, s } = await waitingFor3ds()
    // The buyer passed 3-D Secure and never came back; the provider says so three times.
    gateway.settle(chargeId, {
      status: 'approved',
      chargeId,
      card: { brand: 'visa', last4: '4242', type: 'credit', bank: 'Test', holder: 'Ana' },
    })
    const body = eventBody('charge.succeeded', {
      charge: chargeId,
      amount: total.amount,
      currency: total.currency,
    })
    const mails = await mailCount()
    const answers = await Promise.all([
      postWebhook(app, body),
      postWebhook(app, body),
      postWebhook(app, body),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200])
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual([
      'applied',
      'ignored_same',
      'ignored_same',
    ])
    const orders = await ordersOf(checkout.id)
    expect(orders.map((order) => order.status)).toEqual(['paid'])
    expect(await mailCount()).toBe(mails + 1)
    expect(await availableOf(s.stocked.id)).toBe(4)
    // What only the provider's answer carries is kept: the card's brand and last digits.
    expect(await attemptOf(chargeId)).toMatchObject({
      status: 'approved',
      cardBrand: 'visa',
      cardLast4: '4242',
    })
    const events = await eventsOf(chargeId)
    expect(events.map((event) => event.outcome)).toEqual(['applied'])

    // Delivered again later: the stored event answers, nothing is asked or done.
    const later = await postWebhook(app, body)
    expect(later.json()).toEqual({ received: true, outcome: 'ignored_same' })
    expect(await mailCount()).toBe(mails + 1)
  })

  it('never moves backwards: a failure after the success is stored `ignored_stale`, the orders stay paid', async () => {
    const { checkout, chargeId, total } = await pendingReference()
    const data = { charge: chargeId, amount: total.amount, currency: total.currency }
    expect((await postWebhook(app, eventBody('charge.succeeded', data))).json().outcome).toBe('applied')
    const failed = await postWebhook(
      app,
      eventBody('charge.failed', { ...data, decline_code: 'card_declined' }),
    )
    expect(failed.statusCode).toBe(200)
    expect(failed.json()).toEqual({ received: true, outcome: 'ignored_stale' })
    const expired = await postWebhook(app, eventBody('charge.expired', data))
    expect(expired.json().outcome).toBe('ignored_stale')
    expect((await ordersOf(checkout.id)).map((order) => order.status)).toEqual(['paid'])
    expect((await attemptOf(chargeId)).status).toBe('approved')
    expect((await eventsOf(chargeId)).map((event) => [event.reported, event.outcome]).sort()).toEqual([
      ['approved', 'applied'],
      ['declined', 'ignored_stale'],
      ['expired', 'ignored_stale'],
    ])
  })

  it('refuses an amount or currency that differs from the payment: stored `refused_amount`, logged, nothing moves', async () => {
    const { checkout, chargeId, total } = await pendingReference()
    const from = logLines.length
    const less = await postWebhook(
      app,
      eventBody('charge.succeeded', { charge: chargeId, amount: total.amount - 1, currency: total.currency }),
    )
    expect(less.statusCode).toBe(200)
    expect(less.json()).toEqual({ received: true, outcome: 'refused_amount' })
    const dollars = await postWebhook(
      app,
      eventBody('charge.succeeded', { charge: chargeId, amount: total.amount, currency: 'USD' }),
    )
    expect(dollars.json().outcome).toBe('refused_amount')
    expect((await ordersOf(checkout.id)).map((order) => order.status)).toEqual(['awaiting_payment'])
    expect((await attemptOf(chargeId)).status).toBe('pending')
    expect((await eventsOf(chargeId)).map((event) => event.outcome)).toEqual([
      'refused_amount',
      'refused_amount',
    ])
    const errors = logLines
      .slice(from)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter(
        (line) => line.msg === 'payment webhook refused: its amount or currency differs from the payment',
      )
    expect(errors).toHaveLength(2)
    expect(errors[0]).toMatchObject({
      level: 50,
      event: { amount: total.amount - 1 },
      attempt: { amount: total.amount },
    })
  })

  it('stores an event of a charge nobody here made as `unknown_charge` and answers 200', async () => {
    const body = eventBody('charge.succeeded', { charge: 'ch_from_elsewhere', amount: 100, currency: 'MXN' })
    const response = await postWebhook(app, body)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ received: true, outcome: 'unknown_charge' })
    const [event] = await eventsOf('ch_from_elsewhere')
    expect(event).toMatchObject({ outcome: 'unknown_charge', attemptId: null })
  })

  it('ends a pending reference on an expiry event: orders payment_expired, the units back', async () => {
    const { checkout, chargeId, total, s } = await pendingReference()
    expect(await availableOf(s.stocked.id)).toBe(3)
    const response = await postWebhook(
      app,
      eventBody('charge.expired', { charge: chargeId, amount: total.amount, currency: total.currency }),
    )
    expect(response.json()).toEqual({ received: true, outcome: 'applied' })
    expect((await ordersOf(checkout.id)).map((order) => order.status)).toEqual(['payment_expired'])
    expect((await attemptOf(chargeId)).status).toBe('expired')
    expect(await availableOf(s.stocked.id)).toBe(5)
    // A payment reported after the expiry is stale: nothing is sold again.
    const late = await postWebhook(
      app,
      eventBody('charge.succeeded', { charge: chargeId, amount: total.amount, currency: total.currency }),
    )
    expect(late.json().outcome).toBe('ignored_stale')
    expect(await availableOf(s.stocked.id)).toBe(5)
  })

  it('asks the provider on an event that says only "something changed", and applies its answer', async () => {
    const { checkout, chargeId } = await waitingFor3ds()
    const updated = eventBody('charge.updated', { charge: chargeId })
    // Still waiting at the provider: the same state, nothing moves.
    expect((await postWebhook(app, updated)).json().outcome).toBe('ignored_same')
    gateway.settle(chargeId, { status: 'declined', code: 'authentication_failed', message: null })
    const declined = await postWebhook(app, eventBody('charge.updated', { charge: chargeId }))
    expect(declined.json().outcome).toBe('applied')
    expect(await attemptOf(chargeId)).toMatchObject({
      status: 'declined',
      failureCode: 'authentication_failed',
    })
    expect(await ordersOf(checkout.id)).toEqual([])
  })

  it('acknowledges a signed event of a type that settles nothing without storing it', async () => {
    const events = await eventCount()
    const response = await postWebhook(app, eventBody('customer.updated', { charge: 'cus_1' }))
    expect(response.json()).toEqual({ received: true, outcome: 'ignored_type' })
    expect(await eventCount()).toBe(events)
  })

  it('moves a payment refunded whole at the provider to `refunded`, once', async () => {
    const { chargeId, total } = await pendingReference()
    const data = { charge: chargeId, amount: total.amount, currency: total.currency }
    await postWebhook(app, eventBody('charge.succeeded', data))
    const refunded = await postWebhook(app, eventBody('charge.refunded', data))
    expect(refunded.json().outcome).toBe('applied')
    expect((await attemptOf(chargeId)).status).toBe('refunded')
    expect((await postWebhook(app, eventBody('charge.refunded', data))).json().outcome).toBe('ignored_same')
  })

  it('gives the money back when the orders cannot be placed after an approval, and stores the event as stale', async () => {
    const { checkout, chargeId, total, s } = await waitingFor3ds()
    gateway.settle(chargeId, { status: 'approved', chargeId, card: null })
    placeOrderFaults.beforeOrders = () => {
      throw new AppError('checkout_expired')
    }
    const refundsBefore = gateway.givenBack.length
    const response = await postWebhook(
      app,
      eventBody('charge.succeeded', { charge: chargeId, amount: total.amount, currency: total.currency }),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ received: true, outcome: 'ignored_stale' })
    expect(await attemptOf(chargeId)).toMatchObject({ status: 'failed' })
    expect(gateway.givenBack.slice(refundsBefore)).toEqual([
      { chargeId, amount: total.amount, refundKey: expect.stringContaining(':compensate') },
    ])
    expect(await ordersOf(checkout.id)).toEqual([])
    expect(await availableOf(s.stocked.id)).toBe(5)
    expect((await eventsOf(chargeId)).map((event) => event.outcome)).toEqual(['ignored_stale'])
  })
})
