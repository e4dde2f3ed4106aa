import { z } from 'zod'
import { DELIVERY_TYPES } from '../checkout/delivery-types.ts'
import {
  LIST_MAX_OFFSET,
  MY_ORDERS_MAX_LIMIT,
  MY_ORDERS_PAGE_SIZE,
  MY_ORDERS_TEXT_MAX,
} from '../constants.ts'
import {
  CANCEL_REASONS,
  DISPLAYED_ORDER_STATE,
  ORDER_ACTORS,
  ORDER_KINDS,
  orderLifecycle,
} from '../orders/lifecycle.ts'
import { ORDER_STATE_FILTERS } from '../orders/purchase-filters.ts'
import { PAYMENT_TYPES } from '../payments/methods.ts'
import { address } from './checkout.ts'

/**
 * My purchases (002 §2 `/mis-compras`, §3 Purchase order, §7 the customer's orders list,
 * `GET orders/{order}`, `POST orders/{order}/next`; decision 080): the signed-in customer's orders,
 * one in detail, and their 'next' step.
 */

/** A query flag: `true` or `false`, nothing else (a strict query, quality.md 5). */
const flag = z.enum(['true', 'false']).transform((value) => value === 'true')
/** A calendar day, `YYYY-MM-DD`, read in the viewer's time zone (core's LOCALE_TIME_ZONE). */
const day = z.iso.date()

export const myOrderListQuery = z
  .strictObject({
    offset: z.coerce.number().int().min(0).max(LIST_MAX_OFFSET).default(0),
    limit: z.coerce.number().int().min(1).max(MY_ORDERS_MAX_LIMIT).default(MY_ORDERS_PAGE_SIZE),
    /** One lifecycle state or one group of them (core's ORDER_STATE_GROUPS). */
    state: z.enum(ORDER_STATE_FILTERS).optional(),
    payment_type: z.enum(PAYMENT_TYPES).optional(),
    delivery_type: z.enum(DELIVERY_TYPES).optional(),
    /** Placed on or after this day, and on or before `end_date` (the order's `created_at`). */
    start_date: day.optional(),
    end_date: day.optional(),
    /** Without a `state`, delivered and canceled (or expired) orders are left out unless included. */
    include_delivered: flag.default(false),
    include_canceled: flag.default(false),
    /** An order id, or a word of one of its products' names. */
    text: z.string().trim().min(1).max(MY_ORDERS_TEXT_MAX).optional(),
    /** The one order the list has: the last changed first (002 §7 `sort=-updated_at`). */
    sort: z.literal('-updated_at').default('-updated_at'),
  })
  .refine((query) => !query.start_date || !query.end_date || query.start_date <= query.end_date, {
    path: ['end_date'],
    message: 'end_date is before start_date',
  })
export type MyOrderListQuery = z.output<typeof myOrderListQuery>

export const myOrderParams = z.strictObject({ id: z.string().min(1).max(100) })

const status = z.enum(orderLifecycle.states)
const displayedState = z.enum(
  Object.values(DISPLAYED_ORDER_STATE) as [
    (typeof DISPLAYED_ORDER_STATE)[keyof typeof DISPLAYED_ORDER_STATE],
    ...(typeof DISPLAYED_ORDER_STATE)[keyof typeof DISPLAYED_ORDER_STATE][],
  ],
)
/** The shop the order was placed in. */
const orderShop = z.object({ slug: z.string(), name: z.string() })
/** 002 §3 "sold by": the supplier who sells it, by the name shoppers know them by. */
const seller = z.object({ id: z.string(), name: z.string() })

/** One order as the list's card shows it. */
export const myOrderSummary = z.object({
  id: z.string(),
  status,
  displayed_state: displayedState,
  kind: z.enum(ORDER_KINDS),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  shop: orderShop,
  seller,
  currency: z.string(),
  total: z.number().int(),
  payment_type: z.string().nullable(),
  delivery_type: z.string(),
  /** The first products' names (at most 3), and how many lines it has. */
  line_names: z.array(z.string()),
  lines_count: z.number().int(),
})
export type MyOrderSummary = z.infer<typeof myOrderSummary>

export const myOrderList = z.object({
  results: z.array(myOrderSummary),
  /** Exact up to 100 matches and one past the page asked for (MY_ORDERS_COUNT_AT_LEAST); a lower bound beyond. */
  matches_estimated: z.number().int().nonnegative(),
})

export const myOrderLine = z.object({
  id: z.string(),
  item_id: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  unit_price: z.number().int(),
  quantity: z.number().int(),
  variants: z.record(z.string(), z.string()),
  total: z.number().int(),
})

/**
 * How it was paid (002 §3): a card by its brand and last 4 digits only (the number is never
 * kept), a transfer, store or cash payment by its reference. Null while nothing is paid.
 */
export const orderPayment = z.object({
  type: z.string(),
  /** The attempt's state (approved, pending, expired, refunded…); null when no attempt is on record. */
  status: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  reference: z.string().nullable(),
})

export const orderHistoryEntry = z.object({
  at: z.iso.datetime({ offset: true }),
  event: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  actor: z.enum(ORDER_ACTORS),
  note: z.string().nullable(),
})

/** The order detail (002 §3 Purchase order's labels). */
export const myOrderDetail = myOrderSummary.extend({
  /** The customer's 'next' step from here (002 §4; core's nextOrderEvent), or null. */
  next: z.enum(orderLifecycle.events).nullable(),
  delivered_at: z.iso.datetime({ offset: true }).nullable(),
  canceled_at: z.iso.datetime({ offset: true }).nullable(),
  /** 72 hours after delivery (002 §9), or null when not delivered. */
  return_deadline: z.iso.datetime({ offset: true }).nullable(),
  /**
   * The seller's branch: its shop's name and phone, and its address (none is kept yet: null, the
   * page says so).
   */
  branch: z
    .object({ name: z.string(), address: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
  items_total: z.number().int(),
  shipping_cost: z.number().int(),
  /**
   * 002 §3 "extra charge": what the seller quoted after the order was placed for its own delivery
   * (`estimated_cost`), or null.
   */
  extra_charge: z.number().int().nullable(),
  delivery: z.object({
    type: z.string(),
    address: address.nullable(),
    estimated_delivery_at: z.iso.datetime({ offset: true }).nullable(),
    contact_email: z.string(),
    contact_phone: z.string().nullable(),
  }),
  /**
   * 002 §3 invoicing data, tax regime and CFDI use (SAT codes), and the fiscal postal code: null
   * until the customer gives them (PUT …/invoicing; decision 085).
   */
  invoicing: z.object({
    tax_id: z.string().nullable(),
    name: z.string().nullable(),
    tax_regime: z.string().nullable(),
    cfdi_use: z.string().nullable(),
    postcode: z.string().nullable(),
  }),
  payment: orderPayment.nullable(),
  cancellation: z
    .object({
      reason: z.enum(CANCEL_REASONS).nullable(),
      description: z.string().nullable(),
      message: z.string().nullable(),
    })
    .nullable(),
  lines: z.array(myOrderLine),
  /** Every change of its state, oldest first (decision 079). */
  history: z.array(orderHistoryEntry),
})
export type MyOrderDetail = z.infer<typeof myOrderDetail>

/** The 'next' takes nothing: a body with fields is refused (quality.md 5). */
export const myOrderNextBody = z.strictObject({})

/** What the customer's 'next' answers: where the order is now and what comes next for them. */
export const myOrderStep = z.object({
  id: z.string(),
  status,
  displayed_state: displayedState,
  next: z.enum(orderLifecycle.events).nullable(),
})
