import { asc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outbox } from '../src/modules/notifications/outbox.tables.ts'
import { orderHistory, purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { createOrder } from './factories/orders.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Shipment tracking (decision 081; 002 §2 "Shipment tracking link", §4 "status advances
 * automatically with shipment tracking"): making a carrier's order ready books its shipment; the
 * link is on the seller's and the customer's view; the sandbox carrier's events (its page's
 * buttons) move the order on the way and delivered, as the system, once.
 */
const { app, database } = await createTestApp()
const db = database.db

const seller = await createUser(db, { email: 'tr-seller@example.test' })
const shop = await createShop(db, seller.id, { slug: 'tr-tienda' })
const customer = await createUser(db, { email: 'tr-customer@example.test' })
const owner = await loginAs(app, seller.email)
const buyer = await loginAs(app, customer.email)
const who = { shopId: shop.id, customerId: customer.id, supplierId: seller.id }
/** The sandbox post's Estándar to 06600, and the broker's Colibrí; 00003 makes the carrier fail. */
const POST_RATE = 'sbx:standard:06600:1:9900'
const BROKER_RATE = 'brk:colibri:06600:1:8900'

const next = (id: string) =>
  app.inject({ method: 'POST', url: `/api/v1/shops/tr-tienda/orders/${id}/next`, headers: { cookie: owner } })
async function readyOrder(overrides: Parameters<typeof createOrder>[2]) {
  const order = await createOrder(db, { ...who, status: 'in_process' }, overrides)
  const response = await next(order.id)
  return { order, response }
}
const event = (path: string, name: string) =>
  app.inject({
    method: 'POST',
    url: `${path}/events`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `event=${name}`,
  })
const rowOf = async (id: string) =>
  (await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0]!
const historyOf = async (id: string) =>
  (
    await db.select().from(orderHistory).where(eq(orderHistory.orderId, id)).orderBy(asc(orderHistory.at))
  ).map((row) => [row.event, row.toState, row.actor])

describe('a carrier’s order made ready', () => {
  it('books the shipment: its tracking link on the answer, the seller’s detail and the customer’s view', async () => {
    const { order, response } = await readyOrder({ deliveryType: 'to_address', rateId: POST_RATE })
    expect(response.statusCode, response.body).toBe(200)
    const tracking = response.json().tracking
    expect(tracking).toEqual({
      carrier: 'sandbox',
      number: expect.stringMatching(/^sbx_shp_[0-9a-f]{20}$/),
      url: `/api/v1/sandbox/shipping/shipments/${tracking.number}`,
    })
    const detail = await app.inject({
      url: `/api/v1/shops/tr-tienda/orders/${order.id}`,
      headers: { cookie: owner },
    })
    expect(detail.json().tracking).toEqual(tracking)
    const mine = await app.inject({
      url: `/api/v1/me/orders/${order.id}/tracking`,
      headers: { cookie: buyer },
    })
    expect(mine.json()).toMatchObject({ status: 'to_deliver', displayed_state: 'to_deliver', tracking })
    const page = await app.inject(tracking.url)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Guía generada')
    expect(page.body).toContain('Simular la recolección')
    expect(page.body).toContain(`action="${tracking.url}/events"`)
  })

  it('gives each order of the broker its own label, and none to an order no carrier takes', async () => {
    const first = (await readyOrder({ deliveryType: 'shipping', rateId: BROKER_RATE })).response.json()
    const second = (await readyOrder({ deliveryType: 'shipping', rateId: BROKER_RATE })).response.json()
    expect(first.tracking.carrier).toBe('sandbox-broker')
    expect(first.tracking.number).toMatch(/^brk_shp_[0-9a-f]{20}$/)
    expect(second.tracking.number).not.toBe(first.tracking.number)
    const collected = (await readyOrder({ deliveryType: 'collection' })).response.json()
    expect(collected).toMatchObject({ status: 'to_deliver', tracking: null })
  })

  it('is refused while the carrier cannot book it (503 courier_service_error), nothing moving', async () => {
    const { order, response } = await readyOrder({
      deliveryType: 'to_address',
      rateId: 'sbx:standard:00003:1:9900',
    })
    expect(response.statusCode).toBe(503)
    expect(response.json().error.code).toBe('courier_service_error')
    const row = await rowOf(order.id)
    expect([row.status, row.trackingNumber]).toEqual(['in_process', null])
  })
})

