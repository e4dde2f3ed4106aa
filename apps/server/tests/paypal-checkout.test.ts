import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { paymentCalls, paymentEvents } from '../src/modules/payments/payments.tables.ts'
import { PAYPAL_TIMEOUT_MS, paypalCheckout } from './helpers/paypal-checkout.ts'

/**
 * Paying a checkout with PayPal through the app (decision 062), configured by the PAYPAL_*
 * variables against the local fake of PayPal's API: the pay answer, a create or a capture whose
 * answer never came and the reconciliation job, and PayPal's webhooks at their route. The
 * buyer's way back from PayPal's page is in paypal-return.test.ts.
 */
const { fake, app, db, scene, reconcile } = await paypalCheckout()
const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/paypal',
    headers: delivery.headers,
    payload: delivery.body,
  })
const eventsOf = (orderId: string) =>
  db
    .select({ type: paymentEvents.type, outcome: paymentEvents.outcome })
    .from(paymentEvents)
    .where(eq(paymentEvents.chargeId, orderId))

describe('paying with PayPal', () => {
  it('answers redirect with PayPal’s approval page for the server’s total, the stock held meanwhile', async () => {
    const s = await scene()
    const { answer, orderId } = await s.payToPayPal('redirect')
    expect(answer).toEqual({
      status: 'redirect',
      checkout_id: s.checkout.id,
      approval_url: `${fake.url}/checkoutnow?token=${orderId}`,
      redirect_url: `${fake.url}/checkoutnow?token=${orderId}`,
      charge_id: orderId,
    })
    const order = fake.orders.get(orderId)!
    expect(order.amount).toEqual({
      currency_code: 'MXN',
      value: (s.checkout.grand_total.amount / 100).toFixed(2),
    })
    // PayPal sends the buyer back to the checkout's own routes (paypal-return.test.ts follows them).
    const checkoutApi = `http://localhost:80/api/v1/shops/${s.shop.slug}/checkouts/${s.checkout.id}`
    expect(order.returnUrl).toBe(`${checkoutApi}/return`)
    expect(order.cancelUrl).toBe(`${checkoutApi}/cancel`)
    expect(order.customId).toBe((await s.attempt()).id)
    expect(await s.attempt()).toMatchObject({
      provider: 'paypal',
      paymentType: 'redirect',
      status: 'redirect',
      chargeId: orderId,
      approvalUrl: answer.approval_url,
      amount: s.checkout.grand_total.amount,
    })
    expect(await s.available()).toBe(4)
    expect(await s.status()).toBe('paying')
  })

  it('asks again with the same request id when creating the order timed out: one order, the buyer sent to it', async () => {
    const s = await scene()
    fake.hold('create', PAYPAL_TIMEOUT_MS * 2.5)
    const { answer, orderId } = await s.payToPayPal()
    expect(answer.status).toBe('redirect')
    const attempt = await s.attempt()
    expect(fake.orderOfAttempt(attempt.id)?.id).toBe(orderId)
    expect([...fake.orders.values()].filter((order) => order.customId === attempt.id)).toHaveLength(1)
  })

  it('keeps no key of PayPal’s in what it records of each call', async () => {
    const s = await scene()
    const { orderId } = await s.payToPayPal()
    const calls = await db.select().from(paymentCalls).where(eq(paymentCalls.provider, 'paypal'))
    expect(calls.some((call) => call.chargeId === orderId && call.operation === 'charge')).toBe(true)
    const text = JSON.stringify(calls)
    expect(text).not.toContain(fake.clientSecret)
    expect(text).not.toContain('A21AA')
  })
})

