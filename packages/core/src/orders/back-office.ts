import type { ShopRole } from '../permissions.ts'
import { type OrderActor, type OrderEvent, type OrderStatus, orderLifecycle } from './lifecycle.ts'

/**
 * The seller's back office over the order lifecycle (002 §4–§6; decision 081): who a shop's staff
 * member acts as, what they may do from a state, the notes they write, and how a carrier's tracking
 * events move an order. Pure: the server's routes and the pages read the same rules.
 */

/** 002 §3 "notes (visible to client or internal)". */
export const ORDER_NOTE_VISIBILITIES = ['client', 'internal'] as const
export type OrderNoteVisibility = (typeof ORDER_NOTE_VISIBILITIES)[number]

/** The seller's orders list: a page of this many (the spec names no size; its lists default to 10). */
export const SELLER_ORDERS_PAGE_SIZE = 10

/**
 * The lifecycle role a shop's staff member acts as on the shop's orders: the owner and admins are
 * the `seller` (they quote, move and cancel), a dispatcher the `dispatcher` (moves goods only), and
 * anyone else (an accountant, a ticket reader) takes no step. The seller wins when one has both.
 */
export function staffOrderActor(roles: readonly ShopRole[]): 'seller' | 'dispatcher' | null {
  if (roles.includes('owner') || roles.includes('admin')) return 'seller'
  if (roles.includes('dispatcher')) return 'dispatcher'
  return null
}

/** Whether the machine lets `actor` enter the date and cost from `status` (before its guard reads them). */
export function mayQuote(status: OrderStatus, actor: OrderActor): boolean {
  return orderLifecycle.transitions.some(
    (t) => t.event === 'quote' && t.from.includes(status) && t.actors.includes(actor),
  )
}

/**
 * What a carrier's tracking tells (decision 081): the parcel was picked up (it is on its way), or it
 * was delivered. The built-in sandbox carrier's page sends them; a real carrier's webhook would.
 */
export const TRACKING_EVENTS = ['picked_up', 'delivered'] as const
export type TrackingEvent = (typeof TRACKING_EVENTS)[number]

/**
 * The lifecycle steps (the system's) a tracking event takes an order in `status` through, in
 * order: picked up ships an order ready to deliver; delivered ships it first if it was still
 * waiting, then delivers it. Nothing when the order is already there or past (a repeated event),
 * or not yet ready (the carrier cannot have it).
 */
export function trackingSteps(status: OrderStatus, event: TrackingEvent): OrderEvent[] {
  if (event === 'picked_up') return status === 'to_deliver' ? ['ship'] : []
  if (status === 'to_deliver') return ['ship', 'deliver']
  if (status === 'on_the_way') return ['deliver']
  return []
}

/** What the sandbox carrier's page says of a shipment, from its order's state. */
export type ShipmentState = 'label_created' | 'on_the_way' | 'delivered'

export function shipmentStateOf(status: OrderStatus): ShipmentState {
  if (status === 'on_the_way') return 'on_the_way'
  if (status === 'delivered') return 'delivered'
  return 'label_created'
}
