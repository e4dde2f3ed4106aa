import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BASIS_POINTS,
  commissionOf,
  DEFAULT_COMMISSION_RATE_BP,
  resaleQuote,
  resaleView,
  showsResaleInfo,
} from './commission.ts'
import { DEFAULT_PLANS } from './plans.ts'

const amount = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER })
const rate = fc.integer({ min: 0, max: BASIS_POINTS })

describe('commission (001 §6; decision 071)', () => {
  it('is margin × rate, rounded once half up to the minor unit', () => {
    expect(commissionOf(9_950, 5_000)).toBe(4_975)
    expect(commissionOf(1, 5_000)).toBe(1) // 0.5 → 1
    expect(commissionOf(1, 4_999)).toBe(0) // 0.4999 → 0
    expect(commissionOf(3, 5_000)).toBe(2) // 1.5 → 2
    expect(commissionOf(12_345, 3_333)).toBe(4_115) // 4114.5885 → 4115
    expect(commissionOf(0, 5_000)).toBe(0)
  })

  it("'Buy by' is the list price less the earnings (001 §6)", () => {
    expect(resaleQuote(45_000, 12_000, DEFAULT_COMMISSION_RATE_BP)).toEqual({ buy_by: 39_000, earn: 6_000 })
    expect(resaleQuote(19_900, 9_950, 5_000)).toEqual({ buy_by: 14_925, earn: 4_975 })
  })

  it('holds a margin above the price to the price, so Buy by is never negative', () => {
    expect(resaleQuote(1_000, 5_000, BASIS_POINTS)).toEqual({ buy_by: 0, earn: 1_000 })
  })

  it('refuses rates outside 0–10000 basis points and fractional or negative amounts', () => {
    expect(() => commissionOf(100, 10_001)).toThrow(RangeError)
    expect(() => commissionOf(100, -1)).toThrow(RangeError)
    expect(() => commissionOf(100, 0.5)).toThrow(RangeError)
    expect(() => commissionOf(-1, 5_000)).toThrow(RangeError)
    expect(() => commissionOf(1.5, 5_000)).toThrow(RangeError)
    expect(() => resaleQuote(-1, 0, 5_000)).toThrow(RangeError)
  })

  it('property: buy by + earn = list price, both whole and non-negative', () => {
    fc.assert(
      fc.property(amount, amount, rate, (price, margin, r) => {
        const { buy_by, earn } = resaleQuote(price, margin, r)
        expect(buy_by + earn).toBe(price)
        expect(Number.isSafeInteger(earn) && earn >= 0).toBe(true)
        expect(Number.isSafeInteger(buy_by) && buy_by >= 0).toBe(true)
      }),
    )
  })

  it('property: the earnings are within half a minor unit of the exact product', () => {
    fc.assert(
      fc.property(amount, rate, (margin, r) => {
        const exact = BigInt(margin) * BigInt(r) // in 1/10000 minor units
        const diff = BigInt(commissionOf(margin, r)) * BigInt(BASIS_POINTS) - exact
        expect(diff * 2n <= BigInt(BASIS_POINTS)).toBe(true)
        expect(diff * 2n > -BigInt(BASIS_POINTS)).toBe(true)
      }),
    )
  })

  it('property: never more than the margin, and more rate never earns less', () => {
    fc.assert(
      fc.property(amount, rate, rate, (margin, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(commissionOf(margin, high)).toBeLessThanOrEqual(margin)
        expect(commissionOf(margin, low)).toBeLessThanOrEqual(commissionOf(margin, high))
      }),
    )
  })

  it('the whole rate earns the whole margin; a zero rate earns nothing', () => {
    fc.assert(
      fc.property(amount, (margin) => {
        expect(commissionOf(margin, BASIS_POINTS)).toBe(margin)
        expect(commissionOf(margin, 0)).toBe(0)
      }),
    )
  })
})

describe('what each level sees (001 §6)', () => {
  const ds = { is_dropshipping: true }
  const plain = { is_dropshipping: false }

  it('anonymous, unknown and ul0: the sign-up call to action, nothing else', () => {
    for (const level of [null, '', 'ul0'] as const)
      expect(resaleView(level, ds)).toEqual({ kind: 'signup', banner: false, quote: false })
  })

  it('ul1: the commission banner, and Buy by on dropshipping items only', () => {
    expect(resaleView('ul1', ds)).toEqual({ kind: 'reseller', banner: true, quote: true })
    expect(resaleView('ul1', plain)).toEqual({ kind: 'reseller', banner: true, quote: false })
  })

  it('ul2 and ul3: Buy by on dropshipping items, no banner', () => {
    expect(resaleView('ul2', ds)).toEqual({ kind: 'reseller', banner: false, quote: true })
    expect(resaleView('ul3', plain)).toEqual({ kind: 'reseller', banner: false, quote: false })
  })

  it("resale info shows only with the cookie exactly 'true' and a reseller level (001 §4)", () => {
    expect(showsResaleInfo('true', 'ul1')).toBe(true)
    expect(showsResaleInfo('true', 'ul2')).toBe(true)
    expect(showsResaleInfo('false', 'ul2')).toBe(false)
    expect(showsResaleInfo(undefined, 'ul2')).toBe(false)
    expect(showsResaleInfo('TRUE', 'ul2')).toBe(false)
    expect(showsResaleInfo('true', 'ul0')).toBe(false)
    expect(showsResaleInfo('true', null)).toBe(false)
  })
})

describe('the default plans (002 §3, §9)', () => {
  it('are four MXN plans of 199.00 a month, rate 0.5, margin 99.50', () => {
    expect(DEFAULT_PLANS.map((p) => p.key)).toEqual([
      'basic-professional',
      'online-store',
      'digital-business',
      'electronic-invoicing',
    ])
    for (const plan of DEFAULT_PLANS) {
      expect(plan).toMatchObject({
        price: 19_900,
        currency: 'MXN',
        periodicity: 'month',
        commission_rate: 5_000,
        contribution_margin: 9_950,
      })
      expect(commissionOf(plan.price, plan.commission_rate)).toBe(plan.contribution_margin)
    }
  })
})
