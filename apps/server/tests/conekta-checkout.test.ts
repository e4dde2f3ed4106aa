import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { reconcilePaymentJob } from '../src/flows/reconcile-payments.ts'
import { applyChargeNews } from '../src/flows/settle-payment.ts'
import { systemContext } from '../src/kernel/context.ts'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { attemptOfCharge } from '../src/modules/payments/payments.service.ts'
import { paymentAttempts, paymentCalls } from '../src/modules/payments/payments.tables.ts'
import { conektaFake, FAKE_STORES } from './fakes/conekta-fake.ts'
import { fakePayments, fillCart, readyCheckout } from './helpers/checkout-fakes.ts'
import { checkoutHarness, resetCheckoutFaults } from './helpers/checkout-harness.ts'

/**
 * Paying a checkout by SPEI transfer or cash voucher through the Conekta adapter (decision 063),
 * against its local fake: the pending answer, the signed webhook, the reconciliation job.
 */
const fake = await conektaFake()
const beneficiary = 'Tianguis Pagos SA de CV'
const logLines: string[] = []
const { app, db, shipping, scene, availableOf, pay } = await checkoutHarness(fakePayments(), {
  env: {
    CONEKTA_API_KEY: fake.apiKey,
    CONEKTA_API_URL: fake.url,
    // As an environment holds it: one line, `\n` escaped.
    CONEKTA_WEBHOOK_PUBLIC_KEY: fake.publicKeyPem.replaceAll('\n', '\\n'),
    CONEKTA_SPEI_BENEFICIARY: beneficiary,
    PAYMENTS_TIMEOUT_MS: '500',
  },
  logStream: new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk))
      done()
    },
  }),
})

afterEach(() => {
  resetCheckoutFaults(shipping)
  fake.state.hangAfterCreate = 0
  fake.state.keyRevoked = false
})

const secondsFromNow = (date: Date) => (date.getTime() - Date.now()) / 1000
const conekta = () => app.payments.byName('conekta')!
const jobs = () => systemContext(db, { jobs: app.jobs, log: app.log })
/** One run of the reconciliation job for an attempt, as the job runner runs it. */
const reconcile = (attemptId: string) =>
  reconcilePaymentJob(app.payments)(
    jobs(),
    { attemptId },
    { id: `job_${attemptId}`, attempt: 1, lastAttempt: false },
  )

async function payBy(type: 'deposit' | 'cash') {
  const s = await scene({ paymentTypes: ['card', 'deposit', 'cash'] })
  await fillCart(db, s.shop.id, s.customer.id, [{ itemId: s.stocked.id, quantity: 2 }])
  const { checkout, base } = await readyCheckout(app, s.cookie, s.shop.slug)
  const response = await pay(base, s.cookie, { payment_type: type, expected_total: checkout.grand_total })
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.checkoutId, checkout.id))
  return { s, checkout, response, body: response.json(), attempt: attempt! }
}

const ordersOf = (checkoutId: string) =>
  db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, checkoutId))
const statusesOf = async (checkoutId: string) => (await ordersOf(checkoutId)).map((order) => order.status)

