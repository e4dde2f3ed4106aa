import { describe, expect, it } from 'vitest'
import { PaymentProviderError } from '../provider.ts'
import { minorUnits, paypalValue } from './paypal-money.ts'

describe('PayPal amounts', () => {
  it('writes minor units as PayPal’s decimal strings, by the currency’s digits', () => {
    expect(paypalValue(25_000, 'MXN')).toBe('250.00')
    expect(paypalValue(5, 'EUR')).toBe('0.05')
    expect(paypalValue(123_456_789, 'USD')).toBe('1234567.89')
    expect(paypalValue(500, 'JPY')).toBe('500')
    // HUF and TWD have two ISO digits, but PayPal takes them whole.
    expect(paypalValue(25_000, 'HUF')).toBe('250')
    expect(paypalValue(1_000, 'TWD')).toBe('10')
  })

  it('refuses what PayPal could not be sent: a currency it does not take, a fraction of HUF, zero, negative or unsafe amounts', () => {
    for (const [amount, currency] of [
      [25_050, 'HUF'],
      [0, 'MXN'],
      [-100, 'MXN'],
      [1.5, 'MXN'],
      [2 ** 53, 'MXN'],
      [100, 'mxn'],
      [25_000, 'ARS'],
    ] as const) {
      expect(() => paypalValue(amount, currency)).toThrow(PaymentProviderError)
    }
  })

  it('reads PayPal’s amounts back into minor units', () => {
    expect(minorUnits({ currency_code: 'MXN', value: '250.00' })).toEqual({ amount: 25_000, currency: 'MXN' })
    expect(minorUnits({ currency_code: 'MXN', value: '250.5' })).toEqual({ amount: 25_050, currency: 'MXN' })
    expect(minorUnits({ currency_code: 'MXN', value: '250' })).toEqual({ amount: 25_000, currency: 'MXN' })
    expect(minorUnits({ currency_code: 'JPY', value: '500' })).toEqual({ amount: 500, currency: 'JPY' })
    expect(minorUnits({ currency_code: 'HUF', value: '250' })).toEqual({ amount: 25_000, currency: 'HUF' })
    expect(minorUnits({ currency_code: 'JPY', value: '500.5' })).toBeNull()
    expect(minorUnits({ currency_code: 'MXN', value: '-1.00' })).toBeNull()
    expect(minorUnits({ currency_code: 'MXN', value: 250 })).toBeNull()
    expect(minorUnits(null)).toBeNull()
  })
})
