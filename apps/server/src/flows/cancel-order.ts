import type { CanceledOrder, CancelOrderBody, OrderCancellation } from '@tianguis/core/contracts/order-cancel'
import {
  type CancelReason,
  cancelEventFrom,
  checkOrderStep,
  type OrderActor,
} from '@tianguis/core/orders/lifecycle'
import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { releaseItemReservations } from '../modules/checkout/checkout.reservations.ts'
import { releaseStock } from '../modules/items/stock.service.ts'
import {
  canceledOrdersOfAttempt,
  type OrderOwner,
  orderFacts,
} from '../modules/orders/order-facts.service.ts'
import { type OrderActorRef, orderStep } from '../modules/orders/order-lifecycle.service.ts'
import { enqueue } from '../platform/jobs/enqueue.ts'
import { notifyOrderStep } from './notify-order-step.ts'
import { REFUND_CANCELED_ORDER, refundDue } from './refund-canceled-order.ts'

/**
 * Cancels one purchase order (002 §4 "Cancellation"; issue 15 item 4; decision 082), in ONE
 * transaction:
 *
 * 1. the order is read and locked as `owner`'s (the customer's purchase, or a sale of the shop's
 *    owner): anything else is `order_not_found`, whatever its state (quality.md 1, 2);
 * 2. `orderStep()` with the cancel event its state calls for (`cancel`, or the seller's
 *    `cancel_in_process`): the machine answers `order_already_canceled`, `order_action_not_allowed`
 *    (a dispatcher; a customer once the seller started), `cancel_reason_required`,
 *    `cancel_description_required`; the reason, description and message are written with the state;
 * 3. the units its items took come back: their reservations move to `released` once and only
 *    those that moved are added to the items' stock (two cancellations at once: the second waits for
 *    the lock, finds the order canceled and gives nothing back);
 * 4. a paid order's refund job is written (`REFUND_CANCELED_ORDER`): the provider is asked after
 *    the commit, retried while it does not answer, and gives back once (refund-canceled-order.ts);
 * 5. the customer and the seller are told (`notifyOrderStep`, the outbox).
 *
 * Anything that fails rolls all of it back: there is no half-canceled order.
 */
export async function cancelOrder(
  ctx: ServiceContext,
  orderId: string,
  by: { actor: OrderActorRef; owner: OrderOwner },
  input: CancelOrderBody,
): Promise<CanceledOrder> {
  return inTransaction(ctx, async (tx) => {
    const before = await orderFacts(tx, orderId, by.owner, { forUpdate: true })
    if (!before) throw new AppError('order_not_found')
    const description = input.description || null
    const message = input.message || null
    // From a state with no cancel event (canceled, delivered) the machine says why it refuses.
    const done = await orderStep(tx, orderId, cancelEventFrom(before.status) ?? 'cancel', by.actor, {
      facts: { reason: input.reason ?? null, description },
      changes: {
        cancelReason: input.reason ?? null,
        cancelDescription: description,
        cancelMessage: message,
      },
      note: message,
    })
    const released = await releaseItemReservations(
      tx,
      before.checkoutId,
      before.lines.map((line) => line.itemId),
    )
    await releaseStock(tx, released)
    const refunds = refundDue(done.from, before)
    if (refunds) await enqueue(tx, REFUND_CANCELED_ORDER, { orderId })
    const after = (await orderFacts(tx, orderId))!
    await notifyOrderStep(tx, done, after)
    return {
      id: orderId,
      status: after.status,
      canceled_at: after.canceledAt!.toISOString(),
      cancel_reason: after.cancelReason as CanceledOrder['cancel_reason'],
      refund: refunds ? 'started' : 'none',
    }
  })
}

/**
 * A reference paid after its order was canceled (decision 082): the money of each canceled order
 * it paid for goes back through the same job and key as a cancellation's refund. Called by the
 * payment's settlement in its transaction.
 */
export async function refundCanceledOrdersPaidBy(
  tx: ServiceContext,
  paymentAttemptId: string,
): Promise<void> {
  for (const { id } of await canceledOrdersOfAttempt(tx, paymentAttemptId)) {
    await enqueue(tx, REFUND_CANCELED_ORDER, { orderId: id })
  }
}

/**
 * What the cancel forms show (GET …/cancellation): `owner`'s order (else `order_not_found`), whether
 * `actor` may cancel it from its state — the machine's answer, a reason taken as given — whether that
 * would give money back, and the cancellation once it happened. `actor` null: a reader who never
 * cancels (a shop's accountant).
 */
export async function orderCancellation(
  ctx: ServiceContext,
  orderId: string,
  by: { actor: OrderActor | null; owner: OrderOwner },
): Promise<OrderCancellation> {
  const order = await orderFacts(ctx, orderId, by.owner)
  if (!order) throw new AppError('order_not_found')
  const event = cancelEventFrom(order.status)
  const cancelable =
    by.actor !== null &&
    event !== null &&
    checkOrderStep(order.status, event, by.actor, { reason: 'requested_by_client' }).ok
  return {
    id: order.id,
    status: order.status,
    placed_at: order.createdAt.toISOString(),
    total: { amount: order.total, currency: order.currency },
    lines: order.lines.map((line) => ({ name: line.name, quantity: line.quantity })),
    cancelable,
    refunds: cancelable && refundDue(order.status, order),
    canceled:
      order.status === 'canceled' && order.canceledAt && order.cancelReason
        ? {
            at: order.canceledAt.toISOString(),
            reason: order.cancelReason as CancelReason,
            description: order.cancelDescription,
            message: order.cancelMessage,
          }
        : null,
  }
}
