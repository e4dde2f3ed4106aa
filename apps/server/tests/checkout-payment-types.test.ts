import { ERROR_MESSAGES } from '@tianguis/core/messages'
import { PAYMENT_TYPES } from '@tianguis/core/payments/methods'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { items } from '../src/modules/items/items.tables.ts'
import { paymentAttempts } from '../src/modules/payments/payments.tables.ts'
import { shopItems } from '../src/modules/resale/resale.tables.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import {
  configureSupplier,
  fakePayments,
  fakeShipping,
  fillCart,
  readyCheckout,
} from './helpers/checkout-fakes.ts'
import { slowGateway } from './helpers/slow-gateway.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Which methods a checkout offers (decision 060): what every supplier paid now enabled, ∩ what a
 * configured provider takes here, in core's order; paying with another is refused before anything
 * is reserved or charged.
 */
const shipping = fakeShipping()
// One app with a gateway taking every method, the other with one for cards and store payments only.
const everyMethod = await createTestApp({
  env: { SANDBOX_PAYMENTS: '0' },
  payments: slowGateway({ types: PAYMENT_TYPES }).provider,
  shipping: shipping.provider,
})
const payments = fakePayments()
const gatewayOnly = await createTestApp({
  env: { SANDBOX_PAYMENTS: '0' },
  payments: payments.provider,
  shipping: shipping.provider,
})

/** One configured supplier's shop with an item, a signed-in customer, and their ready checkout. */
async function oneSupplier(app: Awaited<ReturnType<typeof createTestApp>>['app'], enabled: string[]) {
  const db = app.db
  const supplier = await createUser(db)
  const shop = await createShop(db, supplier.id)
  await configureSupplier(db, supplier.id, { enabledPaymentTypes: enabled })
  const item = await createItem(db, supplier.id, { listPrice: 10_000, available: 4 })
  const customer = await createUser(db)
  const cookie = await loginAs(app, customer.email)
  const ready = await readyCheckout(app, cookie, shop.slug, { item: { item_id: item.id, quantity: 1 } })
  const available = async () =>
    (await db.select({ available: items.available }).from(items).where(eq(items.id, item.id)))[0]!.available
  const pay = (payment_type: string, language = 'es-MX') =>
    app.inject({
      method: 'POST',
      url: `${ready.base}/pay`,
      headers: { cookie, 'idempotency-key': crypto.randomUUID(), 'accept-language': language },
      payload: {
        payment_type,
        ...(payment_type === 'card' ? { card_token: 'tok_ok' } : {}),
        expected_total: ready.checkout.grand_total,
      },
    })
  const attempts = () =>
    db.select().from(paymentAttempts).where(eq(paymentAttempts.checkoutId, ready.checkout.id))
  return { ...ready, cookie, pay, available, attempts }
}

describe('with a gateway taking every method', () => {
  const { app, database } = everyMethod
  const db = database.db

  it('offers what every supplier of a master checkout enabled, in the checkout’s order', async () => {
    const owner = await createUser(db)
    const shop = await createShop(db, owner.id)
    const other = await createUser(db)
    await configureSupplier(db, owner.id, { enabledPaymentTypes: ['store', 'cash', 'card'] })
    await configureSupplier(db, other.id, { enabledPaymentTypes: ['deposit', 'card', 'cash'] })
    const own = await createItem(db, owner.id, { listPrice: 10_000 })
    const resold = await createItem(db, other.id, { listPrice: 12_000 })
    await db.insert(shopItems).values({ shopId: shop.id, itemId: resold.id })
    const customer = await createUser(db)
    const cookie = await loginAs(app, customer.email)
    await fillCart(db, shop.id, customer.id, [
      { itemId: own.id, quantity: 1 },
      { itemId: resold.id, quantity: 1 },
    ])
    const { checkout, base } = await readyCheckout(app, cookie, shop.slug)
    expect(checkout.orders).toHaveLength(2)
    expect(checkout.enabled_payment_types).toEqual(['card', 'cash'])
    // Each order still says what its own supplier takes (002 §3 supplier_info).
    expect(
      checkout.orders.map((order: { enabled_payment_types: string[] }) => order.enabled_payment_types),
    ).toEqual([
      ['store', 'cash', 'card'],
      ['deposit', 'card', 'cash'],
    ])

    // A method one supplier does not take: 409, nothing reserved, no attempt.
    const refused = await app.inject({
      method: 'POST',
      url: `${base}/pay`,
      headers: { cookie, 'idempotency-key': crypto.randomUUID(), 'accept-language': 'en' },
      payload: { payment_type: 'deposit', expected_total: checkout.grand_total },
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatchObject({
      code: 'payment_type_not_enabled',
      message: ERROR_MESSAGES.en.payment_type_not_enabled,
    })
    expect(
      await db.select().from(paymentAttempts).where(eq(paymentAttempts.checkoutId, checkout.id)),
    ).toEqual([])
  })
})

describe('with a gateway for cards and store payments only (no sandbox)', () => {
  const { app } = gatewayOnly

  it('leaves out a method the supplier enabled that no provider takes', async () => {
    const s = await oneSupplier(app, ['cash', 'card', 'crypto'])
    expect(s.checkout.enabled_payment_types).toEqual(['card'])
    expect(s.checkout.orders[0].enabled_payment_types).toEqual(['cash', 'card', 'crypto'])
  })

  it('answers payment_setup_failed for such a method: nothing reserved, no attempt, no charge', async () => {
    const s = await oneSupplier(app, ['cash', 'card'])
    const charged = payments.charges.length
    const refused = await s.pay('cash')
    expect(refused.statusCode).toBe(503)
    expect(refused.json().error).toMatchObject({
      code: 'payment_setup_failed',
      message: ERROR_MESSAGES['es-MX'].payment_setup_failed,
    })
    expect(await s.available()).toBe(4)
    expect(await s.attempts()).toEqual([])
    expect(payments.charges.length).toBe(charged)
    // The method it offers still pays.
    expect((await s.pay('card')).json().status).toBe('paid')
  })

  it('answers payment_type_not_enabled for a method a provider takes but the supplier did not enable', async () => {
    const s = await oneSupplier(app, ['card'])
    expect(s.checkout.enabled_payment_types).toEqual(['card'])
    const refused = await s.pay('store')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('payment_type_not_enabled')
    expect(await s.available()).toBe(4)
    expect(await s.attempts()).toEqual([])
  })
})
