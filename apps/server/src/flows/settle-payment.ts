import { orderLifecycle } from '@tianguis/core/orders/lifecycle'
import { nextAttemptStatus } from '@tianguis/core/payments/attempt-states'
import { paymentDeadline } from '@tianguis/core/payments/deadline'
import { z } from 'zod'
import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { settleReservations } from '../modules/checkout/checkout.reservations.ts'
import { type LoadedCheckout, loadCheckout } from '../modules/checkout/checkout.service.ts'
import { markPaid } from '../modules/checkout/checkout.status.ts'
import { settleAwaitingOrders } from '../modules/orders/orders.service.ts'
import { lockAttempt, type PaymentAttempt, updateAttempt } from '../modules/payments/payments.service.ts'
import { keepSavedCard } from '../modules/payments/saved-cards.service.ts'
import { enqueue } from '../platform/jobs/enqueue.ts'
import { jobType } from '../platform/jobs/job-type.ts'
import type { ChargeResult, PaymentDetails, PaymentProvider } from '../platform/payments/provider.ts'
import { refundCanceledOrdersPaidBy } from './cancel-order.ts'
import { holdOrderPayments, holdPlacedOrders } from './hold-order-payment.ts'
import { notifyOrderStep } from './notify-order-step.ts'
import { placeOrders } from './place-orders.ts'
import { releaseAfterFailure, returnSoldStock } from './release-checkout.ts'
import { moveOrderPayment } from './settle-order-payment.ts'

/**
 * One place where what a provider says about a charge changes our rows (decision 057). The pay
 * call's answer, the 3-D Secure and redirect returns, a webhook and the reconciliation job all
 * call `applyChargeNews`; it locks the attempt, asks core's transition table whether the news
 * moves it (forward only), and does what the move means in the same transaction:
 *
 * - → requires_action / redirect: the charge id and where the browser goes; the stock stays held;
 * - → pending (a reference): the orders are placed `awaiting_payment` with their stock taken;
 * - started/requires_action/redirect → approved: the orders are placed `paid`;
 * - pending → approved: the waiting orders become `paid`;
 * - → declined / expired before any order: the stock comes back, the checkout opens again;
 * - pending → expired / declined: the waiting orders become `payment_expired`, their stock comes back.
 *
 * News that says what the attempt already is (a webhook after the return, three deliveries at
 * once) changes nothing; news that would move it backwards (a failure after a success) is stale.
 */

/** What a provider says about a charge: its answer, or that its time ran out unpaid. */
export type ChargeNews = ChargeResult | { status: 'expired'; chargeId: string | null }

/** Where the attempt stands after the news, in the terms the pay answer needs. */
export type Settlement =
  | { status: 'approved'; orderIds: string[]; chargeId: string | null }
  | {
      status: 'pending'
      orderIds: string[]
      chargeId: string | null
      reference: string
      expiresAt: Date
      details: PaymentDetails | null
    }
  | { status: 'requires_action'; chargeId: string | null; url3ds: string }
  | { status: 'redirect'; chargeId: string; approvalUrl: string }
  | { status: 'declined'; code: string }
  | { status: 'expired' }
  | { status: 'failed' }
  | { status: 'started' }

export interface SettleOutcome {
  settlement: Settlement
  /** `move`: the news changed the attempt; `same`: it said what was known; `stale`: it was older. */
  effect: 'move' | 'same' | 'stale'
}

/** The reconciliation job of one attempt (decision 057); the handler lives in flows/reconcile-payments.ts. */
export const RECONCILE_PAYMENT = jobType('payments.reconcile', z.object({ attemptId: z.string() }), {
  attempts: 10,
  backoffSeconds: 30,
})

/** How long after a timeout the job first asks the provider about the charge. */
export const RECONCILE_AFTER_TIMEOUT_SECONDS = 30

/**
 * A place where tests make placing the order fail after the stock has moved (quality case 11).
 * Never set outside tests.
 */