describe('a charge whose answer never came, reconciled', () => {
  it('answers processing when creating the order timed out twice; the job finds the one order by its request id', async () => {
    const s = await scene()
    fake.hold('create', PAYPAL_TIMEOUT_MS * 2.5, 2)
    const response = await s.pay('wallet')
    expect(response.json()).toMatchObject({ status: 'processing', checkout_id: s.checkout.id })
    const waiting = await s.attempt()
    expect(waiting).toMatchObject({ status: 'started', chargeId: null })
    expect(await s.available()).toBe(4)
    const order = fake.orderOfAttempt(waiting.id)!

    await reconcile(waiting.id)
    // Sent again with the same request id: PayPal's same order, never a second one.
    expect(await s.attempt()).toMatchObject({
      status: 'redirect',
      chargeId: order.id,
      approvalUrl: `${fake.url}/checkoutnow?token=${order.id}`,
    })
    expect([...fake.orders.values()].filter((made) => made.customId === waiting.id)).toHaveLength(1)
    expect(fake.capturesOf(order.id)).toBe(0)
  })

  it('settles a capture whose answer was lost through the job: paid once, captured once, PayPal’s retry ignored', async () => {
    const s = await scene()
    const { approvalUrl, orderId } = await s.payToPayPal()
    await fake.buyerPresses(approvalUrl, 'approve')
    const approved = fake.webhook('CHECKOUT.ORDER.APPROVED', orderId)
    fake.hold('capture', PAYPAL_TIMEOUT_MS * 2.5)
    // The webhook's capture went through at PayPal, its answer did not: not stored, PayPal retries.
    const failed = await deliver(approved)
    expect(failed.statusCode).toBeGreaterThanOrEqual(500)
    expect(fake.capturesOf(orderId)).toBe(1)
    expect(await s.orders()).toEqual([])
    expect(await eventsOf(orderId)).toEqual([])

    const attempt = await s.attempt()
    expect(attempt.status).toBe('redirect')
    await reconcile(attempt.id)
    expect(await s.orders()).toEqual([{ id: expect.any(String), status: 'paid' }])
    expect(await s.attempt()).toMatchObject({ status: 'approved', chargeId: orderId })
    await reconcile(attempt.id)
    const retried = await deliver(approved)
    expect(retried.json()).toEqual({ received: true, outcome: 'ignored_same' })
    expect(await s.orders()).toHaveLength(1)
    expect(fake.capturesOf(orderId)).toBe(1)
    expect(await s.available()).toBe(4)
  })
})

