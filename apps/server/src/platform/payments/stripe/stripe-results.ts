import { DECLINE_CODES } from '@tianguis/core/payments/declines'
import type Stripe from 'stripe'
import { type CardSummary, type ChargeResult, PaymentProviderError } from '../provider.ts'
import { type StripeErrorFields, stripeErrorType } from './stripe-client.ts'

/**
 * What Stripe's answers mean to the checkout (decision 061): a PaymentIntent's status as a
 * charge result, an SDK error as a decline or as one of the interface's errors.
 */

/** Stripe's card brands as the paid page and the order show them (the sandbox's names). */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
}

const KNOWN_DECLINES = new Set<string>(DECLINE_CODES)

/**
 * A decline's code in our terms: Stripe's `decline_code` when it is one we name (insufficient
 * funds, a stolen card), else its `code` (`card_declined` for every other refusal by the bank,
 * `expired_card`, `processing_error`), so the shopper reads the 002 §8 sentence that fits; a
 * code we do not know passes through as Stripe gave it. A failed 3-D Secure is ours
 * `authentication_failed`.
 */
export function declineCodeOf(error: { code?: string | null; decline_code?: string | null }): string {
  if (error.code === 'payment_intent_authentication_failure') return 'authentication_failed'
  if (error.decline_code && KNOWN_DECLINES.has(error.decline_code)) return error.decline_code
  if (error.code && KNOWN_DECLINES.has(error.code)) return error.code
  return error.code || error.decline_code || 'card_declined'
}

/** The card as the charge's `payment_method_details` describe it (never its number). */
function cardOf(intent: Stripe.PaymentIntent): CardSummary | null {
  const charge = intent.latest_charge
  if (!charge || typeof charge === 'string') return null
  const card = charge.payment_method_details?.card
  if (!card) return null
  return {
    brand: BRANDS[card.brand ?? ''] ?? card.brand ?? 'Tarjeta',
    last4: card.last4 ?? '',
    // Prepaid cards pay as debit ones do: no instalments.
    type: card.funding === 'credit' ? 'credit' : 'debit',
    bank: card.issuer ?? '',
    holder: charge.billing_details?.name ?? '',
  }
}

/**
 * A PaymentIntent as a charge result. `succeeded` is approved; `requires_action` with a redirect is
 * 3-D Secure (the browser goes to Stripe's page, which comes back to `return_url`);
 * `requires_payment_method` after a confirmation is a decline (the intent waits for another card,
 * which we never give it: a new pay is a new attempt); `canceled` was given up. A status with no
 * answer yet (`processing`) is not a result: it throws `timeout`, so the caller asks again later.
 */
export function resultOfIntent(intent: Stripe.PaymentIntent): ChargeResult {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'approved', chargeId: intent.id, card: cardOf(intent) }
    case 'requires_action': {
      const url = intent.next_action?.redirect_to_url?.url
      // We confirm with a return_url, so Stripe answers a page to redirect to; anything else
      // (an action only Stripe.js can take) cannot be finished by this checkout.
      if (!url) return { status: 'declined', code: 'processing_error', message: null }
      return { status: 'requires_action', chargeId: intent.id, url3ds: url }
    }
    case 'requires_payment_method': {
      const error = intent.last_payment_error
      return { status: 'declined', code: error ? declineCodeOf(error) : 'card_declined', message: null }
    }
    case 'canceled':
      return { status: 'declined', code: 'canceled', message: null }
    default:
      // processing, requires_confirmation, requires_capture: not settled (we never ask for a
      // manual capture), so there is nothing to tell yet.
      throw new PaymentProviderError('timeout')
  }
}

/** No answer, or an answer that does not say what happened: the charge may stand. */
export function isUnknownOutcome(error: unknown): boolean {
  const type = stripeErrorType(error)
  if (type === 'StripeConnectionError') return true
  // 409: the same idempotency key is still being worked on; 5xx: Stripe's side failed mid-way.
  // (A 429 is refused before anything is done: a plain failure.)
  const status = type ? ((error as StripeErrorFields).statusCode ?? 0) : 0
  return status === 409 || status >= 500
}

/** A 404 of Stripe's: the object named does not exist (`resource_missing`). */
export function isMissing(error: unknown): boolean {
  return (
    stripeErrorType(error) === 'StripeInvalidRequestError' &&
    (error as StripeErrorFields).code === 'resource_missing'
  )
}

/**
 * An error of the SDK as the interface's: unknown outcomes are `timeout` (ask again with the same
 * key), a reused idempotency key with other parameters is `attempt_mismatch`, anything else the
 * caller cannot mend by retrying is `invalid_request`. Our own errors pass through.
 */
export function providerErrorOf(error: unknown): Error {
  if (error instanceof PaymentProviderError) return error
  if (isUnknownOutcome(error)) return new PaymentProviderError('timeout')
  const type = stripeErrorType(error)
  if (type === 'StripeIdempotencyError') return new PaymentProviderError('attempt_mismatch')
  if (isMissing(error)) return new PaymentProviderError('unknown_charge')
  if (type) return new PaymentProviderError('invalid_request')
  return error instanceof Error ? error : new Error(String(error))
}
