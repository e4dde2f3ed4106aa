import { describe, expect, it } from 'vitest'
import { type DispersionFacts, dispersionDue, dispersionEntry } from './dispersion.ts'
import { MemoryLedger, positionOf } from './memory-ledger.ts'
import { refundReversalEntry } from './refunds.ts'
import { paymentHeldEntry } from './shares.ts'

const delivered = '2026-11-20T12:00:00.000Z'
const facts: DispersionFacts = {
  status: 'delivered',
  deliveredAt: delivered,
  now: '2026-11-23T11:59:59.999Z',
  lines: [
    { lineId: 'l1', returnType: '72hrs' },
    { lineId: 'l2', returnType: 'disallowed' },
  ],
  returns: [],
  pendingRefunds: 0,
}

describe('when held shares are dispersed (002 §4)', () => {
  it('once the 72-hour window passed without a return', () => {
    expect(dispersionDue(facts)).toEqual({ due: false, why: 'window_open' })
    expect(dispersionDue({ ...facts, now: '2026-11-23T12:00:00.000Z' })).toEqual({ due: true })
  })

  it('when every returnable line’s return is closed, even inside the window', () => {
    expect(dispersionDue({ ...facts, returns: [{ lineId: 'l1', state: 'closed' }] })).toEqual({ due: true })
    expect(dispersionDue({ ...facts, lines: [{ lineId: 'l2', returnType: 'disallowed' }] })).toEqual({
      due: true,
    })
  })

  it('never with a return open or a refund pending, nor before delivery', () => {
    const late = { ...facts, now: '2026-12-01T00:00:00.000Z' }
    expect(dispersionDue({ ...late, returns: [{ lineId: 'l1', state: 'open' }] })).toEqual({
      due: false,
      why: 'return_open',
    })
    expect(dispersionDue({ ...late, pendingRefunds: 1 })).toEqual({ due: false, why: 'refunds_pending' })
    expect(dispersionDue({ ...late, status: 'on_the_way', deliveredAt: null })).toEqual({
      due: false,
      why: 'not_delivered',
    })
    expect(dispersionDue({ ...late, status: 'canceled' })).toEqual({ due: false, why: 'not_delivered' })
  })
})

describe('the dispersion entry', () => {
  it('moves what is left after refunds from held to available, the fee to the platform’s fees', () => {
    const ledger = new MemoryLedger()
    ledger.append(
      paymentHeldEntry({
        orderId: 'o1',
        currency: 'MXN',
        walletType: 'mxn',
        paid: 10_000,
        shipping: 0,
        margin: 2_000,
        supplierId: 'sup',
        attribution: { shopOwner: { userId: 'shop', level: 'ul2', planRateBp: null } },
      })!,
    )
    const refund = refundReversalEntry({
      refundId: 'r1',
      orderId: 'o1',
      currency: 'MXN',
      amount: 1_000,
      position: positionOf(ledger.entriesFor('o1')),
    })
    if (!refund.ok) throw new Error(refund.code)
    ledger.append(refund.entry)
    const entry = dispersionEntry('o1', positionOf(ledger.entriesFor('o1')))!
    ledger.append(entry)
    // Shares 8000 / 1000 / 1000, less a tenth each.
    expect(ledger.balance('user:sup:mxn:available')).toBe(7_200)
    expect(ledger.balance('user:shop:mxn:available')).toBe(900)
    expect(ledger.balance('platform:MXN:fees')).toBe(900)
    expect(ledger.balance('user:sup:mxn:held')).toBe(0)
    expect(entry.id).toBe('dispersion:o1')
    // Nothing is left to disperse or refund.
    expect(dispersionEntry('o1', positionOf(ledger.entriesFor('o1')))).toBeNull()
    expect(
      refundReversalEntry({
        refundId: 'r2',
        orderId: 'o1',
        currency: 'MXN',
        amount: 1,
        position: positionOf(ledger.entriesFor('o1')),
      }),
    ).toEqual({ ok: false, code: 'refund_amount_exceeded', available: 0 })
  })
})
