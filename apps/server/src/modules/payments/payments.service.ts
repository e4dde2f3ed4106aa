import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { newId } from '../../platform/ids.ts'
import { paymentAttempts } from './payments.tables.ts'

export type PaymentAttempt = typeof paymentAttempts.$inferSelect
type AttemptStatus = PaymentAttempt['status']

/** Writes the attempt (`started`) before its charge is sent; returns its id, the charge's idempotency id. */
export async function startAttempt(
  ctx: ServiceContext,
  attempt: {
    checkoutId: string
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
  },
): Promise<void> {
  await ctx.db
    .update(paymentAttempts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(paymentAttempts.id, attemptId))
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
    .where(and(eq(paymentAttempts.checkoutId, checkoutId), eq(paymentAttempts.chargeId, chargeId)))
  return row ?? null
}

/**
 * How a checkout was paid, for its paid page: its approved attempt, or the pending store payment
 * (a reference to pay with), newest first; null before either.
 */
export async function paymentOf(
  ctx: ServiceContext,
  checkoutId: string,
): Promise<{
  type: string
  brand: string | null
  last4: string | null
  reference: string | null
  expires_at: string | null
} | null> {
  const [row] = await ctx.db
    .select({
      type: paymentAttempts.paymentType,
      brand: paymentAttempts.cardBrand,
      last4: paymentAttempts.cardLast4,
      reference: paymentAttempts.reference,
      referenceExpiresAt: paymentAttempts.referenceExpiresAt,
    })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.checkoutId, checkoutId),
        inArray(paymentAttempts.status, ['approved', 'pending']),
      ),
    )
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1)
  if (!row) return null
  const { referenceExpiresAt, ...payment } = row
  return { ...payment, expires_at: referenceExpiresAt?.toISOString() ?? null }
}
