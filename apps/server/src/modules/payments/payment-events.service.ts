import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { newId } from '../../platform/ids.ts'
import { paymentEvents } from './payments.tables.ts'

export type PaymentEventRow = typeof paymentEvents.$inferSelect
export type EventOutcome = PaymentEventRow['outcome']

/** What is kept of a webhook that passed its signature check (decision 059). */
export interface ReceivedEvent {
  provider: string
  eventId: string
  type: string
  chargeId: string | null
  attemptId: string | null
  reported: string
  amount: number | null
  currency: string | null
  /** The raw body as received: only its SHA-256 is stored (no personal data kept twice). */
  rawBody: string
}

/**
 * Stores the event, or nothing when `(provider, event_id)` is stored already: answers the new
 * row's id, or null for a duplicate. Inside the caller's transaction, a second delivery of the same
 * event waits on the unique index until the first one's transaction ends, then finds it there —
 * so three deliveries at once are applied once (quality case 10). The outcome is the caller's
 * first guess; `setEventOutcome` writes the real one before the transaction commits.
 */
export async function storeEvent(
  ctx: ServiceContext,
  event: ReceivedEvent,
  outcome: EventOutcome,
): Promise<string | null> {
  const { rawBody, ...fields } = event
  const rows = await ctx.db
    .insert(paymentEvents)
    .values({
      id: newId('pev'),
      ...fields,
      payloadDigest: createHash('sha256').update(rawBody).digest('hex'),
      outcome,
    })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id })
  return rows[0]?.id ?? null
}

/**
 * Stores an event that changes nothing (an unknown charge, a refused amount, a settled purchase):
 * its outcome, or `ignored_same` when the same event was stored before.
 */
export async function storeEventOnly(
  ctx: ServiceContext,
  event: ReceivedEvent,
  outcome: EventOutcome,
): Promise<EventOutcome> {
  return (await storeEvent(ctx, event, outcome)) === null ? 'ignored_same' : outcome
}

export async function setEventOutcome(ctx: ServiceContext, id: string, outcome: EventOutcome): Promise<void> {
  await ctx.db.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, id))
}

/** Whether the provider's event is stored already (a retried delivery: nothing to ask or do). */
export async function eventStored(ctx: ServiceContext, provider: string, eventId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)))
  return row !== undefined
}
