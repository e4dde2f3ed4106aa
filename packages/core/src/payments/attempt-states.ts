/**
 * A payment attempt's states and the only moves between them (decision 057). Every path that
 * learns something about a charge — the pay call's answer, the 3-D Secure or redirect return, a
 * webhook, the reconciliation job — goes through `nextAttemptStatus`, so whichever comes second
 * changes nothing and nothing moves backwards (quality cases 9, 10, 12):
 *
 *   started ─┬─> requires_action ─┐
 *            ├─> redirect ────────┼─> approved ──> refunded
 *            ├─> pending ─────────┤
 *            └────────────────────┴─> declined | expired | failed
 *
 * `approved` is final but for a whole refund; `declined`, `expired` and `failed` are final.
 * A `pending` reference cannot go back to `requires_action` or `redirect`; an event for a state
 * the attempt has passed is stale.
 */
export const ATTEMPT_STATUSES = [
  'started',
  'requires_action',
  'redirect',
  'pending',
  'approved',
  'declined',
  'expired',
  'failed',
  'refunded',
] as const
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number]

/** The states waiting for the buyer or the provider: a webhook or the job settles them. */
export const OPEN_ATTEMPT_STATUSES = ['started', 'requires_action', 'redirect', 'pending'] as const

const MOVES: Record<AttemptStatus, readonly AttemptStatus[]> = {
  started: ['requires_action', 'redirect', 'pending', 'approved', 'declined', 'expired', 'failed'],
  requires_action: ['approved', 'declined', 'expired', 'failed'],
  redirect: ['approved', 'declined', 'expired', 'failed'],
  pending: ['approved', 'declined', 'expired', 'failed'],
  approved: ['refunded'],
  declined: [],
  expired: [],
  failed: [],
  refunded: [],
}

/**
 * What a piece of news does to an attempt: `move` to the new status, `same` when it says what the
 * attempt already is (a duplicate or a second path arriving), `stale` when it would move it
 * backwards or out of a final state (a failure after a success).
 */
export type AttemptMove = { kind: 'move'; to: AttemptStatus } | { kind: 'same' } | { kind: 'stale' }

export function nextAttemptStatus(current: AttemptStatus, reported: AttemptStatus): AttemptMove {
  if (current === reported) return { kind: 'same' }
  return MOVES[current].includes(reported) ? { kind: 'move', to: reported } : { kind: 'stale' }
}

export function isFinalAttemptStatus(status: AttemptStatus): boolean {
  return MOVES[status].length === 0 || status === 'approved'
}
