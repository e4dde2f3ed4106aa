import { z } from 'zod'
import { CANCEL_REASONS, ORDER_NOTE_MAX, orderLifecycle } from '../orders/lifecycle.ts'
import { money } from './checkout.ts'

/**
 * Canceling a purchase order (002 §4 "Cancellation", §8 cancel-order errors; decision 082): the
 * customer's (`/me/orders/:id/cancel`) and the seller's (`/shops/:slug/orders/:id/cancel`).
 */
const id = z.string().trim().min(1).max(100)

export const myOrderParams = z.strictObject({ id })
export const shopOrderParams = z.strictObject({ slug: z.string().min(1).max(100), id })

/**
 * The reason is one of CANCEL_REASONS; a missing one is the machine's `cancel_reason_required`
 * ('Requerido', 002 §8 "required only") rather than a schema error, and so is `other` without a
 * description (`cancel_description_required`). A reason that is none of them is `invalid_request`.
 */
export const cancelOrderBody = z.strictObject({
  reason: z.enum(CANCEL_REASONS).nullish(),
  description: z.string().trim().max(ORDER_NOTE_MAX).nullish(),
  /** 002 §4 "Cancellation sends an optional message": to the other party, kept on the order. */
  message: z.string().trim().max(ORDER_NOTE_MAX).nullish(),
})
export type CancelOrderBody = z.infer<typeof cancelOrderBody>

const status = z.enum(orderLifecycle.states as unknown as [string, ...string[]])

/** The answer to a cancellation: the order canceled, and whether money goes back. */
export const canceledOrder = z.object({
  id: z.string(),
  status,
  canceled_at: z.string(),
  cancel_reason: z.enum(CANCEL_REASONS),
  /**
   * `started`: the order was paid and its payment is being given back (a job after the commit,
   * retried while the provider is down); `none`: nothing was paid.
   */
  refund: z.enum(['started', 'none']),
})
export type CanceledOrder = z.infer<typeof canceledOrder>

/**
 * What the cancel form shows (GET …/cancellation): the order, whether this viewer may cancel it
 * from its state, whether a refund would follow, and the cancellation when it already happened.
 */
export const orderCancellation = z.object({
  id: z.string(),
  status,
  placed_at: z.string(),
  total: money,
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  /** This viewer may cancel it now (the machine's answer for their role and the order's state). */
  cancelable: z.boolean(),
  /** Canceling now gives the payment back. */
  refunds: z.boolean(),
  canceled: z
    .object({
      at: z.string(),
      reason: z.enum(CANCEL_REASONS),
      description: z.string().nullable(),
      message: z.string().nullable(),
    })
    .nullable(),
})
export type OrderCancellation = z.infer<typeof orderCancellation>
