import { describe, expect, it } from 'vitest'
import { MemoryLedger, positionOf } from './memory-ledger.ts'
import { checkRefundAmount, heldTotal, refundableAmount, refundReversalEntry } from './refunds.ts'
import { paymentHeldEntry } from './shares.ts'

function paidOrder() {
  const ledger = new MemoryLedger()
  // supplier 290.00, two resellers 60.00 each, the fee 40.00: 450.00 paid.
  ledger.append(
    paymentHeldEntry({
      orderId: 'o1',
      currency: 'MXN',
      walletType: 'mxn',
      paid: 45_000,
      shipping: 5_000,
      margin: 12_000,
      supplierId: 'sup',
      attribution: {
        shopOwner: { userId: 'shop', level: 'ul2', planRateBp: null },
        referral: { userId: 'ref', level: 'ul1', planRateBp: null },
      },
    })!,
  )
  return ledger
}

describe('what may be refunded (002 §4, §5)', () => {
  it('is paid less successful and pending refunds; failed ones give theirs back', () => {
    expect(refundableAmount(10_000, [])).toBe(10_000)
    expect(
      refundableAmount(10_000, [
        { amount: 3_000, status: 'success' },
        { amount: 2_000, status: 'pending' },
        { amount: 4_000, status: 'failed' },
      ]),
    ).toBe(5_000)
    expect(refundableAmount(1_000, [{ amount: 1_000, status: 'success' }])).toBe(0)
  })

  it("refuses more than is available ('the amount entered is greater than the amount available')", () => {
    expect(checkRefundAmount(5_000, 5_000)).toEqual({ ok: true })
    expect(checkRefundAmount(5_001, 5_000)).toEqual({
      ok: false,
      code: 'refund_amount_exceeded',
      available: 5_000,
    })
    expect(checkRefundAmount(0, 5_000)).toEqual({ ok: false, code: 'invalid_request', problem: 'too_small' })
    expect(checkRefundAmount(1.5, 5_000)).toEqual({
      ok: false,
      code: 'invalid_request',
      problem: 'not_integer',
    })
  })
})

describe('a refund reverses the matching share of each (decision 089)', () => {
  it('splits 100.00 of 450.00 by largest remainder, summing exactly', () => {
    const ledger = paidOrder()
    const result = refundReversalEntry({
      refundId: 'r1',
      orderId: 'o1',
      currency: 'MXN',
      amount: 10_000,
      position: positionOf(ledger.entriesFor('o1')),
    })
    if (!result.ok) throw new Error(result.code)
    // exact: 64.444…, 13.333…, 13.333…, 8.888… → the fee and the supplier get the two left-over cents.
    expect(result.entry.postings).toEqual([
      { account: 'user:sup:mxn:held', currency: 'MXN', amount: -6_445 },
      { account: 'user:shop:mxn:held', currency: 'MXN', amount: -1_333 },
      { account: 'user:ref:mxn:held', currency: 'MXN', amount: -1_333 },
      { account: 'platform:MXN:fees_held', currency: 'MXN', amount: -889 },
      { account: 'platform:MXN:refunds_out', currency: 'MXN', amount: 10_000 },
    ])
    expect(result.entry.id).toBe('refund:r1')
  })

  it('several partial refunds never take more than is left of a share, and the whole empties every one', () => {
    const ledger = paidOrder()
    for (const [id, amount] of [
      ['a', 1],
      ['b', 3],
      ['c', 44_990],
      ['d', 6],
    ] as const) {
      const result = refundReversalEntry({
        refundId: id,
        orderId: 'o1',
        currency: 'MXN',
        amount,
        position: positionOf(ledger.entriesFor('o1')),
      })
      if (!result.ok) throw new Error(result.code)
      ledger.append(result.entry)
      for (const account of [
        'user:sup:mxn:held',
        'user:shop:mxn:held',
        'user:ref:mxn:held',
        'platform:MXN:fees_held',
      ])
        expect(ledger.balance(account)).toBeGreaterThanOrEqual(0)
    }
    expect(heldTotal(positionOf(ledger.entriesFor('o1')))).toBe(0)
    expect(ledger.balance('platform:MXN:refunds_out')).toBe(45_000)
  })

  it('refuses more than the order still holds', () => {
    const ledger = paidOrder()
    const position = positionOf(ledger.entriesFor('o1'))
    expect(
      refundReversalEntry({ refundId: 'r', orderId: 'o1', currency: 'MXN', amount: 45_001, position }),
    ).toEqual({
      ok: false,
      code: 'refund_amount_exceeded',
      available: 45_000,
    })
    expect(
      refundReversalEntry({ refundId: 'r', orderId: 'o1', currency: 'USD', amount: 1, position }),
    ).toMatchObject({
      ok: false,
      available: 0,
    })
  })
})
