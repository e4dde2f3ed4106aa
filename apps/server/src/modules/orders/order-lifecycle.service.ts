import type { ErrorCode } from '@tianguis/core/errors'
import {
  checkOrderStep,
  type OrderActor,
  type OrderEvent,
  type OrderFacts,
  type OrderStatus,
  orderRefusalCode,
} from '@tianguis/core/orders/lifecycle'
import { eq, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { inTransaction } from '../../kernel/transaction.ts'
import { newId } from '../../platform/ids.ts'
import { orderHistory, purchaseOrders } from './orders.tables.ts'

/** Who takes a step: the lifecycle's role, and the user (null for the system). */
export interface OrderActorRef {
  role: OrderActor
  userId: string | null
}

/**
 * The columns a step may set besides the status (the quote's date and cost, the cancellation's
 * reason, the shipment booked when the order is made ready: decision 081).
 */
export type OrderStepChanges = Partial<
  Pick<
    typeof purchaseOrders.$inferInsert,
    | 'estimatedDeliveryAt'
    | 'estimatedCost'
    | 'cancelReason'
    | 'cancelDescription'
    | 'cancelMessage'
    | 'paymentType'
    | 'paymentAttemptId'
    | 'shippingCost'
    | 'total'
    | 'carrier'
    | 'trackingNumber'
    | 'trackingUrl'
  >
>

export interface OrderStepDone {
  id: string
  from: OrderStatus
  to: OrderStatus
  event: OrderEvent
  /** The machine's effect name (notify_customer, notify_both, release_stock, cancel), for the caller's flow. */
  effect: string | null
}

/**
 * Moves one order by one lifecycle event (decision 079): locks the row, asks the machine
 * (`packages/core/src/orders/lifecycle.ts`) whether this actor may take this step from the
 * order's state with these facts, writes the new state with `changes`, and adds the history row.
 * A refusal is an AppError with the machine's code (order_already_canceled, delivery_date_required…)
 * and nothing changes. Three statements; inside a caller's transaction it joins it, so a flow
 * that also refunds or releases stock commits or fails as one.
 *
 * Which orders an actor may touch at all (their own purchase, their shop's sales) is the caller's
 * question, answered before: an order outside it is `order_not_found`, never a refused step.
 */
export async function orderStep(
  ctx: ServiceContext,
  orderId: string,
  event: OrderEvent,
  actor: OrderActorRef,
  opts: { facts?: OrderFacts; changes?: OrderStepChanges; note?: string | null } = {},
): Promise<OrderStepDone> {
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .select({ status: purchaseOrders.status })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, orderId))
      .for('update')
    if (!row) throw new AppError('order_not_found')
    const now = new Date()
    const result = checkOrderStep(row.status, event, actor.role, { now: now.toISOString(), ...opts.facts })
    if (!result.ok) throw new AppError(orderRefusalCode(result, event, row.status) as ErrorCode)
    await tx.db
      .update(purchaseOrders)
      .set({
        ...opts.changes,
        status: result.to,
        updatedAt: sql`now()`,
        ...(result.to === 'delivered' ? { deliveredAt: now } : {}),
        ...(result.to === 'canceled' ? { canceledAt: now } : {}),
      })
      .where(eq(purchaseOrders.id, orderId))
    await tx.db.insert(orderHistory).values({
      id: newId('ohi'),
      orderId,
      event: result.event,
      fromState: result.from,
      toState: result.to,
      actor: actor.role,
      actorId: actor.userId,
      note: opts.note ?? null,
    })
    return { id: orderId, from: result.from, to: result.to, event: result.event, effect: result.effect }
  })
}

/** An order's history, oldest first (the detail page's record). */
export async function orderHistoryOf(ctx: ServiceContext, orderId: string) {
  return ctx.db
    .select({
      at: orderHistory.at,
      event: orderHistory.event,
      from: orderHistory.fromState,
      to: orderHistory.toState,
      actor: orderHistory.actor,
      note: orderHistory.note,
    })
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(orderHistory.at, orderHistory.id)
}