export const placeOrderFaults: { beforeOrders: (() => void) | null } = { beforeOrders: null }

/** The settlement an attempt's row stands for (a same or stale news answers it). */
function settlementOf(
  attempt: PaymentAttempt,
  loaded: LoadedCheckout | null,
  url3ds: string | null,
  ids?: string[],
): Settlement {
  const orderIds = ids ?? loaded?.checkout.orderIds ?? []
  switch (attempt.status) {
    case 'approved':
    case 'refunded':
      return { status: 'approved', orderIds, chargeId: attempt.chargeId }
    case 'pending':
      return {
        status: 'pending',
        orderIds,
        chargeId: attempt.chargeId,
        reference: attempt.reference ?? '',
        expiresAt: attempt.referenceExpiresAt ?? new Date(0),
        details: (attempt.details as PaymentDetails | null) ?? null,
      }
    case 'requires_action':
      return { status: 'requires_action', chargeId: attempt.chargeId, url3ds: url3ds ?? '' }
    case 'redirect':
      return { status: 'redirect', chargeId: attempt.chargeId ?? '', approvalUrl: attempt.approvalUrl ?? '' }
    case 'declined':
      return { status: 'declined', code: attempt.failureCode ?? 'card_declined' }
    case 'expired':
      return { status: 'expired' }
    case 'failed':
      return { status: 'failed' }
    case 'started':
      return { status: 'started' }
  }
}

/** Items whose stock paying reserved (one reservation row per item). */
function reservedCount(loaded: LoadedCheckout): number {
  return new Set(loaded.lines.filter((line) => line.stockType === 'onstock').map((line) => line.itemId)).size
}

export async function applyChargeNews(
  ctx: ServiceContext,
  deps: { payments: PaymentProvider },
  attemptId: string,
  news: ChargeNews,
): Promise<SettleOutcome> {
  try {
    return await inTransaction(ctx, (tx) => settleNewsInTransaction(tx, attemptId, news))
  } catch (error) {
    // The charge cannot be rolled back with the transaction: give it back, then the stock.
    await compensateCharge(ctx, deps, attemptId, news)
    throw error
  }
}

/**
 * `applyChargeNews` for a caller that holds a transaction of its own and writes in it too (a
 * webhook stores its event with the move, decision 059). It throws as `applyChargeNews` does but
 * never compensates: a refund is a provider call, which must not run while the transaction holds
 * the connection. The caller rolls back, then calls `compensateCharge` outside it.
 */
export async function settleNewsInTransaction(
  tx: ServiceContext,
  attemptId: string,
  news: ChargeNews,
): Promise<SettleOutcome> {
  if (!tx.pending) throw new Error('settleNewsInTransaction needs an open transaction (inTransaction)')
  const attempt = await lockAttempt(tx, attemptId)
  if (!attempt) throw new AppError('not_found')
  const move = nextAttemptStatus(attempt.status, news.status)
  const url3ds = news.status === 'requires_action' ? news.url3ds : null
  if (move.kind !== 'move') {
    // A quoted order's own payment (decision 086): its one order, no checkout to read.
    if (attempt.orderId)
      return { settlement: settlementOf(attempt, null, url3ds, [attempt.orderId]), effect: move.kind }
    const loaded = await loadCheckout(tx, attempt.checkoutId, { customerId: attempt.customerId })
    return { settlement: settlementOf(attempt, loaded, url3ds), effect: move.kind }
  }
  return { settlement: await moveAttempt(tx, attempt, news), effect: 'move' }
}

