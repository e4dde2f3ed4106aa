import { describe, expect, it } from 'vitest'
import { cardTokenBody, cleanCardNumber, displayCardNumber, displayExpiry, splitExpiry } from './card-input'

describe('card input rules (002 §5)', () => {
  it('strips spaces from the card number and cuts it to 19 characters', () => {
    expect(cleanCardNumber('4242 4242 4242 4242')).toBe('4242424242424242')
    expect(cleanCardNumber(' 4000 0000 0000 0000 0000 123')).toBe('4000000000000000000')
    expect(cleanCardNumber('4000 0000 0000 0000 0000 123')).toHaveLength(19)
    expect(displayCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242 999')
  })

  it('splits the expiry typed as MM/YY on the slash', () => {
    expect(splitExpiry('12/27')).toEqual({ exp_month: 12, exp_year: 2027 })
    expect(splitExpiry('3/2030')).toEqual({ exp_month: 3, exp_year: 2030 })
    expect(splitExpiry('13/27')).toBeNull()
    expect(splitExpiry('1227')).toBeNull()
    expect(splitExpiry('12/27/1')).toBeNull()
    expect(displayExpiry('1227')).toBe('12/27')
    expect(displayExpiry('5')).toBe('05')
    expect(displayExpiry('12/2')).toBe('12/2')
  })

  it('builds the tokenising body or names the fields to fix', () => {
    expect(
      cardTokenBody({ number: '4242 4242 4242 4242', expiry: '12/27', cvc: '123', holder: ' Ana Pérez ' }),
    ).toEqual({
      ok: true,
      body: {
        card_number: '4242424242424242',
        exp_month: 12,
        exp_year: 2027,
        cvc: '123',
        holder: 'Ana Pérez',
      },
    })
    expect(cardTokenBody({ number: '4242', expiry: '99/99', cvc: '1', holder: '' })).toEqual({
      ok: false,
      fields: ['number', 'expiry', 'cvc', 'holder'],
    })
  })
})
