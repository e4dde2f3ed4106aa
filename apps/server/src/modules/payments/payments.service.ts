import { and, eq, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { newId } from '../../platform/ids.ts'
import { paymentAttempts, savedCards } from './payments.tables.ts'

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

/** The provider id of a saved card of the customer, or null (another customer's card is not found). */
export async function savedCardSource(
  ctx: ServiceContext,
  customerId: string,
  cardId: string,
): Promise<{ provider: string; source: string } | null> {
  const [row] = await ctx.db
    .select({ provider: savedCards.provider, source: savedCards.providerCardId })
    .from(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.customerId, customerId)))
  return row ?? null
}
