import { randomBytes } from 'node:crypto'

/**
 * The objects the Stripe fake keeps and answers, in the shapes of Stripe's API reference
 * (PaymentIntent, Charge, Refund, Event, error), and the form decoding the SDK's requests need.
 * Only the fields the adapter or a reader of the fake's answers may look at are filled in.
 */

type Json = Record<string, unknown>

/** Stripe-looking ids: a prefix and 24 letters and digits. */
export function stripeId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  let id = ''
  for (const byte of randomBytes(24)) id += alphabet[byte % alphabet.length]
  return `${prefix}_${id}`
}

/**
 * Decodes `a[b][0]=x&a[b][1]=y` (the SDK's form bodies and query strings, qs's indexed style)
 * into nested objects; indices stay object keys, `listOf` reads them in order.
 */
export function parseForm(text: string): Json {
  const root: Json = {}
  for (const pair of text.split('&')) {
    if (!pair) continue
    const at = pair.indexOf('=')
    const rawKey = at < 0 ? pair : pair.slice(0, at)
    const rawValue = at < 0 ? '' : pair.slice(at + 1)
    const key = decodeURIComponent(rawKey.replace(/\+/g, ' '))
    const value = decodeURIComponent(rawValue.replace(/\+/g, ' '))
    const path = key.split(/\[|\]\[|\]/).filter((part, index) => index === 0 || part !== '')
    let node = root
    for (const [index, part] of path.entries()) {
      if (index === path.length - 1) {
        node[part] = value
      } else {
        if (node[part] === undefined) node[part] = {}
        node = node[part] as Json
      }
    }
  }
  return root
}

/** An indexed form list (`expand[0]`, `expand[1]`) or a single value, as an array. */
export function listOf(value: unknown): string[] {
  if (value === undefined) return []
  if (typeof value === 'string') return [value]
  return Object.keys(value as Json)
    .sort((a, b) => Number(a) - Number(b))
    .map((index) => String((value as Json)[index]))
}

/** A test card as a PaymentMethod's `card` describes it. */
export interface FakeCard {
  brand: string
  last4: string
  funding: 'credit' | 'debit'
  issuer: string
  /** What confirming with it does. */
  outcome:
    | { kind: 'succeed' }
    | { kind: 'decline'; code: string; declineCode: string | null; message: string }
    | { kind: '3ds' }
}

