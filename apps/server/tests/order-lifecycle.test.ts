import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { AppError } from '../src/kernel/app-error.ts'
import { systemContext } from '../src/kernel/context.ts'
import { orderStep } from '../src/modules/orders/order-lifecycle.service.ts'
import { orderHistory, purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { createOrder } from './factories/orders.ts'
import { createShop } from './factories/shops.ts'
import { createUser } from './factories/users.ts'
import { freshDatabase } from './helpers/test-app.ts'

/** `orderStep()` on the database (decision 079): the step, its history row, and refusals that change nothing. */
const database = await freshDatabase()
const db = database.db
const ctx = systemContext(db)
const seller = await createUser(db, { email: 'ol-seller@example.test' })
const customer = await createUser(db, { email: 'ol-customer@example.test' })
const shop = await createShop(db, seller.id, { slug: 'ol-tienda' })
const who = { shopId: shop.id, customerId: customer.id, supplierId: seller.id }
const asSeller = { role: 'seller' as const, userId: seller.id }
const asCustomer = { role: 'customer' as const, userId: customer.id }

const statusOf = async (id: string) =>
  (
    await db.select({ status: purchaseOrders.status }).from(purchaseOrders).where(eq(purchaseOrders.id, id))
  )[0]?.status
const historyOf = async (id: string) =>
  (
    await db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, id))
      .orderBy(asc(orderHistory.at), asc(orderHistory.id))
  ).map((row) => [row.event, row.fromState, row.toState, row.actor, row.actorId])
const refusal = async (work: Promise<unknown>) => {
  try {
    await work
    return null
  } catch (error) {
    if (error instanceof AppError) return error.code
    throw error
  }
}

describe('orderStep', () => {
  it('quotes, and the quote, the date and cost and the history are written together', async () => {
    const order = await createOrder(db, { ...who, status: 'awaiting_confirmation' })
    const when = new Date(Date.now() + 3 * 86_400_000)
    const done = await orderStep(ctx, order.id, 'quote', asSeller, {
      facts: { estimatedDeliveryAt: when.toISOString(), estimatedCost: 9_900 },
      changes: { estimatedDeliveryAt: when, estimatedCost: 9_900 },
      note: 'Entrega por la tarde',
    })
    expect(done).toMatchObject({
      from: 'awaiting_confirmation',
      to: 'awaiting_customer',
      effect: 'notify_customer',
    })
    const [row] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, order.id))
    expect(row!.status).toBe('awaiting_customer')
    expect(row!.estimatedCost).toBe(9_900)
    expect(row!.estimatedDeliveryAt?.toISOString()).toBe(when.toISOString())
    expect(await historyOf(order.id)).toEqual([
      ['place', null, 'awaiting_confirmation', 'customer', customer.id],
      ['quote', 'awaiting_confirmation', 'awaiting_customer', 'seller', seller.id],
    ])
  })

  it('walks a paid order to delivered, stamping the delivery', async () => {
    const order = await createOrder(db, who)
    for (const event of ['process', 'ready', 'ship'] as const) await orderStep(ctx, order.id, event, asSeller)
    await orderStep(ctx, order.id, 'deliver', asCustomer)
    const [row] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, order.id))
    expect(row!.status).toBe('delivered')
    expect(row!.deliveredAt).toBeInstanceOf(Date)
    expect((await historyOf(order.id)).map((step) => step[2])).toEqual([
      'paid',
      'in_process',
      'to_deliver',
      'on_the_way',
      'delivered',
    ])
  })

  it('refuses a step out of order, another party’s step and a quote without a date, changing nothing', async () => {
    const order = await createOrder(db, who)
    expect(await refusal(orderStep(ctx, order.id, 'deliver', asSeller))).toBe('order_transition_refused')
    expect(await refusal(orderStep(ctx, order.id, 'process', asCustomer))).toBe('order_action_not_allowed')
    const quoted = await createOrder(db, { ...who, status: 'awaiting_confirmation' })
    expect(
      await refusal(orderStep(ctx, quoted.id, 'quote', asSeller, { facts: { estimatedCost: 100 } })),
    ).toBe('delivery_date_required')
    expect(await refusal(orderStep(ctx, 'ord_nothing', 'process', asSeller))).toBe('order_not_found')
    expect(await statusOf(order.id)).toBe('paid')
    expect(await statusOf(quoted.id)).toBe('awaiting_confirmation')
    expect(await historyOf(order.id)).toHaveLength(1)
    expect(await historyOf(quoted.id)).toHaveLength(1)
  })

  it('cancels once with a reason: two cancellations at once, one wins and the other is already canceled', async () => {
    const order = await createOrder(db, who)
    const cancel = () =>
      orderStep(ctx, order.id, 'cancel', asCustomer, {
        facts: { reason: 'requested_by_client' },
        changes: { cancelReason: 'requested_by_client' },
      })
    const outcomes = await Promise.all([refusal(cancel()), refusal(cancel())])
    expect(outcomes.sort()).toEqual([null, 'order_already_canceled'].sort())
    const [row] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, order.id))
    expect(row!.status).toBe('canceled')
    expect(row!.cancelReason).toBe('requested_by_client')
    expect(row!.canceledAt).toBeInstanceOf(Date)
    expect((await historyOf(order.id)).filter((step) => step[0] === 'cancel')).toHaveLength(1)
    expect(await refusal(orderStep(ctx, order.id, 'cancel', asCustomer, { facts: {} }))).toBe(
      'order_already_canceled',
    )
  })
})
