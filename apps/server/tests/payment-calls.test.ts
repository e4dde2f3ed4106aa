import { eq, or } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { refundPayment } from '../src/flows/refund-payment.ts'
import { systemContext } from '../src/kernel/context.ts'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { paymentAttempts, paymentCalls, paymentRefunds } from '../src/modules/payments/payments.tables.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { configureSupplier, fakeShipping, readyCheckout } from './helpers/checkout-fakes.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Every call to a provider is recorded on its payment (issue 13 part 6, decision 057/059): the
 * charge, the retrieve after 3-D Secure and a refund, with their outcomes and the provider's ids —
 * and never the card number, the card token or the card's details. Through the sandbox gateway,
 * which really receives a card number at its tokenising endpoint.
 */
const { app, database } = await createTestApp({ shipping: fakeShipping().provider })
const db = database.db
const CARD_3DS = '4000002760003184'
const FUTURE = { exp_month: '12', exp_year: String((new Date().getUTCFullYear() + 3) % 100) }

describe('payment_calls', () => {
  it('records the charge, the retrieve and a refund of a payment, with no card number, token or card data in any column', async () => {
    const supplier = await createUser(db)
    const shop = await createShop(db, supplier.id)
    await configureSupplier(db, supplier.id)
    const item = await createItem(db, supplier.id, { listPrice: 30_000, available: 3 })
    const customer = await createUser(db)
    const cookie = await loginAs(app, customer.email)
    const { checkout, base } = await readyCheckout(
      app,
      cookie,
      shop.slug,
      { item: { item_id: item.id, quantity: 1 } },
      'collection',
    )
    const tokenised = await app.inject({
      method: 'POST',
      url: '/api/v1/sandbox/payments/tokens',
      payload: { card_number: CARD_3DS, ...FUTURE, cvc: '123', holder: 'Ana López' },
    })
    const token = tokenised.json().token as string
    const asked = await app.inject({
      method: 'POST',
      url: `${base}/pay`,
      headers: { cookie, 'idempotency-key': crypto.randomUUID() },
      payload: { payment_type: 'card', card_token: token, expected_total: checkout.grand_total },
    })
    expect(asked.json().status, asked.body).toBe('requires_action')
    const chargeId = asked.json().charge_id as string
    // The buyer approves on the 3-D Secure page and comes back: the return asks the provider.
    await app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payments/3ds/${chargeId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    })
    const back = await app.inject({
      method: 'GET',
      url: `${base}/3ds-return?charge=${chargeId}`,
      headers: { cookie },
    })
    expect(back.statusCode).toBe(302)
    expect(
      (await db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, checkout.id)))[0],
    ).toMatchObject({ status: 'paid' })
    const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.chargeId, chargeId))
    const refunded = await refundPayment(systemContext(db), app.payments, {
      attemptId: attempt!.id,
      amount: 10_000,
      refundKey: `rf-${attempt!.id}`,
    })
    expect(refunded.status).toBe('success')

    const calls = await db
      .select()
      .from(paymentCalls)
      .where(or(eq(paymentCalls.attemptId, attempt!.id), eq(paymentCalls.chargeId, chargeId)))
      .orderBy(paymentCalls.createdAt)
    expect(calls.map((call) => [call.operation, call.outcome, call.chargeId])).toEqual([
      ['charge', 'requires_action', chargeId],
      ['retrieve', 'approved', chargeId],
      ['refund', 'refunded', chargeId],
    ])
    expect(calls[0]).toMatchObject({
      provider: 'sandbox',
      attemptId: attempt!.id,
      amount: checkout.grand_total.amount,
      currency: 'MXN',
    })
    expect(calls[2]).toMatchObject({ amount: 10_000 })
    for (const call of calls) expect(call.durationMs).toBeGreaterThanOrEqual(0)

    // Nothing of the card but what a receipt shows, anywhere the payment left rows.
    const refunds = await db.select().from(paymentRefunds).where(eq(paymentRefunds.attemptId, attempt!.id))
    const written = JSON.stringify({ calls, attempt, refunds })
    expect(written).not.toContain(CARD_3DS)
    expect(written).not.toContain(token)
    expect(written).not.toContain('Ana López')
    expect(written).not.toMatch(/"cvc"|"card_number"/)
  })
})
