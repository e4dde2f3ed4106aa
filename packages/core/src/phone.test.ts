import { describe, expect, it } from 'vitest'
import { nationalNumber } from './phone.ts'

describe('nationalNumber', () => {
  it('drops the country code and punctuation of a Mexican number', () => {
    expect(nationalNumber('+52 55 1234 5678', 'MX')).toBe('5512345678')
    expect(nationalNumber('+52 1 55 1234 5678', 'MX')).toBe('5512345678')
    expect(nationalNumber('(55) 1234-5678', 'MX')).toBe('5512345678')
  })

  it('drops the country code, mobile 9 and trunk 0 of an Argentine number', () => {
    expect(nationalNumber('+54 9 11 2345 6789', 'AR')).toBe('1123456789')
    expect(nationalNumber('011 2345-6789', 'AR')).toBe('1123456789')
  })
})
