import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { reconcilePaymentJob } from '../../src/flows/reconcile-payments.ts'
import { systemContext } from '../../src/kernel/context.ts'
import { items } from '../../src/modules/items/items.tables.ts'
import { outbox } from '../../src/modules/notifications/outbox.tables.ts'
import { purchaseOrders } from '../../src/modules/orders/orders.tables.ts'
import { paymentAttempts } from '../../src/modules/payments/payments.tables.ts'
import type { Db } from '../../src/platform/db/client.ts'
import { createItem } from '../factories/items.ts'
import { createShop } from '../factories/shops.ts'
import { createUser, loginAs } from '../factories/users.ts'
import { configureSupplier, readyCheckout } from './checkout-fakes.ts'

/**
 * The reconciliation tests' common ground (decision 060): a configured supplier taking card, cash
 * and redirect payments with one item in stock, a signed-in customer with a checkout ready to pay,
 * and readers of what a customer, a supplier and the provider would see.
 */
export function reconcileScene(app: FastifyInstance, db: Db) {
  async function scene(options: { available?: number; quantity?: number } = {}) {
    const supplier = await createUser(db)
    const shop = await createShop(db, supplier.id)
    await configureSupplier(db, supplier.id, { enabledPaymentTypes: ['card', 'cash', 'redirect'] })
    const item = await createItem(db, supplier.id, { listPrice: 20_000, available: options.available ?? 5 })
    const customer = await createUser(db)
    const cookie = await loginAs(app, customer.email)
    const { checkout, base } = await readyCheckout(app, cookie, shop.slug, {
      item: { item_id: item.id, quantity: options.quantity ?? 2 },
    })

    const pay = (payment_type: 'card' | 'cash' | 'redirect') =>
      app.inject({
        method: 'POST',
        url: `${base}/pay`,
        headers: { cookie, 'idempotency-key': crypto.randomUUID() },
        payload: {
          payment_type,
          ...(payment_type === 'card' ? { card_token: 'tok_visa' } : {}),
          expected_total: checkout.grand_total,
        },
      })
    const read = (language = 'es-MX') =>
      app.inject({ method: 'GET', url: base, headers: { cookie, 'accept-language': language } })
    const available = async () =>
      (await db.select({ available: items.available }).from(items).where(eq(items.id, item.id)))[0]!.available
    const orders = () => db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, checkout.id))
    const attempt = async () =>
      (await db.select().from(paymentAttempts).where(eq(paymentAttempts.checkoutId, checkout.id))).at(-1)!
    /** The emails written about the checkout's orders (the outbox: what the customer will receive). */
    const orderEmails = async () => {
      const ids = (await orders()).map((order) => order.id)
      const mail = await db.select().from(outbox).where(eq(outbox.recipient, 'ana@example.test'))
      // The placement's order email; each later step's notice (decision 082) is `order_step`.
      return mail.filter(
        (message) => message.meta.kind === 'order' && ids.some((id) => message.body.includes(id)),
      )
    }
    return {
      supplier,
      shop,
      item,
      customer,
      cookie,
      checkout,
      base,
      pay,
      read,
      available,
      orders,
      attempt,
      orderEmails,
    }
  }

  /** Runs the reconciliation job's handler for an attempt as the job runner would (no viewer). */
  const reconcile = (attemptId: string) =>
    reconcilePaymentJob(app.payments)(
      systemContext(db, { jobs: app.jobs, log: { error: () => {} } }),
      { attemptId },
      { id: 'job-test', attempt: 1, lastAttempt: false },
    )

  return { scene, reconcile }
}
