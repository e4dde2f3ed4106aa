/**
 * Webhooks and refunds at the same moment, on PostgreSQL where requests really run side by side
 * (quality case 10, decision 059): the app's pool has several connections, so the deliveries race
 * on `payment_events`' unique index and the attempt's row lock. PostgreSQL only
 * (`*.postgres.test.ts`, vitest.config.ts).
 */
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { refundPayment } from '../src/flows/refund-payment.ts'
import { systemContext } from '../src/kernel/context.ts'
import { outbox } from '../src/modules/notifications/outbox.tables.ts'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { paymentAttempts, paymentEvents, paymentRefunds } from '../src/modules/payments/payments.tables.ts'
import { readyCheckout } from './helpers/checkout-fakes.ts'
import { checkoutHarness } from './helpers/checkout-harness.ts'
import { eventBody, postWebhook, webhookPayments } from './helpers/webhook-payments.ts'

const gateway = webhookPayments()
const { app, db, scene, availableOf, pay } = await checkoutHarness(gateway)

async function checkoutPaidWith(payload: Record<string, unknown>) {
  const s = await scene()
  const { checkout, base } = await readyCheckout(
    app,
    s.cookie,
    s.shop.slug,
    { item: { item_id: s.stocked.id, quantity: 1 } },
    'collection',
  )
  const answer = await pay(base, s.cookie, { ...payload, expected_total: checkout.grand_total })
  return { s, checkout, chargeId: answer.json().charge_id as string, total: checkout.grand_total }
}

const ordersOf = (checkoutId: string) =>
  db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, checkoutId))
const mailCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n

describe('webhooks at the same moment on PostgreSQL', () => {
  it('applies the same event delivered three times at once once: one order, one email, one event row', async () => {
    const { s, checkout, chargeId, total } = await checkoutPaidWith({
      payment_type: 'card',
      card_token: 'tok_3ds',
    })
    gateway.settle(chargeId, { status: 'approved', chargeId, card: null })
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
    expect((await ordersOf(checkout.id)).map((order) => order.status)).toEqual(['paid'])
    expect(await mailCount()).toBe(mails + 1)
    expect(await availableOf(s.stocked.id)).toBe(4)
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.chargeId, chargeId))
    expect(events.map((event) => event.outcome)).toEqual(['applied'])
  })

  it('settles a success and a failure sent at once one way only: the other is stale, orders match the attempt', async () => {
    const { checkout, chargeId, total } = await checkoutPaidWith({ payment_type: 'store' })
    const data = { charge: chargeId, amount: total.amount, currency: total.currency }
    const answers = await Promise.all([
      postWebhook(app, eventBody('charge.succeeded', data)),
      postWebhook(app, eventBody('charge.failed', data)),
    ])
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual(['applied', 'ignored_stale'])
    const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.chargeId, chargeId))
    const orders = await ordersOf(checkout.id)
    expect(orders.map((order) => order.status)).toEqual([
      attempt!.status === 'approved' ? 'paid' : 'payment_expired',
    ])
  })
})

describe('refunds at the same moment on PostgreSQL', () => {
  it('never gives back more than the payment: of two refunds that together pass it, one is refused', async () => {
    const { chargeId, total } = await checkoutPaidWith({ payment_type: 'card', card_token: 'tok_ok' })
    const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.chargeId, chargeId))
    const ctx = systemContext(db, { log: { error: () => {} } })
    const amount = Math.ceil(total.amount * 0.6)
    const results = await Promise.allSettled([
      refundPayment(ctx, app.payments, { attemptId: attempt!.id, amount, refundKey: 'race-a' }),
      refundPayment(ctx, app.payments, { attemptId: attempt!.id, amount, refundKey: 'race-b' }),
    ])
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected'])
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult
    expect(refused.reason).toMatchObject({ code: 'refund_amount_exceeded' })
    const rows = await db.select().from(paymentRefunds).where(eq(paymentRefunds.attemptId, attempt!.id))
    expect(rows.map((row) => [row.amount, row.status])).toEqual([[amount, 'success']])
    expect(gateway.givenBack.filter((r) => r.chargeId === chargeId)).toHaveLength(1)
  })

  it('gives back once for the same refund key sent twice at once', async () => {
    const { chargeId } = await checkoutPaidWith({ payment_type: 'card', card_token: 'tok_ok' })
    const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.chargeId, chargeId))
    const ctx = systemContext(db, { log: { error: () => {} } })
    const request = { attemptId: attempt!.id, amount: 1_000, refundKey: `same-${attempt!.id}` }
    const [a, b] = await Promise.all([
      refundPayment(ctx, app.payments, request),
      refundPayment(ctx, app.payments, request),
    ])
    expect(a.id).toBe(b.id)
    expect(gateway.givenBack.filter((r) => r.chargeId === chargeId)).toHaveLength(1)
  })
})
