import { cardBrand } from '@tianguis/core/payments/card-input'
import type { DeclineCode } from '@tianguis/core/payments/declines'

/**
 * The sandbox's test cards (decision 045), after Stripe's: any future expiry, any 3–4 digit CVC,
 * any name. The number alone chooses what happens when the card is charged.
 */
export type Behaviour =
  | { kind: 'approve' }
  | { kind: 'decline'; code: DeclineCode }
  /** Asks for 3-D Secure; the page's 'Aprobar' approves, 'Rechazar' declines. */
  | { kind: '3ds' }
  /** Asks for 3-D Secure and fails it, whatever the page's answer. */
  | { kind: '3ds_fail' }
  /** Charges, then does not answer in time (the caller sees a timeout; the charge stands). */
  | { kind: 'timeout' }

export interface TestCard {
  number: string
  type: 'credit' | 'debit'
  behaviour: Behaviour
  /** What it is for, for the README's table. */
  label: string
}

const card = (number: string, type: TestCard['type'], behaviour: Behaviour, label: string): TestCard => ({
  number,
  type,
  behaviour,
  label,
})

export const TEST_CARDS: readonly TestCard[] = [
  card('4242424242424242', 'credit', { kind: 'approve' }, 'Visa credit, approved'),
  card('5555555555554444', 'credit', { kind: 'approve' }, 'Mastercard credit, approved'),
  card('378282246310005', 'credit', { kind: 'approve' }, 'American Express credit, approved (CVC of 4)'),
  card('4000056655665556', 'debit', { kind: 'approve' }, 'Visa debit, approved (instalments declined)'),
  card('5200828282828210', 'debit', { kind: 'approve' }, 'Mastercard debit, approved (instalments declined)'),
  card('4000000000000002', 'credit', { kind: 'decline', code: 'card_declined' }, 'declined: card_declined'),
  card(
    '4000000000009995',
    'credit',
    { kind: 'decline', code: 'insufficient_funds' },
    'declined: insufficient_funds',
  ),
  card('4000000000000069', 'credit', { kind: 'decline', code: 'expired_card' }, 'declined: expired_card'),
  card('4000000000009979', 'credit', { kind: 'decline', code: 'stolen_card' }, 'declined: stolen_card'),
  card(
    '4000000000000119',
    'credit',
    { kind: 'decline', code: 'processing_error' },
    'gateway error: processing_error',
  ),
  card('4000002760003184', 'credit', { kind: '3ds' }, '3-D Secure: the page approves or rejects'),
  card('4000008400001629', 'credit', { kind: '3ds_fail' }, '3-D Secure that fails: authentication_failed'),
  card(
    '4000000000007775',
    'credit',
    { kind: 'timeout' },
    'charged, then times out (retry with the same attempt)',
  ),
]

const BY_NUMBER = new Map(TEST_CARDS.map((c) => [c.number, c]))

/**
 * The test card for a number. Any other valid number is tokenised (as a credit card of its
 * brand) and then declined with `card_declined` when charged, as Stripe's test mode declines
 * real card numbers.
 */
export function testCardFor(number: string): TestCard {
  return (
    BY_NUMBER.get(number) ??
    card(number, 'credit', { kind: 'decline', code: 'card_declined' }, 'not a test card: declined')
  )
}

export function brandName(number: string): string {
  const brand = cardBrand(number)
  return { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', unknown: 'Tarjeta' }[brand]
}

/** Behaviours are stored as text on the token and the charge. */
export function behaviourText(behaviour: Behaviour): string {
  return behaviour.kind === 'decline' ? `decline:${behaviour.code}` : behaviour.kind
}

export function behaviourOf(text: string): Behaviour {
  if (text.startsWith('decline:')) return { kind: 'decline', code: text.slice(8) as DeclineCode }
  return { kind: text as Exclude<Behaviour['kind'], 'decline'> } as Behaviour
}
