/**
 * A payment provider as the checkout sees it (decisions 041, 045). The built-in sandbox card
 * provider implements it now; real gateways and the other methods (transfer, cash at a store,
 * redirects, crypto) come with the payments issue and implement the same interface.
 *
 * Card data never reaches the checkout API: the browser sends it to the provider's own
 * tokenising endpoint and the checkout receives only the token.
 */
export type PaymentType = 'card' | 'store' | 'deposit' | 'cash' | 'redirect'

export interface ChargeRequest {
  /** Ours, unique per attempt: the provider refuses a second charge with the same one. */
  attemptId: string
  /** Minor units; always the server's total. */
  amount: number
  currency: string
  /** A card token from the tokenising endpoint, or a saved card's provider id. */
  source: string
  /** Months without interest (002 `msi_payments`); only credit cards accept more than 1. */
  instalments: number
  description: string
  /** Where the 3-D Secure page sends the browser when it is done. */
  returnUrl: string
  customerEmail: string | null
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
  /** Cash at a store or a transfer: a reference the customer pays with before `expiresAt`. */
  | { status: 'pending'; chargeId: string; reference: string; expiresAt: Date }

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

export interface PaymentProvider {
  readonly name: string
  readonly types: readonly PaymentType[]
  charge(request: ChargeRequest): Promise<ChargeResult>
  /** The final state of a charge that asked for 3-D Secure or is pending. */
  retrieve(chargeId: string): Promise<ChargeResult>
  /** Gives back a charge (an order that could not be placed after the charge). */
  refund(chargeId: string, amount: number): Promise<{ refundId: string }>
  /** Saved cards, when the gateway keeps them (decision 053). */
  readonly cards?: CardVault
}
