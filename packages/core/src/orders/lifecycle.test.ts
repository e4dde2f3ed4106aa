import { describe, expect, it } from 'vitest'
import {
  cancelEventFrom,
  checkOrderStep,
  DISPLAYED_ORDER_STATE,
  nextOrderEvent,
  ORDER_ACTORS,
  type OrderActor,
  type OrderFacts,
  orderLifecycle,
  orderRefusalCode,
} from './lifecycle.ts'

const NOW = '2026-11-26T12:00:00Z'
const GOOD: OrderFacts = {
  estimatedDeliveryAt: '2026-11-30T10:00:00Z',
  estimatedCost: 15_000,
  reason: 'requested_by_client',
  now: NOW,
}

/**
 * Every step the lifecycle allows, written out by hand (decision 079): the test compares the
 * machine with this list over every state × event × actor, so a transition added or lost in the
 * definition fails here until the list says so too.
 */
const STAFF = ['seller', 'dispatcher', 'dssupplier']
const ALLOWED = new Set([
  ...['awaiting_confirmation', 'awaiting_customer'].flatMap((s) => [
    `${s} quote seller`,
    `${s} quote dssupplier`,
  ]),
  'awaiting_customer await_payment system',
  'awaiting_customer pay system',
  'awaiting_payment pay system',
  'awaiting_payment expire system',
  ...STAFF.map((a) => `paid process ${a}`),
  ...STAFF.map((a) => `in_process ready ${a}`),
  ...[...STAFF, 'system'].map((a) => `to_deliver ship ${a}`),
  ...['to_deliver', 'on_the_way'].flatMap((s) =>
    [...STAFF, 'customer', 'system'].map((a) => `${s} deliver ${a}`),
  ),
  ...['awaiting_confirmation', 'awaiting_customer', 'awaiting_payment', 'paid'].flatMap((s) =>
    ['customer', 'seller', 'dssupplier', 'system'].map((a) => `${s} cancel ${a}`),
  ),
  ...['in_process', 'to_deliver'].flatMap((s) =>
    ['seller', 'dssupplier'].map((a) => `${s} cancel_in_process ${a}`),
  ),
])

describe('the order lifecycle', () => {
  const cases = orderLifecycle.states.flatMap((from) =>
    orderLifecycle.events.flatMap((event) => ORDER_ACTORS.map((actor) => [from, event, actor] as const)),
  )

  it.each(cases)('from %s, %s by %s: allowed exactly when the list says so', (from, event, actor) => {
    const result = checkOrderStep(from, event, actor, GOOD)
    expect(result.ok).toBe(ALLOWED.has(`${from} ${event} ${actor}`))
  })

  it('lists no allowed step the machine does not know', () => {
    for (const step of ALLOWED) {
      const [from, event, actor] = step.split(' ') as [string, string, OrderActor]
      expect(checkOrderStep(from, event, actor, GOOD).ok, step).toBe(true)
    }
  })

  it('reaches the right state by each event', () => {
    const to = (from: string, event: string, actor: OrderActor) => {
      const result = checkOrderStep(from, event, actor, GOOD)
      return result.ok ? result.to : null
    }
    expect(to('awaiting_confirmation', 'quote', 'seller')).toBe('awaiting_customer')
    expect(to('awaiting_customer', 'pay', 'system')).toBe('paid')
    expect(to('awaiting_payment', 'expire', 'system')).toBe('payment_expired')
    expect(to('paid', 'process', 'dispatcher')).toBe('in_process')
    expect(to('in_process', 'ready', 'seller')).toBe('to_deliver')
    expect(to('to_deliver', 'ship', 'system')).toBe('on_the_way')
    expect(to('on_the_way', 'deliver', 'customer')).toBe('delivered')
    expect(to('paid', 'cancel', 'customer')).toBe('canceled')
    expect(to('to_deliver', 'cancel_in_process', 'seller')).toBe('canceled')
  })
})

