import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { checkouts } from './checkout.tables.ts'

/* The checkout's status moves (decision 048): open → paying → paid, back to open after a
 * decline, open or paying → expired when the countdown runs out. Each is one conditional UPDATE. */

/**
 * open → paying, only while the countdown runs (one conditional UPDATE): of two payers of one
 * checkout, one wins. Answers why not otherwise.
 */
export async function beginPaying(ctx: ServiceContext, checkoutId: string): Promise<void> {
  const rows = await ctx.db
    .update(checkouts)
    .set({ status: 'paying', updatedAt: sql`now()` })
    .where(
      and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'open'), gt(checkouts.expiresAt, sql`now()`)),
    )
    .returning({ id: checkouts.id })
  if (rows.length === 0) {
    const [row] = await ctx.db
      .select({ status: checkouts.status })
      .from(checkouts)
      .where(eq(checkouts.id, checkoutId))
    throw new AppError(
      row?.status === 'open' || row?.status === 'expired' ? 'checkout_expired' : 'checkout_not_open',
    )
  }
}

/** paying → open after a declined payment: a new attempt may follow. False when it is not paying. */
export async function reopenCheckout(ctx: ServiceContext, checkoutId: string): Promise<boolean> {
  const rows = await ctx.db
    .update(checkouts)
    .set({ status: 'open', updatedAt: sql`now()` })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'paying')))
    .returning({ id: checkouts.id })
  return rows.length > 0
}

/** paying → paid with its orders. False when it is no longer paying (it expired meanwhile). */
export async function markPaid(
  ctx: ServiceContext,
  checkoutId: string,
  orderIds: string[],
): Promise<boolean> {
  const rows = await ctx.db
    .update(checkouts)
    .set({ status: 'paid', orderIds, paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'paying')))
    .returning({ id: checkouts.id })
  return rows.length > 0
}

/**
 * open or paying → expired once its countdown has run out; false when it was paid, already
 * expired, or still has time (a job that runs early does nothing).
 */
export async function expireCheckout(ctx: ServiceContext, checkoutId: string): Promise<boolean> {
  const rows = await ctx.db
    .update(checkouts)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(
      and(
        eq(checkouts.id, checkoutId),
        inArray(checkouts.status, ['open', 'paying']),
        lte(checkouts.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: checkouts.id })
  return rows.length > 0
}
