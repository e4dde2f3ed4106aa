import type { ErrorCode } from '../errors.ts'

/**
 * The codes a card provider declines with (decision 045; Stripe's names where Stripe has one),
 * and the message the shopper sees for each (002 §8). A gateway's own code passes through the
 * checkout to the form; the text shown is ours, in the shopper's language.
 */
export const DECLINE_CODES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'stolen_card',
  'processing_error',
  'authentication_failed',
  'instalments_not_supported',
  'token_invalid',
  'reference_expired',
  'payment_canceled',
] as const
export type DeclineCode = (typeof DECLINE_CODES)[number]

const BY_DECLINE: Record<DeclineCode, ErrorCode> = {
  // The bank said no: only the bank can tell the shopper why (a stolen card is not named).
  card_declined: 'payment_failed_contact_bank',
  insufficient_funds: 'payment_failed_contact_bank',
  expired_card: 'payment_failed_contact_bank',
  stolen_card: 'payment_failed_contact_bank',
  // The gateway failed: nothing is wrong with the card, try again later.
  processing_error: 'payment_setup_failed',
  authentication_failed: 'payment_attempt_failed',
  // 002 §5: a card that does not accept instalments is rejected with 'use a credit card'.
  instalments_not_supported: 'use_credit_card',
  token_invalid: 'payment_attempt_failed',
  reference_expired: 'payment_attempt_failed',
  // The buyer cancelled at a provider's page (redirect, deferred, wallet): 002 §8's redirect failure.
  payment_canceled: 'payment_redirect_failed',
}

/** The error code (and so the message) for a provider's decline code; unknown codes fail generically. */
export function declineErrorCode(code: string): ErrorCode {
  return (BY_DECLINE as Record<string, ErrorCode | undefined>)[code] ?? 'payment_attempt_failed'
}
