import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { REFUND_CANCELED_ORDER } from '../../src/flows/refund-canceled-order.ts'
import { stockReservations } from '../../src/modules/checkout/checkout.tables.ts'
import { items } from '../../src/modules/items/items.tables.ts'
import { DELIVER_EMAIL } from '../../src/modules/notifications/email-delivery.ts'
import { outbox } from '../../src/modules/notifications/outbox.tables.ts'
import { orderHistory, purchaseOrders } from '../../src/modules/orders/orders.tables.ts'
import { paymentRefunds } from '../../src/modules/payments/payments.tables.ts'
import type { MailTransport } from '../../src/platform/mail/mailer.ts'
import { type PaymentProvider, PaymentProviderError } from '../../src/platform/payments/provider.ts'
import { sandboxCharges } from '../../src/platform/payments/sandbox/sandbox.tables.ts'
import type { SandboxPaymentProvider } from '../../src/platform/payments/sandbox/sandbox-provider.ts'
import { createItem } from '../factories/items.ts'
import { createShop } from '../factories/shops.ts'
import { createUser, loginAs } from '../factories/users.ts'
import { configureSupplier, readyCheckout } from './checkout-fakes.ts'
import { createTestApp } from './test-app.ts'

/**
 * The cancellation tests' common ground (decision 082): an app whose card and store payments go
 * to the sandbox gateway through a thin wrapper that can make the gateway's refunds fail (no answer,
 * or a refusal) while everything else is the sandbox's own; jobs running (refunds, mail) with a
 * short backoff; a supplier's shop with a stocked item and a customer who buys it.
 */
export async function orderCancelScene(
  options: { mailTransport?: MailTransport | null; web?: boolean } = {},
) {
  const refunds = { mode: 'ok' as 'ok' | 'down' | 'refuse', asked: 0 }
  let sandbox: SandboxPaymentProvider | null = null
  const inner = () => sandbox!
  const provider: PaymentProvider = {
    name: 'sandbox-gated',
    types: ['card', 'store'],
    charge: (request) => inner().charge(request),
    retrieve: (chargeId) => inner().retrieve(chargeId),
    findByAttempt: (attemptId) => inner().findByAttempt(attemptId),
    async refund(chargeId, amount, refundKey) {
      refunds.asked += 1
      if (refunds.mode === 'down') throw new PaymentProviderError('timeout')
      if (refunds.mode === 'refuse') throw new PaymentProviderError('refund_refused')
      return inner().refund(chargeId, amount, refundKey)
    },
  }
  const { app, database } = await createTestApp({
    payments: provider,
    mailTransport: options.mailTransport ?? null,
    ...(options.web ? { web: true } : {}),
    jobs: {
      pollingIntervalSeconds: 0.5,
      retryOverrides: {
        [REFUND_CANCELED_ORDER.name]: { backoffSeconds: 1, maxBackoffSeconds: 1 },
        [DELIVER_EMAIL.name]: { backoffSeconds: 1, maxBackoffSeconds: 2 },
      },
    },
  })
  sandbox = app.payments.sandbox
  const db = database.db
  let n = 0

  /** A configured supplier's shop with `available` units of an item, and a signed-in customer. */
  async function scene(available = 5) {
    n += 1
    const supplier = await createUser(db)
    const shop = await createShop(db, supplier.id)
    await configureSupplier(db, supplier.id)
    const item = await createItem(db, supplier.id, { listPrice: 20_000, available })
    const customer = await createUser(db)
    const cookie = await loginAs(app, customer.email)
    return { supplier, shop, item, customer, cookie, n }
  }

  /**
   * The customer buys `quantity` of the item, collected at the shop: by a sandbox card (the order
   * `paid`) or a store reference (`awaiting_payment`). The contact is an address of its own.
   */
  async function buy(s: Awaited<ReturnType<typeof scene>>, quantity = 2, method: 'card' | 'store' = 'card') {
    const { checkout, base } = await readyCheckout(
      app,
      s.cookie,
      s.shop.slug,
      { item: { item_id: s.item.id, quantity } },
      'collection',
    )
    const email = `comprador-${s.n}-${crypto.randomUUID().slice(0, 6)}@example.test`
    await app.inject({
      method: 'PUT',
      url: `${base}/contact`,
      headers: { cookie: s.cookie },
      payload: { email, phone: '55 1234 5678' },
    })
    const card =
      method === 'card'
        ? await sandbox!.tokenise({
            card_number: '4242424242424242',
            exp_month: 12,
            exp_year: 2099,
            cvc: '123',
            holder: 'Ana López',
          })
        : null
    const paid = await app.inject({
      method: 'POST',
      url: `${base}/pay`,
      headers: { cookie: s.cookie, 'idempotency-key': crypto.randomUUID() },
      payload: {
        payment_type: method,
        ...(card ? { card_token: card.token } : {}),
        expected_total: checkout.grand_total,
      },
    })
    expect(paid.json().status, paid.body).toBe(method === 'card' ? 'paid' : 'pending')
    const [order] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, checkout.id))
    return { order: order!, email, chargeId: paid.json().charge_id as string }
  }

  const cancelAsCustomer = (cookie: string, orderId: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/v1/me/orders/${orderId}/cancel`, headers: { cookie }, payload })
  const cancelAsStaff = (cookie: string, slug: string, orderId: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/shops/${slug}/orders/${orderId}/cancel`,
      headers: { cookie },
      payload,
    })

  const read = {
    available: async (itemId: string) =>
      (await db.select({ available: items.available }).from(items).where(eq(items.id, itemId)))[0]!.available,
    order: async (id: string) =>
      (await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0]!,
    history: async (id: string) =>
      (await db.select().from(orderHistory).where(eq(orderHistory.orderId, id))).map((row) => [
        row.event,
        row.fromState,
        row.toState,
        row.actor,
      ]),
    reservations: (checkoutId: string) =>
      db
        .select({ itemId: stockReservations.itemId, status: stockReservations.status })
        .from(stockReservations)
        .where(eq(stockReservations.checkoutId, checkoutId)),
    refunds: (attemptId: string) =>
      db.select().from(paymentRefunds).where(eq(paymentRefunds.attemptId, attemptId)),
    /** What the sandbox itself holds given back on the charge. */
    refundedAtSandbox: async (chargeId: string) =>
      (await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId)))[0]?.refunded,
    outboxTo: (recipient: string) => db.select().from(outbox).where(eq(outbox.recipient, recipient)),
  }

  return { app, db, refunds, scene, buy, cancelAsCustomer, cancelAsStaff, read }
}

/** Polls `read` until `done` holds (jobs run after the request has answered). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
