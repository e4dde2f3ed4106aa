import { randomBytes } from 'node:crypto'
import { SHARED_CHECKOUT_DAYS } from '@tianguis/core/checkout/shared'
import { and, eq, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { checkouts } from './checkout.tables.ts'

/**
 * A public link for the checkout (002 §4), once: again → 409 `slug_public_was_alrready_generated`.
 * The link opens for SHARED_CHECKOUT_DAYS from now (decision 054).
 */
export async function shareCheckout(
  ctx: ServiceContext,
  checkoutId: string,
): Promise<{ publicSlug: string; sharedUntil: Date }> {
  const slug = randomBytes(12).toString('base64url')
  const rows = await ctx.db
    .update(checkouts)
    .set({
      publicSlug: slug,
      sharedUntil: sql`now() + make_interval(days => ${SHARED_CHECKOUT_DAYS})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(checkouts.id, checkoutId), sql`${checkouts.publicSlug} is null`))
    .returning({ slug: checkouts.publicSlug, sharedUntil: checkouts.sharedUntil })
  if (rows.length === 0) throw new AppError('slug_public_was_alrready_generated')
  return { publicSlug: rows[0]!.slug!, sharedUntil: rows[0]!.sharedUntil! }
}
