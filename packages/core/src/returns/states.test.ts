import { describe, expect, it } from 'vitest'
import { assertTransition } from '../state-machine.ts'
import { closingOffered, refundAllowedOn, returnLifecycle } from './states.ts'

describe('a return request: Open or Closed (002 §4)', () => {
  it('closes once no refund of the product is pending, with or without refunds', () => {
    expect(closingOffered('open', [])).toBe(true)
    expect(
      closingOffered('open', [
        { amount: 100, status: 'success' },
        { amount: 50, status: 'failed' },
      ]),
    ).toBe(true)
    expect(closingOffered('open', [{ amount: 100, status: 'pending' }])).toBe(false)
    expect(closingOffered('closed', [])).toBe(false)
  })

  it('the machine refuses closing with a refund pending, a closed one, and the customer', () => {
    const close = (from: string, actor: 'seller' | 'system', pending: boolean) =>
      assertTransition(returnLifecycle, {
        from,
        event: 'close',
        actor,
        facts: { refunds: pending ? [{ amount: 1, status: 'pending' as const }] : [] },
      })
    expect(close('open', 'seller', false)).toMatchObject({ ok: true, to: 'closed' })
    expect(close('open', 'seller', true)).toMatchObject({
      ok: false,
      kind: 'guard',
      reason: 'return_refunds_pending',
    })
    expect(close('closed', 'seller', false)).toMatchObject({ ok: false, kind: 'not_from_state' })
    expect(close('open', 'system', false)).toMatchObject({ ok: false, kind: 'actor_not_allowed' })
  })

  it('refunds only while open', () => {
    expect(refundAllowedOn('open')).toEqual({ ok: true })
    expect(refundAllowedOn('closed')).toEqual({ ok: false, code: 'return_closed' })
  })
})
