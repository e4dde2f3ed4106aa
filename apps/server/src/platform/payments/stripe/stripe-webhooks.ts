import type Stripe from 'stripe'
import { type PaymentEvent, type WebhookRefusal, WebhookRefused, type WebhookRequest } from '../provider.ts'
import { stripeErrorType } from './stripe-client.ts'
import { declineCodeOf } from './stripe-results.ts'

/** Stripe's signature header (`t=…,v1=…`) and how old an event may be: 5 minutes, as Stripe advises. */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature'
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300

/** The events an endpoint subscribes to (README "Payments"); any other settles nothing. */
export const STRIPE_WEBHOOK_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'charge.refunded',
] as const

/**
 * Why the SDK refused a signature, from its message: the SDK has one error class for every
 * refusal. Pinned by stripe-adapter.test.ts, so an SDK that words them otherwise fails a test
 * instead of calling a stale event a wrong signature.
 */
function refusalOf(message: string): WebhookRefusal {
  if (message.startsWith('Timestamp outside the tolerance zone')) return 'stale_timestamp'
  if (message.startsWith('No signatures found matching the expected signature')) return 'wrong_signature'
  if (message.startsWith('No stripe-signature header')) return 'missing_signature'
  return 'malformed_signature'
}

function headerOf(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) {
    // Stripe sends one; two are not Stripe's.
    if (value.length !== 1) throw new WebhookRefused('malformed_signature')
    return value[0]?.trim() || null
  }
  return value?.trim() || null
}

const intentEvent = (event: Stripe.Event, intent: Stripe.PaymentIntent) => ({
  eventId: event.id,
  type: event.type,
  chargeId: intent.id,
  currency: intent.currency.toUpperCase(),
})

/**
 * Checks a webhook with the SDK (`stripe.webhooks.constructEvent`: HMAC-SHA256 of `t.body` with the
 * endpoint's secret, over the raw bytes received, at most 300 s old by our clock) and reads it as
 * news of a charge — the charge being the PaymentIntent, whose id is our attempt's `charge_id`.
 * A whole refund (`charge.refunded` with `refunded: true`) moves the attempt; a partial one is the
 * refunds table's business and settles nothing here.
 */
export function readStripeWebhook(
  stripe: Stripe,
  secret: string,
  request: WebhookRequest,
): PaymentEvent | null {
  const header = headerOf(request.headers[STRIPE_SIGNATURE_HEADER])
  if (!header) throw new WebhookRefused('missing_signature')
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(
      request.rawBody,
      header,
      secret,
      STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      request.now.getTime(),
    )
  } catch (error) {
    if (stripeErrorType(error) === 'StripeSignatureVerificationError')
      throw new WebhookRefused(refusalOf((error as Error).message))
    throw error
  }
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object
      // What was taken, compared with the attempt's amount (quality case 7).
      return { ...intentEvent(event, intent), status: 'approved', amount: intent.amount_received }
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object
      return {
        ...intentEvent(event, intent),
        status: 'declined',
        amount: intent.amount,
        code: intent.last_payment_error ? declineCodeOf(intent.last_payment_error) : 'card_declined',
      }
    }
    case 'payment_intent.canceled': {
      // We cancel only what can no longer be paid (a 3-D Secure page left open past its time).
      const intent = event.data.object
      return { ...intentEvent(event, intent), status: 'expired', amount: intent.amount }
    }
    case 'charge.refunded': {
      const charge = event.data.object
      const intentId =
        typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
      if (!charge.refunded || !intentId) return null
      return {
        eventId: event.id,
        type: event.type,
        chargeId: intentId,
        status: 'refunded',
        amount: charge.amount,
        currency: charge.currency.toUpperCase(),
      }
    }
    default:
      return null
  }
}
