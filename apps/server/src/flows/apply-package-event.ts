import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import {
  type EventOutcome,
  type ReceivedEvent,
  storeEvent,
  storeEventOnly,
} from '../modules/payments/payment-events.service.ts'
import type { PlanChargeNews } from '../modules/plans/plan-purchases.service.ts'
import type { PaymentEvent, PaymentProvider } from '../platform/payments/provider.ts'
import { newsOf, settlePackage } from './buy-plan.ts'

/**
 * A provider's webhook about a package's charge (decision 094): a card that asked for 3-D Secure
 * is finished at the provider, and the webhook may come before the browser does. Like an order's
 * (apply-payment-event.ts): an amount or currency other than the purchase's is refused and
 * logged; the event is stored once and the news settled in the same transaction, forward only —
 * a purchase already settled keeps its outcome (`ignored_same` or `ignored_stale`).
 */
export async function applyPackageEvent(
  ctx: ServiceContext,
  provider: PaymentProvider,
  event: PaymentEvent,
  received: ReceivedEvent,
  purchase: { id: string; status: 'pending' | 'approved' | 'declined'; amount: number; currency: string },
): Promise<EventOutcome> {
  const differs =
    (event.amount !== null && event.amount !== purchase.amount) ||
    (event.currency !== null && event.currency.toUpperCase() !== purchase.currency.toUpperCase())
  if (differs) {
    ctx.log.error(
      { provider: provider.name, eventId: event.eventId, purchaseId: purchase.id },
      'package webhook refused: its amount or currency differs from the purchase',
    )
    return storeEventOnly(ctx, received, 'refused_amount')
  }
  const news = await newsFor(provider, event)
  if (news === null || purchase.status !== 'pending') {
    const same = news !== null && news.status === purchase.status
    return storeEventOnly(ctx, received, same || news === null ? 'ignored_same' : 'ignored_stale')
  }
  return inTransaction(ctx, async (tx) => {
    if ((await storeEvent(tx, received, 'applied')) === null) return 'ignored_same'
    await settlePackage(tx, purchase.id, news)
    return 'applied'
  })
}

/** What the event says, asking the provider when it must (outside any transaction); null: nothing to settle. */
async function newsFor(provider: PaymentProvider, event: PaymentEvent): Promise<PlanChargeNews | null> {
  switch (event.status) {
    case 'approved':
      return { status: 'approved', chargeId: event.chargeId }
    case 'declined':
      return { status: 'declined', code: event.code ?? 'card_declined', chargeId: event.chargeId }
    case 'expired':
      return { status: 'declined', code: 'payment_attempt_failed', chargeId: event.chargeId }
    case 'retrieve':
    case 'pending': {
      const result = await provider.retrieve(event.chargeId)
      return result.status === 'requires_action' ? null : newsOf(result)
    }
    case 'refunded':
      return null
  }
}
