import type { PaymentType } from '@tianguis/core/payments/methods'

/**
 * A payment provider as the checkout sees it (decisions 041, 045, 057). The built-in sandbox
 * takes every method; real gateways (Stripe, PayPal, a cash/transfer network) take the methods
 * they are configured for and implement the same interface.
 *
 * Card data never reaches the checkout API: the browser sends it to the provider's own
 * tokenising endpoint and the checkout receives only the token.
 */
export type { PaymentType }

export interface ChargeRequest {
  /** Ours, unique per attempt: the provider refuses a second charge with the same one. */
  attemptId: string
  /** The method (decision 057); a provider that takes several (the sandbox) answers per method. */
  paymentType: PaymentType
  /** Minor units; always the server's total. */
  amount: number
  currency: string
  /** A card token from the tokenising endpoint, or a saved card's provider id. */
  source: string
  /** Months without interest (002 `msi_payments`); only credit cards accept more than 1. */
  instalments: number
  description: string
  /**
   * Where the 3-D Secure page or a redirect provider's page sends the browser when it is done
   * (002 §3 `return_path`); the provider appends `?charge=<chargeId>`.
   */
  returnUrl: string
  /** Where a redirect provider's page sends the browser when the buyer cancels (002 §3 `cancel_path`). */
  cancelUrl?: string
  customerEmail: string | null
  /**
   * Who pays, for a network that needs it on the order (Conekta's `customer_info`, decision 063):
   * the delivery address's recipient, when there is an address.
   */
  customerName?: string | null
  /** The checkout's contact phone, else the delivery address's (Conekta's `customer_info.phone`). */
  customerPhone?: string | null
  /**
   * Ours (decision 053): whose saved card `source` is — a saved card charges only for the customer
   * it was saved for — and whom `saveCard` saves it for. A gateway with customer objects of its own
   * keeps that mapping itself.
   */
  customer?: string | null
  /** Keep the token's card for `customer` once the charge is approved (Stripe's `setup_future_usage`). */
  saveCard?: boolean
}

export type ChargeResult =
  /** `card` is null for payments made without a card (a store reference paid). */
  | { status: 'approved'; chargeId: string; card: CardSummary | null; savedCard?: ProviderCard | null }
  | { status: 'requires_action'; chargeId: string; url3ds: string }
  | { status: 'declined'; code: string; message: string | null }
  /**
   * Paid later, outside the checkout (decision 057): a store or cash voucher, a bank transfer, a
   * crypto address. The customer pays with `reference` before `expiresAt`; `details` is what the
   * page shows besides (the account, the stores, the address and network).
   */
  | { status: 'pending'; chargeId: string; reference: string; expiresAt: Date; details?: PaymentDetails }
  /** A redirect provider (card page, deferred payment, wallet): send the browser to `approvalUrl`. */
  | { status: 'redirect'; chargeId: string; approvalUrl: string; expiresAt?: Date }

/**
 * What a pending payment shows besides its reference (002 §3 `payment_metadata`, decision 057).
 * Every field is optional: a transfer fills the bank ones, a voucher the stores, crypto its own.
 */
export interface PaymentDetails {
  /** Bank transfer: the CLABE-style account (18 digits in Mexico) and the bank's name. */
  clabe?: string
  bank?: string
  beneficiary?: string
  /** Cash: the chains that take the voucher, and a barcode's text (same digits as the reference). */
  stores?: string[]
  barcode?: string
  /** Crypto: where to send, on which network, how much in the coin's units (a decimal string). */
  address?: string
  network?: string
  cryptoAmount?: string
  cryptoCurrency?: string
  /** A page of the provider to print or open the voucher, when it has one. */
  voucherUrl?: string
}

export interface CardSummary {
  brand: string
  last4: string
  type: 'credit' | 'debit'
  bank: string
  holder: string
}

/** A reusable card the gateway keeps for a customer (decision 053): charge its `id` as `source`. */
export interface ProviderCard {
  id: string
  /** The same card number gives the same fingerprint (Stripe's `card.fingerprint`): saved once. */
  fingerprint: string
  expMonth: number
  expYear: number
  card: CardSummary
}

/** A gateway's saved cards (decision 053). Card data never reaches us: a token goes in, an id comes out. */
export interface CardVault {
  /**
   * Turns a single-use token into a reusable card of `customer`; the same card number saved again
   * for the same customer answers the card already kept. A token that is unknown, used or expired
   * throws `invalid_request`.
   */
  save(token: string, customer: string): Promise<ProviderCard>
  /** Deletes the card: charging it afterwards declines. Unknown or another customer's: nothing happens. */
  remove(cardId: string, customer: string): Promise<void>
}

