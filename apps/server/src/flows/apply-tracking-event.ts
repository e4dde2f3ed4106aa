import {
  type ShipmentState,
  shipmentStateOf,
  type TrackingEvent,
  trackingSteps,
} from '@tianguis/core/orders/back-office'
import type { OrderStatus } from '@tianguis/core/orders/lifecycle'
import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { orderStep } from '../modules/orders/order-lifecycle.service.ts'
import { orderByTracking } from '../modules/orders/order-tracking.service.ts'
import { notifyOrderStep } from './notify-order-step.ts'

/**
 * A carrier's tracking event moves the order whose shipment it names (002 §4 "status advances
 * automatically with shipment tracking"; decision 081): picked up → on the way, delivered →
 * delivered, each step the system's, in the order's history. In one transaction with the order
 * locked, so the same event twice at once is applied once; an event with nothing left to do (a
 * repeat, or one about an order not yet ready) changes nothing and is not an error.
 */
export async function applyTrackingEvent(
  ctx: ServiceContext,
  carrier: string,
  trackingNumber: string,
  event: TrackingEvent,
): Promise<{ orderId: string; status: OrderStatus; changed: boolean }> {
  return inTransaction(ctx, async (tx) => {
    const order = await orderByTracking(tx, carrier, trackingNumber, { lock: true })
    if (!order) throw new AppError('shipment_not_found')
    let status = order.status
    const steps = trackingSteps(status, event)
    for (const step of steps) {
      const done = await orderStep(tx, order.id, step, { role: 'system', userId: null })
      // The carrier's step is told as the seller's would be (decision 082).
      await notifyOrderStep(tx, done)
      status = done.to
    }
    return { orderId: order.id, status, changed: steps.length > 0 }
  })
}

/** What the sandbox carrier's page asks of the orders (platform/shipping/sandbox.routes.ts). */
export const sandboxTracking = {
  async stateOf(ctx: ServiceContext, carrier: string, trackingNumber: string): Promise<ShipmentState | null> {
    const order = await orderByTracking(ctx, carrier, trackingNumber)
    return order ? shipmentStateOf(order.status) : null
  },
  async apply(ctx: ServiceContext, carrier: string, trackingNumber: string, event: TrackingEvent) {
    const { status } = await applyTrackingEvent(ctx, carrier, trackingNumber, event)
    return shipmentStateOf(status)
  },
}
