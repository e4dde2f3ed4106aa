import { asc, eq } from 'drizzle-orm'
import { cancelOrder } from '../flows/cancel-order.ts'
import { notifyOrderStep } from '../flows/notify-order-step.ts'
import { AppError } from '../kernel/app-error.ts'
import { type ServiceContext, systemContext } from '../kernel/context.ts'
import { checkouts } from '../modules/checkout/checkout.tables.ts'
import { orderStep } from '../modules/orders/order-lifecycle.service.ts'
import { orderHistory, purchaseOrderLines, purchaseOrders } from '../modules/orders/orders.tables.ts'
import { packUnits } from '../modules/orders/packing.service.ts'
import type { Db } from '../platform/db/client.ts'
import { DEMO_ORDER_STATES, type DemoOrderState } from './demo-data/order-states.ts'
import { buy, type seedDemoPurchases } from './demo-purchases.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Ids = Parameters<typeof seedDemoPurchases>[1]

/**
 * Carla's orders in every state after placement (decision 080): each bought in its demo shop by the
 * checkout's flows (demo-purchases.ts's `buy`), then moved by `orderStep()` — the seller (the item's
 * supplier) processing, readying and shipping it or quoting the date and cost, Carla receiving or
 * canceling it (`cancelOrder()`: the units it took come back) — so every step is in the order's history
 * and told to both through the outbox (held, never sent from the seed). Each runs in
 * a savepoint and only when its checkout is missing: a second run adds nothing; one the shop refuses
 * now is left out with a warning, as her other purchases are.
 */
export async function seedDemoOrderStates(tx: Tx, ids: Ids): Promise<void> {
  for (const state of DEMO_ORDER_STATES) {
    const [existing] = await tx
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(eq(checkouts.id, state.id))
      .limit(1)
    if (existing) continue
    try {
      await tx.transaction(async (savepoint) => {
        const db = savepoint as unknown as Db
        await buy(db, state, ids)
        await walk(db, state, ids)
      })
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      console.warn(`The demo order ${state.id} was left out: ${error.code}`)
    }
  }
}

async function walk(db: Db, state: DemoOrderState, ids: Ids): Promise<void> {
  // Inside the seed's transaction: orderStep() joins it.
  const ctx: ServiceContext = { ...systemContext(db), pending: [] }
  const [order] = await db
    .select({ id: purchaseOrders.id, supplierId: purchaseOrders.supplierId })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.checkoutId, state.id))
  if (!order) throw new Error(`the demo order ${state.id} placed no order`)
  const customer = { role: 'customer' as const, userId: ids.users.get(state.customer)! }
  const seller = { role: 'seller' as const, userId: order.supplierId }
  for (const step of state.steps) {
    switch (step.event) {
      case 'quote': {
        const when = new Date(Date.now() + step.inDays * 86_400_000)
        // 11:00 in Mexico City.
        when.setUTCHours(17, 0, 0, 0)
        const done = await orderStep(ctx, order.id, 'quote', seller, {
          facts: { estimatedDeliveryAt: when.toISOString(), estimatedCost: step.cost },
          changes: { estimatedDeliveryAt: when, estimatedCost: step.cost },
          note: step.note,
        })
        await notifyOrderStep(ctx, done)
        break
      }
      case 'cancel':
        // As the customer's cancel form does it (decision 082): the units come back, the notices wait.
        await cancelOrder(
          ctx,
          order.id,
          { actor: customer, owner: { customerId: customer.userId } },
          { reason: step.reason, message: step.message },
        )
        break
      case 'pack': {
        // As the packing page does it (decision 087), into a new package.
        const [line] = await db
          .select({ id: purchaseOrderLines.id })
          .from(purchaseOrderLines)
          .where(eq(purchaseOrderLines.orderId, order.id))
        await packUnits(ctx, { supplierId: order.supplierId }, order.id, line!.id, order.supplierId, {
          quantity: step.units,
        })
        break
      }
      case 'deliver':
        await notifyOrderStep(ctx, await orderStep(ctx, order.id, 'deliver', customer))
        break
      default:
        await notifyOrderStep(
          ctx,
          await orderStep(ctx, order.id, step.event, seller, { note: step.note ?? null }),
        )
    }
  }
  await spreadOverDays(db, order.id)
}

/**
 * The seed takes every step in one moment; a shopper's order takes days. Its history is spread back
 * one day a step, the last one now (a delivery's return window starts at the seed's run), and the
 * order was placed when its first step says.
 */
async function spreadOverDays(db: Db, orderId: string): Promise<void> {
  const steps = await db
    .select({ id: orderHistory.id })
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.at), asc(orderHistory.id))
  const now = Date.now()
  const at = (index: number) => new Date(now - (steps.length - 1 - index) * 86_400_000)
  for (const [index, step] of steps.entries())
    await db
      .update(orderHistory)
      .set({ at: at(index) })
      .where(eq(orderHistory.id, step.id))
  await db
    .update(purchaseOrders)
    .set({ createdAt: at(0) })
    .where(eq(purchaseOrders.id, orderId))
}
