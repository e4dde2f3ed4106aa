import { eq } from 'drizzle-orm'
import { items } from '../../src/modules/items/items.tables.ts'
import { purchaseOrderLines, purchaseOrders } from '../../src/modules/orders/orders.tables.ts'
import { orderReturns, returnRefunds } from '../../src/modules/returns/returns.tables.ts'
import { loginAs } from '../factories/users.ts'
import { orderCancelScene } from './order-cancel-scene.ts'

/**
 * Returns' common ground (decision 091), on the cancellation tests' (decision 082): a sandbox card
 * payment whose refunds can be made to fail, an order bought and then delivered `hoursAgo`, the
 * item's return terms set, and the seller signed in.
 */
export async function returnsScene(options: { web?: boolean } = {}) {
  const base = await orderCancelScene(options)
  const { app, db } = base

  async function delivered(
    options: {
      hoursAgo?: number
      quantity?: number
      item?: Partial<typeof items.$inferInsert>
      status?: 'delivered' | 'paid' | 'canceled'
    } = {},
  ) {
    const s = await base.scene(10)
    await db
      .update(items)
      .set({
        returnFees: 'restocking_fees',
        restockingFees: 500,
        returnShippingLabel: 'download',
        ...options.item,
      })
      .where(eq(items.id, s.item.id))
    const { order, chargeId } = await base.buy(s, options.quantity ?? 2)
    const status = options.status ?? 'delivered'
    await db
      .update(purchaseOrders)
      .set({
        status,
        deliveredAt:
          status === 'delivered' ? new Date(Date.now() - (options.hoursAgo ?? 1) * 3_600_000) : null,
      })
      .where(eq(purchaseOrders.id, order.id))
    const [line] = await db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, order.id))
    const seller = await loginAs(app, s.supplier.email)
    return { ...s, order, chargeId, line: line!, seller }
  }

  const goodAnswers = { problem: 'not_working', used_as_intended: 'yes', complete: 'yes' }

  const start = (cookie: string, orderId: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/v1/me/orders/${orderId}/returns`, headers: { cookie }, payload })
  const refund = (cookie: string, slug: string, id: string, amount: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/shops/${slug}/returns/${id}/refunds`,
      headers: { cookie },
      payload: { amount },
    })
  const rows = {
    returns: (orderId: string) => db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)),
    refunds: (returnId: string) =>
      db.select().from(returnRefunds).where(eq(returnRefunds.returnId, returnId)),
  }
  return { ...base, delivered, goodAnswers, start, refund, rows }
}
