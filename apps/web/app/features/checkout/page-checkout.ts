/**
 * The checkout as the pages use it: what the loader sends the browser, shaped from the API's
 * checkout (checkout.server.ts), money already formatted in the shop's currency and the visitor's
 * locale (decision 019: data shaped for the page). The components depend on this only, never on
 * the API's contract.
 */

import type { PaymentType } from '@tianguis/core/payments/methods'
import type { PageShare } from '../shared-checkout/page-shared'

export type CheckoutStatus = 'open' | 'paying' | 'paid' | 'expired' | 'failed'
/** Every method of 002 §1 (core's PAYMENT_TYPES, decision 057), in the order the page lists them. */
export type PaymentChoice = PaymentType
export type DeliveryType =
  | 'shipping'
  | 'delivery'
  | 'collection'
  | 'fixed_delivery'
  | 'to_branch'
  | 'to_address'

export interface PageAddress {
  id: string
  name: string
  street: string
  number: string
  postcode: string
  city: string
  provinceName: string
  provinceCode: string
  /** As a national number (002 §5). */
  phone: string
}

export interface PageDeliveryOption {
  /** `type|rate_id`, or `shipping|rate_id|shipment_id` for a broker's rate, as the form posts it. */
  value: string
  type: DeliveryType
  label: string
  /** The price, or 'to be confirmed' for the seller's own delivery (decision 055). */
  price: string
  days: number | null
}

export interface PageBranch {
  id: string
  label: string
}

export interface PageLine {
  id: string
  name: string
  photo: string | null
  quantity: number
  variants: string
  total: string
}

export interface PageOrder {
  supplierId: string
  supplierName: string
  lines: PageLine[]
  /** The chosen option's `value`, or null while none is chosen. */
  delivery: string | null
  /** The chosen branch for `to_branch`. */
  branchId: string | null
  /** The options to choose from; null when they could not be asked yet (no address). */
  options: PageDeliveryOption[] | null
  /** The carrier's failure when asking, already in words. */
  optionsError: string | null
  /** Carriers that could not quote while other options remain, in words (002 §8). */
  unavailable: string[]
  /** Whether the supplier's options include delivery to a branch (the branch search is shown). */
  offersBranches: boolean
  branches: PageBranch[]
  itemsTotal: string
  /** Null until a delivery method is chosen. */
  shipping: string | null
  /** The seller's own delivery is chosen: its cost is confirmed after the order (decision 055). */
  shippingToConfirm: boolean
  total: string
}

/** An experience line's attendees, one per ticket (002 §2, §5; decision 083). */
export interface PageExperience {
  lineId: string
  name: string
  /** Already in words, in the visitor's locale. */
  date: string
  /** Dated earlier than now: no tickets can be made, the checkout cannot be paid. */
  ended: boolean
  quantity: number
  attendees: { fullName: string; phone: string; type: 'general' | 'adult' | 'child' }[]
}

export interface PageSavedCard {
  id: string
  label: string
  type: 'credit' | 'debit'
}

export interface PageCheckout {
  id: string
  status: CheckoutStatus
  /** ISO date. */
  expiresAt: string
  /** Seconds left when the loader ran: the countdown's first value, the same on server and client. */
  secondsLeft: number
  contact: { email: string; phone: string }
  address: PageAddress | null
  savedAddresses: PageAddress[]
  orders: PageOrder[]
  /** The methods every order accepts (the API's `enabled_payment_types`), in core's order. */
  paymentTypes: PaymentChoice[]
  /** The viewer's saved cards that can pay (not expired), newest first (decision 053). */
  savedCards: PageSavedCard[]
  /** Whether the new card form offers to save the card: registered customers, never guests. */
  canSaveCard?: boolean
  total: string
  /** What paying charges now (the orders delivered by their seller are paid later; decision 055). */
  payTotal: string
  /** The server's amount due now, sent back with `pay` as `expected_total`. */
  expected: { amount: number; currency: string }
  /** Every order waits for its seller's date and cost: the order is placed without paying. */
  placeOnly: boolean
  /** Some orders, not all, wait for their seller: paying charges only the others. */
  laterOrders: boolean
  /** The branch search's text (`?sucursal=`), empty for the branches near the address. */
  branchQuery: string
  /** One Idempotency-Key per attempt: a new one each time the page is read (decision 049). */
  attemptKey: string
  /** The experience lines, whose attendees are asked for (decision 083); absent in tests of other parts. */
  experiences?: PageExperience[]
  /** The public link (decision 054): offered to customers with an account; absent in tests of other parts. */
  share?: { allowed: boolean; link: PageShare | null }
}

/** A part of the checkout that must be filled in before paying (002 §5, marked red). */
export type Incomplete = 'contact' | 'address' | `delivery:${string}` | `attendees:${string}` | 'payment'

/**
 * What is missing before the pay button works: the contact's email, the address, a delivery
 * method for every supplier order (and its branch for `to_branch`), each experience's attendees,
 * and a payment method.
 */
export function incompleteParts(checkout: PageCheckout, payment: PaymentChoice | null): Incomplete[] {
  const missing: Incomplete[] = []
  if (!/^\S+@\S+\.\S+$/.test(checkout.contact.email)) missing.push('contact')
  if (!checkout.address) missing.push('address')
  for (const order of checkout.orders) {
    const type = order.delivery?.split('|')[0]
    if (!order.delivery || (type === 'to_branch' && !order.branchId)) {
      missing.push(`delivery:${order.supplierId}`)
    }
  }
  // One named attendee per ticket, and no experience that has ended (decision 083).
  for (const experience of checkout.experiences ?? []) {
    const named = experience.attendees.filter((attendee) => attendee.fullName.trim() !== '')
    if (experience.ended || named.length !== experience.quantity)
      missing.push(`attendees:${experience.lineId}`)
  }
  // An order placed without paying needs no payment method (decision 055).
  if (!checkout.placeOnly && (!payment || !checkout.paymentTypes.includes(payment))) missing.push('payment')
  return missing
}
