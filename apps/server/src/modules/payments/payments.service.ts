import type { PaymentMetadata } from '@tianguis/core/contracts/checkout'
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { newId } from '../../platform/ids.ts'
import type { PaymentDetails } from '../../platform/payments/provider.ts'
import { metadataOf } from './payment-metadata.ts'
import { paymentAttempts } from './payments.tables.ts'

export type PaymentAttempt = typeof paymentAttempts.$inferSelect
type AttemptStatus = PaymentAttempt['status']

/** Writes the attempt (`started`) before its charge is sent; returns its id, the charge's idempotency id. */
export async function startAttempt(
  ctx: ServiceContext,
  attempt: {
    checkoutId: string
    /** A quoted order paid on its own (decision 086). */
    orderId?: string
    customerId: string
    provider: string
    paymentType: string
    amount: number
    currency: string
    instalments: number
  },
): Promise<string> {
  const id = newId('pay')
  await ctx.db.insert(paymentAttempts).values({ id, ...attempt })
  return id
}

/** Records what the provider answered. */
export async function updateAttempt(
  ctx: ServiceContext,
  attemptId: string,
  changes: {
    status: AttemptStatus
    chargeId?: string | null
    failureCode?: string | null
    cardBrand?: string | null
    cardLast4?: string | null
    reference?: string | null
    referenceExpiresAt?: Date | null
    details?: Record<string, unknown> | null
    approvalUrl?: string | null
  },
): Promise<void> {
  await ctx.db
    .update(paymentAttempts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(paymentAttempts.id, attemptId))
}

/**
 * The attempt, locked until the transaction ends (decision 057): the pay answer, a return, a
 * webhook and the reconciliation job each read its status under this lock before moving it, so
 * of two that learn the same news at once the second finds it applied. Null when unknown.
 */
export async function lockAttempt(ctx: ServiceContext, attemptId: string): Promise<PaymentAttempt | null> {
  const [row] = await ctx.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, attemptId))
    .for('update')
  return row ?? null
}

/** The attempt a provider's charge id belongs to (webhooks), or null. */
export async function attemptOfCharge(
  ctx: ServiceContext,
  provider: string,
  chargeId: string,
): Promise<PaymentAttempt | null> {
  const [row] = await ctx.db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.chargeId, chargeId)))
  return row ?? null
}

/** The attempt of a checkout waiting for 3-D Secure with this charge. */
export async function attemptByCharge(
  ctx: ServiceContext,
  checkoutId: string,
  chargeId: string,
): Promise<PaymentAttempt | null> {
  const [row] = await ctx.db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.checkoutId, checkoutId),
        eq(paymentAttempts.chargeId, chargeId),
        // A quoted order's own payment (decision 086) is not the checkout's.
        isNull(paymentAttempts.orderId),
      ),
    )
  return row ?? null
}

/** The attempt paying this order (decision 086) with this charge, or null. */
export async function attemptOfOrder(
  ctx: ServiceContext,
  orderId: string,
  chargeId: string,
): Promise<PaymentAttempt | null> {
  const [row] = await ctx.db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.chargeId, chargeId)))
  return row ?? null
}

/** The attempt statuses a checkout still paying shows (the one under way). */
const UNDER_WAY: AttemptStatus[] = ['started', 'requires_action', 'redirect']

/**
 * How a checkout was paid, for its paid page (decisions 049, 058, 060): once its orders are placed,
 * the attempt that placed them — approved (or refunded), a reference still `pending` with what its
 * page shows (the account, the stores, the address), or one that `expired` unpaid; while it is
 * still `paying`, the attempt under way, where `started` (a charge whose answer never came,
 * waiting for the reconciliation job) reads `processing` so the page can say the payment is being
 * confirmed. Newest first; null when there is none.
 */
export async function paymentOf(
  ctx: ServiceContext,
  checkoutId: string,
  paying = false,
): Promise<{
  type: string
  status: string
  brand: string | null
  last4: string | null
  reference: string | null
  expires_at: string | null
  payment_metadata: PaymentMetadata | null
} | null> {
  const [row] = await ctx.db
    .select({
      type: paymentAttempts.paymentType,
      status: paymentAttempts.status,
      brand: paymentAttempts.cardBrand,
      last4: paymentAttempts.cardLast4,
      reference: paymentAttempts.reference,
      referenceExpiresAt: paymentAttempts.referenceExpiresAt,
      details: paymentAttempts.details,
    })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.checkoutId, checkoutId),
        isNull(paymentAttempts.orderId),
        paying
          ? inArray(paymentAttempts.status, UNDER_WAY)
          : or(
              inArray(paymentAttempts.status, ['approved', 'refunded', 'pending']),
              // A reference that lapsed: its orders exist, `payment_expired`.
              and(eq(paymentAttempts.status, 'expired'), isNotNull(paymentAttempts.reference)),
            ),
      ),
    )
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1)
  if (!row) return null
  const { referenceExpiresAt, status, details, ...payment } = row
  return {
    ...payment,
    status: status === 'started' ? 'processing' : status,
    expires_at: referenceExpiresAt?.toISOString() ?? null,
    payment_metadata: details ? metadataOf(details as PaymentDetails) : null,
  }
}

/** The attempt by id (no lock), or null. */
export async function attemptById(ctx: ServiceContext, attemptId: string): Promise<PaymentAttempt | null> {
  const [row] = await ctx.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId))
  return row ?? null
}

/**
 * Open attempts the sweep hands to the reconciliation job (decision 057): started ones older
 * than `startedBefore` (a charge that never answered), and waiting ones whose deadline has passed.
 * Oldest first, `limit` at a time (the partial index `payment_attempts_open_idx`).
 */
export async function attemptsToReconcile(
  ctx: ServiceContext,
  startedBefore: Date,
  now: Date,
  limit: number,
): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        inArray(paymentAttempts.status, ['started', 'requires_action', 'redirect', 'pending']),
        lt(paymentAttempts.updatedAt, startedBefore),
        // Asked about lately: the job that asked has its own retries.
        or(isNull(paymentAttempts.reconciledAt), lt(paymentAttempts.reconciledAt, startedBefore)),
        or(
          eq(paymentAttempts.status, 'started'),
          eq(paymentAttempts.status, 'requires_action'),
          lt(paymentAttempts.referenceExpiresAt, now),
        ),
      ),
    )
    .orderBy(paymentAttempts.updatedAt)
    .limit(limit)
  return rows.map((row) => row.id)
}

/** Counts one more question to the provider about the attempt. */
export async function noteReconciled(ctx: ServiceContext, attemptId: string): Promise<void> {
  await ctx.db
    .update(paymentAttempts)
    .set({ reconciledAt: sql`now()`, reconcileCount: sql`${paymentAttempts.reconcileCount} + 1` })
    .where(eq(paymentAttempts.id, attemptId))
}
