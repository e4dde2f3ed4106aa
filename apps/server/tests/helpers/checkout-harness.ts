import { eq } from 'drizzle-orm'
import { placeOrderFaults } from '../../src/flows/pay-checkout.ts'
import { items } from '../../src/modules/items/items.tables.ts'
import { createItem } from '../factories/items.ts'
import { createShop } from '../factories/shops.ts'
import { createUser, loginAs } from '../factories/users.ts'
import { configureSupplier, fakePayments, fakeShipping } from './checkout-fakes.ts'
import { createTestApp } from './test-app.ts'

/**
 * The checkout test files' common ground: an app with a fake gateway and carrier, a scene of a
 * configured supplier's shop with a customer's cart, the stock reader and the pay call.
 */
export async function checkoutHarness<P extends ReturnType<typeof fakePayments>>(
  /** The fake gateway; the webhook and refund tests pass one that also signs events (decision 059). */
  payments: P = fakePayments() as P,
  options: { env?: Record<string, string>; logStream?: NodeJS.WritableStream } = {},
) {
  const shipping = fakeShipping()
  const { app, database } = await createTestApp({
    payments: payments.provider,
    shipping: shipping.provider,
    ...options,
  })
  const db = database.db
  let counter = 0

  /** A configured supplier with a shop, and a signed-in customer with a cart there. */
  async function scene(options: { available?: number; configured?: boolean; paymentTypes?: string[] } = {}) {
    counter += 1
    const supplier = await createUser(db)
    const shop = await createShop(db, supplier.id)
    if (options.configured !== false) {
      await configureSupplier(
        db,
        supplier.id,
        options.paymentTypes ? { enabledPaymentTypes: options.paymentTypes } : {},
      )
    }
    const stocked = await createItem(db, supplier.id, {
      listPrice: 20_000,
      available: options.available ?? 5,
    })
    const onDemand = await createItem(db, supplier.id, {
      listPrice: 5_000,
      stockType: 'ondemand',
      available: 0,
    })
    const customer = await createUser(db)
    const cookie = await loginAs(app, customer.email)
    return { supplier, shop, stocked, onDemand, customer, cookie, n: counter }
  }

  const availableOf = async (itemId: string) =>
    (await db.select({ available: items.available }).from(items).where(eq(items.id, itemId)))[0]!.available

  function pay(base: string, cookie: string, payload: object, key: string = crypto.randomUUID()) {
    return app.inject({
      method: 'POST',
      url: `${base}/pay`,
      headers: { cookie, 'idempotency-key': key },
      payload,
    })
  }

  return { app, db, payments, shipping, scene, availableOf, pay }
}

/** What a test may have switched on: a failure before the orders are written, a carrier failure. */
export function resetCheckoutFaults(shipping: ReturnType<typeof fakeShipping>): void {
  placeOrderFaults.beforeOrders = null
  shipping.state.fail = null
}
