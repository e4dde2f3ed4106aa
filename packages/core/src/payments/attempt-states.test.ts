import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ATTEMPT_STATUSES, isFinalAttemptStatus, nextAttemptStatus } from './attempt-states.ts'

describe('payment attempt states (decision 057)', () => {
  it('moves a started attempt to whatever the provider answered', () => {
    expect(nextAttemptStatus('started', 'approved')).toEqual({ kind: 'move', to: 'approved' })
    expect(nextAttemptStatus('started', 'redirect')).toEqual({ kind: 'move', to: 'redirect' })
    expect(nextAttemptStatus('pending', 'expired')).toEqual({ kind: 'move', to: 'expired' })
  })

  it('calls a failure after a success stale: the order never moves back (quality case 10)', () => {
    expect(nextAttemptStatus('approved', 'declined')).toEqual({ kind: 'stale' })
    expect(nextAttemptStatus('approved', 'pending')).toEqual({ kind: 'stale' })
    expect(nextAttemptStatus('declined', 'approved')).toEqual({ kind: 'stale' })
    expect(nextAttemptStatus('pending', 'redirect')).toEqual({ kind: 'stale' })
  })

  it('answers the same news twice as `same`, never as a move', () => {
    for (const status of ATTEMPT_STATUSES) expect(nextAttemptStatus(status, status)).toEqual({ kind: 'same' })
  })

  it('never leaves a final state but for a refund of an approved charge', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ATTEMPT_STATUSES), fc.constantFrom(...ATTEMPT_STATUSES), (from, to) => {
        const move = nextAttemptStatus(from, to)
        if (isFinalAttemptStatus(from) && move.kind === 'move') {
          expect(from).toBe('approved')
          expect(to).toBe('refunded')
        }
      }),
    )
  })

  it('has no cycle: following moves from any state ends', () => {
    const rank = new Map(ATTEMPT_STATUSES.map((status, index) => [status, index]))
    fc.assert(
      fc.property(fc.constantFrom(...ATTEMPT_STATUSES), fc.constantFrom(...ATTEMPT_STATUSES), (from, to) => {
        const move = nextAttemptStatus(from, to)
        if (move.kind === 'move' && from !== 'started')
          expect(rank.get(move.to)!).toBeGreaterThan(rank.get(from)!)
      }),
    )
  })
})
