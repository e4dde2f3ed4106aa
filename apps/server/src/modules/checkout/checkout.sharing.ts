import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { checkouts } from './checkout.tables.ts'

/** A public link for the checkout (002 §4), once: again → 409 `slug_public_was_alrready_generated`. */
export async function shareCheckout(ctx: ServiceContext, checkoutId: string): Promise<string> {
  const slug = randomBytes(12).toString('base64url')
  const rows = await ctx.db
    .update(checkouts)
    .set({ publicSlug: slug, updatedAt: sql`now()` })
    .where(and(eq(checkouts.id, checkoutId), sql`${checkouts.publicSlug} is null`))
    .returning({ slug: checkouts.publicSlug })
  if (rows.length === 0) throw new AppError('slug_public_was_alrready_generated')
  return rows[0]!.slug!
}
