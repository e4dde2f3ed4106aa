import type Stripe from 'stripe'
import {
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  PaymentProviderError,
} from '../provider.ts'
import { type StripeErrorFields, stripeClient, stripeErrorType } from './stripe-client.ts'
import type { StripeConfig } from './stripe-config.ts'
import { declineCodeOf, isMissing, providerErrorOf, resultOfIntent } from './stripe-results.ts'
import { readStripeWebhook } from './stripe-webhooks.ts'

/** Every answer about an intent carries its charge, for the card's brand, last 4 and funding. */
const EXPAND = ['latest_charge']

/**
 * How long after its attempt was written a charge can have been made: the checkout charges at
 * once, and asks a second time after a timeout (two `PAYMENTS_TIMEOUT_MS`). Wide on purpose: the
 * list below reads a few minutes of one account's intents.
 */
const CHARGE_WINDOW_SECONDS = { before: 5 * 60, after: 30 * 60 }

/** Crockford's base 32, as platform/ids.ts writes an id's first ten characters (its time). */
const ID_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'

/** When one of our ids was made (its ULID-like time part), or null for an id of another shape. */
export function idTime(id: string): Date | null {
  const match = /^[a-z]+_([0-9a-hjkmnp-tv-z]{10})[0-9a-hjkmnp-tv-z]{16}$/.exec(id)
  if (!match) return null
  let millis = 0
  for (const char of match[1]!) millis = millis * 32 + ID_ALPHABET.indexOf(char)
  return new Date(millis)
}

/**
 * Cards through Stripe's Payment Intents with the official SDK (decision 061). A charge creates
 * and confirms an intent in one call, with our attempt id as its idempotency key (asked again, it
 * answers the first answer and never charges twice) and in its metadata (how the reconciliation job
 * finds it). 3-D Secure is Stripe's page (`next_action.redirect_to_url`), which sends the browser
 * back to the checkout's return route with `?payment_intent=`. Saving cards for later (Stripe
 * Customers and `setup_future_usage`) is not built: `cards` is undefined, so the checkout refuses
 * `save_card` and offers no saved Stripe card.
 */
export function stripePaymentProvider(
  config: StripeConfig,
  options: { timeoutMs?: number } = {},
): PaymentProvider {
  // Made (and the SDK loaded) on the first call: configuring Stripe costs the start nothing.
  let client: Promise<Stripe> | null = null
  const sdk = () => {
    client ??= stripeClient(config, options.timeoutMs)
    return client
  }

  /** Runs an SDK call, its errors as the interface's. */
  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      throw providerErrorOf(error)
    }
  }

  /** The intent created with our attempt id: the search first, then the list around its time. */
  async function intentOfAttempt(attemptId: string): Promise<Stripe.PaymentIntent | null> {
    // Our ids are letters, digits and `_`: nothing to escape in the search's quotes.
    if (!/^\w{1,200}$/.test(attemptId)) throw new PaymentProviderError('invalid_request')
    const stripe = await sdk()
    const found = await stripe.paymentIntents.search({
      query: `metadata['attempt_id']:'${attemptId}'`,
      expand: EXPAND.map((field) => `data.${field}`),
      limit: 10,
    })
    const searched = found.data.find((intent) => intent.metadata?.attempt_id === attemptId)
    if (searched) return searched
    // Stripe's search lags its writes (about a minute, longer in an outage): an intent not
    // indexed yet is looked for in the list, which is exact, over the minutes around the attempt.
    const madeAt = idTime(attemptId)
    if (!madeAt) return null
    const seconds = Math.floor(madeAt.getTime() / 1000)
    const listed = stripe.paymentIntents.list({
      created: { gte: seconds - CHARGE_WINDOW_SECONDS.before, lte: seconds + CHARGE_WINDOW_SECONDS.after },
      limit: 100,
      expand: EXPAND.map((field) => `data.${field}`),
    })
    for await (const intent of listed) {
      if (intent.metadata?.attempt_id === attemptId) return intent
    }
    return null
  }

  const provider: PaymentProvider = {
    name: 'stripe',
    types: config.types,
    // Stripe.js tokenises the card in the browser with the publishable key (002 §3 `str_public_key`).
    ...(config.publishableKey ? { browserKeys: { str_public_key: config.publishableKey } } : {}),

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        throw new PaymentProviderError('invalid_request')
      if (!Number.isSafeInteger(request.instalments) || request.instalments < 1)
        throw new PaymentProviderError('invalid_request')
      // Stripe sends the browser back to an absolute address only.
      if (!/^https?:\/\/[^\s]+$/i.test(request.returnUrl)) throw new PaymentProviderError('invalid_request')
      const params: Stripe.PaymentIntentCreateParams = {
        amount: request.amount,
        currency: request.currency.toLowerCase(),
        payment_method: request.source,
        // Cards only: no redirect-based method can slip in through the account's settings.
        allowed_payment_method_types: ['card'],
        confirm: true,
        return_url: request.returnUrl,
        description: request.description,
        metadata: { attempt_id: request.attemptId },
        // Meses sin intereses (Stripe Mexico): the plan chosen at checkout, fixed monthly payments.
        ...(request.instalments > 1
          ? {
              payment_method_options: {
                card: {
                  installments: {
                    plan: { count: request.instalments, interval: 'month', type: 'fixed_count' },
                  },
                },
              },
            }
          : {}),
        expand: EXPAND,
      }
      const stripe = await sdk()
      try {
        const intent = await stripe.paymentIntents.create(params, { idempotencyKey: request.attemptId })
        return resultOfIntent(intent)
      } catch (error) {
        // The bank said no (402): a result, not an error.
        if (stripeErrorType(error) === 'StripeCardError')
          return { status: 'declined', code: declineCodeOf(error as StripeErrorFields), message: null }
        // A token Stripe does not know (expired, used, or another account's).
        if (isMissing(error) && (error as StripeErrorFields).param === 'payment_method')
          return { status: 'declined', code: 'token_invalid', message: null }
        throw providerErrorOf(error)
      }
    },

    async retrieve(chargeId) {
      const stripe = await sdk()
      const intent = await call(() => stripe.paymentIntents.retrieve(chargeId, { expand: EXPAND }))
      return resultOfIntent(intent)
    },

    async findByAttempt(attemptId) {
      const intent = await call(() => intentOfAttempt(attemptId))
      return intent ? resultOfIntent(intent) : null
    },

    async refund(chargeId, amount, refundKey) {
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new PaymentProviderError('invalid_request')
      const stripe = await sdk()
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: chargeId, amount },
          refundKey ? { idempotencyKey: refundKey } : {},
        )
        return { refundId: refund.id }
      } catch (error) {
        const mapped = providerErrorOf(error)
        // Above what is left, already refunded, or not paid: Stripe refuses with a 400.
        if (mapped instanceof PaymentProviderError && mapped.code === 'invalid_request')
          throw new PaymentProviderError('refund_refused')
        throw mapped
      }
    },

    async cancel(chargeId) {
      const stripe = await sdk()
      try {
        await stripe.paymentIntents.cancel(chargeId)
      } catch (error) {
        // Paid (or given up) already: left as it is, as the interface asks.
        if (
          stripeErrorType(error) === 'StripeInvalidRequestError' &&
          (error as StripeErrorFields).code === 'payment_intent_unexpected_state'
        )
          return
        throw providerErrorOf(error)
      }
    },
  }
  const secret = config.webhookSecret
  // Without the endpoint's secret nothing can be checked, so no webhook is read (README "Payments").
  if (secret) provider.readWebhook = async (request) => readStripeWebhook(await sdk(), secret, request)
  return provider
}
