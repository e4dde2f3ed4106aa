import { assertTransition, defineMachine, nextStates, type Refusal } from '../state-machine.ts'

/**
 * A purchase order's life (002 §4 "Purchase order"; decision 079), as data (state-machine.ts):
 * who may move it, from where, to where. Every route and flow that changes an order's status goes
 * through `orderStep()` (apps/server/src/modules/orders/order-lifecycle.service.ts), which keeps
 * each change in the order's history.
 *
 * Two ways in, one way on:
 * - paid at checkout (card, an approved redirect) → `paid`; by a reference (store, cash, transfer,
 *   crypto) → `awaiting_payment` → `paid` or `payment_expired`;
 * - the seller's own delivery (decision 055): `awaiting_confirmation` ("sent to supplier"); the
 *   seller enters the estimated date and cost (`quote`) → `awaiting_customer` ("confirm order"); the
 *   customer confirms and pays through the checkout's payment (`pay`), or by a reference;
 * then `paid` → `in_process` → `to_deliver` (ready) → `on_the_way` (shipped; the carrier's
 * tracking may move it) → `delivered`. Every payment method here is collected before the goods
 * go, so `paid` comes before `in_process`: the spec's list of step names is not an order of
 * events (decision 079).
 *
 * Actors: the buyer (`customer`); the selling supplier's staff: `seller` (the supplier or an
 * admin of their shop), `dispatcher` (moves goods only); the dropshipping supplier
 * (`dssupplier`) who ships another's sale; `system` (payments, expiries, tracking).
 */
export const ORDER_ACTORS = ['customer', 'seller', 'dispatcher', 'dssupplier', 'system'] as const
export type OrderActor = (typeof ORDER_ACTORS)[number]

/** What the quote and cancel guards read; the caller passes what the request carries. */
export interface OrderFacts {
  /** `quote`: the estimated delivery date and time (ISO), and the cost in minor units. */
  estimatedDeliveryAt?: string | null
  estimatedCost?: number | null
  /** `cancel`: the reason and, for `other`, its description. */
  reason?: string | null
  description?: string | null
  /** The moment the guard compares dates with (ISO; the server's clock). */
  now?: string
}

/** 002 §4 "Cancellation reasons". */
export const CANCEL_REASONS = [
  'requested_by_client',
  'cannot_be_fulfilled',
  'duplicated_transaction',
  'suspected_fraud',
  'other',
] as const
export type CancelReason = (typeof CANCEL_REASONS)[number]

/** The longest description an `other` cancellation or a quote note may carry. */
export const ORDER_NOTE_MAX = 500

/** 002 §3 "Order kinds". */
export const ORDER_KINDS = ['purchase', 'courtesy', 'in_store_sale'] as const
export type OrderKind = (typeof ORDER_KINDS)[number]

const STAFF = ['seller', 'dispatcher', 'dssupplier'] as const

function quoteGuard(facts: OrderFacts): string | null {
  // 002 §5 "A delivery date and time must be entered".
  if (!facts.estimatedDeliveryAt) return 'delivery_date_required'
  const when = Date.parse(facts.estimatedDeliveryAt)
  if (Number.isNaN(when)) return 'delivery_date_required'
  if (facts.now && when <= Date.parse(facts.now)) return 'delivery_date_past'
  const cost = facts.estimatedCost
  if (cost === undefined || cost === null || !Number.isSafeInteger(cost) || cost < 0)
    return 'delivery_cost_required'
  return null
}

function cancelGuard(facts: OrderFacts): string | null {
  if (!facts.reason || !(CANCEL_REASONS as readonly string[]).includes(facts.reason))
    return 'cancel_reason_required'
  if (facts.reason === 'other' && !facts.description?.trim()) return 'cancel_description_required'
  return null
}

