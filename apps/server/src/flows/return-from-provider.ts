import type { ErrorCode } from '@tianguis/core/errors'
import { declineErrorCode } from '@tianguis/core/payments/declines'
import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { type CheckoutRow, isExpired, loadCheckout } from '../modules/checkout/checkout.service.ts'
import { attemptByCharge, type PaymentAttempt } from '../modules/payments/payments.service.ts'
import { PaymentProviderError } from '../platform/payments/provider.ts'
import type { PaymentProviders } from '../platform/payments/registry.ts'
import {
  applyChargeNews,
  type ChargeNews,
  enqueueReconcile,
  RECONCILE_AFTER_TIMEOUT_SECONDS,
  type Settlement,
} from './settle-payment.ts'

/**
 * The browser back from a provider's page (decision 058): the 3-D Secure page or a redirect
 * method's page (card payment provider, pay later, wallet), to the checkout's return or cancel
 * route with `?charge=`. What the provider says about the charge is applied through the one
 * settle flow (a webhook may have applied it already: then it changes nothing), and the answer is
 * where the browser goes next. Only a charge of this checkout is looked at: another one's changes
 * nothing and fails.
 */
export type PageOutcome =
  | { kind: 'paid' }
  /** Not finished at the provider: back to its page. */
  | { kind: 'again'; url: string }
  | { kind: 'failed'; code: ErrorCode }

const failed = (code: ErrorCode): PageOutcome => ({ kind: 'failed', code })

/** Where an attempt already settled sends the browser; null while it still waits for the provider. */
function settledOutcome(attempt: PaymentAttempt, checkout: CheckoutRow): PageOutcome | null {
  switch (attempt.status) {
    case 'approved':
    case 'refunded':
    case 'pending':
      return { kind: 'paid' }
    case 'declined':
      return failed(declineErrorCode(attempt.failureCode ?? ''))
    case 'requires_action':
    case 'redirect':
      return null
    default:
      // Failed because its order could no longer be placed (the webhook came first and refunded it).
      return failed(
        checkout.status === 'expired' || isExpired(checkout) ? 'checkout_expired' : 'payment_attempt_failed',
      )
  }
}

function outcomeOf(settlement: Settlement): PageOutcome {
  switch (settlement.status) {
    case 'approved':
    case 'pending':
      return { kind: 'paid' }
    case 'requires_action':
      return { kind: 'again', url: settlement.url3ds }
    case 'redirect':
      return { kind: 'again', url: settlement.approvalUrl }
    case 'declined':
      return failed(declineErrorCode(settlement.code))
    default:
      return failed('payment_attempt_failed')
  }
}

/** The attempt of this checkout with this charge, its provider, and whether it still waits. */
async function attemptOf(
  ctx: ServiceContext,
  providers: PaymentProviders,
  checkoutId: string,
  chargeId: string,
) {
  // Another customer's checkout is 404 before anything is read (quality case 1).
  const loaded = await loadCheckout(ctx, checkoutId)
  const attempt = await attemptByCharge(ctx, checkoutId, chargeId)
  const provider = attempt ? providers.byName(attempt.provider) : null
  return { loaded, attempt, provider }
}

/**
 * Applies the news; an order that cannot be placed any more (the checkout's countdown ended while
 * the page was open) is refunded by the settle flow and fails here with its code.
 */
async function apply(
  ctx: ServiceContext,
  payments: NonNullable<ReturnType<PaymentProviders['byName']>>,
  attemptId: string,
  news: ChargeNews,
): Promise<PageOutcome> {
  try {
    const { settlement } = await applyChargeNews(ctx, { payments }, attemptId, news)
    return outcomeOf(settlement)
  } catch (error) {
    if (error instanceof AppError) return failed(error.code)
    throw error
  }
}

/** GET …/return (and …/3ds-return): the provider's page is done; settle by what the provider says. */
export async function returnFromProvider(
  ctx: ServiceContext,
  providers: PaymentProviders,
  checkoutId: string,
  chargeId: string,
): Promise<PageOutcome> {
  const { loaded, attempt, provider } = await attemptOf(ctx, providers, checkoutId, chargeId)
  if (!attempt) return loaded.checkout.status === 'paid' ? { kind: 'paid' } : failed('payment_attempt_failed')
  const settled = settledOutcome(attempt, loaded.checkout)
  if (settled) return settled
  if (!provider) return failed('payment_setup_failed')
  let news: ChargeNews
  try {
    news = await provider.retrieve(chargeId)
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    // The provider did not answer (a capture may have gone through): the attempt stays open, the
    // reconciliation job asks again in 30 s, and the paid page says the payment is being confirmed.
    ctx.log.error({ err: error, attemptId: attempt.id }, 'retrieving a charge on its return failed')
    await enqueueReconcile(ctx, attempt.id, new Date(Date.now() + RECONCILE_AFTER_TIMEOUT_SECONDS * 1000))
    return { kind: 'paid' }
  }
  return apply(ctx, provider, attempt.id, news)
}

/**
 * GET …/cancel: the buyer cancelled at a redirect method's page, or came back by its cancel link.
 * A charge the provider still holds open is given up there first (`cancel()`), then asked once
 * more — one approved in between wins — and otherwise recorded declined `payment_canceled`: the
 * stock comes back and the checkout opens again with 002 §8's redirect failure.
 */
export async function cancelAtProvider(
  ctx: ServiceContext,
  providers: PaymentProviders,
  checkoutId: string,
  chargeId: string,
): Promise<PageOutcome> {
  const { loaded, attempt, provider } = await attemptOf(ctx, providers, checkoutId, chargeId)
  const canceled = failed('payment_redirect_failed')
  if (!attempt) return loaded.checkout.status === 'paid' ? { kind: 'paid' } : canceled
  if (attempt.status !== 'redirect')
    return settledOutcome(attempt, loaded.checkout)?.kind === 'paid' ? { kind: 'paid' } : canceled
  if (!provider) return canceled
  let news: ChargeNews
  try {
    const now = await provider.retrieve(chargeId)
    if (now.status === 'redirect') {
      await provider.cancel?.(chargeId)
      const after = await provider.retrieve(chargeId)
      news =
        after.status === 'approved' ? after : { status: 'declined', code: 'payment_canceled', message: null }
    } else {
      news = now
    }
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    // No answer: the charge may still be approved. It stays open; the reconciliation job asks later.
    ctx.log.error({ err: error, attemptId: attempt.id }, 'asking about a cancelled charge failed')
    return canceled
  }
  const outcome = await apply(ctx, provider, attempt.id, news)
  return outcome.kind === 'paid' ? outcome : canceled
}
