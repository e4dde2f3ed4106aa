import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { placeOrderFaults } from '../src/flows/pay-checkout.ts'
import { cartLines } from '../src/modules/cart/cart.tables.ts'
import { checkouts } from '../src/modules/checkout/checkout.tables.ts'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { paymentAttempts } from '../src/modules/payments/payments.tables.ts'
import { createUser, loginAs } from './factories/users.ts'
import { fillCart, readyCheckout } from './helpers/checkout-fakes.ts'
import { checkoutHarness, resetCheckoutFaults } from './helpers/checkout-harness.ts'

/** The checkout's safety cases (quality.md 1, 5, 7, 8, 9, 11) when paying (decision 050). */
const { app, db, payments, shipping, scene, availableOf, pay } = await checkoutHarness()
afterEach(() => resetCheckoutFaults(shipping))

describe('paying safely', () => {
  it('case 7: a different expected total is refused with the server’s total and nothing is charged', async () => {
    const s = await scene()
    const { checkout, base } = await readyCheckout(app, s.cookie, s.shop.slug, {
      item: { item_id: s.stocked.id, quantity: 1 },
    })
    const charged = payments.charges.length
    const response = await pay(base, s.cookie, {
      payment_type: 'card',
      card_token: 'tok_ok',
      expected_total: { amount: 1, currency: 'MXN' },
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toMatchObject({
      code: 'total_changed',
      details: { total: checkout.grand_total },
    })
    expect(payments.charges.length).toBe(charged)
    expect(await availableOf(s.stocked.id)).toBe(5)
  })

  it('case 5: an amount or status in the pay body is 400 and nothing moves', async () => {
    const s = await scene()
    const { checkout, base } = await readyCheckout(app, s.cookie, s.shop.slug, {
      item: { item_id: s.stocked.id, quantity: 1 },
    })
    for (const extra of [{ amount: 1 }, { status: 'paid' }]) {
      const response = await pay(base, s.cookie, {
        payment_type: 'card',
        card_token: 'tok_ok',
        expected_total: checkout.grand_total,
        ...extra,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('unknown_fields')
    }
    expect(await availableOf(s.stocked.id)).toBe(5)
  })

  it('case 1: another customer’s checkout is 404 for every call', async () => {
    const s = await scene()
    const { checkout, base } = await readyCheckout(app, s.cookie, s.shop.slug, {
      item: { item_id: s.stocked.id, quantity: 1 },
    })
    const stranger = await createUser(db)
    const cookie = await loginAs(app, stranger.email)
    const calls = [
      app.inject({ method: 'GET', url: base, headers: { cookie } }),
      app.inject({
        method: 'PUT',
        url: `${base}/contact`,
        headers: { cookie },
        payload: { email: 'x@example.test' },
      }),
      app.inject({
        method: 'POST',
        url: `${base}/rates`,
        headers: { cookie },
        payload: { supplier_id: s.supplier.id },
      }),
      pay(base, cookie, { payment_type: 'card', card_token: 'tok_ok', expected_total: checkout.grand_total }),
      app.inject({ method: 'POST', url: `${base}/share`, headers: { cookie } }),
    ]
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain('ana@example.test')
    }
    const foreignAddress = await app.inject({
      method: 'GET',
      url: '/api/v1/me/addresses',
      headers: { cookie },
    })
    expect(foreignAddress.json().results).toEqual([])
  })

  it('case 8: the last unit goes to one buyer; the other gets insufficient_stock and the stock never goes below 0', async () => {
    const s = await scene({ available: 1 })
    const other = await createUser(db)
    const otherCookie = await loginAs(app, other.email)
    const a = await readyCheckout(app, s.cookie, s.shop.slug, {
      item: { item_id: s.stocked.id, quantity: 1 },
    })
    const b = await readyCheckout(app, otherCookie, s.shop.slug, {
      item: { item_id: s.stocked.id, quantity: 1 },
    })
    const [ra, rb] = await Promise.all([
      pay(a.base, s.cookie, {
        payment_type: 'card',
        card_token: 'tok_ok',
        expected_total: a.checkout.grand_total,
      }),
      pay(b.base, otherCookie, {
        payment_type: 'card',
        card_token: 'tok_ok',
        expected_total: b.checkout.grand_total,
      }),
    ])
    const statuses = [ra.statusCode, rb.statusCode].sort()
    expect(statuses).toEqual([200, 409])
    const refused = ra.statusCode === 409 ? ra : rb
    expect(refused.json().error).toMatchObject({
      code: 'insufficient_stock',
      details: { item_ids: [s.stocked.id] },
    })
    expect(await availableOf(s.stocked.id)).toBe(0)
    const loser = ra.statusCode === 409 ? a : b
    const [row] = await db.select().from(checkouts).where(eq(checkouts.id, loser.checkout.id))
    expect(row!.status).toBe('open')
  })

  it('case 9: the same key and body twice is one order and one charge; another body with it is 422', async () => {
    const s = await scene()
    const { checkout, base } = await readyCheckout(app, s.cookie, s.shop.slug, {
      item: { item_id: s.stocked.id, quantity: 1 },
    })
    const charged = payments.charges.length
    const payload = { payment_type: 'card', card_token: 'tok_ok', expected_total: checkout.grand_total }
    const first = await pay(base, s.cookie, payload, 'double-click')
    const second = await pay(base, s.cookie, payload, 'double-click')
    expect(second.statusCode).toBe(200)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(second.json()).toEqual(first.json())
    expect(payments.charges.length - charged).toBe(1)
    expect(
      await db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, checkout.id)),
    ).toHaveLength(1)
    const other = await pay(base, s.cookie, { ...payload, card_token: 'tok_other' }, 'double-click')
    expect(other.statusCode).toBe(422)
    expect(other.json().error.code).toBe('idempotency_key_reused')
    // Another key on the paid checkout charges nothing either.
    const late = await pay(base, s.cookie, payload, 'another-key')
    expect(late.statusCode).toBe(409)
    expect(late.json().error.code).toBe('checkout_not_open')
    expect(payments.charges.length - charged).toBe(1)
  })

  it('case 11: an order that fails to be written after the stock moved leaves nothing half written; the retry succeeds once', async () => {
    const s = await scene()
    const lineIds = await fillCart(db, s.shop.id, s.customer.id, [{ itemId: s.stocked.id, quantity: 2 }])
    const { checkout, base } = await readyCheckout(app, s.cookie, s.shop.slug, {})
    placeOrderFaults.beforeOrders = () => {
      throw new Error('connection terminated')
    }
    const refunds = payments.refunds.length
    const payload = { payment_type: 'card', card_token: 'tok_ok', expected_total: checkout.grand_total }
    const failed = await pay(base, s.cookie, payload, 'retry-me')
    expect(failed.statusCode).toBe(500)
    expect(await db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, checkout.id))).toEqual(
      [],
    )
    expect(await availableOf(s.stocked.id)).toBe(5)
    expect(await db.select().from(cartLines).where(eq(cartLines.id, lineIds[0]!))).toHaveLength(1)
    expect(payments.refunds.length - refunds).toBe(1)
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.checkoutId, checkout.id))
    expect(attempt!.status).toBe('failed')

    placeOrderFaults.beforeOrders = null
    const retried = await pay(base, s.cookie, payload, 'retry-me')
    expect(retried.statusCode).toBe(200)
    expect(retried.json().status).toBe('paid')
    expect(
      await db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, checkout.id)),
    ).toHaveLength(1)
    expect(await availableOf(s.stocked.id)).toBe(3)
    expect(await db.select().from(cartLines).where(eq(cartLines.id, lineIds[0]!))).toEqual([])
  })
})
