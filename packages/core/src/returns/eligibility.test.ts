import { describe, expect, it } from 'vitest'
import { type ReturnEligibilityFacts, returnEligibility } from './eligibility.ts'

const facts: ReturnEligibilityFacts = {
  orderStatus: 'delivered',
  deliveredAt: '2026-11-20T12:00:00.000Z',
  returnType: '72hrs',
  now: '2026-11-21T12:00:00.000Z',
  hasOpenReturn: false,
}

describe('who may start a return (002 §4)', () => {
  it('a received order within 72 hours of delivery, with its deadline', () => {
    expect(returnEligibility(facts)).toEqual({ ok: true, deadline: '2026-11-23T12:00:00.000Z' })
    expect(returnEligibility({ ...facts, now: '2026-11-23T11:59:59.999Z' }).ok).toBe(true)
  })

  it("'time expired' from the 72nd hour on", () => {
    expect(returnEligibility({ ...facts, now: '2026-11-23T12:00:00.000Z' })).toEqual({
      ok: false,
      code: 'return_time_expired',
    })
  })

  it('never before receipt, for a disallowed item, on a canceled order, or twice at once', () => {
    expect(returnEligibility({ ...facts, orderStatus: 'on_the_way', deliveredAt: null })).toEqual({
      ok: false,
      code: 'return_not_received',
    })
    expect(returnEligibility({ ...facts, returnType: 'disallowed' })).toEqual({
      ok: false,
      code: 'return_not_allowed',
    })
    expect(returnEligibility({ ...facts, orderStatus: 'canceled' })).toEqual({
      ok: false,
      code: 'return_order_canceled',
    })
    expect(returnEligibility({ ...facts, hasOpenReturn: true })).toEqual({
      ok: false,
      code: 'return_already_open',
    })
  })

  it('says the first thing that stands in the way', () => {
    expect(returnEligibility({ ...facts, orderStatus: 'canceled', returnType: 'disallowed' })).toEqual({
      ok: false,
      code: 'return_order_canceled',
    })
    expect(
      returnEligibility({ ...facts, returnType: 'disallowed', now: '2027-01-01T00:00:00.000Z' }),
    ).toEqual({
      ok: false,
      code: 'return_not_allowed',
    })
  })
})
