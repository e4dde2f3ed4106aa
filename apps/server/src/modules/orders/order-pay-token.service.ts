import { and, eq } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { purchaseOrders } from './orders.tables.ts'

/** A quoted order's confirmation (decision 086): its payment token and where the browser goes back. */
export interface OrderPayToken {
  token: string | null
  returnPath: string | null
  cancelPath: string | null
}

/**
 * The customer's order's payment token and paths, locked for the caller's transaction when asked;
 * null when the order is not theirs (the caller answers `order_not_found`).
 */
export async function orderPayTokenOf(
  ctx: ServiceContext,
  orderId: string,
  customerId: string,
): Promise<OrderPayToken | null> {
  const [row] = await ctx.db
    .select({
      token: purchaseOrders.paymentToken,
      returnPath: purchaseOrders.payReturnPath,
      cancelPath: purchaseOrders.payCancelPath,
    })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, orderId), eq(purchaseOrders.customerId, customerId)))
  return row ?? null
}

/** Writes the confirmation: the token stays the one given first, the paths are the latest. */
export async function setOrderPayToken(
  ctx: ServiceContext,
  orderId: string,
  values: { token: string; returnPath: string; cancelPath: string },
): Promise<void> {
  await ctx.db
    .update(purchaseOrders)
    .set({
      paymentToken: values.token,
      payReturnPath: values.returnPath,
      payCancelPath: values.cancelPath,
    })
    .where(eq(purchaseOrders.id, orderId))
}
