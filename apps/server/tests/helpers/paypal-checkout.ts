import { eq } from 'drizzle-orm'
import { afterAll, afterEach, expect } from 'vitest'
import { reconcilePaymentJob } from '../../src/flows/reconcile-payments.ts'
import { systemContext } from '../../src/kernel/context.ts'
import { checkouts } from '../../src/modules/checkout/checkout.tables.ts'
import { items } from '../../src/modules/items/items.tables.ts'
import { purchaseOrders } from '../../src/modules/orders/orders.tables.ts'
import { paymentAttempts } from '../../src/modules/payments/payments.tables.ts'
import { createItem } from '../factories/items.ts'
import { createShop } from '../factories/shops.ts'
import { createUser, loginAs } from '../factories/users.ts'
import { startPayPalFake } from '../fakes/paypal-fake.ts'
import { configureSupplier, fakeShipping, readyCheckout } from './checkout-fakes.ts'
import { createTestApp } from './test-app.ts'

/** PayPal's calls may take this long here: long enough for a loaded machine, short for held answers. */
export const PAYPAL_TIMEOUT_MS = 1_000

/**
 * The PayPal checkout test files' common ground (decision 062): the local fake of PayPal's API, an
 * app configured for it by the PAYPAL_* variables, a scene of a customer with one item ready to pay
 * at a supplier taking PayPal's methods, and the reconciliation job's handler.
 */
export async function paypalCheckout() {
  const fake = await startPayPalFake()
  afterAll(() => fake.close())
  // A held answer a failing test never reached must not hold the next test's call.
  afterEach(() => fake.release())
  const shipping = fakeShipping()
  const { app, database } = await createTestApp({
    env: fake.env({ PAYMENTS_TIMEOUT_MS: String(PAYPAL_TIMEOUT_MS) }),
    shipping: shipping.provider,
  })
  const db = database.db

  async function scene() {
    const supplier = await createUser(db)
    const shop = await createShop(db, supplier.id)
    await configureSupplier(db, supplier.id, { enabledPaymentTypes: ['card', 'redirect', 'wallet'] })
    const item = await createItem(db, supplier.id, { listPrice: 20_000, available: 5 })
    const customer = await createUser(db)
    const cookie = await loginAs(app, customer.email)
    const { checkout, base } = await readyCheckout(app, cookie, shop.slug, {
      item: { item_id: item.id, quantity: 1 },
    })
    const available = async () =>
      (await db.select({ available: items.available }).from(items).where(eq(items.id, item.id)))[0]!.available
    const status = async () =>
      (await db.select({ status: checkouts.status }).from(checkouts).where(eq(checkouts.id, checkout.id)))[0]!
        .status
    const attempt = async () =>
      (await db.select().from(paymentAttempts).where(eq(paymentAttempts.checkoutId, checkout.id)))[0]!
    const orders = () =>
      db
        .select({ id: purchaseOrders.id, status: purchaseOrders.status })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.checkoutId, checkout.id))
    const pay = (paymentType: 'redirect' | 'wallet') =>
      app.inject({
        method: 'POST',
        url: `${base}/pay`,
        headers: { cookie, 'idempotency-key': crypto.randomUUID() },
        payload: { payment_type: paymentType, expected_total: checkout.grand_total },
      })
    /** Pays and answers with the PayPal order made for it. */
    async function payToPayPal(paymentType: 'redirect' | 'wallet' = 'wallet') {
      const response = await pay(paymentType)
      expect(response.statusCode, response.body).toBe(200)
      const answer = response.json()
      return { answer, orderId: answer.charge_id as string, approvalUrl: answer.approval_url as string }
    }
    /** The browser following PayPal's redirect back to us (our own host: only its path and query). */
    const back = (to: URL) =>
      app.inject({ method: 'GET', url: `${to.pathname}${to.search}`, headers: { cookie } })
    return { shop, item, checkout, base, cookie, available, status, attempt, orders, pay, payToPayPal, back }
  }

  /** The reconciliation job's handler for an attempt, as the job runner runs it (no viewer). */
  const reconcile = (attemptId: string) =>
    reconcilePaymentJob(app.payments)(
      systemContext(db, { jobs: app.jobs, log: app.log }),
      { attemptId },
      { id: 'job-paypal', attempt: 1, lastAttempt: false },
    )

  return { fake, app, db, scene, reconcile }
}
