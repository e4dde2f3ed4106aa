import type { CustomerOrderTracking } from '@tianguis/core/contracts/seller-orders'
import { DISPLAYED_ORDER_STATE } from '@tianguis/core/orders/lifecycle'
import { and, eq } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { orderNotesOf } from './order-notes.service.ts'
import { purchaseOrders } from './orders.tables.ts'
import { trackingOf } from './seller-orders.service.ts'

/**
 * An order's shipment as both sides follow it (002 §2 "Shipment tracking link", §4 "status advances
 * automatically with shipment tracking"; decision 081): the order a carrier's tracking number
 * names, and what the customer is shown of the seller's side of their order.
 */

/**
 * The order whose shipment `carrier` booked as `trackingNumber`, or null; `lock` holds its row
 * for the caller's transaction (a tracking event about to move it).
 */
export async function orderByTracking(
  ctx: ServiceContext,
  carrier: string,
  trackingNumber: string,
  { lock = false }: { lock?: boolean } = {},
) {
  const query = ctx.db
    .select({ id: purchaseOrders.id, status: purchaseOrders.status })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.carrier, carrier), eq(purchaseOrders.trackingNumber, trackingNumber)))
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

/**
 * The customer's view of one of their orders' progress: its state, the seller's quote, the
 * tracking link, and the notes meant for them (`client` ones only, newest first). Another's order
 * is `order_not_found` (quality.md 1). For the customer's order detail and its own route.
 */
export async function customerOrderTracking(
  ctx: ServiceContext,
  customerId: string,
  orderId: string,
): Promise<CustomerOrderTracking> {
  const [row] = await ctx.db
    .select({
      id: purchaseOrders.id,
      status: purchaseOrders.status,
      currency: purchaseOrders.currency,
      estimatedDeliveryAt: purchaseOrders.estimatedDeliveryAt,
      estimatedCost: purchaseOrders.estimatedCost,
      deliveredAt: purchaseOrders.deliveredAt,
      carrier: purchaseOrders.carrier,
      trackingNumber: purchaseOrders.trackingNumber,
      trackingUrl: purchaseOrders.trackingUrl,
    })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, orderId), eq(purchaseOrders.customerId, customerId)))
  if (!row) throw new AppError('order_not_found')
  const notes = await orderNotesOf(ctx, orderId, { clientOnly: true })
  return {
    id: row.id,
    status: row.status,
    displayed_state: DISPLAYED_ORDER_STATE[row.status],
    estimated_delivery_at: row.estimatedDeliveryAt?.toISOString() ?? null,
    estimated_cost: row.estimatedCost === null ? null : { amount: row.estimatedCost, currency: row.currency },
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    tracking: trackingOf(row),
    notes: notes.map(({ visibility: _, ...note }) => note),
  }
}
