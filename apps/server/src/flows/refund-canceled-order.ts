import type { ErrorCode } from '@tianguis/core/errors'
import type { OrderStatus } from '@tianguis/core/orders/lifecycle'
import { z } from 'zod'
import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { checkoutLocale } from '../modules/checkout/checkout-locale.ts'
import { userContacts } from '../modules/identity/identity.service.ts'
import { sendEmail } from '../modules/notifications/outbox.service.ts'
import { type OrderFacts, orderFacts } from '../modules/orders/order-facts.service.ts'
import type { JobHandler } from '../platform/jobs/job-runner.ts'
import { jobType } from '../platform/jobs/job-type.ts'
import type { PaymentProviders } from '../platform/payments/registry.ts'
import { refundFailedEmail } from './order-step-messages.ts'
import { refundPayment } from './refund-payment.ts'
import { reverseRefundedShares } from './reverse-refunded-shares.ts'

/** The states an order is canceled from after its payment was collected (decision 079: paid comes first). */
const PAID: readonly OrderStatus[] = ['paid', 'in_process', 'to_deliver']

/** Does canceling an order that was in `from` give money back? Only a paid one, with an amount. */
export function refundDue(from: OrderStatus, order: Pick<OrderFacts, 'paymentAttemptId' | 'total'>): boolean {
  return PAID.includes(from) && order.paymentAttemptId !== null && order.total > 0
}

/** One refund per order, whoever asks for it (the cancellation, a reference paid after it). */
export const refundKeyOf = (orderId: string) => `order-cancel:${orderId}`

/**
 * Gives a canceled order's total back on its payment (decision 082). Enqueued in the cancel's own
 * transaction, so it exists exactly when the cancellation committed; it runs after, because a
 * provider call never holds a transaction (flows/README.md). A provider that does not answer
 * leaves the refund `pending` and the job throws: the runner retries with backoff, and the same
 * refund key makes the provider give back once however many times it is asked.
 */
export const REFUND_CANCELED_ORDER = jobType(
  'orders.refund-canceled',
  z.strictObject({ orderId: z.string().min(1) }),
  { attempts: 10, backoffSeconds: 30, maxBackoffSeconds: 3600, claimSeconds: 120 },
)

/** Refusals no retry changes: the payment is not approved (or refunded already), nothing is left. */
const FINAL: ReadonlySet<ErrorCode> = new Set([
  'payment_not_refundable',
  'refund_amount_exceeded',
  'not_found',
  'idempotency_key_reused',
])

export type CanceledOrderRefund = 'refunded' | 'refused' | 'nothing'

/**
 * The job's work, also called by the demo seed: `refunded` once the provider gave the money back;
 * `refused` when it said no (the refund row is `failed`) or the payment cannot be refunded — the
 * seller is told by email (002 §8 "refund could not be completed successfully") and a person takes
 * it from there; `nothing` for an order that is not canceled or was not paid. Throws while the
 * provider does not answer, for the runner to retry.
 */
export async function refundCanceledOrder(
  ctx: ServiceContext,
  providers: PaymentProviders,
  orderId: string,
): Promise<CanceledOrderRefund> {
  const order = await orderFacts(ctx, orderId)
  if (order?.status !== 'canceled' || !order.paymentAttemptId || order.total <= 0) return 'nothing'
  let status: string
  try {
    const refund = await refundPayment(ctx, providers, {
      attemptId: order.paymentAttemptId,
      amount: order.total,
      refundKey: refundKeyOf(order.id),
      reason: `order_canceled:${order.cancelReason ?? ''}`,
    })
    status = refund.status
  } catch (error) {
    if (!(error instanceof AppError && FINAL.has(error.code))) throw error
    ctx.log.error({ orderId, code: error.code }, 'a canceled order’s payment cannot be refunded')
    status = 'failed'
  }
  if (status === 'success') {
    // The canceled order's held shares go back with the money (decisions 082, 090).
    await reverseRefundedShares(ctx, {
      refundId: refundKeyOf(order.id),
      orderId: order.id,
      currency: order.currency,
      amount: order.total,
    })
    return 'refunded'
  }
  if (status === 'failed') {
    await tellSellerRefundFailed(ctx, order)
    return 'refused'
  }
  throw new Error(`the refund of order ${orderId} got no answer; it is asked again`)
}

export function refundCanceledOrderJob(providers: PaymentProviders): JobHandler<{ orderId: string }> {
  return async (ctx, { orderId }) => {
    await refundCanceledOrder(ctx, providers, orderId)
  }
}

async function tellSellerRefundFailed(ctx: ServiceContext, order: OrderFacts) {
  const seller = (await userContacts(ctx, [order.supplierId])).get(order.supplierId)
  if (!seller) return
  const locale = (await checkoutLocale(ctx, order.checkoutId)) ?? ctx.locale
  await sendEmail(ctx, {
    to: seller.email,
    ...refundFailedEmail(locale, order),
    meta: { kind: 'order_refund_failed', order: order.id },
  })
}
