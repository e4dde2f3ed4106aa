import { ERROR_MESSAGES } from '@tianguis/core/messages'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { cartLines } from '../src/modules/cart/cart.tables.ts'
import { stockReservations } from '../src/modules/checkout/checkout.tables.ts'
import { outbox } from '../src/modules/notifications/outbox.tables.ts'
import { purchaseOrderLines, purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { fillCart, readyCheckout } from './helpers/checkout-fakes.ts'
import { checkoutHarness, resetCheckoutFaults } from './helpers/checkout-harness.ts'

/** Paying a checkout and the orders placed (002 §4, §8; decision 050): approved, declined, 3-D Secure, store payment. */
const { app, db, payments, shipping, scene, availableOf, pay } = await checkoutHarness()
afterEach(() => resetCheckoutFaults(shipping))

describe('paying', () => {
  it('places the order on an approved card: order rows and lines, stock down, cart lines gone, email in the outbox', async () => {
    const s = await scene()
    const lineIds = await fillCart(db, s.shop.id, s.customer.id, [
      { itemId: s.stocked.id, quantity: 2 },
      { itemId: s.onDemand.id, quantity: 1 },
    ])
    const { checkout, base } = await readyCheckout(app, s.cookie, s.shop.slug, { referral: 'ref-9' })
    const charged = payments.charges.length
    const response = await pay(base, s.cookie, {
      payment_type: 'card',
      card_token: 'tok_ok',
      expected_total: checkout.grand_total,
    })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      status: 'paid',
      checkout_id: checkout.id,
      paid_path: `/pagado/${checkout.id}`,
    })
    expect(body.order_ids).toHaveLength(1)
    // Placing an order stays within the budget of quality.md (≤ 25 statements).
    expect(Number(response.headers['x-sql-statements'])).toBeLessThanOrEqual(25)
    expect(payments.charges.length - charged).toBe(1)
    expect(payments.charges.at(-1)!.amount).toBe(checkout.grand_total.amount)

    const [order] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, body.order_ids[0]))
    expect(order).toMatchObject({
      status: 'paid',
      supplierId: s.supplier.id,
      itemsTotal: 45_000,
      shippingCost: checkout.orders[0].shipping_cost,
      total: checkout.grand_total.amount,
      referral: 'ref-9',
      contactEmail: 'ana@example.test',
    })
    const lines = await db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, order!.id))
    expect(lines.map((l) => [l.itemId, l.quantity, l.total])).toEqual([
      [s.stocked.id, 2, 40_000],
      [s.onDemand.id, 1, 5_000],
    ])
    expect(await availableOf(s.stocked.id)).toBe(3)
    expect(await availableOf(s.onDemand.id)).toBe(0)
    expect(await db.select().from(cartLines).where(eq(cartLines.id, lineIds[0]!))).toEqual([])
    const mail = await db.select().from(outbox).where(eq(outbox.recipient, 'ana@example.test'))
    expect(mail.some((m) => m.body.includes(order!.id))).toBe(true)
    const reservations = await db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.checkoutId, checkout.id))
    expect(reservations.map((r) => [r.itemId, r.quantity, r.status])).toEqual([[s.stocked.id, 2, 'sold']])

    const after = await app.inject({
      method: 'GET',
      url: `/api/v1/shops/${s.shop.slug}/checkouts/${checkout.id}`,
      headers: { cookie: s.cookie },
    })
    expect(after.json()).toMatchObject({ status: 'paid', order_ids: body.order_ids })
  })

  it('gives the stock back on a declined card and lets a new attempt pay', async () => {
    const s = await scene()
    const { checkout, base } = await readyCheckout(app, s.cookie, s.shop.slug, {
      item: { item_id: s.stocked.id, quantity: 2 },
    })
    const declined = await app.inject({
      method: 'POST',
      url: `${base}/pay`,
      headers: { cookie: s.cookie, 'idempotency-key': 'decline-1', 'accept-language': 'es-MX' },
      payload: { payment_type: 'card', card_token: 'tok_decline', expected_total: checkout.grand_total },
    })
    expect(declined.statusCode).toBe(422)
    expect(declined.json().error).toMatchObject({
      code: 'payment_failed_contact_bank',
      message: ERROR_MESSAGES['es-MX'].payment_failed_contact_bank,
      details: { provider_code: 'card_declined' },
    })
    expect(await availableOf(s.stocked.id)).toBe(5)
    const reopened = await app.inject({
      method: 'GET',
      url: `/api/v1/shops/${s.shop.slug}/checkouts/${checkout.id}`,
      headers: { cookie: s.cookie },
    })
    expect(reopened.json().status).toBe('open')
    const again = await pay(base, s.cookie, {
      payment_type: 'card',
      card_token: 'tok_ok',
      expected_total: checkout.grand_total,
    })
    expect(again.json().status).toBe('paid')
    expect(await availableOf(s.stocked.id)).toBe(3)
  })

  it('finishes a 3-D Secure payment on its return: approved places the order, failed gives the stock back', async () => {
    const s = await scene()
    const first = await readyCheckout(app, s.cookie, s.shop.slug, {
      item: { item_id: s.stocked.id, quantity: 1 },
    })
    const asked = await pay(first.base, s.cookie, {
      payment_type: 'card',
      card_token: 'tok_3ds',
      expected_total: first.checkout.grand_total,
    })
    expect(asked.json()).toMatchObject({
      status: 'requires_action',
      url_3ds: expect.stringContaining('https://pay.test/3ds/'),
    })
    expect(await availableOf(s.stocked.id)).toBe(4)
    const chargeId = asked.json().url_3ds.split('/').at(-1)
    payments.outcome3ds.set(chargeId, 'approve')
    const back = await app.inject({
      method: 'GET',
      url: `${first.base}/3ds-return?charge=${chargeId}`,
      headers: { cookie: s.cookie },
    })
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toBe(`/${s.shop.slug}/pagado/${first.checkout.id}`)
    expect(
      await db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, first.checkout.id)),
    ).toHaveLength(1)
    expect(await availableOf(s.stocked.id)).toBe(4)

    const second = await readyCheckout(app, s.cookie, s.shop.slug, {
      item: { item_id: s.stocked.id, quantity: 1 },
    })
    const asked2 = await pay(second.base, s.cookie, {
      payment_type: 'card',
      card_token: 'tok_3ds',
      expected_total: second.checkout.grand_total,
    })
    const chargeId2 = asked2.json().url_3ds.split('/').at(-1)
    payments.outcome3ds.set(chargeId2, 'fail')
    const failed = await app.inject({
      method: 'GET',
      url: `${second.base}/3ds-return?charge=${chargeId2}`,
      headers: { cookie: s.cookie },
    })
    expect(failed.headers.location).toBe(
      `/${s.shop.slug}/comprar?compra=${second.checkout.id}&fallo=payment_failed_contact_bank`,
    )
    expect(await availableOf(s.stocked.id)).toBe(4)
    expect(
      await db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, second.checkout.id)),
    ).toEqual([])
  })

  it('places a store payment as orders awaiting payment with the reference', async () => {
    const s = await scene()
    const { checkout, base } = await readyCheckout(
      app,
      s.cookie,
      s.shop.slug,
      { item: { item_id: s.stocked.id, quantity: 1 } },
      'collection',
    )
    const response = await pay(base, s.cookie, {
      payment_type: 'store',
      expected_total: checkout.grand_total,
    })
    expect(response.json()).toMatchObject({ status: 'pending', reference: expect.stringMatching(/^REF-/) })
    const [order] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, checkout.id))
    expect(order).toMatchObject({ status: 'awaiting_payment', deliveryType: 'collection', shippingCost: 0 })
  })
})
