import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { attemptById, lockAttempt } from '../modules/payments/payments.service.ts'
import {
  claimRefund,
  markAttemptRefunded,
  type PaymentRefund,
  refundByKey,
  refundedSoFar,
  settleRefund,
} from '../modules/payments/refunds.service.ts'
import { PaymentProviderError } from '../platform/payments/provider.ts'
import type { PaymentProviders } from '../platform/payments/registry.ts'

/**
 * Money given back on an approved payment, whole or in part (decision 059; returns, issue #16,
 * call it): `refundKey` is the caller's, one per refund it means to make.
 *
 * 1. One transaction under the attempt's lock: the payment must be approved, and a `pending`
 *    row is written only if what is given back stays within its amount (`claimRefund`, one
 *    conditional INSERT … SELECT). Above it: 422 `refund_amount_exceeded` with what is available.
 * 2. Outside any transaction (a provider call never holds the connection): the provider's
 *    `refund(chargeId, amount, refundKey)` — the key makes a retried call give back once.
 * 3. The row becomes `success` or `failed`; once the successful refunds add up to the whole
 *    amount the attempt moves to `refunded`.
 *
 * The same `refundKey` again answers the first refund (the provider is not asked twice), unless
 * that one is still `pending` because its answer never came (a timeout, a crash): then the
 * provider is asked again with the same key, which it answers without giving back twice.
 */
export interface RefundRequest {
  attemptId: string
  /** Minor units, in the payment's currency. */
  amount: number
  refundKey: string
  reason?: string | null
}

export async function refundPayment(
  ctx: ServiceContext,
  providers: PaymentProviders,
  request: RefundRequest,
): Promise<PaymentRefund> {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
    throw new AppError('invalid_request', {
      fields: { amount: { problem: 'too_small', params: { min: 1 } } },
    })
  }
  const first = await refundByKey(ctx, request.refundKey)
  if (first) return answerAgain(ctx, providers, first, request)

  const claimed = await inTransaction(ctx, async (tx) => {
    const attempt = await lockAttempt(tx, request.attemptId)
    if (!attempt) throw new AppError('not_found')
    // The same key sent twice at once: the second waited for the lock and finds the first here.
    const again = await refundByKey(tx, request.refundKey)
    if (again) return { row: again, fresh: false }
    if (attempt.status !== 'approved' || !attempt.chargeId) throw new AppError('payment_not_refundable')
    const row = await claimRefund(tx, {
      attemptId: attempt.id,
      refundKey: request.refundKey,
      amount: request.amount,
      currency: attempt.currency,
      reason: request.reason ?? null,
      limit: attempt.amount,
    })
    if (row) return { row, fresh: true }
    const available = attempt.amount - (await refundedSoFar(tx, attempt.id))
    throw new AppError('refund_amount_exceeded', {
      details: { available: { amount: available, currency: attempt.currency } },
    })
  })
  return claimed.fresh
    ? sendRefund(ctx, providers, claimed.row)
    : answerAgain(ctx, providers, claimed.row, request)
}

/** The refund this key made before: its answer, or — when the answer never came — asked again. */
async function answerAgain(
  ctx: ServiceContext,
  providers: PaymentProviders,
  first: PaymentRefund,
  request: RefundRequest,
): Promise<PaymentRefund> {
  // A key names one refund: used again for another payment or amount, it is a mistake, not a retry.
  if (first.attemptId !== request.attemptId || first.amount !== request.amount) {
    throw new AppError('idempotency_key_reused')
  }
  return first.status === 'pending' ? sendRefund(ctx, providers, first) : first
}

/** Asks the provider to give back the pending refund, then writes what it answered. */
async function sendRefund(
  ctx: ServiceContext,
  providers: PaymentProviders,
  refund: PaymentRefund,
): Promise<PaymentRefund> {
  const attempt = await attemptById(ctx, refund.attemptId)
  const provider = attempt ? providers.byName(attempt.provider) : null
  if (!attempt?.chargeId || !provider) {
    ctx.log.error(
      { refundId: refund.id, attemptId: refund.attemptId, provider: attempt?.provider },
      'refund left pending: the payment provider is not configured',
    )
    return refund
  }
  let providerRefundId: string
  try {
    ;({ refundId: providerRefundId } = await provider.refund(
      attempt.chargeId,
      refund.amount,
      refund.refundKey,
    ))
  } catch (error) {
    const refused = error instanceof PaymentProviderError && error.code !== 'timeout'
    ctx.log.error(
      {
        refundId: refund.id,
        attemptId: attempt.id,
        code: error instanceof PaymentProviderError ? error.code : 'unexpected',
      },
      refused ? 'the provider refused a refund' : 'a refund got no answer; it stays pending',
    )
    // Without an answer the money may have moved: the row stays pending, and the same key asks again.
    if (!refused) return refund
    return settleRefund(ctx, refund.id, { status: 'failed' })
  }
  return inTransaction(ctx, async (tx) => {
    const settled = await settleRefund(tx, refund.id, { status: 'success', providerRefundId })
    await markAttemptRefunded(tx, attempt.id, false)
    return settled
  })
}