describe('its guards and refusals', () => {
  const quote = (facts: OrderFacts) => checkOrderStep('awaiting_confirmation', 'quote', 'seller', facts)
  const code = (from: string, event: string, actor: OrderActor, facts: OrderFacts = GOOD) => {
    const result = checkOrderStep(from, event, actor, facts)
    return result.ok ? null : orderRefusalCode(result, event, from)
  }

  it('asks a quote for a future date and time and a whole, non-negative cost (002 §5)', () => {
    const refused = (facts: OrderFacts) => {
      const result = quote(facts)
      return result.ok ? null : result.kind === 'guard' ? result.reason : result.kind
    }
    expect(refused({ ...GOOD, estimatedDeliveryAt: null })).toBe('delivery_date_required')
    expect(refused({ ...GOOD, estimatedDeliveryAt: 'mañana' })).toBe('delivery_date_required')
    expect(refused({ ...GOOD, estimatedDeliveryAt: '2026-11-20T10:00:00Z' })).toBe('delivery_date_past')
    expect(refused({ ...GOOD, estimatedCost: null })).toBe('delivery_cost_required')
    expect(refused({ ...GOOD, estimatedCost: -1 })).toBe('delivery_cost_required')
    expect(refused({ ...GOOD, estimatedCost: 10.5 })).toBe('delivery_cost_required')
    expect(refused({ ...GOOD, estimatedCost: 0 })).toBeNull()
  })

  it('asks a cancellation for a known reason, and a description for other', () => {
    expect(code('paid', 'cancel', 'customer', { reason: null })).toBe('cancel_reason_required')
    expect(code('paid', 'cancel', 'customer', { reason: 'bored' })).toBe('cancel_reason_required')
    expect(code('paid', 'cancel', 'customer', { reason: 'other', description: '  ' })).toBe(
      'cancel_description_required',
    )
    expect(code('paid', 'cancel', 'customer', { reason: 'other', description: 'Me equivoqué' })).toBeNull()
  })

  it('answers an already canceled order its own code, another actor’s step its own, anything else a refused transition', () => {
    expect(code('canceled', 'cancel', 'customer')).toBe('order_already_canceled')
    expect(code('canceled', 'cancel_in_process', 'seller')).toBe('order_already_canceled')
    expect(code('paid', 'process', 'customer')).toBe('order_action_not_allowed')
    expect(code('in_process', 'cancel_in_process', 'customer')).toBe('order_action_not_allowed')
    expect(code('delivered', 'process', 'seller')).toBe('order_transition_refused')
    expect(code('paid', 'fly', 'seller')).toBe('order_transition_refused')
  })
})

describe('next, cancel and the displayed state', () => {
  it('offers each actor the next step only from its own states', () => {
    expect(nextOrderEvent('paid', 'seller')).toBe('process')
    expect(nextOrderEvent('paid', 'customer')).toBeNull()
    expect(nextOrderEvent('in_process', 'dispatcher')).toBe('ready')
    expect(nextOrderEvent('to_deliver', 'dssupplier')).toBe('ship')
    expect(nextOrderEvent('on_the_way', 'customer')).toBe('deliver')
    expect(nextOrderEvent('to_deliver', 'customer')).toBe('deliver')
    expect(nextOrderEvent('awaiting_confirmation', 'seller')).toBeNull()
    for (const final of ['delivered', 'canceled', 'payment_expired'] as const) {
      for (const actor of ORDER_ACTORS) expect(nextOrderEvent(final, actor)).toBeNull()
    }
  })

  it('names the cancel event of each state, none once it shipped or ended', () => {
    expect(cancelEventFrom('awaiting_confirmation')).toBe('cancel')
    expect(cancelEventFrom('paid')).toBe('cancel')
    expect(cancelEventFrom('to_deliver')).toBe('cancel_in_process')
    expect(cancelEventFrom('on_the_way')).toBeNull()
    expect(cancelEventFrom('canceled')).toBeNull()
  })

  it('shows the seller’s pending confirmation and the customer’s turn by the spec’s names', () => {
    expect(DISPLAYED_ORDER_STATE.awaiting_confirmation).toBe('awaiting_seller_confirmation')
    expect(DISPLAYED_ORDER_STATE.awaiting_customer).toBe('confirm_order')
    expect(Object.keys(DISPLAYED_ORDER_STATE).sort()).toEqual([...orderLifecycle.states].sort())
  })
})
