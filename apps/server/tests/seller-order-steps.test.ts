import { asc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outbox } from '../src/modules/notifications/outbox.tables.ts'
import { orderHistory, purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { createOrder } from './factories/orders.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The seller's steps on a sale (decision 081; 002 §4–§6): the quote (date and time, cost) and
 * 'next', each by the roles the machine names; strict bodies (quality.md 1); another shop's order
 * is 404 and nothing changes (quality.md 2); two steps at once, one wins (quality.md 3).
 */
const { app, database } = await createTestApp()
const db = database.db

const seller = await createUser(db, { email: 'st-seller@example.test' })
const shop = await createShop(db, seller.id, { slug: 'st-tienda' })
const cookies: Record<string, string> = {}
for (const role of ['admin', 'accountant', 'dispatcher'] as const) {
  const user = await createUser(db, { email: `st-${role}@example.test` })
  await addStaff(db, shop.id, user.id, role)
  cookies[role] = await loginAs(app, user.email)
}
const customer = await createUser(db, { email: 'st-customer@example.test' })
const other = await createUser(db, { email: 'st-other@example.test' })
await createShop(db, other.id, { slug: 'st-otra' })
cookies.owner = await loginAs(app, seller.email)
cookies.otherOwner = await loginAs(app, other.email)
const who = { shopId: shop.id, customerId: customer.id, supplierId: seller.id }

const post = (path: string, cookie: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/v1/shops/st-tienda/orders/${path}`, headers: { cookie }, payload })
const rowOf = async (id: string) =>
  (await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0]!
const historyOf = async (id: string) =>
  (
    await db.select().from(orderHistory).where(eq(orderHistory.orderId, id)).orderBy(asc(orderHistory.at))
  ).map((row) => [row.event, row.toState, row.actor])
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

describe('POST /shops/:slug/orders/:id/quote', () => {
  it('enters the date and time and the cost: the order awaits the customer, in its history with the note', async () => {
    const order = await createOrder(db, { ...who, status: 'awaiting_confirmation' })
    const when = inDays(3)
    const response = await post(`${order.id}/quote`, cookies.owner!, {
      estimated_delivery_at: when,
      estimated_cost: 8_500,
      note: 'Por la tarde',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      id: order.id,
      event: 'quote',
      from: 'awaiting_confirmation',
      status: 'awaiting_customer',
      displayed_state: 'confirm_order',
      tracking: null,
    })
    const row = await rowOf(order.id)
    expect(row.estimatedDeliveryAt?.toISOString()).toBe(when)
    expect(row.estimatedCost).toBe(8_500)
    const [, quoted] = await db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order.id))
      .orderBy(asc(orderHistory.at))
    expect(quoted).toMatchObject({
      event: 'quote',
      actor: 'seller',
      actorId: seller.id,
      note: 'Por la tarde',
    })
    // A changed quote while the customer has not paid (an admin this time).
    const again = await post(`${order.id}/quote`, cookies.admin!, {
      estimated_delivery_at: inDays(4),
      estimated_cost: 9_000,
    })
    expect(again.json()).toMatchObject({ from: 'awaiting_customer', status: 'awaiting_customer' })
    expect((await rowOf(order.id)).estimatedCost).toBe(9_000)
  })

  it('says a delivery date and time must be entered, a past one and a missing cost are refused, and bad bodies are 400s; nothing changes', async () => {
    const order = await createOrder(db, { ...who, status: 'awaiting_confirmation' })
    const cases: [object, string][] = [
      [{ estimated_cost: 100 }, 'delivery_date_required'],
      [{ estimated_delivery_at: null, estimated_cost: 100 }, 'delivery_date_required'],
      [{ estimated_delivery_at: inDays(-1), estimated_cost: 100 }, 'delivery_date_past'],
      [{ estimated_delivery_at: inDays(2) }, 'delivery_cost_required'],
      [{ estimated_delivery_at: '2099-02-30 10:00', estimated_cost: 100 }, 'invalid_request'],
      [{ estimated_delivery_at: '2099-01-01T10:00:00', estimated_cost: 100 }, 'invalid_request'],
      [{ estimated_delivery_at: inDays(2), estimated_cost: -1 }, 'invalid_request'],
      [{ estimated_delivery_at: inDays(2), estimated_cost: 1.5 }, 'invalid_request'],
      [{ estimated_delivery_at: inDays(2), estimated_cost: '100' }, 'invalid_request'],
      [{ estimated_delivery_at: inDays(2), estimated_cost: 2 ** 53 }, 'invalid_request'],
      [{ estimated_delivery_at: inDays(2), estimated_cost: 100, note: 'x'.repeat(501) }, 'invalid_request'],
      [{ estimated_delivery_at: inDays(2), estimated_cost: 100, status: 'paid' }, 'unknown_fields'],
    ]
    for (const [body, code] of cases) {
      const response = await post(`${order.id}/quote`, cookies.owner!, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().error.code, JSON.stringify(body)).toBe(code)
    }
    const spanish = await post(`${order.id}/quote`, cookies.owner!, { estimated_cost: 100 })
    expect(spanish.json().error.message).toBe('Se debe ingresar una fecha y hora de entrega.')
    const english = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/st-tienda/orders/${order.id}/quote`,
      headers: { cookie: cookies.owner!, 'accept-language': 'en' },
      payload: { estimated_cost: 100 },
    })
    expect(english.json().error.message).toBe('A delivery date and time must be entered.')
    const row = await rowOf(order.id)
    expect([row.status, row.estimatedDeliveryAt, row.estimatedCost]).toEqual([
      'awaiting_confirmation',
      null,
      null,
    ])
    expect(await historyOf(order.id)).toHaveLength(1)
  })

  it('is the seller’s: a dispatcher is refused by the machine (403), an accountant by the permission (403)', async () => {
    const order = await createOrder(db, { ...who, status: 'awaiting_confirmation' })
    const body = { estimated_delivery_at: inDays(2), estimated_cost: 100 }
    const dispatcher = await post(`${order.id}/quote`, cookies.dispatcher!, body)
    expect(dispatcher.statusCode).toBe(403)
    expect(dispatcher.json().error.code).toBe('order_action_not_allowed')
    const accountant = await post(`${order.id}/quote`, cookies.accountant!, body)
    expect(accountant.statusCode).toBe(403)
    expect((await rowOf(order.id)).status).toBe('awaiting_confirmation')
  })

  it('refuses a paid order (409) and another shop’s order (404), changing nothing', async () => {
    const paid = await createOrder(db, who)
    const body = { estimated_delivery_at: inDays(2), estimated_cost: 100 }
    const refused = await post(`${paid.id}/quote`, cookies.owner!, body)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('order_transition_refused')
    const theirs = await createOrder(
      db,
      { ...who, status: 'awaiting_confirmation' },
      { supplierId: other.id },
    )
    const response = await post(`${theirs.id}/quote`, cookies.owner!, body)
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('order_not_found')
    const viaTheirShop = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/st-otra/orders/${paid.id}/quote`,
      headers: { cookie: cookies.otherOwner! },
      payload: body,
    })
    expect(viaTheirShop.statusCode).toBe(404)
    expect(viaTheirShop.json().error.code).toBe('order_not_found')
    expect((await rowOf(theirs.id)).estimatedCost).toBeNull()
    expect((await rowOf(theirs.id)).status).toBe('awaiting_confirmation')
    expect(await historyOf(theirs.id)).toHaveLength(1)
  })
})

describe('POST /shops/:slug/orders/:id/next', () => {
  it('walks a paid order through in process, ready, shipped and delivered, each step in its history', async () => {
    const order = await createOrder(db, who)
    const steps = []
    for (const cookie of [cookies.owner!, cookies.dispatcher!, cookies.admin!, cookies.dispatcher!]) {
      const response = await post(`${order.id}/next`, cookie)
      expect(response.statusCode, response.body).toBe(200)
      steps.push([response.json().event, response.json().status])
    }
    expect(steps).toEqual([
      ['process', 'in_process'],
      ['ready', 'to_deliver'],
      ['ship', 'on_the_way'],
      ['deliver', 'delivered'],
    ])
    expect(await historyOf(order.id)).toEqual([
      ['place', 'paid', 'customer'],
      ['process', 'in_process', 'seller'],
      ['ready', 'to_deliver', 'dispatcher'],
      ['ship', 'on_the_way', 'seller'],
      ['deliver', 'delivered', 'dispatcher'],
    ])
    expect((await rowOf(order.id)).deliveredAt).toBeInstanceOf(Date)
    // Each step told through the outbox in its transaction (decision 082): the customer of every
    // one, the seller of the delivery too.
    const told = await db
      .select({ to: outbox.recipient, meta: outbox.meta })
      .from(outbox)
      .where(sql`${outbox.meta}->>'order' = ${order.id} and ${outbox.channel} = 'email'`)
    expect(told.map((m) => `${m.meta.to} ${m.meta.event}`).sort()).toEqual([
      'customer deliver',
      'customer process',
      'customer ready',
      'customer ship',
      'seller deliver',
    ])
    const after = await post(`${order.id}/next`, cookies.owner!)
    expect(after.statusCode).toBe(409)
    expect(after.json().error.code).toBe('order_transition_refused')
  })

  it('has no step for an order awaiting its quote or the customer, nor for a stale state the viewer saw', async () => {
    const waiting = await createOrder(db, { ...who, status: 'awaiting_confirmation' })
    expect((await post(`${waiting.id}/next`, cookies.owner!)).json().error.code).toBe(
      'order_transition_refused',
    )
    const paid = await createOrder(db, who)
    const stale = await post(`${paid.id}/next`, cookies.owner!, { from: 'in_process' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.code).toBe('order_transition_refused')
    expect((await post(`${paid.id}/next`, cookies.owner!, { from: 'paid' })).json().status).toBe('in_process')
    expect((await rowOf(waiting.id)).status).toBe('awaiting_confirmation')
  })

  it('refuses bad bodies (400), the accountant (403) and another shop’s order (404), changing nothing', async () => {
    const order = await createOrder(db, who)
    for (const [body, code] of [
      [{ from: 'shipped' }, 'invalid_request'],
      [{ from: 'paid', event: 'deliver' }, 'unknown_fields'],
      [{ status: 'delivered' }, 'unknown_fields'],
    ] as const) {
      const response = await post(`${order.id}/next`, cookies.owner!, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().error.code).toBe(code)
    }
    expect((await post(`${order.id}/next`, cookies.accountant!)).statusCode).toBe(403)
    const theirs = await createOrder(db, who, { supplierId: other.id })
    const response = await post(`${theirs.id}/next`, cookies.owner!)
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('order_not_found')
    expect((await rowOf(order.id)).status).toBe('paid')
    expect((await rowOf(theirs.id)).status).toBe('paid')
    expect(await historyOf(theirs.id)).toHaveLength(1)
  })

  it('takes one step for two at once: one moves the order, the other is order_transition_refused', async () => {
    const order = await createOrder(db, who)
    // Both chose the step from the state they saw (as the page sends it): whichever runs second,
    // locked behind the first or reading after it, finds the order moved.
    const [first, second] = await Promise.all([
      post(`${order.id}/next`, cookies.owner!, { from: 'paid' }),
      post(`${order.id}/next`, cookies.dispatcher!, { from: 'paid' }),
    ])
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409])
    const refused = first!.statusCode === 409 ? first! : second!
    expect(refused.json().error.code).toBe('order_transition_refused')
    expect((await rowOf(order.id)).status).toBe('in_process')
    expect((await historyOf(order.id)).map((step) => step[0])).toEqual(['place', 'process'])
  })
})
