import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cartLines } from '../src/modules/cart/cart.tables.ts'
import { stockReservations } from '../src/modules/checkout/checkout.tables.ts'
import { items } from '../src/modules/items/items.tables.ts'
import { outbox } from '../src/modules/notifications/outbox.tables.ts'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { paymentAttempts } from '../src/modules/payments/payments.tables.ts'
import { shopItems } from '../src/modules/resale/resale.tables.ts'
import { createItem } from './factories/items.ts'
import { createUser } from './factories/users.ts'
import { configureSupplier, fakePayments, fillCart } from './helpers/checkout-fakes.ts'
import { addressedCheckout, checkoutCalls, deliveryScene } from './helpers/delivery-scene.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The seller's own delivery (`delivery`, decision 055; 002 §4 "awaiting seller confirmation of
 * delivery date and cost"): chosen without a price, placed without a charge with its stock taken,
 * the email and the checkout saying what happens next; mixed with an order paid now.
 */
const payments = fakePayments()
const { app, database } = await createTestApp({ payments: payments.provider })
const db = database.db

const OWN = { deliveryTypes: ['to_address', 'delivery'] }
/** The order email naming this order (every scene writes to the same contact). */
async function mailOf(orderId: string) {
  const mails = await db.select().from(outbox).where(eq(outbox.recipient, 'compra@example.test'))
  return mails.find((mail) => mail.body.includes(orderId))!
}
const availableOf = async (itemId: string) =>
  (await db.select({ available: items.available }).from(items).where(eq(items.id, itemId)))[0]!.available

async function chooseOwnDelivery(s: Awaited<ReturnType<typeof deliveryScene>>, quantity = 2) {
  const { id, calls } = await addressedCheckout(app, s, quantity)
  const chosen = await calls.choose(id, { supplier_id: s.supplier.id, delivery_type: 'delivery' })
  expect(chosen.statusCode, chosen.body).toBe(200)
  return { id, calls, checkout: chosen.json() }
}

describe('the seller’s own delivery', () => {
  it('is chosen with its cost to be confirmed: nothing is due now', async () => {
    const s = await deliveryScene(app, db, OWN)
    const { checkout } = await chooseOwnDelivery(s)
    expect(checkout.orders[0].delivery).toMatchObject({
      delivery_type: 'delivery',
      rate_id: null,
      days: null,
    })
    expect(checkout.orders[0].shipping_cost).toBeNull()
    expect(checkout.grand_total).toEqual({ amount: 40_000, currency: 'MXN' })
    expect(checkout.due_now).toEqual({ amount: 0, currency: 'MXN' })
    expect(checkout.ready_to_pay).toBe(true)
  })

  it('needs the address like any delivery to the door', async () => {
    const s = await deliveryScene(app, db, OWN)
    const calls = checkoutCalls(app, s.shop.slug, s.cookie)
    const started = await calls.start({ item: { item_id: s.item.id, quantity: 1 } })
    const id = started.json().id
    await calls.contact(id)
    const chosen = await calls.choose(id, { supplier_id: s.supplier.id, delivery_type: 'delivery' })
    expect(chosen.json().ready_to_pay).toBe(false)
    expect((await calls.place(id)).json().error.code).toBe('checkout_incomplete')
  })

  it('is placed unpaid awaiting the seller’s date and cost: stock taken, nothing charged, email says what comes', async () => {
    const s = await deliveryScene(app, db, OWN)
    const lineIds = await fillCart(db, s.shop.id, s.customer.id, [{ itemId: s.item.id, quantity: 2 }])
    const calls = checkoutCalls(app, s.shop.slug, s.cookie)
    const id = (await calls.start({})).json().id
    await calls.contact(id)
    await calls.address(id)
    await calls.choose(id, { supplier_id: s.supplier.id, delivery_type: 'delivery' })
    const charged = payments.charges.length

    const paying = await calls.pay(id, {
      payment_type: 'card',
      card_token: 'tok_ok',
      expected_total: { amount: 0, currency: 'MXN' },
    })
    expect(paying.statusCode).toBe(409)
    expect(paying.json().error.code).toBe('payment_not_needed')

    const key = crypto.randomUUID()
    const placed = await calls.place(id, key)
    expect(placed.statusCode, placed.body).toBe(200)
    expect(placed.json()).toMatchObject({ status: 'placed', checkout_id: id, paid_path: `/pagado/${id}` })
    // Placing stays within quality.md's budget for placing an order (≤ 25 statements).
    expect(Number(placed.headers['x-sql-statements'])).toBeLessThanOrEqual(25)
    expect(payments.charges.length).toBe(charged)
    expect(await db.select().from(paymentAttempts).where(eq(paymentAttempts.checkoutId, id))).toEqual([])

    const orders = await db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, id))
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({
      id: placed.json().order_ids[0],
      status: 'awaiting_confirmation',
      deliveryType: 'delivery',
      paymentType: null,
      paymentAttemptId: null,
      itemsTotal: 40_000,
      shippingCost: 0,
      total: 40_000,
    })
    expect(await availableOf(s.item.id)).toBe(3)
    const reservations = await db.select().from(stockReservations).where(eq(stockReservations.checkoutId, id))
    expect(reservations.map((r) => [r.quantity, r.status])).toEqual([[2, 'sold']])
    expect((await calls.read(id)).json()).toMatchObject({
      status: 'paid',
      order_ids: [orders[0]!.id],
      payment: null,
    })
    expect(await db.select().from(cartLines).where(eq(cartLines.id, lineIds[0]!))).toEqual([])
    const mail = await mailOf(orders[0]!.id)
    expect(mail.body).toContain(
      `El pedido ${orders[0]!.id} espera que el vendedor confirme la fecha y el costo de entrega`,
    )
    expect(mail.body).not.toMatch(/Total:|Cobrado ahora/)

    // The same key answers the first placement again; a new key finds the checkout placed.
    const again = await calls.place(id, key)
    expect(again.json()).toEqual(placed.json())
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect((await calls.place(id)).json().error.code).toBe('checkout_not_open')
    expect(await db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, id))).toHaveLength(1)
  })

  it('takes the stock all or nothing: a unit short answers insufficient_stock and places nothing', async () => {
    const s = await deliveryScene(app, db, OWN, { available: 2 })
    const { id, calls } = await chooseOwnDelivery(s, 2)
    await db.update(items).set({ available: 1 }).where(eq(items.id, s.item.id))
    const placed = await calls.place(id)
    expect(placed.statusCode).toBe(409)
    expect(placed.json().error.code).toBe('insufficient_stock')
    expect(await db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, id))).toEqual([])
    expect(await availableOf(s.item.id)).toBe(1)
    expect((await calls.read(id)).json().status).toBe('open')
  })
})

