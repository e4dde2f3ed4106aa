import type { MyOrderDetail } from '@tianguis/core/contracts/my-orders'
import { DISPLAYED_ORDER_STATE, nextOrderEvent } from '@tianguis/core/orders/lifecycle'
import { returnDeadline } from '@tianguis/core/orders/purchase-filters'
import type { ServiceContext } from '../kernel/context.ts'
import { myOrder } from '../modules/orders/my-orders.service.ts'
import { orderHistoryOf } from '../modules/orders/order-lifecycle.service.ts'
import { orderPaymentOf } from '../modules/payments/order-payment.service.ts'

/**
 * A customer's order in detail (002 §3 Purchase order; decision 080): the order with its lines,
 * shop, seller and the seller's branch (one statement of the orders module), then its history and
 * how it was paid (the payments module) side by side — three statements. Another person's order
 * is `order_not_found` before anything else is read.
 */
export async function myOrderDetail(ctx: ServiceContext, id: string): Promise<MyOrderDetail> {
  const order = await myOrder(ctx, id)
  const [history, payment] = await Promise.all([
    orderHistoryOf(ctx, id),
    order.paymentAttemptId ? orderPaymentOf(ctx, order.paymentAttemptId) : Promise.resolve(null),
  ])
  return {
    id: order.id,
    status: order.status,
    displayed_state: DISPLAYED_ORDER_STATE[order.status],
    kind: order.kind,
    next: nextOrderEvent(order.status, 'customer'),
    created_at: order.createdAt,
    updated_at: order.updatedAt,
    delivered_at: order.deliveredAt,
    canceled_at: order.canceledAt,
    return_deadline: returnDeadline(order.status, order.deliveredAt),
    shop: order.shop,
    seller: order.seller,
    branch: order.branch ? { name: order.branch.name, address: null, phone: order.branch.phone } : null,
    currency: order.currency,
    items_total: order.itemsTotal,
    shipping_cost: order.shippingCost,
    extra_charge: order.estimatedCost,
    total: order.total,
    payment_type: order.paymentType,
    delivery_type: order.deliveryType,
    delivery: {
      type: order.deliveryType,
      address: order.address,
      estimated_delivery_at: order.estimatedDeliveryAt,
      contact_email: order.contactEmail,
      contact_phone: order.contactPhone,
    },
    // Given on the order's detail (decision 085); each null until then.
    invoicing: order.invoicing,
    // Without an attempt on record only the method may be known (or nothing: a quote to confirm).
    payment:
      payment ??
      (order.paymentType ? { type: order.paymentType, status: null, card: null, reference: null } : null),
    cancellation:
      order.status === 'canceled'
        ? { reason: order.cancelReason, description: order.cancelDescription, message: order.cancelMessage }
        : null,
    line_names: order.lines.slice(0, 3).map((line) => line.name),
    lines_count: order.lines.length,
    lines: order.lines,
    history: history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  }
}
