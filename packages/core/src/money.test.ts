import { describe, expect, it } from 'vitest'
import { addMoney, currencySymbol, formatMoney, money, multiplyMoney } from './money.ts'

describe('money', () => {
  it('uses $ by default, € for EUR and £ for GBP', () => {
    expect(currencySymbol('MXN')).toBe('$')
    expect(currencySymbol('ARS')).toBe('$')
    expect(currencySymbol('EUR')).toBe('€')
    expect(currencySymbol('GBP')).toBe('£')
  })

  it('formats minor units with two decimals', () => {
    expect(formatMoney(money(19900, 'MXN'), 'en')).toBe('$199.00')
    expect(formatMoney(money(123456789, 'EUR'), 'en')).toBe('€1,234,567.89')
    expect(formatMoney(money(5, 'GBP'), 'en')).toBe('£0.05')
    expect(formatMoney(money(-250, 'MXN'), 'en')).toBe('-$2.50')
  })

  it('refuses fractional minor units and bad currencies', () => {
    expect(() => money(1.5, 'MXN')).toThrow(RangeError)
    expect(() => money(100, 'pesos')).toThrow(RangeError)
  })

  it('adds only the same currency', () => {
    expect(addMoney(money(100, 'MXN'), money(250, 'MXN'))).toEqual({ amount: 350, currency: 'MXN' })
    expect(() => addMoney(money(1, 'MXN'), money(1, 'USD'))).toThrow(RangeError)
  })

  it('multiplies by exact rates rounding half-up once', () => {
    // The default plan of spec 002 §3: 199.00 with commission rate 0.5 gives a 99.50 margin.
    expect(multiplyMoney(money(19900, 'MXN'), '0.5').amount).toBe(9950)
    expect(multiplyMoney(money(1, 'MXN'), '0.5').amount).toBe(1)
    expect(multiplyMoney(money(3, 'MXN'), '0.5').amount).toBe(2)
    expect(multiplyMoney(money(-3, 'MXN'), '0.5').amount).toBe(-2)
    expect(multiplyMoney(money(1000, 'MXN'), '0.125').amount).toBe(125)
    expect(() => multiplyMoney(money(1, 'MXN'), '1e3')).toThrow(RangeError)
  })
})
