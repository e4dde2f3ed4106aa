import { parseAccount, platformAccount } from './accounts.ts'
import { allocate } from './allocation.ts'
import { assertEntry, type JournalEntry, type Posting } from './entries.ts'

/**
 * Refunds (002 §4 "Refund status: pending, failed, success", §5 "Refund ≤ available"; decision 089).
 *
 * What may still be refunded is what was paid less the successful refunds and the pending ones,
 * and never more than the order still holds in the ledger (after dispersion, nothing). A successful
 * refund of R reverses each held share in proportion to what is left of it (allocation.ts), so the
 * reversed parts sum to exactly R and no share gives back more than it still holds, however many
 * partial refunds come.
 */
export const REFUND_STATUSES = ['pending', 'failed', 'success'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

export interface RefundRecord {
  amount: number
  status: RefundStatus
}

/** `paid − refunded − pending`, never below zero; failed refunds give the amount back. */
export function refundableAmount(paid: number, refunds: readonly RefundRecord[]): number {
  const taken = refunds.reduce((sum, refund) => (refund.status === 'failed' ? sum : sum + refund.amount), 0)
  return Math.max(0, paid - taken)
}

export type RefundCheck =
  | { ok: true }
  /** Not a whole positive number of minor units: the field's problem, as `invalid_request`. */
  | { ok: false; code: 'invalid_request'; problem: 'too_small' | 'not_integer' }
  /** 002 §5 'the amount entered is greater than the amount available'; details `available`. */
  | { ok: false; code: 'refund_amount_exceeded'; available: number }

/** The refund amount rule: a whole positive amount, at most what is available. */
export function checkRefundAmount(amount: number, available: number): RefundCheck {
  if (!Number.isSafeInteger(amount)) return { ok: false, code: 'invalid_request', problem: 'not_integer' }
  if (amount <= 0) return { ok: false, code: 'invalid_request', problem: 'too_small' }
  if (amount > available) return { ok: false, code: 'refund_amount_exceeded', available }
  return { ok: true }
}

/**
 * The shares an order still holds, from its position (positionOf over its entries): each user's
 * `held` bucket and the platform's `fees_held` with what is left in it, in the position's order.
 */
export function heldShares(position: readonly Posting[]): Posting[] {
  return position.filter((posting) => {
    if (posting.amount <= 0) return false
    const account = parseAccount(posting.account)
    return account?.owner === 'user' ? account.bucket === 'held' : account?.name === 'fees_held'
  })
}

/** What the ledger still holds for an order: the most any refund of it may give back. */
export function heldTotal(position: readonly Posting[]): number {
  return heldShares(position).reduce((sum, posting) => sum + posting.amount, 0)
}

export const refundEntryId = (refundId: string) => `refund:${refundId}`

/**
 * The entry of a successful refund of `amount` on an order: each held share gives back its part
 * (allocated over what is left of the shares) and the platform's `refunds_out` gets the whole.
 * Refused with `refund_amount_exceeded` when the order holds less than that.
 */
export function refundReversalEntry(input: {
  refundId: string
  orderId: string
  currency: string
  amount: number
  position: readonly Posting[]
}): { ok: true; entry: JournalEntry; parts: Posting[] } | Exclude<RefundCheck, { ok: true }> {
  const shares = heldShares(input.position).filter((posting) => posting.currency === input.currency)
  const available = shares.reduce((sum, posting) => sum + posting.amount, 0)
  const check = checkRefundAmount(input.amount, available)
  if (!check.ok) return check
  const amounts = allocate(
    input.amount,
    shares.map((posting) => posting.amount),
  )
  const parts = shares
    .map((posting, index) => ({ ...posting, amount: -(amounts[index] ?? 0) }))
    .filter((posting) => posting.amount !== 0)
  const entry = assertEntry({
    id: refundEntryId(input.refundId),
    kind: 'refund_reversal',
    reference: input.orderId,
    postings: [
      ...parts,
      {
        account: platformAccount(input.currency, 'refunds_out'),
        currency: input.currency,
        amount: input.amount,
      },
    ],
  })
  return { ok: true, entry, parts }
}
