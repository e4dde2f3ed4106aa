import { amountDueNow, nothingDueNow } from '@tianguis/core/checkout/delivery-types'
import type { PayBody, PaymentResult } from '@tianguis/core/contracts/checkout'
import { declineErrorCode } from '@tianguis/core/payments/declines'
import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { assertAttendeesReady } from '../modules/checkout/checkout.attendees.ts'
import { recordReservations } from '../modules/checkout/checkout.reservations.ts'
import {
  assertOpen,
  commonPaymentTypes,
  loadCheckout,
  readyToPay,
} from '../modules/checkout/checkout.service.ts'
import { beginPaying } from '../modules/checkout/checkout.status.ts'
import { reserveStock } from '../modules/items/stock.service.ts'
import { metadataOf } from '../modules/payments/payment-metadata.ts'
import { startAttempt } from '../modules/payments/payments.service.ts'
import {
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  PaymentProviderError,
} from '../platform/payments/provider.ts'
import { chargeSource } from './charge-source.ts'
import {
  applyChargeNews,
  type ChargeNews,
  enqueueReconcile,
  RECONCILE_AFTER_TIMEOUT_SECONDS,
  type Settlement,
} from './settle-payment.ts'

/** Tests reach the fault point through this module as before (it lives with the settlement now). */
export { placeOrderFaults } from './settle-payment.ts'

export interface PayDeps {
  payments: PaymentProvider
  /** Where the 3-D Secure page or a provider's page sends the browser back (the provider appends `?charge=`). */
  returnUrl: string
  /** Where a redirect provider's page sends the browser when the buyer cancels. */
  cancelUrl?: string
}

/** The paid page of a checkout, under the shop's base. */
export const paidPath = (checkoutId: string) => `/pagado/${checkoutId}`

/**
 * POST …/checkouts/:id/pay (decision 050), in three steps:
 * (a) one transaction: the checkout open, complete and within its time → `paying`; the client's
 *     expected total compared with the server's (different → 409 `total_changed`, no charge);
 *     every on-stock line's units reserved with one conditional UPDATE per item, all or nothing
 *     (409 `insufficient_stock`); an attempt row written before the charge;
 * (b) outside any transaction: the charge, for the server's amount;
 * (c) the answer applied to the attempt (flows/settle-payment.ts): approved → the orders placed;
 *     declined → stock back, checkout open, 402; requires_action → the 3-D Secure URL, redirect →
 *     the provider's page (the return routes finish); pending (a reference) → the orders wait for
 *     the payment; no answer twice → `processing`, the reconciliation job settles it (case 12).
 */
