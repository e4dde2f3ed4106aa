import { nextAttemptStatus } from '@tianguis/core/payments/attempt-states'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { newId } from '../../platform/ids.ts'
import { lockAttempt, updateAttempt } from './payments.service.ts'
import { paymentRefunds } from './payments.tables.ts'

/**
 * The rows of money given back on a payment (decision 059; 002 §4 refund status pending, failed,
 * success). The flow that asks the provider is `flows/refund-payment.ts`; here are only the rows.
 */
export type PaymentRefund = typeof paymentRefunds.$inferSelect

export async function refundByKey(ctx: ServiceContext, refundKey: string): Promise<PaymentRefund | null> {
  const [row] = await ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.refundKey, refundKey))
  return row ?? null
}

/** What is given back or being given back (pending and successful refunds; failed ones gave nothing). */
export async function refundedSoFar(ctx: ServiceContext, attemptId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.attemptId, attemptId), ne(paymentRefunds.status, 'failed')))
  return Number(row?.total ?? 0)
}

/** What has certainly been given back (successful refunds only). */
async function refundedForSure(ctx: ServiceContext, attemptId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.attemptId, attemptId), eq(paymentRefunds.status, 'success')))
  return Number(row?.total ?? 0)
}

/**
 * Writes a `pending` refund only if, with it, what is given back stays within `limit` (the
 * payment's amount): the check and the insert are one statement, so no two refunds can both
 * pass it. The caller holds the attempt's lock too, so refunds of one payment are written one at
 * a time and each sees the ones before. Null when it would pass the limit, or when `refundKey` is
 * taken (the caller reads that one).
 */
export async function claimRefund(
  tx: ServiceContext,
  refund: {
    attemptId: string
    refundKey: string
    amount: number
    currency: string
    reason: string | null
    limit: number
  },
): Promise<PaymentRefund | null> {
  const id = newId('rfd')
  const result = await tx.db.execute(sql`
    insert into ${paymentRefunds} (id, attempt_id, refund_key, amount, currency, reason, status)
    select ${id}, ${refund.attemptId}, ${refund.refundKey}, ${refund.amount}::bigint, ${refund.currency},
      ${refund.reason}, 'pending'
    where (
      select coalesce(sum(amount), 0) from ${paymentRefunds}
      where attempt_id = ${refund.attemptId} and status <> 'failed'
    ) + ${refund.amount}::bigint <= ${refund.limit}::bigint
    on conflict (refund_key) do nothing
    returning id`)
  if ((result as { rows: unknown[] }).rows.length === 0) return null
  const [row] = await tx.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id))
  return row ?? null
}

/** The provider's answer on a pending refund; a refund settled already stays as it is. */
export async function settleRefund(
  ctx: ServiceContext,
  id: string,
  answer: { status: 'success'; providerRefundId: string } | { status: 'failed' },
): Promise<PaymentRefund> {
  await ctx.db
    .update(paymentRefunds)
    .set({
      status: answer.status,
      ...(answer.status === 'success' ? { providerRefundId: answer.providerRefundId } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending')))
  const [row] = await ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id))
  return row!
}

/**
 * The attempt moves `approved` → `refunded` (core's transition table) when all of it has been
 * given back: `whole` says the provider told us so (a webhook); otherwise the successful refunds
 * are summed under the attempt's lock. Answers what the news did to the attempt.
 */
export async function markAttemptRefunded(
  tx: ServiceContext,
  attemptId: string,
  whole: boolean,
): Promise<'move' | 'same' | 'stale'> {
  const attempt = await lockAttempt(tx, attemptId)
  if (!attempt) return 'stale'
  if (!whole && (await refundedForSure(tx, attemptId)) < attempt.amount) return 'same'
  const move = nextAttemptStatus(attempt.status, 'refunded')
  if (move.kind !== 'move') return move.kind
  await updateAttempt(tx, attemptId, { status: 'refunded' })
  return 'move'
}

/** How many refunds of a payment are still `pending` (dispersion waits for them; decision 089). */
export async function pendingRefundCount(ctx: ServiceContext, attemptId: string | null): Promise<number> {
  if (!attemptId) return 0
  const [row] = await ctx.db
    .select({ n: sql<string>`count(*)` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.attemptId, attemptId), eq(paymentRefunds.status, 'pending')))
  return Number(row?.n ?? 0)
}