/** The move itself, inside the transaction that holds the attempt's lock. */
async function moveAttempt(
  tx: ServiceContext,
  attempt: PaymentAttempt,
  news: ChargeNews,
): Promise<Settlement> {
  const checkoutId = attempt.checkoutId
  // The attempt's customer, not the viewer: a webhook or the job has none (decision 059).
  const owner = { customerId: attempt.customerId }
  switch (news.status) {
    case 'requires_action':
      await updateAttempt(tx, attempt.id, { status: 'requires_action', chargeId: news.chargeId })
      return { status: 'requires_action', chargeId: news.chargeId, url3ds: news.url3ds }
    case 'redirect': {
      // A provider that names no deadline gets its method's window (decision 060), so the sweep
      // finds the page once it is abandoned whichever provider it was.
      const deadline = news.expiresAt ?? paymentDeadline(attempt.paymentType, attempt.createdAt)
      await updateAttempt(tx, attempt.id, {
        status: 'redirect',
        chargeId: news.chargeId,
        approvalUrl: news.approvalUrl,
        referenceExpiresAt: deadline,
      })
      // An abandoned provider page is given up and its stock released by the job (decision 057).
      await enqueueReconcile(tx, attempt.id, deadline)
      return { status: 'redirect', chargeId: news.chargeId, approvalUrl: news.approvalUrl }
    }
    case 'declined':
    case 'expired':
    case 'approved':
    case 'pending':
      // A quoted order paid on its own (decision 086) moves its order, not a checkout.
      if (attempt.orderId) return moveOrderPayment(tx, attempt, news)
  }
  switch (news.status) {
    case 'declined':
    case 'expired': {
      const code = news.status === 'declined' ? news.code : null
      await updateAttempt(tx, attempt.id, {
        status: news.status,
        failureCode: code,
        ...('chargeId' in news && news.chargeId ? { chargeId: news.chargeId } : {}),
      })
      if (attempt.status === 'pending') {
        // The reference lapsed unpaid: its orders end and the units they took come back.
        const lapsed = await settleAwaitingOrders(tx, attempt.id, 'payment_expired')
        await returnSoldStock(tx, checkoutId)
        await notifyOrderSteps(tx, lapsed, 'payment_expired')
      } else {
        await releaseAfterFailure(tx, checkoutId)
      }
      return news.status === 'declined' ? { status: 'declined', code: news.code } : { status: 'expired' }
    }
    case 'approved': {
      if (attempt.status === 'pending') {
        // The reference was paid: the orders waiting for it are paid (their stock was taken already).
        await updateAttempt(tx, attempt.id, { status: 'approved', chargeId: news.chargeId })
        const paid = await settleAwaitingOrders(tx, attempt.id, 'paid')
        await notifyOrderSteps(tx, paid, 'paid')
        // Each paid order's shares held in the ledger, in this transaction (decision 090).
        await holdOrderPayments(tx, paid)
        // An order canceled while its reference waited: its share of the money goes back (decision 082).
        await refundCanceledOrdersPaidBy(tx, attempt.id)
        const loaded = await loadCheckout(tx, checkoutId, owner)
        return { status: 'approved', orderIds: loaded.checkout.orderIds ?? [], chargeId: news.chargeId }
      }
      const loaded = await loadCheckout(tx, checkoutId, { ...owner, forUpdate: true })
      const sold = await settleReservations(tx, checkoutId, 'sold')
      await updateAttempt(tx, attempt.id, {
        status: 'approved',
        chargeId: news.chargeId,
        cardBrand: news.card?.brand ?? null,
        cardLast4: news.card?.last4 ?? null,
      })
      // The card the customer asked to keep (decision 053), saved with the order or not at all.
      if (news.savedCard)
        await keepSavedCard(tx, loaded.checkout.customerId, attempt.provider, news.savedCard)
      placeOrderFaults.beforeOrders?.()
      const orderIds = await placeOrders(tx, loaded, attempt.id, attempt.paymentType, false)
      // Expired meanwhile (a 3-D Secure or provider page left open past the countdown): roll back, refund.
      if (!(await markPaid(tx, checkoutId, orderIds)) || sold.length < reservedCount(loaded)) {
        throw new AppError('checkout_expired')
      }
      // The orders placed paid have their shares held (one awaiting the seller's quote is not paid yet).
      await holdPlacedOrders(tx, loaded, orderIds)
      return { status: 'approved', orderIds, chargeId: news.chargeId }
    }
    case 'pending': {
      const loaded = await loadCheckout(tx, checkoutId, { ...owner, forUpdate: true })
      const sold = await settleReservations(tx, checkoutId, 'sold')
      await updateAttempt(tx, attempt.id, {
        status: 'pending',
        chargeId: news.chargeId,
        reference: news.reference,
        referenceExpiresAt: news.expiresAt,
        details: (news.details as Record<string, unknown> | undefined) ?? null,
      })
      placeOrderFaults.beforeOrders?.()
      const orderIds = await placeOrders(tx, loaded, attempt.id, attempt.paymentType, true)
      if (!(await markPaid(tx, checkoutId, orderIds)) || sold.length < reservedCount(loaded)) {
        throw new AppError('checkout_expired')
      }
      // Unpaid at its deadline, the reference is given up and its stock comes back (decision 057).
      await enqueueReconcile(tx, attempt.id, news.expiresAt)
      return {
        status: 'pending',
        orderIds,
        chargeId: news.chargeId,
        reference: news.reference,
        expiresAt: news.expiresAt,
        details: news.details ?? null,
      }
    }
  }
}

