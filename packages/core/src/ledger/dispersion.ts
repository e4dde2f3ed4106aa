import { RETURN_WINDOW_HOURS } from '../constants.ts'
import type { OrderStatus } from '../orders/lifecycle.ts'
import { parseAccount, platformAccount, withBucket } from './accounts.ts'
import { assertEntry, type JournalEntry, type Posting } from './entries.ts'
import { heldShares } from './refunds.ts'

/**
 * Dispersion (002 §4 "Closing … releases dispersions to the electronic wallets of all users
 * involved"; decision 089): once an order can no longer be returned, what it still holds, after
 * refunds, moves from held to available for every user on it, and the platform's fee from
 * `fees_held` to `fees`.
 */

export interface DispersionFacts {
  status: OrderStatus
  deliveredAt: string | null
  now: string
  /** One per line of the order: whether its item could be returned (`return_type`). */
  lines: readonly { lineId: string; returnType: 'disallowed' | '72hrs' }[]
  /** The order's return requests, by line. */
  returns: readonly { lineId: string; state: 'open' | 'closed' }[]
  /** Refunds of the order still `pending`. */
  pendingRefunds: number
}

export type DispersionDue =
  | { due: true }
  | { due: false; why: 'not_delivered' | 'return_open' | 'refunds_pending' | 'window_open' }

/**
 * Whether an order's held shares may be dispersed: it was delivered, no return is open, no refund
 * is pending, and either the return window (72 hours from delivery) has passed or no line may be
 * returned any more (its item's returns are disallowed, or its return was closed).
 * A canceled order is given back whole by its refund and never disperses.
 */
export function dispersionDue(facts: DispersionFacts): DispersionDue {
  if (facts.status !== 'delivered' || !facts.deliveredAt) return { due: false, why: 'not_delivered' }
  if (facts.returns.some((one) => one.state === 'open')) return { due: false, why: 'return_open' }
  if (facts.pendingRefunds > 0) return { due: false, why: 'refunds_pending' }
  const closes = Date.parse(facts.deliveredAt) + RETURN_WINDOW_HOURS * 3_600_000
  if (Date.parse(facts.now) >= closes) return { due: true }
  const closed = new Set(facts.returns.filter((one) => one.state === 'closed').map((one) => one.lineId))
  const settled = facts.lines.every((line) => line.returnType === 'disallowed' || closed.has(line.lineId))
  return settled ? { due: true } : { due: false, why: 'window_open' }
}

export const dispersionEntryId = (orderId: string) => `dispersion:${orderId}`

/** The entry moving every share the order still holds to available; null when it holds nothing. */
export function dispersionEntry(orderId: string, position: readonly Posting[]): JournalEntry | null {
  const shares = heldShares(position)
  if (shares.length === 0) return null
  const postings = shares.flatMap((share) => {
    const account = parseAccount(share.account)
    const to =
      account?.owner === 'user'
        ? withBucket(share.account, 'available')
        : platformAccount(share.currency, 'fees')
    return [
      { ...share, amount: -share.amount },
      { account: to, currency: share.currency, amount: share.amount },
    ]
  })
  return assertEntry({ id: dispersionEntryId(orderId), kind: 'dispersion', reference: orderId, postings })
}