describe('a master checkout with an order paid now and one confirmed later', () => {
  it('charges only the order paid now and places the other awaiting confirmation', async () => {
    const s = await deliveryScene(app, db, OWN)
    const other = await createUser(db)
    await configureSupplier(db, other.id, { fixedShippingCost: 5_000, allowsCollection: false })
    const resold = await createItem(db, other.id, { listPrice: 10_000, available: 4 })
    await db.insert(shopItems).values({ shopId: s.shop.id, itemId: resold.id })
    await fillCart(db, s.shop.id, s.customer.id, [
      { itemId: s.item.id, quantity: 1 },
      { itemId: resold.id, quantity: 1 },
    ])
    const calls = checkoutCalls(app, s.shop.slug, s.cookie)
    const id = (await calls.start({})).json().id
    await calls.contact(id)
    await calls.address(id)
    await calls.choose(id, { supplier_id: s.supplier.id, delivery_type: 'delivery' })
    const ready = (await calls.choose(id, { supplier_id: other.id, delivery_type: 'fixed_delivery' })).json()
    expect(ready.grand_total.amount).toBe(20_000 + 10_000 + 5_000)
    expect(ready.due_now.amount).toBe(15_000)
    expect((await calls.place(id)).json().error.code).toBe('payment_required')
    const wrong = await calls.pay(id, {
      payment_type: 'card',
      card_token: 'tok_ok',
      expected_total: ready.grand_total,
    })
    expect(wrong.statusCode).toBe(409)
    expect(wrong.json().error).toMatchObject({ code: 'total_changed', details: { total: ready.due_now } })

    const paid = await calls.pay(id, {
      payment_type: 'card',
      card_token: 'tok_ok',
      expected_total: ready.due_now,
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(payments.charges.at(-1)!.amount).toBe(15_000)
    const orders = await db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, id))
    const bySupplier = new Map(orders.map((o) => [o.supplierId, o]))
    expect(bySupplier.get(s.supplier.id)).toMatchObject({
      status: 'awaiting_confirmation',
      paymentType: null,
      paymentAttemptId: null,
    })
    expect(bySupplier.get(other.id)).toMatchObject({ status: 'paid', paymentType: 'card', total: 15_000 })
    expect((await mailOf(orders[0]!.id)).body).toContain('Cobrado ahora: $150.00')
  })
})