export async function payCheckout(
  ctx: ServiceContext,
  deps: PayDeps,
  checkoutId: string,
  body: PayBody,
): Promise<PaymentResult> {
  const customerId = ctx.viewer.userId!
  const { source, saveCard } = await chargeSource(ctx, deps.payments, customerId, body)

  const { loaded, attemptId, amount } = await inTransaction(ctx, async (tx) => {
    const loaded = await loadCheckout(tx, checkoutId, { forUpdate: true })
    assertOpen(loaded.checkout)
    // No ticket for an ended experience, and one named attendee per ticket (decision 083).
    assertAttendeesReady(loaded)
    if (!readyToPay(loaded)) throw new AppError('checkout_incomplete')
    // Every order waits for its seller's date and cost: placed without paying (`place`, decision 055).
    if (nothingDueNow(loaded.orders)) throw new AppError('payment_not_needed')
    // Offered: every supplier paid now enabled it, and this provider takes it (decision 060).
    const takes = (type: string) => (deps.payments.types as readonly string[]).includes(type)
    if (!commonPaymentTypes(loaded.orders, takes).includes(body.payment_type)) {
      throw new AppError('payment_type_not_enabled')
    }
    // The orders whose seller confirms the delivery first are paid later (decision 055).
    const amount = amountDueNow(loaded.orders)
    const currency = loaded.checkout.currency
    if (body.expected_total.amount !== amount || body.expected_total.currency !== currency) {
      throw new AppError('total_changed', { details: { total: { amount, currency } } })
    }
    await beginPaying(tx, checkoutId)
    const moves = loaded.lines
      .filter((line) => line.stockType === 'onstock')
      .map((line) => ({ itemId: line.itemId, quantity: line.quantity }))
    const taken = await reserveStock(tx, moves)
    await recordReservations(tx, checkoutId, taken)
    const attemptId = await startAttempt(tx, {
      checkoutId,
      customerId,
      provider: deps.payments.name,
      paymentType: body.payment_type,
      amount,
      currency,
      instalments: body.msi_payments ?? 1,
    })
    return { loaded, attemptId, amount }
  })

  const request: ChargeRequest = {
    attemptId,
    paymentType: body.payment_type,
    amount,
    currency: loaded.checkout.currency,
    source,
    instalments: body.msi_payments ?? 1,
    description: `Tianguis ${checkoutId}`,
    returnUrl: deps.returnUrl,
    ...(deps.cancelUrl ? { cancelUrl: deps.cancelUrl } : {}),
    customerEmail: loaded.checkout.contactEmail,
    customerName: loaded.checkout.address?.recipient ?? null,
    customerPhone: loaded.checkout.contactPhone ?? loaded.checkout.address?.phone ?? null,
    customer: customerId,
    saveCard,
  }
  let result: ChargeResult
  try {
    result = await deps.payments.charge(request)
  } catch (error) {
    try {
      // A timeout may have charged: the same attempt id again answers the real result and never
      // charges twice (decision 045), so it is asked once more before giving up.
      if (!(error instanceof PaymentProviderError && error.code === 'timeout')) throw error
      result = await deps.payments.charge(request)
    } catch (again) {
      if (again instanceof PaymentProviderError && again.code === 'timeout') {
        // Still no answer: the charge may stand. The attempt stays `started` with its stock held,
        // and the reconciliation job asks the provider shortly (quality case 12, decision 057).
        ctx.log.error({ attemptId }, 'payment provider timed out twice; reconciling later')
        await enqueueReconcile(ctx, attemptId, new Date(Date.now() + RECONCILE_AFTER_TIMEOUT_SECONDS * 1000))
        return { status: 'processing', checkout_id: checkoutId, paid_path: paidPath(checkoutId) }
      }
      ctx.log.error({ err: again, attemptId }, 'payment provider failed')
      result = { status: 'declined', code: 'processing_error', message: null }
    }
  }
  return settleCharge(ctx, deps, checkoutId, attemptId, result)
}

/**
 * Step (c), also for the 3-D Secure and redirect returns: the provider's answer applied to the
 * attempt (flows/settle-payment.ts, forward only) and told as the pay answer — or, for a decline,
 * as the 002 §8 error with the provider's code.
 */
export async function settleCharge(
  ctx: ServiceContext,
  deps: PayDeps,
  checkoutId: string,
  attemptId: string,
  result: ChargeNews,
): Promise<PaymentResult> {
  const { settlement } = await applyChargeNews(ctx, deps, attemptId, result)
  return paymentAnswer(checkoutId, settlement)
}

/** A settlement as the pay call answers it (002 §3 payment-token fields that apply). */
export function paymentAnswer(checkoutId: string, settlement: Settlement): PaymentResult {
  switch (settlement.status) {
    case 'approved':
      return {
        status: 'paid',
        checkout_id: checkoutId,
        order_ids: settlement.orderIds,
        paid_path: paidPath(checkoutId),
        ...(settlement.chargeId ? { charge_id: settlement.chargeId } : {}),
      }
    case 'pending':
      return {
        status: 'pending',
        checkout_id: checkoutId,
        order_ids: settlement.orderIds,
        reference: settlement.reference,
        expires_at: settlement.expiresAt.toISOString(),
        paid_path: paidPath(checkoutId),
        ...(settlement.chargeId ? { charge_id: settlement.chargeId } : {}),
        ...(settlement.details ? { payment_metadata: metadataOf(settlement.details) } : {}),
      }
    case 'requires_action':
      return {
        status: 'requires_action',
        checkout_id: checkoutId,
        url_3ds: settlement.url3ds,
        ...(settlement.chargeId ? { charge_id: settlement.chargeId } : {}),
      }
    case 'redirect':
      return {
        status: 'redirect',
        checkout_id: checkoutId,
        approval_url: settlement.approvalUrl,
        redirect_url: settlement.approvalUrl,
        charge_id: settlement.chargeId,
      }
    case 'declined':
      throw new AppError(declineErrorCode(settlement.code), { details: { provider_code: settlement.code } })
    case 'expired':
      throw new AppError('payment_attempt_failed', { details: { provider_code: 'reference_expired' } })
    case 'failed':
    case 'started':
      throw new AppError('payment_attempt_failed')
  }
}
