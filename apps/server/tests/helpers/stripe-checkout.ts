import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { items } from '../../src/modules/items/items.tables.ts'
import { purchaseOrders } from '../../src/modules/orders/orders.tables.ts'
import { paymentAttempts } from '../../src/modules/payments/payments.tables.ts'
import { createItem } from '../factories/items.ts'
import { createShop } from '../factories/shops.ts'
import { createUser, loginAs } from '../factories/users.ts'
import type { StripeFake } from '../fakes/stripe-fake.ts'
import { configureSupplier, fakeShipping, readyCheckout } from './checkout-fakes.ts'
import { createTestApp } from './test-app.ts'

/** The environment that aims the app's Stripe adapter at the local fake (decision 061). */
export function stripeEnv(fake: StripeFake, timeoutMs: number): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_tianguis',
    STRIPE_API_BASE: fake.url,
    PAYMENTS_TIMEOUT_MS: String(timeoutMs),
  }
}

/** Follows the fake's 3-D Secure page as the browser would, answering where it sends the browser back. */
export async function finish3ds(url3ds: string, approve: boolean): Promise<URL> {
  const answer = await fetch(`${url3ds}?approve=${approve ? 1 : 0}`, { redirect: 'manual' })
  expect(answer.status).toBe(302)
  return new URL(answer.headers.get('location')!)
}

/**
 * The Stripe test files' checkout ground: the app with Stripe configured from the environment
 * (cards) and the sandbox (the rest), a configured supplier's one-item checkout ready to pay for a
 * fresh signed-in customer, the pay call, and the rows the tests read.
 */
export async function stripeCheckout(fake: StripeFake, timeoutMs: number) {
  const shipping = fakeShipping()
  const { app, database } = await createTestApp({
    env: stripeEnv(fake, timeoutMs),
    shipping: shipping.provider,
  })
  const db = database.db

  async function scene() {
    const supplier = await createUser(db)
    const shop = await createShop(db, supplier.id)
    await configureSupplier(db, supplier.id)
    const item = await createItem(db, supplier.id, { listPrice: 20_000, available: 5 })
    const customer = await createUser(db)
    const cookie = await loginAs(app, customer.email)
    const { checkout, base } = await readyCheckout(app, cookie, shop.slug, {
      item: { item_id: item.id, quantity: 1 },
    })
    return { shop, item, cookie, checkout, base }
  }
  type Scene = Awaited<ReturnType<typeof scene>>

  const pay = (s: Scene, body: object, key: string = crypto.randomUUID()) =>
    app.inject({
      method: 'POST',
      url: `${s.base}/pay`,
      headers: { cookie: s.cookie, 'idempotency-key': key, 'accept-language': 'es-MX' },
      payload: { payment_type: 'card', expected_total: s.checkout.grand_total, ...body },
    })
  const attemptOf = async (checkoutId: string) =>
    (await db.select().from(paymentAttempts).where(eq(paymentAttempts.checkoutId, checkoutId))).at(-1)!
  const availableOf = async (itemId: string) =>
    (await db.select({ available: items.available }).from(items).where(eq(items.id, itemId)))[0]!.available
  const ordersOf = (checkoutId: string) =>
    db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, checkoutId))

  return { app, db, scene, pay, attemptOf, availableOf, ordersOf }
}
