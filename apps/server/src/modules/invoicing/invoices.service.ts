import { eq } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { orderInvoices } from './invoicing.tables.ts'

export type KeptInvoice = typeof orderInvoices.$inferSelect

/** An order's stamped invoice, or null when none was issued yet. One statement. */
export async function invoiceOf(ctx: ServiceContext, orderId: string): Promise<KeptInvoice | null> {
  const [row] = await ctx.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId))
  return row ?? null
}

/** Keeps a freshly stamped invoice (the caller holds the order's lock, so it is the only one). */
export async function keepInvoice(
  ctx: ServiceContext,
  invoice: Omit<KeptInvoice, 'createdAt'>,
): Promise<KeptInvoice> {
  const [row] = await ctx.db.insert(orderInvoices).values(invoice).returning()
  return row!
}
