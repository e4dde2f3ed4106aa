import { describe, expect, it } from 'vitest'
import {
  addMoney,
  currencySymbol,
  formatMoney,
  money,
  moneyInputValue,
  multiplyMoney,
  parseMoneyInput,
} from './money.ts'

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

describe('amounts typed in a form', () => {
  const ok = (amount: number) => ({ ok: true, amount })
  const bad = (problem: string) => ({ ok: false, problem })

  it('reads plain and grouped amounts as minor units, without float drift', () => {
    expect(parseMoneyInput('199', 'es-MX')).toEqual(ok(19_900))
    expect(parseMoneyInput('199.9', 'es-MX')).toEqual(ok(19_990))
    expect(parseMoneyInput('0.29', 'en')).toEqual(ok(29))
    expect(parseMoneyInput('1,234.56', 'en')).toEqual(ok(123_456))
    expect(parseMoneyInput(' $ 1 234.50 ', 'es-MX')).toEqual(ok(123_450))
    expect(parseMoneyInput('.5', 'es-MX')).toEqual(ok(50))
    expect(parseMoneyInput('0', 'es-MX')).toEqual(ok(0))
    expect(parseMoneyInput('1000000000', 'es-MX')).toEqual(ok(100_000_000_000))
  })

  it('uses the comma as the decimal point in es-AR', () => {
    expect(parseMoneyInput('1.234,5', 'es-AR')).toEqual(ok(123_450))
    expect(parseMoneyInput('99,99', 'es-AR')).toEqual(ok(9_999))
    expect(parseMoneyInput('1.234', 'es-AR')).toEqual(ok(123_400))
    // A lone point with one or two digits can only be a decimal point.
    expect(parseMoneyInput('12.50', 'es-AR')).toEqual(ok(1_250))
  })

  it('refuses anything else', () => {
    expect(parseMoneyInput('', 'es-MX')).toEqual(bad('format'))
    expect(parseMoneyInput('abc', 'es-MX')).toEqual(bad('format'))
    expect(parseMoneyInput('-5', 'es-MX')).toEqual(bad('format'))
    expect(parseMoneyInput('1e3', 'es-MX')).toEqual(bad('format'))
    expect(parseMoneyInput('1,23.00', 'es-MX')).toEqual(bad('format'))
    expect(parseMoneyInput('1.2.3', 'es-MX')).toEqual(bad('format'))
    expect(parseMoneyInput('.', 'es-MX')).toEqual(bad('format'))
    expect(parseMoneyInput('10.005', 'es-MX')).toEqual(bad('decimals'))
    expect(parseMoneyInput('10,005', 'es-AR')).toEqual(bad('decimals'))
    expect(parseMoneyInput('9999999999999999', 'es-MX')).toEqual(bad('range'))
  })

  it('writes minor units back the way they are typed, and reads them again', () => {
    expect(moneyInputValue(123_450, 'es-MX')).toBe('1234.50')
    expect(moneyInputValue(5, 'en')).toBe('0.05')
    expect(moneyInputValue(123_450, 'es-AR')).toBe('1234,50')
    for (const locale of ['es-MX', 'es-AR', 'en']) {
      for (const amount of [0, 1, 99, 100, 123_456_789]) {
        expect(parseMoneyInput(moneyInputValue(amount, locale), locale)).toEqual(ok(amount))
      }
    }
  })
})