describe('paying a checkout through Conekta', () => {
  it('takes deposit and cash through Conekta, the rest elsewhere', () => {
    expect(app.payments.paymentProviderFor('deposit')?.name).toBe('conekta')
    expect(app.payments.paymentProviderFor('cash')?.name).toBe('conekta')
    expect(app.payments.paymentProviderFor('card')?.name).toBe('fake')
  })

  it('a transfer: pending with the CLABE to pay within an hour, then paid by the signed order.paid webhook', async () => {
    const { s, checkout, response, body, attempt } = await payBy('deposit')
    expect(response.statusCode, response.body).toBe(200)
    expect(body).toMatchObject({
      status: 'pending',
      reference: expect.stringMatching(/^646180\d{12}$/),
      payment_metadata: { clabe: body.reference, bank: 'STP', beneficiary },
      charge_id: expect.stringMatching(/^ord_/),
    })
    expect(secondsFromNow(new Date(body.expires_at))).toBeGreaterThan(3590)
    expect(secondsFromNow(new Date(body.expires_at))).toBeLessThanOrEqual(3600)
    expect(attempt).toMatchObject({ provider: 'conekta', status: 'pending', chargeId: body.charge_id })
    expect(await statusesOf(checkout.id)).toEqual(['awaiting_payment'])
    expect(await availableOf(s.stocked.id)).toBe(3)
    // Conekta's order names the payer as the checkout knows them.
    expect(fake.orders.get(body.charge_id)!.customer_info).toMatchObject({
      name: 'Ana López',
      email: 'ana@example.test',
      phone: '5512345678',
    })
    // Recorded as the money-safety log asks, without the key.
    const calls = await db.select().from(paymentCalls).where(eq(paymentCalls.attemptId, attempt.id))
    expect(calls).toMatchObject([{ provider: 'conekta', operation: 'charge', outcome: 'pending' }])

    // The customer transfers; Conekta signs and sends order.paid, read as the webhook route reads it
    // and applied through the one settle flow, with no viewer (as a webhook has none).
    fake.pay(body.reference)
    const event = await conekta().readWebhook!({
      ...fake.event('order.paid', body.charge_id),
      now: new Date(),
    })
    expect(event).toMatchObject({ status: 'approved', amount: checkout.grand_total.amount, currency: 'MXN' })
    const ctx = jobs()
    const found = await attemptOfCharge(ctx, 'conekta', event!.chargeId)
    expect(found?.id).toBe(attempt.id)
    const news = { status: 'approved' as const, chargeId: event!.chargeId, card: null }
    expect((await applyChargeNews(ctx, { payments: conekta() }, found!.id, news)).effect).toBe('move')
    expect(await statusesOf(checkout.id)).toEqual(['paid'])
    expect(await availableOf(s.stocked.id)).toBe(3)
    // The same news again (a second delivery) changes nothing.
    expect((await applyChargeNews(ctx, { payments: conekta() }, found!.id, news)).effect).toBe('same')
  })

  it('a voucher left unpaid: the job finds it expired at Conekta, the orders end and the stock comes back', async () => {
    const { s, checkout, body, attempt } = await payBy('cash')
    expect(body.payment_metadata).toMatchObject({ stores: FAKE_STORES, barcode: body.reference })
    expect(body.payment_metadata.voucher_url).toMatch(/\/barcodes\/cash\/9300\d{10}\.png$/)
    expect(secondsFromNow(new Date(body.expires_at))).toBeGreaterThan(48 * 3600 - 10)
    expect(await availableOf(s.stocked.id)).toBe(3)
    fake.expire(body.charge_id)
    await reconcile(attempt.id)
    const [after] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id))
    expect(after!.status).toBe('expired')
    expect(await statusesOf(checkout.id)).toEqual(['payment_expired'])
    expect(await availableOf(s.stocked.id)).toBe(5)
  })

  it('still waiting after its deadline: the job cancels the order at Conekta first, so it can no longer be paid', async () => {
    const { s, checkout, body, attempt } = await payBy('deposit')
    await db
      .update(paymentAttempts)
      .set({ referenceExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(paymentAttempts.id, attempt.id))
    await reconcile(attempt.id)
    expect(fake.orders.get(body.charge_id)!.payment_status).toBe('canceled')
    expect(await statusesOf(checkout.id)).toEqual(['payment_expired'])
    expect(await availableOf(s.stocked.id)).toBe(5)
  })

  it('paid just before the job asks: the payment wins over the deadline', async () => {
    const { checkout, body, attempt } = await payBy('deposit')
    await db
      .update(paymentAttempts)
      .set({ referenceExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(paymentAttempts.id, attempt.id))
    fake.pay(body.charge_id)
    await reconcile(attempt.id)
    expect(await statusesOf(checkout.id)).toEqual(['paid'])
    expect(fake.orders.get(body.charge_id)!.payment_status).toBe('paid')
  })

  it("an order creation that timed out: the pay call's retry answers the same reference, one order at Conekta", async () => {
    fake.state.hangAfterCreate = 1
    const { body, attempt } = await payBy('deposit')
    expect(body.status).toBe('pending')
    expect(fake.ordersOfAttempt(attempt.id)).toHaveLength(1)
    expect(fake.ordersOfAttempt(attempt.id)[0]!.id).toBe(body.charge_id)
    const calls = await db.select().from(paymentCalls).where(eq(paymentCalls.attemptId, attempt.id))
    expect(calls.map((call) => call.outcome)).toEqual(['error:timeout', 'pending'])
  })

  it('a key Conekta no longer takes: the payment fails, nothing is placed, and the key is in no log line or row', async () => {
    fake.state.keyRevoked = true
    const { s, checkout, response, attempt } = await payBy('deposit')
    // 002 §8 'payment setup failed, try again later': nothing is wrong with what the buyer chose.
    expect(response.statusCode).toBe(503)
    expect(response.json().error).toMatchObject({
      code: 'payment_setup_failed',
      details: { provider_code: 'processing_error' },
    })
    expect(attempt.status).toBe('declined')
    expect(await ordersOf(checkout.id)).toEqual([])
    expect(await availableOf(s.stocked.id)).toBe(5)
    const logged = logLines.join('')
    expect(logged).toContain('conekta answered 401 authentication_error')
    expect(logged).not.toContain(fake.apiKey)
    const calls = await db.select().from(paymentCalls)
    expect(calls.length).toBeGreaterThan(0)
    expect(JSON.stringify(calls)).not.toContain(fake.apiKey)
  })
})

/**
 * Through `POST /api/v1/webhooks/conekta` (decision 059): 200 `{ received: true, outcome }` for a
 * stored event, 400 `webhook_signature_invalid` for a refused one.
 */
describe('the webhook route with Conekta', () => {
  const deliver = (event: { rawBody: string; headers: Record<string, string> }) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/conekta',
      headers: event.headers,
      payload: event.rawBody,
    })

  it('a signed order.paid pays the waiting orders once; the same event again changes nothing', async () => {
    const { checkout, body } = await payBy('deposit')
    fake.pay(body.charge_id)
    const event = fake.event('order.paid', body.charge_id)
    const first = await deliver(event)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({ received: true, outcome: 'applied' })
    expect(await statusesOf(checkout.id)).toEqual(['paid'])
    const again = await deliver(event)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ received: true })
    expect(await statusesOf(checkout.id)).toEqual(['paid'])
  })

  it('a missing or wrong digest, or an event over five minutes old: 400 webhook_signature_invalid, nothing moves', async () => {
    const { checkout, body } = await payBy('deposit')
    fake.pay(body.charge_id)
    const event = fake.event('order.paid', body.charge_id)
    for (const refused of [
      { rawBody: event.rawBody, headers: { 'content-type': 'application/json' } },
      { rawBody: event.rawBody.replace('"paid"', '"piad"'), headers: event.headers },
      fake.event('order.paid', body.charge_id, { createdAt: new Date(Date.now() - 6 * 60_000) }),
    ]) {
      const answer = await deliver(refused)
      expect(answer.statusCode).toBe(400)
      expect(answer.json().error.code).toBe('webhook_signature_invalid')
    }
    expect(await statusesOf(checkout.id)).toEqual(['awaiting_payment'])
  })
})
