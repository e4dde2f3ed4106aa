import type { OrderStatus } from '../orders/lifecycle.ts'
import { returnDeadline } from '../orders/purchase-filters.ts'

/**
 * Whether a customer may start a return of an item of an order (002 §4 "Returns can start only once
 * the purchase has been received, and only within the return deadline (72 hours after receipt …);
 * afterwards a message says time expired. No return for a cancelled order."; 001 §3 return_type).
 * Checked in this order, so the customer hears the first thing that stands in the way:
 *
 * - `return_order_canceled`: the order was canceled (its refund is whole already);
 * - `return_not_allowed`: the item's `return_type` is `disallowed`;
 * - `return_not_received`: the order is not delivered yet;
 * - `return_time_expired`: 72 hours have passed since delivery ('time expired');
 * - `return_already_open`: this line has an open return (one at a time).
 */
export type ReturnRefusal =
  | 'return_order_canceled'
  | 'return_not_allowed'
  | 'return_not_received'
  | 'return_time_expired'
  | 'return_already_open'

export interface ReturnEligibilityFacts {
  orderStatus: OrderStatus
  deliveredAt: string | null
  returnType: 'disallowed' | '72hrs'
  now: string
  /** Whether the line has a return that is still open. */
  hasOpenReturn: boolean
}

export type ReturnEligibility = { ok: true; deadline: string } | { ok: false; code: ReturnRefusal }

export function returnEligibility(facts: ReturnEligibilityFacts): ReturnEligibility {
  if (facts.orderStatus === 'canceled') return { ok: false, code: 'return_order_canceled' }
  if (facts.returnType === 'disallowed') return { ok: false, code: 'return_not_allowed' }
  const deadline = returnDeadline(facts.orderStatus, facts.deliveredAt)
  if (!deadline) return { ok: false, code: 'return_not_received' }
  // The deadline itself is the first moment past the window.
  if (Date.parse(facts.now) >= Date.parse(deadline)) return { ok: false, code: 'return_time_expired' }
  if (facts.hasOpenReturn) return { ok: false, code: 'return_already_open' }
  return { ok: true, deadline }
}
