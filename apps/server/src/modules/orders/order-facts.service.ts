import { and, asc, eq } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { purchaseOrderLines, purchaseOrders } from './orders.tables.ts'

/**
 * What flows that act on one order need to know of it (cancel-order.ts, notify-order-step.ts):
 * who buys and sells, how it was paid, where its messages go, its cancellation and quote, and its
 * lines. Two statements. Which orders a viewer may touch is the caller's question (`ownedBy`).
 */
export interface OrderFacts {
  id: string
  status: (typeof purchaseOrders.$inferSelect)['status']
  shopId: string
  customerId: string
  supplierId: string
  checkoutId: string
  paymentAttemptId: string | null
  currency: string
  total: number
  shippingCost: number
  contactEmail: string
  contactPhone: string | null
  createdAt: Date
  estimatedDeliveryAt: Date | null
  estimatedCost: number | null
  canceledAt: Date | null
  cancelReason: string | null
  cancelDescription: string | null
  cancelMessage: string | null
  lines: { itemId: string; name: string; quantity: number }[]
}

/** Whose order: the customer who bought it, or the supplier who sells it (a shop's owner). */
export type OrderOwner = { customerId: string } | { supplierId: string }

/** The condition that the order is `ownedBy`'s; none when no owner is asked. */
function ownerCondition(ownedBy: OrderOwner | undefined) {
  if (!ownedBy) return undefined
  return 'customerId' in ownedBy
    ? eq(purchaseOrders.customerId, ownedBy.customerId)
    : eq(purchaseOrders.supplierId, ownedBy.supplierId)
}

export async function orderFacts(
  ctx: ServiceContext,
  orderId: string,
  ownedBy?: OrderOwner,
  /** Lock the order's row for the rest of the caller's transaction (a step follows). */
  options: { forUpdate?: boolean } = {},
): Promise<OrderFacts | null> {
  const owner = ownerCondition(ownedBy)
  const query = ctx.db
    .select({
      id: purchaseOrders.id,
      status: purchaseOrders.status,
      shopId: purchaseOrders.shopId,
      customerId: purchaseOrders.customerId,
      supplierId: purchaseOrders.supplierId,
      checkoutId: purchaseOrders.checkoutId,
      paymentAttemptId: purchaseOrders.paymentAttemptId,
      currency: purchaseOrders.currency,
      total: purchaseOrders.total,
      shippingCost: purchaseOrders.shippingCost,
      contactEmail: purchaseOrders.contactEmail,
      contactPhone: purchaseOrders.contactPhone,
      createdAt: purchaseOrders.createdAt,
      estimatedDeliveryAt: purchaseOrders.estimatedDeliveryAt,
      estimatedCost: purchaseOrders.estimatedCost,
      canceledAt: purchaseOrders.canceledAt,
      cancelReason: purchaseOrders.cancelReason,
      cancelDescription: purchaseOrders.cancelDescription,
      cancelMessage: purchaseOrders.cancelMessage,
    })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, orderId), owner))
  const [order] = options.forUpdate ? await query.for('update') : await query
  if (!order) return null
  const lines = await ctx.db
    .select({
      itemId: purchaseOrderLines.itemId,
      name: purchaseOrderLines.name,
      quantity: purchaseOrderLines.quantity,
    })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderId, orderId))
    .orderBy(asc(purchaseOrderLines.position))
  return { ...order, lines }
}

/** The canceled orders a payment paid for (a reference paid after its order was canceled). */
export async function canceledOrdersOfAttempt(ctx: ServiceContext, paymentAttemptId: string) {
  return ctx.db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.paymentAttemptId, paymentAttemptId), eq(purchaseOrders.status, 'canceled')))
}

/** What a return needs of an order (decision 091): its state, delivery, payment, shipping and lines' prices. */
export interface ReturnableOrder {
  id: string
  status: OrderFacts['status']
  shopId: string
  customerId: string
  supplierId: string
  paymentAttemptId: string | null
  currency: string
  total: number
  shippingCost: number
  deliveredAt: Date | null
  lines: { id: string; itemId: string; name: string; quantity: number; unitPrice: number; total: number }[]
}

/**
 * An order for a return, or null when there is none or it is not `ownedBy`'s. `forUpdate` locks
 * its row for the caller's transaction: a return's refunds on one order take turns on it.
 */
export async function returnableOrder(
  ctx: ServiceContext,
  orderId: string,
  ownedBy?: OrderOwner,
  options: { forUpdate?: boolean } = {},
): Promise<ReturnableOrder | null> {
  const owner = ownerCondition(ownedBy)
  const query = ctx.db
    .select({
      id: purchaseOrders.id,
      status: purchaseOrders.status,
      shopId: purchaseOrders.shopId,
      customerId: purchaseOrders.customerId,
      supplierId: purchaseOrders.supplierId,
      paymentAttemptId: purchaseOrders.paymentAttemptId,
      currency: purchaseOrders.currency,
      total: purchaseOrders.total,
      shippingCost: purchaseOrders.shippingCost,
      deliveredAt: purchaseOrders.deliveredAt,
    })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, orderId), owner))
  const [order] = options.forUpdate ? await query.for('update') : await query
  if (!order) return null
  const lines = await ctx.db
    .select({
      id: purchaseOrderLines.id,
      itemId: purchaseOrderLines.itemId,
      name: purchaseOrderLines.name,
      quantity: purchaseOrderLines.quantity,
      unitPrice: purchaseOrderLines.unitPrice,
      total: purchaseOrderLines.total,
    })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderId, orderId))
    .orderBy(asc(purchaseOrderLines.position))
  return { ...order, lines }
}
