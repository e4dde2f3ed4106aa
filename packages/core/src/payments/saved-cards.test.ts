import { describe, expect, it } from 'vitest'
import { cardExpiryLabel, offeredCards, savedCardProblem } from './saved-cards.ts'

const june2027 = new Date('2027-06-15T12:00:00Z')
const credit = { type: 'credit' as const, expMonth: 6, expYear: 2027 }

describe('saved cards (decision 053)', () => {
  it('lets a card pay through the last day of its expiry month', () => {
    expect(savedCardProblem(credit, 1, june2027)).toBeNull()
    expect(savedCardProblem(credit, 1, new Date('2027-06-30T23:59:59Z'))).toBeNull()
    expect(savedCardProblem(credit, 1, new Date('2027-07-01T00:00:00Z'))).toBe('saved_card_expired')
    expect(savedCardProblem({ ...credit, expYear: 2026, expMonth: 12 }, 1, june2027)).toBe(
      'saved_card_expired',
    )
  })

  it('takes months without interest only on a credit card', () => {
    expect(savedCardProblem(credit, 6, june2027)).toBeNull()
    expect(savedCardProblem({ ...credit, type: 'debit' }, 6, june2027)).toBe('use_credit_card')
    expect(savedCardProblem({ ...credit, type: 'debit' }, 1, june2027)).toBeNull()
  })

  it('names expiry before instalments (the card cannot pay at all)', () => {
    expect(savedCardProblem({ type: 'debit', expMonth: 1, expYear: 2020 }, 3, june2027)).toBe(
      'saved_card_expired',
    )
  })

  it('offers only the cards not expired, keeping their order', () => {
    const cards = [
      { id: 'a', expired: false },
      { id: 'b', expired: true },
      { id: 'c', expired: false },
    ]
    expect(offeredCards(cards).map((card) => card.id)).toEqual(['a', 'c'])
  })

  it('shows the expiry as MM/YY', () => {
    expect(cardExpiryLabel(3, 2031)).toBe('03/31')
    expect(cardExpiryLabel(12, 2100)).toBe('12/00')
  })
})
