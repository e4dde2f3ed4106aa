import { describe, expect, it } from 'vitest'
import { type PaidOrder, paymentHeldEntry, resellerRateBp, resellersOf, sharesOf } from './shares.ts'

const base: PaidOrder = {
  orderId: 'ord_1',
  currency: 'MXN',
  walletType: 'mxn',
  paid: 45_000,
  shipping: 5_000,
  margin: 12_000,
  supplierId: 'sup',
  attribution: {},
}
const ul2 = (userId: string, planRateBp: number | null = null) => ({
  userId,
  level: 'ul2' as const,
  planRateBp,
})

describe("a paid order's shares (decision 089)", () => {
  it('with no reseller: the fee on the goods, the supplier the rest (shipping included)', () => {
    // goods 400.00, fee 10% = 40.00; supplier 450.00 − 40.00.
    expect(sharesOf(base)).toEqual({ paid: 45_000, platformFee: 4_000, resellers: [], supplier: 41_000 })
  })

  it('each reseller earns margin × their rate; the supplier gets what is left', () => {
    const shares = sharesOf({
      ...base,
      attribution: { shopOwner: ul2('shop'), referral: { userId: 'ref', level: 'ul1', planRateBp: 3_000 } },
    })
    expect(shares.resellers).toEqual([
      { userId: 'shop', via: 'shop_owner', rateBp: 5_000, earned: 6_000, amount: 6_000, clamped: false },
      { userId: 'ref', via: 'referral', rateBp: 3_000, earned: 3_600, amount: 3_600, clamped: false },
    ])
    expect(shares.supplier).toBe(45_000 - 4_000 - 6_000 - 3_600)
  })

  it('rounds once, half up: the fee and each commission', () => {
    const shares = sharesOf({
      ...base,
      paid: 999,
      shipping: 0,
      margin: 333,
      attribution: { shopOwner: ul2('shop') },
    })
    // fee 99.9 → 100; commission 166.5 → 167; supplier 999 − 100 − 167.
    expect(shares).toMatchObject({ platformFee: 100, supplier: 732 })
    expect(shares.resellers[0]?.amount).toBe(167)
  })

  it('clamps: the commissions together never pass the margin; later resellers get what is left', () => {
    const shares = sharesOf({
      ...base,
      attribution: {
        shopOwner: ul2('shop'),
        referral: ul2('ref'),
        campaign: { ...ul2('camp', 3_000), campaignId: 'cmp_1' },
      },
    })
    expect(shares.resellers.map((r) => [r.userId, r.earned, r.amount, r.clamped])).toEqual([
      ['shop', 6_000, 6_000, false],
      ['ref', 6_000, 6_000, false],
      ['camp', 3_600, 0, true],
    ])
    expect(shares.supplier).toBe(45_000 - 4_000 - 12_000)
  })

  it('clamps to what the fee leaves of the goods: the supplier never goes below zero', () => {
    const shares = sharesOf({
      ...base,
      paid: 1_000,
      shipping: 0,
      margin: 5_000, // above the price: held to it
      attribution: { shopOwner: { userId: 'shop', level: 'ul3', planRateBp: 10_000 } },
    })
    expect(shares).toEqual({
      paid: 1_000,
      platformFee: 100,
      resellers: [
        { userId: 'shop', via: 'shop_owner', rateBp: 10_000, earned: 1_000, amount: 900, clamped: true },
      ],
      supplier: 0,
    })
  })

  it('a custom fee rate, and a zero one', () => {
    expect(sharesOf({ ...base, platformFeeBp: 250 }).platformFee).toBe(1_000)
    expect(sharesOf({ ...base, platformFeeBp: 0 }).supplier).toBe(45_000)
  })

  it('refuses shipping above what was paid and fractional amounts', () => {
    expect(() => sharesOf({ ...base, shipping: 50_000 })).toThrow(RangeError)
    expect(() => sharesOf({ ...base, paid: 10.5 })).toThrow(RangeError)
    expect(() => sharesOf({ ...base, margin: -1 })).toThrow(RangeError)
  })
})

describe('who resells and at what rate (001 §6)', () => {
  it('ul1–ul3 earn their plan’s rate or the default 0.5; ul0 and unknown earn nothing', () => {
    expect(resellerRateBp('ul1', null)).toBe(5_000)
    expect(resellerRateBp('ul2', 3_000)).toBe(3_000)
    expect(resellerRateBp('ul3', 0)).toBe(0)
    expect(resellerRateBp('ul0', 5_000)).toBe(0)
    expect(resellerRateBp(null, 5_000)).toBe(0)
    expect(resellerRateBp('', null)).toBe(0)
  })

  it('lists the shop owner, the referral and the campaign once each, never the supplier', () => {
    const list = resellersOf(
      {
        shopOwner: ul2('sup'),
        referral: ul2('ref'),
        campaign: { ...ul2('ref'), campaignId: 'c' },
        clickId: 'clk',
      },
      'sup',
    )
    expect(list.map((one) => [one.party.userId, one.via])).toEqual([['ref', 'referral']])
  })
})

describe('the entry recording the shares as held', () => {
  it("takes what was paid from clearing and holds each share in its owner's held bucket", () => {
    const entry = paymentHeldEntry({ ...base, attribution: { shopOwner: ul2('shop') } })
    expect(entry).toEqual({
      id: 'payment:ord_1',
      kind: 'payment_held',
      reference: 'ord_1',
      postings: [
        { account: 'platform:MXN:clearing', currency: 'MXN', amount: -45_000 },
        { account: 'user:sup:mxn:held', currency: 'MXN', amount: 35_000 },
        { account: 'user:shop:mxn:held', currency: 'MXN', amount: 6_000 },
        { account: 'platform:MXN:fees_held', currency: 'MXN', amount: 4_000 },
      ],
    })
  })

  it('leaves out zero shares, and writes nothing for an order paid nothing', () => {
    const entry = paymentHeldEntry({
      ...base,
      platformFeeBp: 0,
      attribution: { referral: { userId: 'r', level: 'ul0', planRateBp: null } },
    })
    expect(entry?.postings.map((p) => p.account)).toEqual(['platform:MXN:clearing', 'user:sup:mxn:held'])
    expect(paymentHeldEntry({ ...base, paid: 0, shipping: 0 })).toBeNull()
  })
})
