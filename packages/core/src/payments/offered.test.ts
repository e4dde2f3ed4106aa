import { describe, expect, it } from 'vitest'
import { paymentDeadline } from './deadline.ts'
import { inMethodOrder, offeredPaymentTypes } from './offered.ts'

const everything = () => true

describe('offeredPaymentTypes', () => {
  it('offers what every supplier enabled, in the checkout’s order', () => {
    expect(
      offeredPaymentTypes(
        [
          ['store', 'cash', 'card'],
          ['card', 'cash', 'crypto'],
        ],
        everything,
      ),
    ).toEqual(['card', 'cash'])
  })

  it('leaves out a method no provider takes, even when every supplier enabled it', () => {
    expect(offeredPaymentTypes([['card', 'cash', 'redirect']], (type) => type !== 'cash')).toEqual([
      'card',
      'redirect',
    ])
  })

  it('offers nothing without suppliers, or when they share no method', () => {
    expect(offeredPaymentTypes([], everything)).toEqual([])
    expect(offeredPaymentTypes([['card'], ['store']], everything)).toEqual([])
  })

  it('ignores names that are not methods', () => {
    expect(offeredPaymentTypes([['card', 'paypal']], everything)).toEqual(['card'])
  })
})

describe('inMethodOrder', () => {
  it('keeps each method once, in the checkout’s order, and drops unknown names', () => {
    expect(inMethodOrder(['crypto', 'card', 'card', 'bitcoin', 'deposit'])).toEqual([
      'card',
      'deposit',
      'crypto',
    ])
  })
})

describe('paymentDeadline', () => {
  const start = new Date('2026-11-26T10:00:00Z')
  it('is the method’s window after the start', () => {
    expect(paymentDeadline('redirect', start).toISOString()).toBe('2026-11-26T11:00:00.000Z')
    expect(paymentDeadline('deposit', start).toISOString()).toBe('2026-11-26T11:00:00.000Z')
    expect(paymentDeadline('crypto', start).toISOString()).toBe('2026-11-26T10:30:00.000Z')
    expect(paymentDeadline('cash', start).toISOString()).toBe('2026-11-28T10:00:00.000Z')
  })
  it('is 15 minutes for a name that is not a method', () => {
    expect(paymentDeadline('legacy', start).toISOString()).toBe('2026-11-26T10:15:00.000Z')
  })
})
