import type { PlanBuyBody, PlanPurchaseResult } from '@tianguis/core/contracts/plans'
import { packagePaidEntry } from '@tianguis/core/ledger/packages'
import { declineErrorCode } from '@tianguis/core/payments/declines'
import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { postEntry } from '../modules/ledger/ledger.service.ts'
import {
  notePlanCharge,
  type PlanChargeNews,
  planPrice,
  planPurchaseOf,
  settlePlanPurchase,
  startPlanPurchase,
} from '../modules/plans/plan-purchases.service.ts'
import {
  type ChargeResult,
  type PaymentProvider,
  PaymentProviderError,
} from '../platform/payments/provider.ts'
import { chargeSource } from './charge-source.ts'

/**
 * Buying a package (002 §2 `/apps/paquetes`, §3, §4 upgrade; decision 092), in the checkout's three
 * steps: (a) the plan's price checked against the page's and a pending `plan_purchases` row
 * written; (b) the card charged, outside any transaction, with the purchase's id as the attempt
 * id; (c) the answer settled by the plans module, once. Cards only. A card that asks for 3-D
 * Secure (decision 094) leaves the purchase pending with its charge and answers the provider's page
 * as `action_url`; the browser comes back to `…/purchases/{id}/return` (package-return.ts) and the
 * provider's webhook may settle it first — whichever comes second changes nothing. A decline
 * answers 002 §8's error with the provider's code and leaves the user's plan as it was.
 */
export async function buyPlan(
  ctx: ServiceContext,
  payments: PaymentProvider,
  body: PlanBuyBody,
  origin: string,
): Promise<PlanPurchaseResult> {
  const userId = ctx.viewer.userId!
  const plan = await planPrice(ctx, body.plan_id)
  if (body.expected_total.amount !== plan.price || body.expected_total.currency !== plan.currency) {
    throw new AppError('total_changed', {
      details: { total: { amount: plan.price, currency: plan.currency } },
    })
  }
  const { source } = await chargeSource(ctx, payments, userId, {
    payment_type: 'card',
    card_token: body.card_token,
    card_id: body.card_id,
    expected_total: body.expected_total,
  })
  const purchaseId = await startPlanPurchase(ctx, {
    userId,
    planId: plan.id,
    amount: plan.price,
    currency: plan.currency,
    provider: payments.name,
    returnPath: body.return_path ?? null,
  })
  const back = `${origin}/api/v1/me/plan/purchases/${purchaseId}/return`
  const request = {
    attemptId: purchaseId,
    paymentType: 'card' as const,
    amount: plan.price,
    currency: plan.currency,
    source,
    instalments: 1,
    description: `Tianguis ${plan.name}`,
    // Where the 3-D Secure page sends the browser back, with `?charge=` (decision 094).
    returnUrl: back,
    cancelUrl: back,
    customerEmail: null,
    customerName: null,
    customerPhone: null,
    customer: userId,
    saveCard: false,
  }
  let result: ChargeResult
  try {
    result = await payments.charge(request)
  } catch (error) {
    try {
      // A timeout may have charged: the same attempt id again answers the real result (decision 045).
      if (!(error instanceof PaymentProviderError && error.code === 'timeout')) throw error
      result = await payments.charge(request)
    } catch (again) {
      if (again instanceof PaymentProviderError && again.code === 'timeout') {
        // It may have charged: the purchase stays pending for a reconciliation (decision 092), nothing activates.
        ctx.log.error({ purchaseId }, 'charging a package timed out twice; left pending')
        throw new AppError('payment_setup_failed', { details: { purchase_id: purchaseId } })
      }
      ctx.log.error({ err: again, purchaseId }, 'charging a package failed')
      result = { status: 'declined', code: 'processing_error', message: null }
    }
  }
  if (result.status === 'requires_action') {
    await notePlanCharge(ctx, purchaseId, result.chargeId)
    return { ...(await planPurchaseOf(ctx, userId, purchaseId)), action_url: result.url3ds }
  }
  const settled = await settlePackage(ctx, purchaseId, newsOf(result))
  if (settled.status === 'declined') {
    const code = settled.failure_code ?? 'processing_error'
    throw new AppError(
      code === 'payment_attempt_failed' ? 'payment_attempt_failed' : declineErrorCode(code),
      { details: { provider_code: code, purchase_id: purchaseId } },
    )
  }
  return settled
}

/**
 * Settles a purchase with the provider's news: the settlement and the platform's income from it
 * commit together (decision 093); settled twice, the same entry again writes nothing.
 */
export function settlePackage(ctx: ServiceContext, purchaseId: string, news: PlanChargeNews) {
  return inTransaction(ctx, async (tx) => {
    const answer = await settlePlanPurchase(tx, purchaseId, news)
    const income =
      answer.status === 'approved' ? packagePaidEntry(answer.id, answer.currency, answer.amount) : null
    if (income) await postEntry(tx, income)
    return answer
  })
}

/** A charge's answer as a package's settlement: only an approval activates. */
export function newsOf(result: ChargeResult): PlanChargeNews {
  switch (result.status) {
    case 'approved':
      return { status: 'approved', chargeId: result.chargeId ?? null }
    case 'declined':
      return { status: 'declined', code: result.code, chargeId: null }
    default:
      return {
        status: 'declined',
        code: 'payment_attempt_failed',
        chargeId: 'chargeId' in result ? (result.chargeId ?? null) : null,
      }
  }
}
