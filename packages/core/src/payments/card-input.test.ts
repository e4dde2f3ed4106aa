import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CARD_NUMBER_MAX,
  cardBrand,
  checkCardInput,
  cleanCardNumber,
  isExpired,
  luhnValid,
  parseExpiry,
  splitExpiry,
} from './card-input.ts'

const NOW = new Date('2026-05-20T12:00:00Z')

/** Appends the Luhn check digit to a string of digits. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (luhnValid(body + digit)) return body + digit
  throw new Error('unreachable')
}

describe('card number input', () => {
  it('strips spaces and cuts the card number to 19 characters', () => {
    expect(cleanCardNumber(' 4242 4242  4242 4242 ')).toBe('4242424242424242')
    expect(cleanCardNumber('4242\t4242\n4242 4242')).toBe('4242424242424242')
    expect(cleanCardNumber('1234 5678 9012 3456 7890 1234')).toBe('1234567890123456789')
  })

  it('never gives more than 19 characters and never a space, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (typed) => {
        const clean = cleanCardNumber(typed)
        expect(clean.length).toBeLessThanOrEqual(CARD_NUMBER_MAX)
        expect(clean).not.toMatch(/\s/)
        expect(cleanCardNumber(clean)).toBe(clean)
      }),
    )
  })

  it('accepts a number typed with spaces anywhere in it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{11,18}$/), fc.array(fc.nat(), { maxLength: 6 }), (body, cuts) => {
        const number = withCheckDigit(body)
        let typed = number
        for (const cut of cuts) {
          const at = cut % (typed.length + 1)
          typed = `${typed.slice(0, at)} ${typed.slice(at)}`
        }
        expect(cleanCardNumber(typed)).toBe(number)
        const checked = checkCardInput(
          { card_number: typed, exp_month: '12', exp_year: '30', cvc: '123' },
          NOW,
        )
        expect(checked.ok).toBe(true)
      }),
    )
  })
})

describe('Luhn check', () => {
  it('passes the test cards and fails a changed digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true)
    expect(luhnValid('378282246310005')).toBe(true)
    expect(luhnValid('4242424242424241')).toBe(false)
    expect(luhnValid('')).toBe(false)
    expect(luhnValid('4242-4242')).toBe(false)
  })

  it('fails any single changed digit of a valid number', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{11,18}$/),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (body, at, add) => {
          const number = withCheckDigit(body)
          const i = at % number.length
          const changed = number.slice(0, i) + ((Number(number[i]) + add) % 10) + number.slice(i + 1)
          expect(luhnValid(changed)).toBe(false)
        },
      ),
    )
  })
})

describe('expiry input', () => {
  it("splits the expiry typed as month/year on '/'", () => {
    expect(splitExpiry('08/29')).toEqual({ month: '08', year: '29' })
    expect(splitExpiry(' 8 / 2029 ')).toEqual({ month: '8', year: '2029' })
    expect(splitExpiry('0829')).toEqual({ month: '0829', year: '' })
  })

  it('reads two- and four-digit years and refuses impossible months', () => {
    expect(parseExpiry('08', '29')).toEqual({ month: 8, year: 2029 })
    expect(parseExpiry(8, 2029)).toEqual({ month: 8, year: 2029 })
    expect(parseExpiry('13', '29')).toBeNull()
    expect(parseExpiry('0', '29')).toBeNull()
    expect(parseExpiry('08', '029')).toBeNull()
    expect(parseExpiry('08', '')).toBeNull()
    expect(parseExpiry(1.5, 2029)).toBeNull()
  })

  it('round-trips any real month and year written as MM/YY', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 }), (month, year) => {
        const typed = `${String(month).padStart(2, '0')}/${String(year).padStart(2, '0')}`
        const { month: m, year: y } = splitExpiry(typed)
        expect(parseExpiry(m, y)).toEqual({ month, year: 2000 + year })
      }),
    )
  })

  it('keeps a card valid through the last day of its expiry month', () => {
    expect(isExpired({ month: 5, year: 2026 }, NOW)).toBe(false)
    expect(isExpired({ month: 4, year: 2026 }, NOW)).toBe(true)
    expect(isExpired({ month: 12, year: 2025 }, NOW)).toBe(true)
    expect(isExpired({ month: 1, year: 2027 }, NOW)).toBe(false)
  })
})

describe('checking a card', () => {
  const good = { card_number: '4242 4242 4242 4242', exp_month: '12', exp_year: '30', cvc: '123' }

  it('answers the brand, last four and expiry of a good card', () => {
    expect(checkCardInput(good, NOW)).toEqual({
      ok: true,
      card: { number: '4242424242424242', brand: 'visa', last4: '4242', expiry: { month: 12, year: 2030 } },
    })
    expect(cardBrand('5555555555554444')).toBe('mastercard')
    expect(cardBrand('2223003122003222')).toBe('mastercard')
    expect(cardBrand('378282246310005')).toBe('amex')
    expect(cardBrand('6011111111111117')).toBe('unknown')
  })

  it('names the first problem: number, then expiry, then CVC', () => {
    expect(checkCardInput({ ...good, card_number: '4242 4242 4242 4241' }, NOW)).toEqual({
      ok: false,
      problem: 'invalid_card_number',
    })
    expect(checkCardInput({ ...good, card_number: '4242x4242' }, NOW)).toMatchObject({
      problem: 'invalid_card_number',
    })
    expect(checkCardInput({ ...good, card_number: '42424' }, NOW)).toMatchObject({
      problem: 'invalid_card_number',
    })
    expect(checkCardInput({ ...good, exp_month: '04', exp_year: '26' }, NOW)).toMatchObject({
      problem: 'invalid_card_expiry',
    })
    expect(checkCardInput({ ...good, exp_month: '13' }, NOW)).toMatchObject({
      problem: 'invalid_card_expiry',
    })
    expect(checkCardInput({ ...good, cvc: '12' }, NOW)).toMatchObject({ problem: 'invalid_card_cvc' })
    expect(checkCardInput({ ...good, cvc: '12345' }, NOW)).toMatchObject({ problem: 'invalid_card_cvc' })
    expect(checkCardInput({ ...good, cvc: '1234' }, NOW).ok).toBe(true)
  })

  it('cuts a long pasted number to 19 digits before checking it', () => {
    // 19 valid digits followed by junk: the junk is cut off, the number passes.
    const nineteen = withCheckDigit('457173000000000000')
    expect(nineteen).toHaveLength(19)
    const checked = checkCardInput({ ...good, card_number: `${nineteen} 9999` }, NOW)
    expect(checked).toMatchObject({ ok: true, card: { number: nineteen } })
  })
})
