import type { RefundRecord } from '../ledger/refunds.ts'
import { defineMachine } from '../state-machine.ts'

/**
 * A return request's states (002 §4 "Returns: Open or Closed"; decision 089): it starts `open`
 * ('return started successfully'), the seller refunds while it is open, and closes it ('return
 * request closed') once none of its refunds is pending. Closing releases the order's dispersion
 * (ledger/dispersion.ts) when nothing else holds it.
 */
export interface ReturnFacts {
  refunds?: readonly RefundRecord[]
}

/** `return_refunds_pending`: a refund of the product is still pending, so closing is not offered yet. */
function closeGuard(facts: ReturnFacts): string | null {
  return (facts.refunds ?? []).some((refund) => refund.status === 'pending') ? 'return_refunds_pending' : null
}

export const returnLifecycle = defineMachine({
  name: 'return_status',
  states: ['open', 'closed'],
  initial: 'open',
  actors: ['seller', 'dssupplier', 'system'],
  transitions: [
    { event: 'close', from: ['open'], to: 'closed', actors: ['seller', 'dssupplier'], guard: closeGuard },
  ],
})

export type ReturnState = (typeof returnLifecycle.states)[number]

/**
 * Whether the seller is offered to close a return: it is open and every refund of the product is
 * done (none pending). A return may close with no refund at all (the seller found misuse).
 */
export function closingOffered(state: ReturnState, refunds: readonly RefundRecord[]): boolean {
  return state === 'open' && closeGuard({ refunds }) === null
}

/** Refunds are made on an open return only: `return_closed` once it is closed. */
export function refundAllowedOn(state: ReturnState): { ok: true } | { ok: false; code: 'return_closed' } {
  return state === 'open' ? { ok: true } : { ok: false, code: 'return_closed' }
}

/** The toasts' message keys (002 §8): started, closed, refunded {amount}, refund failed. */
export const RETURN_MESSAGES = {
  started: 'returns.started',
  closed: 'returns.closed',
  refunded: 'returns.refunded',
  refundFailed: 'returns.refundFailed',
} as const