describe('PayPal’s webhooks at POST /api/v1/webhooks/paypal', () => {
  const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/paypal',
      headers: delivery.headers,
      payload: delivery.body,
    })
  const eventsOf = (orderId: string) =>
    db
      .select({ type: paymentEvents.type, outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.chargeId, orderId))

  it('captures once and places the order on an approval announced before the buyer is back', async () => {
    const s = await scene()
    const { answer, orderId } = await s.payToPayPal()
    const to = await fake.buyerPresses(answer.approval_url, 'approve')
    const announced = await deliver(fake.webhook('CHECKOUT.ORDER.APPROVED', orderId))
    expect(announced.statusCode, announced.body).toBe(200)
    expect(announced.json()).toEqual({ received: true, outcome: 'applied' })
    expect(await s.orders()).toEqual([{ id: expect.any(String), status: 'paid' }])
    expect(await s.attempt()).toMatchObject({ status: 'approved', chargeId: orderId })
    expect(fake.capturesOf(orderId)).toBe(1)

    // PayPal's news of its own capture, after: the same payment, nothing more.
    const completed = await deliver(fake.webhook('PAYMENT.CAPTURE.COMPLETED', orderId))
    expect(completed.json()).toEqual({ received: true, outcome: 'ignored_same' })
    expect(await s.orders()).toHaveLength(1)
    expect(fake.capturesOf(orderId)).toBe(1)
    expect(to.searchParams.get('token')).toBe(orderId)
  })

  it('applies the same delivery three times at once only once: one capture, one order', async () => {
    const s = await scene()
    const { answer, orderId } = await s.payToPayPal()
    await fake.buyerPresses(answer.approval_url, 'approve')
    const delivery = fake.webhook('CHECKOUT.ORDER.APPROVED', orderId)
    const answers = await Promise.all([deliver(delivery), deliver(delivery), deliver(delivery)])
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200])
    expect(answers.map((response) => response.json().outcome).sort()).toEqual([
      'applied',
      'ignored_same',
      'ignored_same',
    ])
    expect(await s.orders()).toEqual([{ id: expect.any(String), status: 'paid' }])
    expect(fake.capturesOf(orderId)).toBe(1)
    expect(await eventsOf(orderId)).toEqual([{ type: 'CHECKOUT.ORDER.APPROVED', outcome: 'applied' }])
  })

  it('never moves a payment back: the capture’s news before the approval’s, a denial after both', async () => {
    const s = await scene()
    const { answer, orderId } = await s.payToPayPal()
    await fake.buyerPresses(answer.approval_url, 'approve')
    // PayPal captured (a return whose answer was lost), and says so before its approval's event.
    const timedOut = app.payments.byName('paypal')!
    expect(await timedOut.retrieve(orderId)).toMatchObject({ status: 'approved' })
    expect((await s.attempt()).status).toBe('redirect')

    const completed = await deliver(fake.webhook('PAYMENT.CAPTURE.COMPLETED', orderId))
    expect(completed.json()).toEqual({ received: true, outcome: 'applied' })
    const late = await deliver(fake.webhook('CHECKOUT.ORDER.APPROVED', orderId))
    expect(late.json()).toEqual({ received: true, outcome: 'ignored_same' })
    const denied = await deliver(
      fake.webhook('PAYMENT.CAPTURE.DENIED', orderId, {
        edit: (capture) => {
          capture.status = 'DECLINED'
        },
      }),
    )
    expect(denied.json()).toEqual({ received: true, outcome: 'ignored_stale' })
    expect(await s.orders()).toEqual([{ id: expect.any(String), status: 'paid' }])
    expect(await s.attempt()).toMatchObject({ status: 'approved' })
    expect(fake.capturesOf(orderId)).toBe(1)
  })

  it('refuses a wrong signature and an old delivery with 400: nothing captured, stored or moved', async () => {
    const s = await scene()
    const { answer, orderId } = await s.payToPayPal()
    await fake.buyerPresses(answer.approval_url, 'approve')
    const tampered = fake.webhook('CHECKOUT.ORDER.APPROVED', orderId, {
      tamper: (order) => {
        order.id = 'ANOTHERORDER0001'
      },
    })
    const old = fake.webhook('CHECKOUT.ORDER.APPROVED', orderId, { time: new Date(Date.now() - 6 * 60_000) })
    const { 'paypal-transmission-sig': _signature, ...unsigned } = fake.webhook(
      'CHECKOUT.ORDER.APPROVED',
      orderId,
    ).headers
    for (const delivery of [tampered, old, { body: tampered.body, headers: unsigned }]) {
      const refused = await deliver(delivery)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error.code).toBe('webhook_signature_invalid')
    }
    expect(await eventsOf(orderId)).toEqual([])
    expect(await s.attempt()).toMatchObject({ status: 'redirect' })
    expect(await s.orders()).toEqual([])
    expect(fake.capturesOf(orderId)).toBe(0)
  })

  it('refuses an event for another amount than the payment’s, and captures nothing for it', async () => {
    const s = await scene()
    const { answer, orderId } = await s.payToPayPal()
    await fake.buyerPresses(answer.approval_url, 'approve')
    const cheaper = fake.webhook('CHECKOUT.ORDER.APPROVED', orderId, {
      edit: (order) => {
        ;(order.purchase_units as { amount: { value: string } }[])[0]!.amount.value = '1.00'
      },
    })
    const refused = await deliver(cheaper)
    expect(refused.json()).toEqual({ received: true, outcome: 'refused_amount' })
    expect(await s.attempt()).toMatchObject({ status: 'redirect' })
    expect(fake.capturesOf(orderId)).toBe(0)
  })
})