describe('the sandbox carrier’s tracking events', () => {
  it('move the order on its way when picked up, then delivered, as the system, each once', async () => {
    const { order, response } = await readyOrder({ deliveryType: 'to_address', rateId: POST_RATE })
    const url = response.json().tracking.url as string
    const picked = await event(url, 'picked_up')
    expect(picked.statusCode).toBe(303)
    expect(picked.headers.location).toBe(url)
    expect((await rowOf(order.id)).status).toBe('on_the_way')
    const page = await app.inject({ url, headers: { 'accept-language': 'en' } })
    expect(page.body).toContain('On the way')
    expect(page.body).not.toContain('Simulate the pick-up')
    expect(page.body).toContain('Simulate the delivery')
    // The same event again: nothing left to do, not an error.
    expect((await event(url, 'picked_up')).statusCode).toBe(303)
    expect((await event(url, 'delivered')).statusCode).toBe(303)
    const row = await rowOf(order.id)
    expect(row.status).toBe('delivered')
    expect(row.deliveredAt).toBeInstanceOf(Date)
    expect(await historyOf(order.id)).toEqual([
      ['place', 'in_process', 'customer'],
      ['ready', 'to_deliver', 'seller'],
      ['ship', 'on_the_way', 'system'],
      ['deliver', 'delivered', 'system'],
    ])
    // The carrier's steps are told as the seller's are (decision 082), each once.
    const told = await db
      .select({ meta: outbox.meta })
      .from(outbox)
      .where(sql`${outbox.meta}->>'order' = ${order.id} and ${outbox.channel} = 'email'`)
    expect(told.map((m) => `${m.meta.to} ${m.meta.event}`).sort()).toEqual([
      'customer deliver',
      'customer ready',
      'customer ship',
      'seller deliver',
    ])
    const done = await app.inject(url)
    expect(done.body).toContain('Entregado')
    expect(done.body).not.toContain('<form')
    const mine = await app.inject({
      url: `/api/v1/me/orders/${order.id}/tracking`,
      headers: { cookie: buyer },
    })
    expect(mine.json()).toMatchObject({ status: 'delivered', delivered_at: expect.any(String) })
  })

  it('delivers an order still waiting for pick-up through on the way, and applies the same event sent twice at once once', async () => {
    const { order, response } = await readyOrder({ deliveryType: 'shipping', rateId: BROKER_RATE })
    const url = response.json().tracking.url as string
    const answers = await Promise.all([event(url, 'delivered'), event(url, 'delivered')])
    expect(answers.map((a) => a.statusCode)).toEqual([303, 303])
    expect((await historyOf(order.id)).slice(2)).toEqual([
      ['ship', 'on_the_way', 'system'],
      ['deliver', 'delivered', 'system'],
    ])
  })

  it('refuses an unknown event (400), and a shipment no order booked or not the sandbox’s (404), changing nothing', async () => {
    const { order, response } = await readyOrder({ deliveryType: 'to_address', rateId: POST_RATE })
    const url = response.json().tracking.url as string
    const bad = await event(url, 'lost')
    expect(bad.statusCode).toBe(400)
    const extra = await app.inject({
      method: 'POST',
      url: `${url}/events`,
      payload: { event: 'delivered', status: 'delivered' },
    })
    expect(extra.json().error.code).toBe('unknown_fields')
    const nobody = await event('/api/v1/sandbox/shipping/shipments/sbx_shp_0123456789abcdef0123', 'delivered')
    expect(nobody.statusCode).toBe(404)
    expect(nobody.json().error.code).toBe('shipment_not_found')
    const foreign = await event('/api/v1/sandbox/shipping/shipments/ups_123', 'delivered')
    expect(foreign.statusCode).toBe(404)
    expect((await rowOf(order.id)).status).toBe('to_deliver')
    // A quotation's id of the sandbox's form still reads as a label waiting, with nothing to press.
    const quotation = await app.inject('/api/v1/sandbox/shipping/shipments/sbx_shp_0123456789abcdef0123')
    expect(quotation.statusCode).toBe(200)
    expect(quotation.body).not.toContain('<form')
  })
})
