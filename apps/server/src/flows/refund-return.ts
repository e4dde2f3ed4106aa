import type { ReturnDetail, ReturnRefundAnswer } from '@tianguis/core/contracts/returns'
import type { ErrorCode } from '@tianguis/core/errors'
import { checkRefundAmount, refundableAmount } from '@tianguis/core/ledger/refunds'
import { refundAllowedOn } from '@tianguis/core/returns/states'
import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { returnableOrder } from '../modules/orders/order-facts.service.ts'
import {
  addReturnNote,
  insertReturnRefund,
  type ReturnRefundRow,
  refundAnswerOf,
  refundsOfOrder,
  returnOf,
  returnRefundOf,
  settleReturnRefund,
} from '../modules/returns/returns.service.ts'
import type { PaymentProviders } from '../platform/payments/registry.ts'
import { refundPayment } from './refund-payment.ts'
import { reverseRefundedShares } from './reverse-refunded-shares.ts'
import { returnDetailOf } from './start-return.ts'

/**
 * The seller refunds a return (002 §4 "Refund status: pending, failed, success", §5 "Refund ≤
 * available", §8; decision 091), in three steps as a canceled order's refund (decision 082):
 *
 * 1. In one transaction under the order's lock (so two refunds at once take turns): the return is
 *    the shop's and open (core's `refundAllowedOn`), and the amount is within what is still
 *    refundable on the order — core's `refundableAmount(paid, refunds)`, paid less successful and
 *    pending refunds — else 422 `refund_amount_exceeded` with `available`. A `pending` row is
 *    written with a key of its own.
 * 2. Outside any transaction: the payment interface (`refundPayment`) asks the provider with that
 *    key; it keeps its own limit on the payment too.
 * 3. The row becomes `success` or `failed` with a note for the record; no answer leaves it
 *    `pending`, and asking again (`retryReturnRefund`) sends the same key, which the provider
 *    answers without giving back twice. A failed refund stays failed: trying again is a new refund.
 */
export interface RefundOutcome {
  refund: ReturnRefundAnswer
  return: ReturnDetail
}

/** Refusals of the payment interface no retry changes: the refund is failed. */
const FINAL: ReadonlySet<ErrorCode> = new Set([
  'payment_not_refundable',
  'refund_amount_exceeded',
  'not_found',
  'idempotency_key_reused',
])

export async function refundReturn(
  ctx: ServiceContext,
  providers: PaymentProviders,
  shopId: string,
  returnId: string,
  amount: number,
): Promise<RefundOutcome> {
  const { row, attemptId } = await claimReturnRefund(ctx, shopId, returnId, amount)
  return askProvider(ctx, providers, shopId, row, attemptId)
}

async function claimReturnRefund(ctx: ServiceContext, shopId: string, returnId: string, amount: number) {
  const found = await returnOf(ctx, returnId, { shopId })
  return inTransaction(ctx, async (tx) => {
    // The order first (the lock orderStep() takes too), then the return: refunds of one order take turns.
    const order = await returnableOrder(tx, found.orderId, undefined, { forUpdate: true })
    const ret = await returnOf(tx, returnId, { shopId }, { forUpdate: true })
    const allowed = refundAllowedOn(ret.status)
    if (!allowed.ok) throw new AppError(allowed.code)
    if (!order?.paymentAttemptId) throw new AppError('return_not_refundable')
    const available = refundableAmount(order.total, await refundsOfOrder(tx, order.id))
    const check = checkRefundAmount(amount, available)
    if (!check.ok) {
      if (check.code === 'refund_amount_exceeded') {
        throw new AppError('refund_amount_exceeded', {
          details: { available: { amount: check.available, currency: order.currency } },
        })
      }
      throw new AppError('invalid_request', {
        fields: { amount: { problem: check.problem === 'not_integer' ? 'invalid_type' : 'too_small' } },
      })
    }
    const row = await insertReturnRefund(tx, {
      returnId: ret.id,
      orderId: order.id,
      amount,
      currency: order.currency,
      createdBy: ctx.viewer.userId,
    })
    return { row, attemptId: order.paymentAttemptId }
  })
}

async function askProvider(
  ctx: ServiceContext,
  providers: PaymentProviders,
  shopId: string,
  row: ReturnRefundRow,
  attemptId: string,
): Promise<RefundOutcome> {
  let status: string
  let providerRefundId: string | null = null
  try {
    const refund = await refundPayment(ctx, providers, {
      attemptId,
      amount: row.amount,
      refundKey: row.refundKey,
      reason: `return:${row.returnId}`,
    })
    status = refund.status
    providerRefundId = refund.providerRefundId ?? null
  } catch (error) {
    if (!(error instanceof AppError && FINAL.has(error.code))) throw error
    ctx.log.error(
      { refundId: row.id, code: error.code },
      'a return’s refund was refused by the payment interface',
    )
    status = 'failed'
  }
  if (status === 'success' || status === 'failed') {
    await settleReturnRefundFlow(ctx, row, status, providerRefundId)
  }
  const ret = await returnOf(ctx, row.returnId, { shopId })
  const latest = (await returnRefundOf(ctx, row.returnId, row.id)) ?? row
  return { refund: refundAnswerOf(latest), return: await returnDetailOf(ctx, ret, 'shop') }
}

/**
 * A refund's answer written with its record, in one transaction; a successful one takes its part
 * back from each share the order holds in the ledger (`reverseRefundedShares`, decisions 089, 090).
 */
async function settleReturnRefundFlow(
  ctx: ServiceContext,
  row: ReturnRefundRow,
  status: 'success' | 'failed',
  providerRefundId: string | null,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const settled = await settleReturnRefund(tx, row.id, status, providerRefundId)
    if (!settled) return
    if (status === 'success') {
      await reverseRefundedShares(tx, {
        refundId: settled.id,
        orderId: settled.orderId,
        currency: settled.currency,
        amount: settled.amount,
      })
    }
    await addReturnNote(tx, row.returnId, {
      authorId: null,
      authorRole: 'system',
      visibility: 'client',
      event: status === 'success' ? 'refund_success' : 'refund_failed',
      text: String(settled.amount),
    })
  })
}

/**
 * Tries a refund again: a `pending` one (its answer never came) is asked again with its own key; a
 * `failed` one stays failed and a new refund of the same amount is made (within what is refundable
 * now). A successful one is `refund_not_retryable`.
 */
export async function retryReturnRefund(
  ctx: ServiceContext,
  providers: PaymentProviders,
  shopId: string,
  returnId: string,
  refundId: string,
): Promise<RefundOutcome> {
  const ret = await returnOf(ctx, returnId, { shopId })
  const row = await returnRefundOf(ctx, ret.id, refundId)
  if (!row) throw new AppError('not_found')
  if (row.status === 'failed') return refundReturn(ctx, providers, shopId, returnId, row.amount)
  if (row.status !== 'pending') throw new AppError('refund_not_retryable')
  const order = await returnableOrder(ctx, ret.orderId)
  if (!order?.paymentAttemptId) throw new AppError('return_not_refundable')
  return askProvider(ctx, providers, shopId, row, order.paymentAttemptId)
}