/** The customer (and, when paid, the seller) told of each waiting order's step (decision 082). */
async function notifyOrderSteps(
  tx: ServiceContext,
  orderIds: readonly string[],
  to: 'paid' | 'payment_expired',
) {
  // settleAwaitingOrders takes the machine's `pay` or `expire` for many orders at once: its effect is theirs.
  const event = to === 'paid' ? 'pay' : 'expire'
  const effect = orderLifecycle.transitions.find((t) => t.event === event)?.effect ?? null
  for (const id of orderIds) await notifyOrderStep(tx, { id, from: 'awaiting_payment', to, event, effect })
}

/** Asks the job to look at the attempt once `at` has passed (a second past it, so it has). */
export async function enqueueReconcile(tx: ServiceContext, attemptId: string, at: Date): Promise<void> {
  const delaySeconds = Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000) + 1)
  await enqueue(tx, RECONCILE_PAYMENT, { attemptId }, { delaySeconds })
}

/**
 * The order could not be placed after the provider took the money: the attempt becomes `failed`,
 * the stock comes back and the checkout opens again (one transaction, under the attempt's lock, so
 * only one path compensates), then the charge is refunded — or, for a reference, given up — outside
 * any transaction (a provider call never holds a database connection; on the embedded database
 * that would block the call's own log). A refund that fails is logged with the attempt for follow-up.
 * Exported for the webhook flow, which rolls back its own transaction first (decision 059).
 */
export async function compensateCharge(
  ctx: ServiceContext,
  deps: { payments: PaymentProvider },
  attemptId: string,
  news: ChargeNews,
): Promise<void> {
  // Only a charge that took money (or holds a reference) has anything to give back.
  if (news.status !== 'approved' && news.status !== 'pending') return
  let amount: number | null = null
  try {
    amount = await inTransaction(ctx, async (tx) => {
      const attempt = await lockAttempt(tx, attemptId)
      // Only an attempt this news did not settle (its transaction rolled back) is compensated.
      if (!attempt || nextAttemptStatus(attempt.status, 'failed').kind !== 'move') return null
      await updateAttempt(tx, attemptId, { status: 'failed', chargeId: news.chargeId })
      // A quoted order's payment held no stock: its order stays as it was (decision 086).
      if (!attempt.orderId) await releaseAfterFailure(tx, attempt.checkoutId)
      return attempt.amount
    })
  } catch (error) {
    ctx.log.error({ err: error, attemptId }, 'releasing after a failed order placement failed')
  }
  if (amount === null) return
  try {
    if (news.status === 'approved')
      await deps.payments.refund(news.chargeId, amount, `${attemptId}:compensate`)
    else await deps.payments.cancel?.(news.chargeId)
  } catch (error) {
    ctx.log.error(
      { err: error, attemptId, chargeId: news.chargeId },
      'refund after a failed order placement failed',
    )
  }
}
