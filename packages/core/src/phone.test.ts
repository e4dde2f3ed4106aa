import { describe, expect, it } from 'vitest'
import { defaultPhoneCountry, formatNational, parsePhone } from './phone.ts'

describe('parsePhone', () => {
  it('reads Mexican numbers with or without the country code to one national number', () => {
    for (const input of [
      '5512345678',
      '55 1234 5678',
      '(55) 1234-5678',
      '+52 55 1234 5678',
      '+52 1 55 1234 5678',
      '525512345678',
      '5215512345678',
      '0052 55 1234 5678',
      '044 55 1234 5678',
    ]) {
      expect(parsePhone(input, 'MX'), input).toEqual({
        country: 'MX',
        national: '5512345678',
        e164: '+525512345678',
      })
    }
  })

  it('reads Argentine numbers with or without country code, trunk 0, mobile 9 or local 15', () => {
    for (const input of [
      '1123456789',
      '011 2345-6789',
      '011 15 2345-6789',
      '+54 9 11 2345-6789',
      '+54 11 2345 6789',
      '5491123456789',
    ]) {
      expect(parsePhone(input, 'AR'), input).toEqual({
        country: 'AR',
        national: '1123456789',
        e164: '+5491123456789',
      })
    }
    expect(parsePhone('0351 15 123 4567', 'AR')?.national).toBe('3511234567')
  })

  it('takes the request’s country for a number without code, and the code’s country over it', () => {
    expect(parsePhone('1123456789', 'AR')?.e164).toBe('+5491123456789')
    expect(parsePhone('+52 55 1234 5678', 'AR')?.country).toBe('MX')
    expect(parsePhone('+54 9 11 2345 6789', 'MX')?.country).toBe('AR')
    expect(defaultPhoneCountry('es-AR')).toBe('AR')
    expect(defaultPhoneCountry('es-MX')).toBe('MX')
    expect(defaultPhoneCountry('en')).toBe('MX')
  })

  it('refuses other countries, short, long and non-numeric input', () => {
    for (const input of [
      '',
      '12345',
      '+1 415 555 0100',
      '+34 612 345 678',
      '55123456789012',
      'cinco cinco',
      '55-1234-567a',
      '0512345678',
      '+52 05 1234 5678',
    ]) {
      expect(parsePhone(input, 'MX'), input).toBeNull()
    }
  })

  it('shows the national number grouped', () => {
    expect(formatNational(parsePhone('+525512345678', 'MX')!)).toBe('55 1234 5678')
  })
})
