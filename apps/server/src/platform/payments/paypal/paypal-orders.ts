import { PAYMENT_WINDOW_MINUTES } from '@tianguis/core/payments/methods'
import type { ChargeRequest, ChargeResult } from '../provider.ts'
import { paypalValue } from './paypal-money.ts'

/**
 * PayPal's Orders v2 shapes the adapter reads (decision 062) and how an order reads as our
 * `ChargeResult`. Only what is used is typed; PayPal sends more.
 */

export interface PayPalMoney {
  currency_code: string
  value: string
}

export interface PayPalLink {
  href: string
  rel: string
  method?: string
}

export interface PayPalCapture {
  id: string
  status: 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'FAILED'
  amount?: PayPalMoney
  custom_id?: string
  status_details?: { reason?: string }
  processor_response?: { response_code?: string }
  supplementary_data?: { related_ids?: { order_id?: string } }
  links?: PayPalLink[]
}

export interface PayPalOrder {
  id: string
  status: 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED'
  create_time?: string
  purchase_units?: {
    amount?: PayPalMoney
    custom_id?: string
    payments?: { captures?: PayPalCapture[] }
  }[]
  links?: PayPalLink[]
}

/**
 * How long the buyer has to approve at PayPal and come back: the redirect methods' window (60
 * minutes, core), well inside the 3 hours PayPal gives an order's approval link. Past it, an order
 * not yet captured is given up here and never captured (the job has released its stock).
 */
export const ORDER_WINDOW_MINUTES = PAYMENT_WINDOW_MINUTES.redirect

/** The body of `POST /v2/checkout/orders` for a charge: one purchase unit for the server's total. */
export function orderRequestBody(request: ChargeRequest): object {
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        amount: {
          currency_code: request.currency,
          value: paypalValue(request.amount, request.currency),
        },
        // Our attempt, in PayPal's reports and in every capture and webhook about it.
        custom_id: request.attemptId,
        // An invoice id PayPal refuses to capture twice (when the account blocks duplicates).
        invoice_id: request.attemptId,
        description: request.description.slice(0, 127),
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          // The hosted card page opens on the card form; the wallet on PayPal's login.
          landing_page: request.paymentType === 'redirect' ? 'GUEST_CHECKOUT' : 'LOGIN',
          // The buyer pays on PayPal's page ("Pay Now"); we capture as they come back.
          user_action: 'PAY_NOW',
          // The checkout has its own delivery step: PayPal asks for no address.
          shipping_preference: 'NO_SHIPPING',
          return_url: request.returnUrl,
          cancel_url: request.cancelUrl ?? request.returnUrl,
        },
      },
    },
  }
}

/** The link the buyer approves at: `payer-action` for `payment_source` orders, `approve` for older ones. */
export function approvalLinkOf(order: PayPalOrder): string | null {
  const link = order.links?.find(
    (candidate) => candidate.rel === 'payer-action' || candidate.rel === 'approve',
  )
  return link?.href ?? null
}

/** The order's capture (intent CAPTURE makes one at most), where a refund is made against. */
export function captureOf(order: PayPalOrder): PayPalCapture | null {
  return order.purchase_units?.[0]?.payments?.captures?.[0] ?? null
}

/** Until when the buyer may approve: the order's creation plus the window. */
export function orderDeadline(order: PayPalOrder, fallback: Date): Date {
  const created = order.create_time ? Date.parse(order.create_time) : Number.NaN
  const from = Number.isNaN(created) ? fallback.getTime() : created
  return new Date(from + ORDER_WINDOW_MINUTES * 60_000)
}

/**
 * A processor's response code (PayPal's list for card-funded captures) as our decline codes,
 * so the shopper sees 002 §8's message for it; any other decline is `card_declined`.
 */
const PROCESSOR_DECLINES: Record<string, string> = {
  '5120': 'insufficient_funds',
  '5400': 'expired_card',
  '0500': 'card_declined',
  '9500': 'card_declined',
}

export function declineCodeOf(capture: PayPalCapture): string {
  const code = capture.processor_response?.response_code
  return (code && PROCESSOR_DECLINES[code]) || 'card_declined'
}

/**
 * How long a capture PayPal holds (`PENDING`: a review, an eCheck) is waited for before the job
 * gives its orders up; PayPal settles most within days (decision 062).
 */
export const PENDING_CAPTURE_DAYS = 10

/**
 * An order as our answer, without capturing (that is `retrieve`'s): captured → approved or
 * declined; a capture PayPal holds → pending, the orders waiting; waiting for the buyer → redirect
 * (an approved one too: the capture is still to be made); voided → declined `payment_canceled`;
 * not captured by its deadline → declined `reference_expired` (the job reads it as expired).
 */
export function resultOfOrder(order: PayPalOrder, now: Date): ChargeResult {
  if (order.status === 'VOIDED') return { status: 'declined', code: 'payment_canceled', message: null }
  if (order.status === 'COMPLETED') {
    const capture = captureOf(order)
    if (!capture) return { status: 'declined', code: 'processing_error', message: null }
    switch (capture.status) {
      case 'COMPLETED':
      case 'PARTIALLY_REFUNDED':
      case 'REFUNDED':
        return { status: 'approved', chargeId: order.id, card: null }
      case 'PENDING':
        return {
          status: 'pending',
          chargeId: order.id,
          reference: capture.id,
          expiresAt: new Date(now.getTime() + PENDING_CAPTURE_DAYS * 86_400_000),
        }
      default:
        return { status: 'declined', code: declineCodeOf(capture), message: null }
    }
  }
  if (orderDeadline(order, now) <= now)
    return { status: 'declined', code: 'reference_expired', message: null }
  // An approved order's answer may no longer carry its approval link (the buyer is done there).
  const approvalUrl =
    approvalLinkOf(order) ??
    (order.status === 'APPROVED' ? (order.links?.find((link) => link.rel === 'self')?.href ?? '') : null)
  if (approvalUrl === null) return { status: 'declined', code: 'processing_error', message: null }
  return { status: 'redirect', chargeId: order.id, approvalUrl, expiresAt: orderDeadline(order, now) }
}
