import { refundReversalEntry } from '@tianguis/core/ledger/refunds'
import type { ServiceContext } from '../kernel/context.ts'
import { positionOf, postEntry } from '../modules/ledger/ledger.service.ts'

export type ReversalOutcome = 'reversed' | 'nothing_held' | 'exceeds_held'

/**
 * A refund the provider made takes back its part of what the order still holds (decisions 089,
 * 090): core's `refundReversalEntry` splits `amount` over each held share of the order — the
 * supplier's, each reseller's commission, the platform's fee — by largest remainder, and the entry
 * (`refund:{refundId}`, so a replay writes nothing) is posted in the caller's transaction.
 *
 * The money has already left at the provider when this runs, so a ledger that cannot take it back
 * does not undo the refund's record: an order paid before the ledger existed holds nothing
 * (`nothing_held`), and a refund above what is held (`exceeds_held`, which core's refundable
 * rule should have stopped) is logged for a person to correct with a new entry.
 */
export async function reverseRefundedShares(
  ctx: ServiceContext,
  refund: { refundId: string; orderId: string; currency: string; amount: number },
): Promise<ReversalOutcome> {
  const position = await positionOf(ctx, refund.orderId)
  if (position.length === 0) return 'nothing_held'
  const reversal = refundReversalEntry({ ...refund, position })
  if (!reversal.ok) {
    ctx.log.error(
      { orderId: refund.orderId, refundId: refund.refundId, amount: refund.amount },
      'a refund is above what the ledger holds for its order; the entry is left to a correction',
    )
    return 'exceeds_held'
  }
  await postEntry(ctx, reversal.entry)
  return 'reversed'
}
