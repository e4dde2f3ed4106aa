import { describe, expect, it } from 'vitest'
import { MemoryLedger } from '../ledger/memory-ledger.ts'
import {
  type Cashout,
  cashoutPaidEntry,
  cashoutRequestedEntry,
  cashoutReturnedEntry,
  checkCashout,
  nextCutoffDate,
  walletSummary,
} from './wallet.ts'

describe('a wallet (002 §3; decision 089)', () => {
  it('balance is everything owed; available for cash-out is the available bucket', () => {
    expect(walletSummary({ held: 1_000, available: 2_500, payout_pending: 500 })).toEqual({
      balance: 4_000,
      available_for_cashout: 2_500,
      held: 1_000,
      payout_pending: 500,
    })
  })

  it('cuts off on the 15th and the last day of the month, in Mexico City', () => {
    expect(nextCutoffDate('2026-11-03T18:00:00Z')).toBe('2026-11-15')
    expect(nextCutoffDate('2026-11-15T18:00:00Z')).toBe('2026-11-15')
    expect(nextCutoffDate('2026-11-16T18:00:00Z')).toBe('2026-11-30')
    expect(nextCutoffDate('2026-12-31T12:00:00Z')).toBe('2026-12-31')
    expect(nextCutoffDate('2028-02-20T12:00:00Z')).toBe('2028-02-29')
    expect(nextCutoffDate('2027-02-20T12:00:00Z')).toBe('2027-02-28')
    // 01:00 UTC on the 16th is still the 15th in Mexico City (UTC−6).
    expect(nextCutoffDate('2026-11-16T01:00:00Z')).toBe('2026-11-15')
    // 03:00 UTC on Dec 1 is still Nov 30 there; in Buenos Aires (UTC−3) it is Dec 1.
    expect(nextCutoffDate('2026-12-01T03:30:00Z')).toBe('2026-11-30')
    expect(nextCutoffDate('2026-12-01T03:30:00Z', 'America/Argentina/Buenos_Aires')).toBe('2026-12-15')
  })

  it('a cash-out is a whole positive amount no more than what is available', () => {
    expect(checkCashout(2_500, 2_500)).toEqual({ ok: true })
    expect(checkCashout(2_501, 2_500)).toEqual({
      ok: false,
      code: 'cashout_exceeds_available',
      available: 2_500,
    })
    expect(checkCashout(0, 2_500)).toEqual({ ok: false, code: 'invalid_request', problem: 'too_small' })
    expect(checkCashout(10.5, 2_500)).toEqual({ ok: false, code: 'invalid_request', problem: 'not_integer' })
  })

  it('asked, it is set aside; paid, it leaves through payouts_out; failed, it is available again', () => {
    const ledger = new MemoryLedger()
    ledger.append({
      id: 'seed',
      kind: 'dispersion',
      reference: 'o1',
      postings: [
        { account: 'platform:MXN:clearing', currency: 'MXN', amount: -3_000 },
        { account: 'user:u1:mxn:available', currency: 'MXN', amount: 3_000 },
      ],
    })
    const first: Cashout = {
      cashoutId: 'c1',
      userId: 'u1',
      walletType: 'mxn',
      currency: 'MXN',
      amount: 1_000,
    }
    const second: Cashout = { ...first, cashoutId: 'c2', amount: 500 }
    ledger.append(cashoutRequestedEntry(first))
    ledger.append(cashoutRequestedEntry(second))
    const bucket = (b: string) => ledger.balance(`user:u1:mxn:${b}`)
    expect(
      walletSummary({
        held: bucket('held'),
        available: bucket('available'),
        payout_pending: bucket('payout_pending'),
      }),
    ).toMatchObject({
      balance: 3_000,
      available_for_cashout: 1_500,
    })
    ledger.append(cashoutPaidEntry(first))
    ledger.append(cashoutReturnedEntry(second))
    expect(bucket('available')).toBe(2_000)
    expect(bucket('payout_pending')).toBe(0)
    expect(ledger.balance('platform:MXN:payouts_out')).toBe(1_000)
    expect(ledger.entries().map((e) => e.id)).toEqual([
      'seed',
      'cashout_requested:c1',
      'cashout_requested:c2',
      'cashout_paid:c1',
      'cashout_returned:c2',
    ])
  })
})
