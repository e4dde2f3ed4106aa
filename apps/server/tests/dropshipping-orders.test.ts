import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderHistory, purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { createOrder } from './factories/orders.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The dropshipping supplier's own orders (decision 081; 002 §6–§7 `dssupplier/orders`): the orders
 * they ship for another's sale, listed, moved with 'next' and quoted as the lifecycle's
 * `dssupplier`; anyone else's order is order_not_found and unchanged (quality.md 1–2), two steps at
 * once take one (quality.md 3).
 */
const { app, database } = await createTestApp()
const db = database.db

const seller = await createUser(db, { email: 'ds-seller@example.test' })
const shop = await createShop(db, seller.id, { slug: 'ds-tienda' })
const dssupplier = await createUser(db, { email: 'ds-supplier@example.test' })
const otherSupplier = await createUser(db, { email: 'ds-other@example.test' })
const customer = await createUser(db, { email: 'ds-customer@example.test' })
const mine = await loginAs(app, dssupplier.email)
const theirs = await loginAs(app, otherSupplier.email)
const sellerCookie = await loginAs(app, seller.email)
const who = { shopId: shop.id, customerId: customer.id, supplierId: seller.id }
const shipped = { dssupplierId: dssupplier.id }

const waiting = await createOrder(db, { ...who, status: 'awaiting_confirmation' }, shipped)
const paid = await createOrder(db, who, shipped)
const sellersOwn = await createOrder(db, who)
const otherShipped = await createOrder(db, who, { dssupplierId: otherSupplier.id })

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/me/dropshipping/orders${url}`, headers: { cookie }, payload })
const statusOf = async (id: string) =>
  (
    await db.select({ status: purchaseOrders.status }).from(purchaseOrders).where(eq(purchaseOrders.id, id))
  )[0]!.status
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

describe('GET /me/dropshipping/orders', () => {
  it('lists only the orders the viewer ships, each with their next step, filtered like the seller’s', async () => {
    const response = await call('GET', '', mine)
    expect(response.statusCode, response.body).toBe(200)
    expect(
      response
        .json()
        .results.map((o: { id: string }) => o.id)
        .sort(),
    ).toEqual([waiting.id, paid.id].sort())
    expect(response.json().results.find((o: { id: string }) => o.id === paid.id).next).toBe('process')
    expect((await call('GET', '?state=awaiting_confirmation', mine)).json().results).toHaveLength(1)
    expect((await call('GET', '', theirs)).json().results.map((o: { id: string }) => o.id)).toEqual([
      otherShipped.id,
    ])
    expect((await call('GET', '', sellerCookie)).json().results).toEqual([])
    expect((await call('GET', '?supplier_id=x', mine)).json().error.code).toBe('unknown_fields')
    expect((await app.inject('/api/v1/me/dropshipping/orders')).statusCode).toBe(401)
  })
})

describe('POST /me/dropshipping/orders/:id/next and /quote', () => {
  it('quotes an order awaiting its date and cost, and moves a paid one on, as the dropshipping supplier', async () => {
    const quoted = await call('POST', `/${waiting.id}/quote`, mine, {
      estimated_delivery_at: inDays(5),
      estimated_cost: 12_000,
    })
    expect(quoted.statusCode, quoted.body).toBe(200)
    expect(quoted.json()).toMatchObject({ status: 'awaiting_customer' })
    const moved = await call('POST', `/${paid.id}/next`, mine, { from: 'paid' })
    expect(moved.json()).toMatchObject({ event: 'process', status: 'in_process' })
    const actors = await db
      .select({ actor: orderHistory.actor, actorId: orderHistory.actorId })
      .from(orderHistory)
      .where(eq(orderHistory.orderId, paid.id))
      .orderBy(asc(orderHistory.at))
    expect(actors.at(-1)).toEqual({ actor: 'dssupplier', actorId: dssupplier.id })
  })

  it('refuses a missing date (400) and another’s orders (404), changing nothing', async () => {
    const fresh = await createOrder(db, { ...who, status: 'awaiting_confirmation' }, shipped)
    const missing = await call('POST', `/${fresh.id}/quote`, mine, { estimated_cost: 100 })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.code).toBe('delivery_date_required')
    for (const id of [sellersOwn.id, otherShipped.id]) {
      const next = await call('POST', `/${id}/next`, mine)
      expect(next.statusCode).toBe(404)
      expect(next.json().error.code).toBe('order_not_found')
    }
    const seller = await call('POST', `/${fresh.id}/quote`, sellerCookie, {
      estimated_delivery_at: inDays(2),
      estimated_cost: 100,
    })
    expect(seller.statusCode).toBe(404)
    expect(await statusOf(fresh.id)).toBe('awaiting_confirmation')
    expect(await statusOf(sellersOwn.id)).toBe('paid')
    expect(await statusOf(otherShipped.id)).toBe('paid')
  })

  it('takes one step for two at once', async () => {
    const order = await createOrder(db, who, shipped)
    const next = () => call('POST', `/${order.id}/next`, mine, { from: 'paid' })
    const answers = await Promise.all([next(), next()])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.statusCode === 409)!.json().error.code).toBe('order_transition_refused')
    expect(await statusOf(order.id)).toBe('in_process')
  })
})
