import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { releaseItemReservations } from '../modules/checkout/checkout.reservations.ts'
import { releaseStock } from '../modules/items/stock.service.ts'
import { orderFacts } from '../modules/orders/order-facts.service.ts'
import { type OrderActorRef, orderStep } from '../modules/orders/order-lifecycle.service.ts'
import { type PaymentAttempt, updateAttempt } from '../modules/payments/payments.service.ts'
import { keepSavedCard } from '../modules/payments/saved-cards.service.ts'
import type { ChargeResult, PaymentDetails } from '../platform/payments/provider.ts'
import { refundCanceledOrdersPaidBy } from './cancel-order.ts'
import { holdOrderPayments } from './hold-order-payment.ts'
import { notifyOrderStep } from './notify-order-step.ts'
// Called only inside the settlement (a cycle of functions, not of values at load).
import { enqueueReconcile } from './settle-payment.ts'

const SYSTEM: OrderActorRef = { role: 'system', userId: null }

/** The news that moves a quoted order's own payment (the rest only updates the attempt). */
type OrderNews =
  | Extract<ChargeResult, { status: 'approved' | 'declined' | 'pending' }>
  | { status: 'expired'; chargeId: string | null }

type OrderSettlement =
  | { status: 'approved'; orderIds: string[]; chargeId: string | null }
  | {
      status: 'pending'
      orderIds: string[]
      chargeId: string | null
      reference: string
      expiresAt: Date
      details: PaymentDetails | null
    }
  | { status: 'declined'; code: string }
  | { status: 'expired' }

/**
 * What a provider's news does to a quoted order paid on its own (decision 086), inside the
 * settlement's transaction and under the attempt's lock (flows/settle-payment.ts): every order
 * status change through `orderStep()` as the `system` actor, told with `notifyOrderStep()`.
 *
 * - approved: `pay` (awaiting_customer, or awaiting_payment for a paid reference → paid), the
 *   order's delivery cost and total become the quote's and the payment is recorded on it. The
 *   amount must be the order's items plus its quoted cost: a quote changed while a provider's page
 *   was open, or an order canceled meanwhile, refuses the step, and the settlement gives the money
 *   back (`compensateCharge`). A reference paid after its order was canceled is refunded by the
 *   cancellation's job (decision 082).
 * - pending (a reference: store, cash, transfer, crypto): `await_payment` → awaiting_payment with
 *   the payment recorded; the job looks at it at its deadline.
 * - declined: the order stays `awaiting_customer`, to be paid another way.
 * - a reference that lapsed (or was refused) unpaid: `expire` → payment_expired, its units back.
 */
export async function moveOrderPayment(
  tx: ServiceContext,
  attempt: PaymentAttempt,
  news: OrderNews,
): Promise<OrderSettlement> {
  const orderId = attempt.orderId!
  switch (news.status) {
    case 'declined':
    case 'expired': {
      await updateAttempt(tx, attempt.id, {
        status: news.status,
        failureCode: news.status === 'declined' ? news.code : null,
        ...('chargeId' in news && news.chargeId ? { chargeId: news.chargeId } : {}),
      })
      if (attempt.status === 'pending') {
        const order = await orderFacts(tx, orderId, undefined, { forUpdate: true })
        // Canceled while its reference waited: the cancellation gave the units back already.
        if (order?.status === 'awaiting_payment') {
          const done = await orderStep(tx, orderId, 'expire', SYSTEM)
          const released = await releaseItemReservations(
            tx,
            order.checkoutId,
            order.lines.map((line) => line.itemId),
          )
          await releaseStock(tx, released)
          await notifyOrderStep(tx, done)
        }
      }
      return news.status === 'declined' ? { status: 'declined', code: news.code } : { status: 'expired' }
    }
    case 'approved': {
      await updateAttempt(tx, attempt.id, {
        status: 'approved',
        chargeId: news.chargeId,
        cardBrand: news.card?.brand ?? null,
        cardLast4: news.card?.last4 ?? null,
      })
      if (news.savedCard) await keepSavedCard(tx, attempt.customerId, attempt.provider, news.savedCard)
      const order = await orderFacts(tx, orderId, undefined, { forUpdate: true })
      if (!order) throw new AppError('order_not_found')
      if (attempt.status === 'pending' && order.status === 'canceled') {
        // Paid after the customer or seller canceled it: its money goes back (decision 082).
        await refundCanceledOrdersPaidBy(tx, attempt.id)
        return { status: 'approved', orderIds: [orderId], chargeId: news.chargeId }
      }
      const due = dueOf(order)
      if (attempt.status !== 'pending' && attempt.amount !== due) throw new AppError('total_changed')
      const done = await orderStep(tx, orderId, 'pay', SYSTEM, {
        changes:
          attempt.status === 'pending'
            ? {}
            : {
                paymentType: attempt.paymentType,
                paymentAttemptId: attempt.id,
                shippingCost: order.estimatedCost ?? 0,
                total: due,
              },
      })
      await notifyOrderStep(tx, done)
      // Its shares held in the ledger with the step (decision 090).
      await holdOrderPayments(tx, [orderId])
      return { status: 'approved', orderIds: [orderId], chargeId: news.chargeId }
    }
    case 'pending': {
      await updateAttempt(tx, attempt.id, {
        status: 'pending',
        chargeId: news.chargeId,
        reference: news.reference,
        referenceExpiresAt: news.expiresAt,
        details: (news.details as Record<string, unknown> | undefined) ?? null,
      })
      const order = await orderFacts(tx, orderId, undefined, { forUpdate: true })
      if (!order) throw new AppError('order_not_found')
      const due = dueOf(order)
      if (attempt.amount !== due) throw new AppError('total_changed')
      const done = await orderStep(tx, orderId, 'await_payment', SYSTEM, {
        changes: {
          paymentType: attempt.paymentType,
          paymentAttemptId: attempt.id,
          shippingCost: order.estimatedCost ?? 0,
          total: due,
        },
      })
      await notifyOrderStep(tx, done)
      // Unpaid at its deadline, the reference is given up and the order expires (decision 057).
      await enqueueReconcile(tx, attempt.id, news.expiresAt)
      return {
        status: 'pending',
        orderIds: [orderId],
        chargeId: news.chargeId,
        reference: news.reference,
        expiresAt: news.expiresAt,
        details: news.details ?? null,
      }
    }
  }
}

/**
 * What a quoted order costs to pay: its items plus the seller's delivery cost. Until it is paid
 * its `shipping_cost` is 0 and its total the items' (decision 055); after, the quote's.
 */
export function dueOf(order: { total: number; shippingCost: number; estimatedCost: number | null }): number {
  return order.total - order.shippingCost + (order.estimatedCost ?? 0)
}
