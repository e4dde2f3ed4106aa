import { OPEN_ATTEMPT_STATUSES } from '@tianguis/core/payments/attempt-states'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import {
  type EventOutcome,
  eventStored,
  type ReceivedEvent,
  setEventOutcome,
  storeEvent,
  storeEventOnly,
} from '../modules/payments/payment-events.service.ts'
import { attemptOfCharge, type PaymentAttempt } from '../modules/payments/payments.service.ts'
import { markAttemptRefunded } from '../modules/payments/refunds.service.ts'
import { planPurchaseOfCharge } from '../modules/plans/plan-purchases.service.ts'
import type { PaymentEvent, PaymentProvider } from '../platform/payments/provider.ts'
import { applyPackageEvent } from './apply-package-event.ts'
import { type ChargeNews, compensateCharge, settleNewsInTransaction } from './settle-payment.ts'

/**
 * A provider's webhook, its signature checked already (the route), applied once and only forward
 * (decision 059, quality case 10):
 *
 * 1. outside any transaction: the attempt of the charge (none → `unknown_charge`); an amount or
 *    currency that differs from the attempt's → `refused_amount`, logged as an error (quality
 *    case 7); an event that needs the provider's word (`retrieve`, `pending`, an approval that
 *    places orders) → `provider.retrieve()` — a provider call never runs inside a transaction;
 * 2. one transaction: the event stored with `INSERT … ON CONFLICT (provider, event_id) DO
 *    NOTHING` (a duplicate → `ignored_same`, nothing done; a concurrent one waits on the unique
 *    index until the first commits), then the news applied through the same locked, forward-only
 *    move as the pay answer and the reconciliation job (`settleNewsInTransaction`), and the
 *    event's outcome written from its effect: `applied`, `ignored_same` or `ignored_stale`.
 *
 * If placing the orders fails after the provider took the money (a redirect approved after the
 * checkout expired), the transaction rolls back — event and all — the charge is given back
 * outside it (`compensateCharge`), and the event is stored once more against the attempt, now
 * `failed`: `ignored_stale`.
 */
export async function applyPaymentEvent(
  ctx: ServiceContext,
  provider: PaymentProvider,
  event: PaymentEvent,
  rawBody: string,
): Promise<EventOutcome> {
  // A delivery retried after it was stored: nothing to ask the provider, nothing to do.
  if (await eventStored(ctx, provider.name, event.eventId)) return 'ignored_same'
  const attempt = await attemptOfCharge(ctx, provider.name, event.chargeId)
  const received: ReceivedEvent = {
    provider: provider.name,
    eventId: event.eventId,
    type: event.type,
    chargeId: event.chargeId,
    attemptId: attempt?.id ?? null,
    reported: event.status,
    amount: event.amount,
    currency: event.currency,
    rawBody,
  }
  if (!attempt) {
    // A package's 3-D Secure charge has no checkout attempt: its purchase is the attempt (decision 094).
    const purchase = await planPurchaseOfCharge(ctx, provider.name, event.chargeId)
    if (purchase) return applyPackageEvent(ctx, provider, event, received, purchase)
    ctx.log.error(
      { provider: provider.name, eventId: event.eventId, chargeId: event.chargeId },
      'payment webhook for a charge we do not know',
    )
    return storeEventOnly(ctx, received, 'unknown_charge')
  }
  if (amountDiffers(event, attempt)) {
    ctx.log.error(
      {
        provider: provider.name,
        eventId: event.eventId,
        attemptId: attempt.id,
        event: { amount: event.amount, currency: event.currency },
        attempt: { amount: attempt.amount, currency: attempt.currency },
      },
      'payment webhook refused: its amount or currency differs from the payment',
    )
    return storeEventOnly(ctx, received, 'refused_amount')
  }
  const plan = await planOf(provider, event, attempt)
  try {
    return await storeAndApply(ctx, received, attempt.id, plan)
  } catch (error) {
    if (plan.kind !== 'news' || (plan.news.status !== 'approved' && plan.news.status !== 'pending'))
      throw error
    ctx.log.error(
      { err: error, provider: provider.name, eventId: event.eventId, attemptId: attempt.id },
      'applying a payment webhook failed after the provider took the money; giving it back',
    )
    await compensateCharge(ctx, { payments: provider }, attempt.id, plan.news)
    // The attempt is `failed` now (or settled by whoever came first): this stores the event as such.
    return storeAndApply(ctx, received, attempt.id, plan)
  }
}