export const orderLifecycle = defineMachine({
  name: 'order_status',
  states: [
    'awaiting_confirmation',
    'awaiting_customer',
    'awaiting_payment',
    'payment_expired',
    'paid',
    'in_process',
    'to_deliver',
    'on_the_way',
    'delivered',
    'canceled',
  ],
  initial: 'paid',
  actors: ORDER_ACTORS,
  transitions: [
    // The seller's quote, and a changed one while the customer has not paid yet.
    {
      event: 'quote',
      from: ['awaiting_confirmation', 'awaiting_customer'],
      to: 'awaiting_customer',
      actors: ['seller', 'dssupplier'],
      guard: quoteGuard,
      effect: 'notify_customer',
    },
    // The customer chose a reference (store, cash, transfer): the order waits for it.
    { event: 'await_payment', from: ['awaiting_customer'], to: 'awaiting_payment', actors: ['system'] },
    {
      event: 'pay',
      from: ['awaiting_customer', 'awaiting_payment'],
      to: 'paid',
      actors: ['system'],
      effect: 'notify_both',
    },
    {
      event: 'expire',
      from: ['awaiting_payment'],
      to: 'payment_expired',
      actors: ['system'],
      effect: 'release_stock',
    },
    { event: 'process', from: ['paid'], to: 'in_process', actors: STAFF, effect: 'notify_customer' },
    { event: 'ready', from: ['in_process'], to: 'to_deliver', actors: STAFF, effect: 'notify_customer' },
    {
      event: 'ship',
      from: ['to_deliver'],
      to: 'on_the_way',
      actors: [...STAFF, 'system'],
      effect: 'notify_customer',
    },
    // The customer may say it arrived (the 'next' of 002 §4 is theirs too).
    {
      event: 'deliver',
      from: ['to_deliver', 'on_the_way'],
      to: 'delivered',
      actors: [...STAFF, 'customer', 'system'],
      effect: 'notify_both',
    },
    // The customer cancels before the seller starts; the seller (not the dispatcher) until it ships.
    {
      event: 'cancel',
      from: ['awaiting_confirmation', 'awaiting_customer', 'awaiting_payment', 'paid'],
      to: 'canceled',
      actors: ['customer', 'seller', 'dssupplier', 'system'],
      guard: cancelGuard,
      effect: 'cancel',
    },
    {
      event: 'cancel_in_process',
      from: ['in_process', 'to_deliver'],
      to: 'canceled',
      actors: ['seller', 'dssupplier'],
      guard: cancelGuard,
      effect: 'cancel',
    },
  ],
})

export type OrderStatus = (typeof orderLifecycle.states)[number]
export type OrderEvent = (typeof orderLifecycle.events)[number]

/** States an order no longer leaves. */
export const FINAL_ORDER_STATES: readonly OrderStatus[] = ['delivered', 'canceled', 'payment_expired']

/**
 * The 'next' action of 002 §4 for this actor: the one forward step it may take from here without
 * more data (a quote needs a date and cost; a cancellation a reason; a payment is the system's),
 * or null. A status with no forward step for this actor has none.
 */
const FORWARD: readonly OrderEvent[] = ['process', 'ready', 'ship', 'deliver']
export function nextOrderEvent(status: OrderStatus, actor: OrderActor): OrderEvent | null {
  for (const event of FORWARD) {
    const t = orderLifecycle.transitions.find((one) => one.event === event)!
    if (t.from.includes(status) && t.actors.includes(actor)) return event
  }
  return null
}

/** Which cancel event applies from a status (the customer's early one, or the seller's later one). */
export function cancelEventFrom(status: OrderStatus): 'cancel' | 'cancel_in_process' | null {
  if (status === 'in_process' || status === 'to_deliver') return 'cancel_in_process'
  if (nextStates(orderLifecycle, status).includes('canceled')) return 'cancel'
  return null
}

/**
 * The state a shopper sees (002 §4 "displayed states"): the seller's confirmation pending reads
 * 'awaiting seller confirmation of delivery date and cost', the customer's turn 'confirm order',
 * a reference 'awaiting payment', a shipment 'on the way'. One key per status, for the messages.
 */
export const DISPLAYED_ORDER_STATE = {
  awaiting_confirmation: 'awaiting_seller_confirmation',
  awaiting_customer: 'confirm_order',
  awaiting_payment: 'awaiting_payment',
  payment_expired: 'payment_expired',
  paid: 'paid',
  in_process: 'in_process',
  to_deliver: 'to_deliver',
  on_the_way: 'on_the_way',
  delivered: 'delivered',
  canceled: 'canceled',
} as const satisfies Record<OrderStatus, string>

/** The error code a refused step answers (errors.ts), from the machine's refusal. */
export function orderRefusalCode(refusal: Refusal, event: string, from: string): string {
  if (refusal.kind === 'guard') return refusal.reason
  if (refusal.kind === 'not_from_state' && from === 'canceled' && event.startsWith('cancel'))
    return 'order_already_canceled'
  if (refusal.kind === 'actor_not_allowed') return 'order_action_not_allowed'
  return 'order_transition_refused'
}

/** One step checked for one actor: the same answer `orderStep()` acts on. */
export function checkOrderStep(from: string, event: string, actor: OrderActor, facts: OrderFacts = {}) {
  return assertTransition(orderLifecycle, { from, event, actor, facts })
}
