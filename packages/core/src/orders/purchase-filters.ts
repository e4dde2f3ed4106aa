import { RETURN_WINDOW_HOURS } from '../constants.ts'
import { type OrderStatus, orderLifecycle } from './lifecycle.ts'

/**
 * What a customer filters their purchases by (002 §2 my purchases, §7 the orders list's `state`,
 * `include_delivered`, `include_canceled`; decision 080). Pure: the API turns a query into the
 * statuses it reads, the page offers the same choices.
 */

/**
 * The states gathered as a shopper thinks of them: waiting for the seller's date and cost or for
 * their own confirmation (`to_confirm`), on its way to them in any step after payment
 * (`in_progress`), and ended without a delivery (`not_completed`: canceled, or a reference that
 * lapsed unpaid).
 */
export const ORDER_STATE_GROUPS = {
  to_confirm: ['awaiting_confirmation', 'awaiting_customer'],
  in_progress: ['paid', 'in_process', 'to_deliver', 'on_the_way'],
  not_completed: ['canceled', 'payment_expired'],
} as const satisfies Record<string, readonly OrderStatus[]>
export type OrderStateGroup = keyof typeof ORDER_STATE_GROUPS

/** Every value `state` takes: one lifecycle state or one group. */
export const ORDER_STATE_FILTERS = [
  ...orderLifecycle.states,
  ...(Object.keys(ORDER_STATE_GROUPS) as OrderStateGroup[]),
] as const
export type OrderStateFilter = OrderStatus | OrderStateGroup

/** The states the list leaves out unless asked to include them (`include_canceled`). */
const CANCELED_STATES: readonly OrderStatus[] = ORDER_STATE_GROUPS.not_completed

/**
 * The statuses a purchases query reads. A `state` (or group) given is exactly what is shown: the
 * include flags do not narrow nor widen it. Without one the list shows the orders still under way,
 * and `include_delivered` / `include_canceled` (both false unless said) add the delivered ones and
 * the canceled or expired ones. Null means every status (both flags on, no state).
 */
export function statusesFor(query: {
  state?: OrderStateFilter | undefined
  include_delivered: boolean
  include_canceled: boolean
}): readonly OrderStatus[] | null {
  if (query.state !== undefined) {
    const group = (ORDER_STATE_GROUPS as Record<string, readonly OrderStatus[]>)[query.state]
    return group ?? [query.state as OrderStatus]
  }
  if (query.include_delivered && query.include_canceled) return null
  return orderLifecycle.states.filter(
    (status) =>
      (query.include_delivered || status !== 'delivered') &&
      (query.include_canceled || !CANCELED_STATES.includes(status)),
  )
}

/**
 * Until when a delivered order may be returned (002 §4, §9: 72 hours after receipt), or null when
 * it was not delivered (a return starts only once the purchase has been received).
 */
export function returnDeadline(status: OrderStatus, deliveredAt: string | null): string | null {
  if (status !== 'delivered' || !deliveredAt) return null
  return new Date(Date.parse(deliveredAt) + RETURN_WINDOW_HOURS * 3_600_000).toISOString()
}
