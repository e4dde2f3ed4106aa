import { z } from 'zod'
import { DELIVERY_TYPES } from '../checkout/delivery-types.ts'
import { ORDER_NOTE_VISIBILITIES, SELLER_ORDERS_PAGE_SIZE, TRACKING_EVENTS } from '../orders/back-office.ts'
import {
  DISPLAYED_ORDER_STATE,
  ORDER_ACTORS,
  ORDER_KINDS,
  ORDER_NOTE_MAX,
  orderLifecycle,
} from '../orders/lifecycle.ts'
import { address, money } from './checkout.ts'
import { pageQuery } from './common.ts'

/**
 * The seller's back office (002 §4–§7; decision 081): the shop's sales and the dropshipping
 * supplier's orders, listed and read by their staff, each step they take (the quote, 'next'), the
 * notes they write, and what the customer is shown of a shipment.
 */

const statuses = orderLifecycle.states as unknown as [string, ...string[]]
export const orderStatus = z.enum(
  orderLifecycle.states as unknown as [(typeof orderLifecycle.states)[number]],
)
const events = orderLifecycle.events as unknown as [(typeof orderLifecycle.events)[number]]
const displayed = Object.values(DISPLAYED_ORDER_STATE) as [string, ...string[]]
/** A calendar day (`2026-11-30`) that exists; the database reads it as a date. */
const day = z.iso.date().refine((value) => !value.startsWith('0000'))
const id = z.string().min(1).max(100)

// --- requests ---

/**
 * GET …/orders: 002 §7's list query for the seller — one `state`, `text` (the order id, the
 * customer's email or name, an item's name), the placed date from `start_date` to `end_date`
 * (days in the viewer's time zone, both included), newest change first (`-updated_at`, the only
 * order), paged.
 */
export const sellerOrderListQuery = pageQuery(SELLER_ORDERS_PAGE_SIZE).extend({
  state: z.enum(statuses).optional(),
  text: z.string().trim().min(1).max(100).optional(),
  start_date: day.optional(),
  end_date: day.optional(),
  sort: z.literal('-updated_at').default('-updated_at'),
})
export type SellerOrderListQuery = z.infer<typeof sellerOrderListQuery>

export const sellerOrderParams = z.strictObject({ slug: id, id })
export const ownOrderParams = z.strictObject({ id })

/**
 * POST …/quote (002 §4 "the seller enters the estimated date and cost", §5 "A delivery date and
 * time must be entered"): an ISO date-time with its offset, in the future, and the cost in minor
 * units. A missing one is the machine's own refusal (`delivery_date_required`,
 * `delivery_cost_required`), so it says the spec's words.
 */
export const orderQuoteBody = z.strictObject({
  estimated_delivery_at: z.iso.datetime({ offset: true }).nullish(),
  estimated_cost: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullish(),
  note: z.string().trim().min(1).max(ORDER_NOTE_MAX).optional(),
})

/**
 * POST …/next: the role's one forward step from the order's state. `from` is the state the
 * viewer saw when they chose it (the page sends it): a step already taken by someone else is then
 * refused, never a second step taken in its place.
 */
export const orderNextBody = z.strictObject({ from: orderStatus.optional() }).nullish()

/** POST …/notes (002 §3 "notes (visible to client or internal)"). */
export const orderNoteBody = z.strictObject({
  text: z.string().trim().min(1).max(ORDER_NOTE_MAX),
  visibility: z.enum(ORDER_NOTE_VISIBILITIES),
})

/** The sandbox carrier's tracking event (decision 081). */
export const trackingEventBody = z.strictObject({ event: z.enum(TRACKING_EVENTS) })

// --- answers ---

const tracking = z
  .object({
    carrier: z.string(),
    number: z.string(),
    /** The carrier's tracking page (a path on this server for the sandbox carrier). */
    url: z.string(),
  })
  .nullable()

/** One order in the seller's list. */
export const sellerOrderSummary = z.object({
  id: z.string(),
  status: orderStatus,
  /** 002 §4's displayed state (core's DISPLAYED_ORDER_STATE). */
  displayed_state: z.enum(displayed),
  kind: z.enum(ORDER_KINDS),
  placed_at: z.string(),
  updated_at: z.string(),
  /** The address's recipient, or the contact email when there is no address. */
  customer_name: z.string(),
  contact_email: z.string(),
  delivery_type: z.enum(DELIVERY_TYPES),
  total: money,
  /** The first line's item name, and how many lines the order has. */
  first_item: z.string(),
  lines: z.number().int(),
  /** The viewer's forward step from here (nextOrderEvent), or null. */
  next: z.enum(events).nullable(),
})
export type SellerOrderSummary = z.infer<typeof sellerOrderSummary>

export const orderNote = z.object({
  id: z.string(),
  at: z.string(),
  visibility: z.enum(ORDER_NOTE_VISIBILITIES),
  text: z.string(),
  /** Who wrote it, as a lifecycle role (seller, dispatcher, dssupplier). */
  author_role: z.enum(ORDER_ACTORS),
})
export type OrderNote = z.infer<typeof orderNote>

export const orderHistoryEntry = z.object({
  at: z.string(),
  event: z.string(),
  from: orderStatus.nullable(),
  to: orderStatus,
  actor: z.enum(ORDER_ACTORS),
  note: z.string().nullable(),
})

/** GET …/orders/:id: everything the seller's staff see of one sale. */
export const sellerOrderDetail = sellerOrderSummary.extend({
  contact_phone: z.string().nullable(),
  address: address.nullable(),
  payment_type: z.string().nullable(),
  items_total: money,
  shipping_cost: money,
  /** The seller's quote (002 §4), when entered. */
  estimated_delivery_at: z.string().nullable(),
  estimated_cost: money.nullable(),
  delivered_at: z.string().nullable(),
  canceled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  order_lines: z.array(
    z.object({
      item_id: z.string(),
      name: z.string(),
      photo: z.string().nullable(),
      quantity: z.number().int(),
      unit_price: money,
      total: money,
      variants: z.record(z.string(), z.string()),
    }),
  ),
  tracking,
  /** Oldest first. */
  history: z.array(orderHistoryEntry),
  /** Newest first: client and internal ones. */
  notes: z.array(orderNote),
  /** Whether the viewer may enter (or change) the date and cost now. */
  can_quote: z.boolean(),
  /** Whether the viewer may write notes (the staff who act on orders). */
  can_note: z.boolean(),
})
export type SellerOrderDetail = z.infer<typeof sellerOrderDetail>

/** A step taken: the order's new state. */
export const orderStepAnswer = z.object({
  id: z.string(),
  event: z.enum(events),
  from: orderStatus,
  status: orderStatus,
  displayed_state: z.enum(displayed),
  tracking,
})
export type OrderStepAnswer = z.infer<typeof orderStepAnswer>

/**
 * GET /me/orders/:id/tracking: what the customer is shown of the seller's side of their order —
 * its state, the seller's quote, the shipment's tracking link, and the notes meant for them.
 */
export const customerOrderTracking = z.object({
  id: z.string(),
  status: orderStatus,
  displayed_state: z.enum(displayed),
  estimated_delivery_at: z.string().nullable(),
  estimated_cost: money.nullable(),
  delivered_at: z.string().nullable(),
  tracking,
  /** Newest first; `client` ones only. */
  notes: z.array(orderNote.omit({ visibility: true })),
})
export type CustomerOrderTracking = z.infer<typeof customerOrderTracking>
