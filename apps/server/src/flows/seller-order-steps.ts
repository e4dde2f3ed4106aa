import { isCarrierType } from '@tianguis/core/checkout/delivery-types'
import type { OrderStepAnswer } from '@tianguis/core/contracts/seller-orders'
import type { ErrorCode } from '@tianguis/core/errors'
import { DISPLAYED_ORDER_STATE, nextOrderEvent, type OrderStatus } from '@tianguis/core/orders/lifecycle'
import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import {
  type OrderActorRef,
  type OrderStepDone,
  orderStep,
} from '../modules/orders/order-lifecycle.service.ts'
import { lockOrder, orderUnitsNotPacked } from '../modules/orders/packing.service.ts'
import { type OrderScope, scopedOrder, trackingOf } from '../modules/orders/seller-orders.service.ts'
import { ShippingError } from '../platform/shipping/provider.ts'
import type { ShippingProviders } from '../platform/shipping/registry.ts'
import { notifyOrderStep } from './notify-order-step.ts'

/**
 * The steps the seller's staff and the dropshipping supplier take on an order (002 §4–§6;
 * decision 081): entering the delivery's date and cost, and 'next' — the one forward step their
 * role has from the order's state. Each first asks whether the order is the viewer's to touch
 * (`order_not_found` otherwise, nothing written), then moves it through `orderStep()`, which locks
 * it: of two steps at once, the second finds the order moved and is refused. The step and its
 * notices to the customer and the seller (`notifyOrderStep`, decision 082) commit together.
 */

function answer(done: OrderStepDone, tracking: OrderStepAnswer['tracking']): OrderStepAnswer {
  return {
    id: done.id,
    event: done.event,
    from: done.from,
    status: done.to,
    displayed_state: DISPLAYED_ORDER_STATE[done.to],
    tracking,
  }
}

/**
 * The seller's quote (002 §4 "the seller enters the estimated date and cost"; §5 "A delivery date
 * and time must be entered"): the machine checks the date is in the future and the cost whole.
 */
export async function quoteOrder(
  ctx: ServiceContext,
  scope: OrderScope,
  orderId: string,
  actor: OrderActorRef,
  quote: { estimated_delivery_at?: string | null; estimated_cost?: number | null; note?: string },
): Promise<OrderStepAnswer> {
  return inTransaction(ctx, async (tx) => {
    const order = await scopedOrder(tx, scope, orderId)
    const when = quote.estimated_delivery_at ?? null
    const cost = quote.estimated_cost ?? null
    const done = await orderStep(tx, orderId, 'quote', actor, {
      facts: { estimatedDeliveryAt: when, estimatedCost: cost },
      changes:
        when !== null && cost !== null ? { estimatedDeliveryAt: new Date(when), estimatedCost: cost } : {},
      note: quote.note ?? null,
    })
    await notifyOrderStep(tx, done)
    return answer(done, trackingOf(order))
  })
}

/**
 * 'Next' (002 §4): the role's forward step from the order's state (process, ready, ship, deliver).
 * `from` is the state the viewer chose it in; an order since moved is refused rather than taken a
 * step further. Making an order ready that a carrier delivers books its shipment first (the
 * carrier's tracking link, decision 081): booking is outside the database and the same booking
 * twice is the same shipment, so it is done before the step, which may still be refused.
 * A franchise shop's order (`packedFirst`, decision 087) is made ready only with every unit packed.
 */
export async function advanceOrder(
  ctx: ServiceContext,
  shipping: ShippingProviders,
  scope: OrderScope,
  orderId: string,
  actor: OrderActorRef,
  from?: OrderStatus,
  { packedFirst = false }: { packedFirst?: boolean } = {},
): Promise<OrderStepAnswer> {
  const order = await scopedOrder(ctx, scope, orderId)
  if (from !== undefined && from !== order.status) throw new AppError('order_transition_refused')
  const event = nextOrderEvent(order.status, actor.role)
  if (!event) throw new AppError('order_transition_refused')
  const booked =
    event === 'ready' && order.trackingNumber === null ? await bookShipment(shipping, order) : null
  return inTransaction(ctx, async (tx) => {
    if (event === 'ready' && packedFirst) await assertPacked(tx, orderId)
    const done = await orderStep(tx, orderId, event, actor, { changes: booked ?? {} })
    await notifyOrderStep(tx, done)
    return answer(done, booked ? trackingOf(booked) : trackingOf(order))
  })
}

/** The carrier's booking of an order it quoted (to the door, to a branch, a courier); null for the rest. */
async function bookShipment(
  shipping: ShippingProviders,
  order: { id: string; deliveryType: string; rateId: string | null },
) {
  if (!isCarrierType(order.deliveryType) || !order.rateId) return null
  const carrier = shipping.carrierFor(order.deliveryType)
  if (!carrier) return null
  try {
    const booked = await carrier.book(order.rateId, order.id)
    return { carrier: carrier.name, trackingNumber: booked.shipmentId, trackingUrl: booked.trackingUrl }
  } catch (error) {
    // The carrier could not take it now: nothing moves, the seller tries again (002 §8 courier error).
    if (error instanceof ShippingError) throw new AppError(error.code as ErrorCode, { cause: error })
    throw error
  }
}

/**
 * A franchise shop's order goes out packed (decision 087): 'ready' is refused while any unit is not
 * in a package (`order_not_packed`, with how many are left). The order is locked first, so a packer
 * taking units out at the same moment waits and then finds it ready (no longer in process).
 */
async function assertPacked(tx: ServiceContext, orderId: string): Promise<void> {
  await lockOrder(tx, orderId)
  const left = await orderUnitsNotPacked(tx, orderId)
  if (left > 0) throw new AppError('order_not_packed', { params: { left } })
}