/**
 * What a provider throws instead of answering (never for a declined card, which is a result):
 * - `invalid_request`: an amount that is not a positive whole number, instalments below 1;
 * - `attempt_mismatch`: an `attemptId` charged before with another amount, currency or source;
 * - `timeout`: no answer in time. The charge may have gone through: `charge()` again with the same
 *   `attemptId` (never a new one) answers its real result without charging twice;
 * - `unknown_charge`: `retrieve()` or `refund()` of a charge the provider does not have;
 * - `refund_refused`: a refund of a charge that is not approved, or above what is left of it.
 */
export type PaymentProviderErrorCode =
  | 'invalid_request'
  | 'attempt_mismatch'
  | 'timeout'
  | 'unknown_charge'
  | 'refund_refused'

export class PaymentProviderError extends Error {
  readonly code: PaymentProviderErrorCode
  constructor(code: PaymentProviderErrorCode) {
    super(code)
    this.code = code
  }
}

/**
 * A provider's webhook, checked and read (decision 057). `status` is what the event says the charge
 * is now; `retrieve` means "something changed, ask `retrieve(chargeId)`" (PayPal's order approved
 * before its capture). `amount`/`currency` are the event's, compared with the attempt's (quality 7).
 */
export interface PaymentEvent {
  /** The provider's event id: the same event delivered again is applied once. */
  eventId: string
  /** The provider's own type name (`payment_intent.succeeded`, `PAYMENT.CAPTURE.COMPLETED`). */
  type: string
  chargeId: string
  status: 'approved' | 'declined' | 'expired' | 'pending' | 'retrieve' | 'refunded'
  amount: number | null
  currency: string | null
  /** A decline's code, when the event carries one. */
  code?: string | null
}

/** Why a webhook was refused (400, nothing changes; quality case 10). */
export type WebhookRefusal =
  | 'missing_signature'
  | 'malformed_signature'
  | 'wrong_signature'
  | 'stale_timestamp'

export class WebhookRefused extends Error {
  readonly reason: WebhookRefusal
  constructor(reason: WebhookRefusal) {
    super(reason)
    this.reason = reason
  }
}

/** What a provider received in a webhook request: the raw bytes (never re-serialised) and the headers. */
export interface WebhookRequest {
  rawBody: string
  headers: Record<string, string | string[] | undefined>
  now: Date
}

export interface PaymentProvider {
  readonly name: string
  readonly types: readonly PaymentType[]
  charge(request: ChargeRequest): Promise<ChargeResult>
  /**
   * The state of a charge that asked for 3-D Secure, is pending or went to a redirect provider.
   * A redirect approved by the buyer is captured here (PayPal's capture on return), once.
   */
  retrieve(chargeId: string): Promise<ChargeResult>
  /**
   * The charge made with our `attemptId`, or null when none was made: how the reconciliation job
   * learns what a charge that timed out did (Stripe: the PaymentIntent whose metadata names the
   * attempt; PayPal: the order created with it as `PayPal-Request-Id`). Never charges.
   */
  findByAttempt(attemptId: string): Promise<ChargeResult | null>
  /**
   * Gives back all or part of an approved charge; `refundKey` (ours) makes a retried refund give
   * back once. Answers `refund_refused` above what is left.
   */
  refund(chargeId: string, amount: number, refundKey?: string): Promise<{ refundId: string }>
  /**
   * Gives up a charge the buyer never finished (an abandoned redirect, an expired reference) so it
   * can no longer be paid; a charge already approved is left as it is. Optional: a provider whose
   * references simply lapse does nothing.
   */
  cancel?(chargeId: string): Promise<void>
  /**
   * Checks a webhook's signature and timestamp over its raw body and reads it; throws
   * `WebhookRefused` when it is not the provider's. Null for an event type that settles nothing.
   */
  readWebhook?(request: WebhookRequest): Promise<PaymentEvent | null>
  /** Saved cards, when the gateway keeps them (decision 053). */
  readonly cards?: CardVault
  /**
   * What the provider's script in the browser needs before paying, public by design (002 §3
   * `payment_metadata`: Stripe's `str_public_key`, decision 061). The checkout answers them.
   */
  readonly browserKeys?: Readonly<Record<string, string>>
}