/** Stripe's test PaymentMethods that the fake knows (docs.stripe.com/testing). */
export const TEST_PAYMENT_METHODS: Record<string, FakeCard> = {
  pm_card_visa: {
    brand: 'visa',
    last4: '4242',
    funding: 'credit',
    issuer: 'Stripe Test Bank',
    outcome: { kind: 'succeed' },
  },
  pm_card_mastercard: {
    brand: 'mastercard',
    last4: '4444',
    funding: 'credit',
    issuer: 'Stripe Test Bank',
    outcome: { kind: 'succeed' },
  },
  pm_card_visa_debit: {
    brand: 'visa',
    last4: '5556',
    funding: 'debit',
    issuer: 'Stripe Test Bank',
    outcome: { kind: 'succeed' },
  },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    funding: 'credit',
    issuer: 'Stripe Test Bank',
    outcome: {
      kind: 'decline',
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    funding: 'credit',
    issuer: 'Stripe Test Bank',
    outcome: {
      kind: 'decline',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    funding: 'credit',
    issuer: 'Stripe Test Bank',
    outcome: {
      kind: 'decline',
      code: 'expired_card',
      declineCode: 'expired_card',
      message: 'Your card has expired.',
    },
  },
  pm_card_threeDSecure2Required: {
    brand: 'visa',
    last4: '3155',
    funding: 'credit',
    issuer: 'Stripe Test Bank',
    outcome: { kind: '3ds' },
  },
}

export interface FakeCharge {
  id: string
  amount: number
  amountRefunded: number
  currency: string
  paymentIntent: string
  paymentMethod: string
  card: FakeCard
  status: 'succeeded' | 'failed'
  failure: { code: string; declineCode: string | null; message: string } | null
  installments: Json | null
  created: number
}

export interface FakeIntent {
  id: string
  clientSecret: string
  amount: number
  currency: string
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'processing'
    | 'succeeded'
    | 'canceled'
  description: string | null
  metadata: Record<string, string>
  paymentMethod: string | null
  returnUrl: string | null
  installmentsPlan: Json | null
  nextActionUrl: string | null
  lastPaymentError: Json | null
  latestCharge: string | null
  canceledAt: number | null
  cancellationReason: string | null
  created: number
  /** Until when the search does not see it (Stripe's search lags its writes). */
  searchableAt: number
}

export function chargeJson(charge: FakeCharge): Json {
  return {
    id: charge.id,
    object: 'charge',
    amount: charge.amount,
    amount_captured: charge.status === 'succeeded' ? charge.amount : 0,
    amount_refunded: charge.amountRefunded,
    billing_details: { address: null, email: null, name: 'Ana López', phone: null },
    captured: charge.status === 'succeeded',
    created: charge.created,
    currency: charge.currency,
    failure_code: charge.failure?.code ?? null,
    failure_message: charge.failure?.message ?? null,
    livemode: false,
    metadata: {},
    outcome:
      charge.status === 'succeeded'
        ? { network_status: 'approved_by_network', type: 'authorized', seller_message: 'Payment complete.' }
        : {
            network_status: 'declined_by_network',
            type: 'issuer_declined',
            reason: charge.failure?.declineCode,
          },
    paid: charge.status === 'succeeded',
    payment_intent: charge.paymentIntent,
    payment_method: charge.paymentMethod,
    payment_method_details: {
      type: 'card',
      card: {
        brand: charge.card.brand,
        country: 'MX',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        fingerprint: `fp_${charge.card.last4}`,
        funding: charge.card.funding,
        installments: charge.installments ? { plan: charge.installments } : null,
        issuer: charge.card.issuer,
        last4: charge.card.last4,
        network: charge.card.brand,
      },
    },
    refunded: charge.amountRefunded === charge.amount,
    status: charge.status,
  }
}

export function intentJson(
  intent: FakeIntent,
  charges: Map<string, FakeCharge>,
  expandCharge: boolean,
): Json {
  const charge = intent.latestCharge ? charges.get(intent.latestCharge) : undefined
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_capturable: 0,
    amount_received: intent.status === 'succeeded' ? intent.amount : 0,
    canceled_at: intent.canceledAt,
    cancellation_reason: intent.cancellationReason,
    capture_method: 'automatic',
    client_secret: intent.clientSecret,
    confirmation_method: 'automatic',
    created: intent.created,
    currency: intent.currency,
    customer: null,
    description: intent.description,
    last_payment_error: intent.lastPaymentError,
    latest_charge: charge ? (expandCharge ? chargeJson(charge) : charge.id) : null,
    livemode: false,
    metadata: intent.metadata,
    next_action: intent.nextActionUrl
      ? {
          type: 'redirect_to_url',
          redirect_to_url: { url: intent.nextActionUrl, return_url: intent.returnUrl },
        }
      : null,
    payment_method: intent.paymentMethod,
    payment_method_options: {
      card: {
        installments: intent.installmentsPlan ? { enabled: true, plan: intent.installmentsPlan } : null,
        request_three_d_secure: 'automatic',
      },
    },
    payment_method_types: ['card'],
    receipt_email: null,
    setup_future_usage: null,
    status: intent.status,
  }
}

/** Stripe's error body (`{ error: { type, code, … } }`). */
export function errorJson(error: {
  type: 'card_error' | 'invalid_request_error' | 'idempotency_error' | 'api_error'
  message: string
  code?: string
  declineCode?: string | null
  param?: string
  paymentIntent?: Json
}): Json {
  return {
    error: {
      type: error.type,
      message: error.message,
      ...(error.code
        ? { code: error.code, doc_url: `https://docs.stripe.com/error-codes/${error.code}` }
        : {}),
      ...(error.declineCode ? { decline_code: error.declineCode } : {}),
      ...(error.param ? { param: error.param } : {}),
      ...(error.paymentIntent ? { payment_intent: error.paymentIntent } : {}),
    },
  }
}