/** The amounts are compared when the event carries them (a decline may not); currency codes in any case. */
function amountDiffers(event: PaymentEvent, attempt: PaymentAttempt): boolean {
  if (event.amount !== null && event.amount !== attempt.amount) return true
  return event.currency !== null && event.currency.toUpperCase() !== attempt.currency.toUpperCase()
}

/**
 * What the event does: news for the locked move, the whole charge refunded, or — for an attempt
 * already settled that the event would only ask about — nothing, said now.
 *
 * The event's own word is enough to pay a waiting reference, to decline or to expire. Placing
 * orders needs what only the provider's answer carries (the card's brand and last digits, the card
 * the buyer asked to keep) and `pending` needs the reference, so those ask `retrieve()` and apply
 * its answer: the provider's state now. A settled attempt is never asked about (a provider whose
 * retrieve captures, like PayPal's, must not capture an attempt we gave up).
 */
type Plan =
  | { kind: 'news'; news: ChargeNews }
  | { kind: 'refunded' }
  | { kind: 'settled'; effect: 'same' | 'stale' }

const OPEN: readonly string[] = OPEN_ATTEMPT_STATUSES

async function planOf(
  provider: PaymentProvider,
  event: PaymentEvent,
  attempt: PaymentAttempt,
): Promise<Plan> {
  const open = OPEN.includes(attempt.status)
  switch (event.status) {
    case 'approved':
      if (open && attempt.status !== 'pending')
        return { kind: 'news', news: await retrieved(provider, event.chargeId) }
      return { kind: 'news', news: { status: 'approved', chargeId: event.chargeId, card: null } }
    case 'retrieve':
    case 'pending':
      if (open) return { kind: 'news', news: await retrieved(provider, event.chargeId) }
      return { kind: 'settled', effect: event.status === 'retrieve' ? 'same' : 'stale' }
    case 'declined':
      return {
        kind: 'news',
        news: { status: 'declined', code: event.code ?? 'card_declined', message: null },
      }
    case 'expired':
      return { kind: 'news', news: { status: 'expired', chargeId: event.chargeId } }
    case 'refunded':
      return { kind: 'refunded' }
  }
}

/** The provider's answer as news; a reference it says has lapsed is an expiry (as the job reads it). */
async function retrieved(provider: PaymentProvider, chargeId: string): Promise<ChargeNews> {
  const result = await provider.retrieve(chargeId)
  if (result.status === 'declined' && result.code === 'reference_expired')
    return { status: 'expired', chargeId }
  return result
}

const OUTCOME_OF_EFFECT = { move: 'applied', same: 'ignored_same', stale: 'ignored_stale' } as const

/** Step 2: the event stored and the news applied in one transaction; a duplicate does nothing. */
async function storeAndApply(
  ctx: ServiceContext,
  received: ReceivedEvent,
  attemptId: string,
  plan: Plan,
): Promise<EventOutcome> {
  const outcome = await inTransaction(ctx, async (tx) => {
    const id = await storeEvent(tx, received, 'applied')
    if (id === null) return null
    const effect =
      plan.kind === 'news'
        ? (await settleNewsInTransaction(tx, attemptId, plan.news)).effect
        : plan.kind === 'refunded'
          ? await markAttemptRefunded(tx, attemptId, true)
          : plan.effect
    const outcome = OUTCOME_OF_EFFECT[effect]
    if (outcome !== 'applied') await setEventOutcome(tx, id, outcome)
    return outcome
  })
  return outcome ?? 'ignored_same'
}
