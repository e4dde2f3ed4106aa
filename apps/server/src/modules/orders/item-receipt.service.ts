import { and, eq, notInArray, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { purchaseOrderLines, purchaseOrders } from './orders.tables.ts'

/**
 * Whether a customer has an item (decision 084, for reviews): `delivered` when an order of theirs
 * that holds it was delivered; `on_its_way` when one is still on its way to them (placed, paid,
 * in process…); `never` when none is, or every one was canceled or its payment expired.
 */
export type ItemReceipt = 'delivered' | 'on_its_way' | 'never'

/** Orders that will never bring the item: they say nothing of whether the customer has it. */
const DEAD_ENDS = ['canceled', 'payment_expired'] as const

/** One statement over the customer's orders (indexed by customer) and their lines. */
export async function itemReceiptOf(
  ctx: ServiceContext,
  customerId: string,
  itemId: string,
): Promise<ItemReceipt> {
  const [row] = await ctx.db
    .select({
      delivered: sql<boolean>`coalesce(bool_or(${purchaseOrders.status} = 'delivered'), false)`,
      live: sql<number>`count(*)::int`,
    })
    .from(purchaseOrders)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.orderId, purchaseOrders.id))
    .where(
      and(
        eq(purchaseOrders.customerId, customerId),
        eq(purchaseOrderLines.itemId, itemId),
        notInArray(purchaseOrders.status, [...DEAD_ENDS]),
      ),
    )
  if (row?.delivered) return 'delivered'
  return (row?.live ?? 0) > 0 ? 'on_its_way' : 'never'
}
