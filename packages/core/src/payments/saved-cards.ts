import { isExpired } from './card-input.ts'

/**
 * Whether a saved card can pay (decision 053), checked before anything is reserved or charged; the
 * gateway checks the same again. A card is good through the last day of its expiry month; only
 * credit cards take months without interest (002 §5 'use a credit card').
 */
export function savedCardProblem(
  card: { type: 'credit' | 'debit'; expMonth: number; expYear: number },
  instalments: number,
  now: Date,
): 'saved_card_expired' | 'use_credit_card' | null {
  if (isExpired({ month: card.expMonth, year: card.expYear }, now)) return 'saved_card_expired'
  if (instalments > 1 && card.type !== 'credit') return 'use_credit_card'
  return null
}

/** The cards a checkout offers: the ones not expired, in the order given (newest first). */
export function offeredCards<T extends { expired: boolean }>(cards: readonly T[]): T[] {
  return cards.filter((card) => !card.expired)
}

/** The expiry as a card shows it: MM/YY. */
export function cardExpiryLabel(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`
}
