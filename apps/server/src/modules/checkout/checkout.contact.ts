import { eq, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { checkouts } from './checkout.tables.ts'

/** The buyer's email and phone, where order and payment messages go. */
export async function setContact(
  ctx: ServiceContext,
  checkoutId: string,
  contact: { email: string; phone: string | null },
): Promise<void> {
  await ctx.db
    .update(checkouts)
    .set({ contactEmail: contact.email, contactPhone: contact.phone, updatedAt: sql`now()` })
    .where(eq(checkouts.id, checkoutId))
}
