import { eq } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { paymentAttempts } from './payments.tables.ts'

/** How an order was paid, as its buyer may see it (002 §3 payment method; decision 080). */
export interface OrderPaymentView {
  type: string
  status: string | null
  /** A card by its brand and last 4 digits: the whole number is never kept, so never shown. */
  card: { brand: string; last4: string } | null
  /** A transfer's, store's, voucher's or crypto payment's reference. */
  reference: string | null
}

/**
 * The payment attempt that placed (or pays) an order, by its id, for the order's detail: its
 * method and state, a card's brand and last 4, a reference. One statement; null when there is none.
 */
export async function orderPaymentOf(
  ctx: ServiceContext,
  attemptId: string,
): Promise<OrderPaymentView | null> {
  const [row] = await ctx.db
    .select({
      type: paymentAttempts.paymentType,
      status: paymentAttempts.status,
      brand: paymentAttempts.cardBrand,
      last4: paymentAttempts.cardLast4,
      reference: paymentAttempts.reference,
    })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, attemptId))
  if (!row) return null
  return {
    type: row.type,
    status: row.status,
    card: row.brand && row.last4 ? { brand: row.brand, last4: row.last4.slice(-4) } : null,
    reference: row.reference,
  }
}
