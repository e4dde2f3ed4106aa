import { z } from 'zod'
import { PAYMENT_TYPES } from '../payments/methods.ts'
import { CHECKOUT_PAYMENT_TYPES, MSI_PAYMENTS_MAX, paymentMetadata, shopPath } from './checkout.ts'

/**
 * Confirming and paying a quoted order (002 §4 "the customer confirms and completes the purchase",
 * §7 `PUT orders/broker/{order}`; decision 086). The seller's own delivery (decision 055) places an
 * order unpaid; once the seller has entered the date and cost (`awaiting_customer`), the customer
 * confirms it here and pays its items plus the quoted delivery cost with any method the seller takes.
 */

/**
 * `PUT /me/orders/:id/broker`: where the browser goes back after paying (`return_path`) or after a
 * cancelled or declined payment (`cancel_path`) — paths of this shop, never another site.
 */
export const orderBrokerBody = z.strictObject({
  return_path: shopPath,
  cancel_path: shopPath,
})
export type OrderBrokerBody = z.infer<typeof orderBrokerBody>

const money = z.object({ amount: z.number().int(), currency: z.string() })

/** The order's payment token (002 §3 token, payment_metadata) and what is to be paid. */
export const orderBroker = z.object({
  order_id: z.string(),
  /** What `POST …/pay` must name: the confirmation this payment belongs to. */
  token: z.string(),
  /** The items plus the seller's delivery cost: what the charge takes. */
  total: money,
  items_total: z.number().int(),
  delivery_cost: z.number().int(),
  estimated_delivery_at: z.string().nullable(),
  /** The methods the seller takes and a configured provider charges, in core's order. */
  payment_types: z.array(z.enum(PAYMENT_TYPES)),
  return_path: z.string(),
  cancel_path: z.string(),
  /** Before paying: what a browser needs for the card (Stripe's publishable key), else empty. */
  payment_metadata: paymentMetadata,
})
export type OrderBroker = z.infer<typeof orderBroker>

/** `POST /me/orders/:id/pay`: the checkout's pay fields, the order's token instead of paths. */
export const orderPayBody = z.strictObject({
  token: z.string().min(1).max(100),
  payment_type: z.enum(CHECKOUT_PAYMENT_TYPES),
  card_token: z.string().min(1).max(200).optional(),
  card_id: z.string().min(1).max(100).optional(),
  save_card: z.boolean().optional(),
  msi_payments: z.number().int().min(1).max(MSI_PAYMENTS_MAX).optional(),
  /** What the page showed; the server's total wins (quality case 7). */
  expected_total: z.strictObject({
    amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    currency: z.string().min(3).max(3),
  }),
})
export type OrderPayBody = z.infer<typeof orderPayBody>

/** The pay call's answer: paid, a reference to pay, a provider's page to visit, or being confirmed. */
export const orderPaymentResult = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('paid'),
    order_id: z.string(),
    return_path: z.string(),
    charge_id: z.string().optional(),
  }),
  z.object({
    status: z.literal('pending'),
    order_id: z.string(),
    return_path: z.string(),
    reference: z.string(),
    expires_at: z.string(),
    charge_id: z.string().optional(),
    payment_metadata: paymentMetadata.optional(),
  }),
  z.object({
    status: z.literal('requires_action'),
    order_id: z.string(),
    url_3ds: z.string(),
    charge_id: z.string().optional(),
  }),
  z.object({
    status: z.literal('redirect'),
    order_id: z.string(),
    approval_url: z.string(),
    redirect_url: z.string(),
    charge_id: z.string(),
  }),
  z.object({ status: z.literal('processing'), order_id: z.string(), return_path: z.string() }),
])
export type OrderPaymentResult = z.infer<typeof orderPaymentResult>

/** The provider's page sends the browser back with its charge. */
export const orderReturnQuery = z.strictObject({ charge: z.string().min(1).max(200) })
