import { z } from 'zod'
import { CART_CODES } from '../cart/codes.ts'
import { DELIVERY_TYPES, type DeliveryType } from '../checkout/delivery-types.ts'
import { PAYMENT_TYPES, type PaymentType } from '../payments/methods.ts'
import { cartLineInput, variantChoice } from './cart.ts'
import { lineExperience } from './tickets.ts'

/**
 * The checkout's API shapes (002 §3 checkout fields, §4 Checkout; decisions 041, 048, 050). Money is
 * integer minor units with its currency. Every total is the server's: the client only ever sends
 * the total it expects to pay (`expected_total`), which the server compares with its own.
 */

export const CHECKOUT_STATUSES = ['open', 'paying', 'paid', 'expired', 'failed'] as const
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number]

/** Every delivery type of 002 §3 (decision 055; the rules in core's checkout/delivery-types.ts). */
export { DELIVERY_TYPES, type DeliveryType }

/** Every payment method of 002 §1/§3 (decision 057; the rules in core's payments/methods.ts). */
export const CHECKOUT_PAYMENT_TYPES = PAYMENT_TYPES
export type CheckoutPaymentType = PaymentType

/** The most months without interest a card payment may ask for (`msi_payments`). */
export const MSI_PAYMENTS_MAX = 24

const id = z.string().min(1).max(100)
const text = (max: number) => z.string().trim().min(1).max(max)

export const money = z.object({ amount: z.number().int(), currency: z.string() })
export type MoneyAnswer = z.infer<typeof money>

const party = z.object({ id: z.string(), name: z.string(), slug: z.string().nullable() })

// --- bodies (all strict: an unknown field such as `amount` or `status` is 400) ---

/** POST /shops/:slug/checkouts. Nothing: the master checkout; `supplier_id`: one supplier's order; `item`: buy now. */
export const checkoutStartBody = z
  .strictObject({
    supplier_id: id.optional(),
    item: cartLineInput.optional(),
    referral: z.string().max(200).optional(),
    campaign: z.string().max(200).optional(),
    click_id: z.string().max(200).optional(),
  })
  .refine((body) => !(body.supplier_id && body.item), {
    message: 'supplier_id and item cannot go together',
    path: ['item'],
  })
export type CheckoutStartBody = z.infer<typeof checkoutStartBody>

export const checkoutParams = z.strictObject({ slug: z.string().min(1).max(100), id })

export const contactBody = z.strictObject({
  email: z.email().max(254),
  /** Any format; stored as the national number (002 §5 'Phone number parsed to national number'). */
  phone: z.string().trim().min(7).max(25).optional(),
})

/** Argentina and Mexico, the countries the interface speaks for (002 §1). */
export const ADDRESS_COUNTRIES = ['MX', 'AR'] as const

export const newAddressBody = z.strictObject({
  recipient: text(120),
  street: text(160),
  exterior_number: text(20),
  interior_number: z.string().trim().max(20).optional(),
  neighbourhood: z.string().trim().max(120).optional(),
  city: text(120),
  province_name: text(80),
  province_code: text(10),
  postcode: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{4,8}$/),
  country: z.enum(ADDRESS_COUNTRIES),
  phone: z.string().trim().min(7).max(25),
  references: z.string().trim().max(300).optional(),
  /** Keep it among the customer's saved addresses (default true). */
  save: z.boolean().optional(),
})
export type NewAddressBody = z.infer<typeof newAddressBody>

/** A saved address by id, or a new one. */
export const addressBody = z.union([z.strictObject({ address_id: id }), newAddressBody])
export type AddressBody = z.infer<typeof addressBody>

export const ratesBody = z.strictObject({ supplier_id: id, agency_id: id.optional() })

export const deliveryBody = z.strictObject({
  supplier_id: id,
  delivery_type: z.enum(DELIVERY_TYPES),
  /** A quote's id from `rates` (to_address, to_branch, shipping). */
  rate_id: id.optional(),
  /** The broker's quotation the rate belongs to (`shipping`); checked against the stored quote. */
  shipment_id: id.optional(),
  /** The branch chosen for to_branch. */
  agency_id: id.optional(),
})

/** A path on this site: one leading slash, no scheme, no `//host`, no backslash, no control characters. */
export const shopPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/)

export const payBody = z.strictObject({
  payment_type: z.enum(CHECKOUT_PAYMENT_TYPES),
  /** A token from the provider's tokenising endpoint (card data never comes here). */
  card_token: z.string().min(1).max(200).optional(),
  /** A saved card of the customer (`GET /me/cards`, decision 053). */
  card_id: id.optional(),
  /** With `card_token` only: keep the card for next time once the charge is approved (registered customers). */
  save_card: z.boolean().optional(),
  msi_payments: z.number().int().min(1).max(MSI_PAYMENTS_MAX).optional(),
  /**
   * Redirect methods (002 §3 `return_path`, `cancel_path`): where the provider's page sends the
   * browser back, a path of this shop (never another site: an open redirect). Default: the
   * checkout's own return route, and the checkout page with the redirect failure message.
   */
  return_path: shopPath.optional(),
  cancel_path: shopPath.optional(),
  /** What the page showed; the server's total wins (quality case 7). */
  expected_total: z.strictObject({
    amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    currency: z.string().min(3).max(3),
  }),
})
export type PayBody = z.infer<typeof payBody>

export const branchesQuery = z.strictObject({
  postcode: z.string().trim().max(10).optional(),
  /** A state's code (ISO 3166-2 without the country: `CMX`, `JAL`). */
  province_code: z.string().trim().max(10).optional(),
  q: z.string().trim().max(100).optional(),
  carrier: z.string().trim().max(60).optional(),
})

// --- answers ---

export const address = z.object({
  id: z.string(),
  recipient: z.string(),
  street: z.string(),
  exterior_number: z.string(),
  interior_number: z.string().nullable(),
  neighbourhood: z.string().nullable(),
  city: z.string(),
  province_name: z.string(),
  province_code: z.string(),
  postcode: z.string(),
  country: z.enum(ADDRESS_COUNTRIES),
  /** The national number: digits only, without the country code. */
  phone: z.string(),
  references: z.string().nullable(),
})
export type Address = z.infer<typeof address>

export const addressList = z.object({ results: z.array(address) })

export const deliveryOption = z.object({
  delivery_type: z.enum(DELIVERY_TYPES),
  /** The quote to send back in `PUT delivery`; null for fixed_delivery, collection and delivery. */
  rate_id: z.string().nullable(),
  /** The broker's quotation (`shipping`), sent back with the rate; null otherwise. */
  shipment_id: z.string().nullable(),
  carrier: z.string().nullable(),
  service: z.string().nullable(),
  /** Minor units; null when the seller confirms it after the order (`delivery`). */
  price: z.number().int().nullable(),
  currency: z.string(),
  /** Days to deliver; null when unknown (collection) or confirmed later (delivery). */
  days: z.number().int().nullable(),
})
export type DeliveryOption = z.infer<typeof deliveryOption>

/** A carrier that could not quote: the types it would have offered and its 002 §8 code and message. */
export const deliveryUnavailable = z.object({
  delivery_types: z.array(z.enum(DELIVERY_TYPES)),
  code: z.string(),
  message: z.string(),
})
export type DeliveryUnavailable = z.infer<typeof deliveryUnavailable>

export const deliveryOptions = z.object({
  /** In core's `DELIVERY_TYPE_ORDER`, cheapest first within a type. */
  options: z.array(deliveryOption),
  /** Each carrier that failed while others (or the supplier's own options) answered. */
  unavailable: z.array(deliveryUnavailable),
})

/** A line as the checkout froze it: price and name as they were when the checkout began. */
export const checkoutLine = z.object({
  id: z.string(),
  item_id: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  /** Minor units, taxes included. */
  unit_price: z.number().int(),
  quantity: z.number().int(),
  variants: variantChoice,
  /** unit_price × quantity. */
  total: z.number().int(),
  currency: z.string(),
  supplier_id: z.string(),
  dssupplier_id: z.string().nullable(),
  /** An experience's date and attendees, one per ticket (decision 083); null for other items. */
  experience: lineExperience.nullable(),
})
export type CheckoutLine = z.infer<typeof checkoutLine>

export const checkoutDelivery = z.object({
  delivery_type: z.enum(DELIVERY_TYPES),
  rate_id: z.string().nullable(),
  shipment_id: z.string().nullable(),
  agency_id: z.string().nullable(),
  carrier: z.string().nullable(),
  service: z.string().nullable(),
  days: z.number().int().nullable(),
})

/** One supplier's order inside the checkout (002 §3 Cart order per supplier, priced for paying). */
export const checkoutOrder = z.object({
  id: z.string(),
  supplier: party,
  dssupplier: party.nullable(),
  currency: z.string(),
  lines: z.array(checkoutLine),
  /** Null until a delivery is chosen. */
  delivery: checkoutDelivery.nullable(),
  /** Minor units; null until a delivery is chosen, and for `delivery` until its seller confirms it. */
  shipping_cost: z.number().int().nullable(),
  items_total: z.number().int(),
  /** items_total + shipping_cost. */
  total: z.number().int(),
  /** The supplier's own choice (002 §3 `supplier_info.enabled_payment_types`), as the checkout began. */
  enabled_payment_types: z.array(z.string()),
  /** What this supplier offers besides the carrier's quotes. */
  fixed_delivery: z.object({ price: z.number().int(), days: z.number().int().nullable() }).nullable(),
  allows_collection: z.boolean(),
  /** Every delivery type the supplier offers, in display order (decision 055). */
  delivery_types: z.array(z.enum(DELIVERY_TYPES)),
})
export type CheckoutOrder = z.infer<typeof checkoutOrder>

export const checkoutWarning = z.object({
  code: z.enum(CART_CODES),
  params: z.record(z.string(), z.number()),
  item_id: z.string(),
})

/**
 * 002 §3 `payment_metadata`: what a payment by reference shows besides its reference (decision 057).
 * A transfer fills `clabe`, `bank`, `beneficiary`; a cash voucher `stores` and `barcode`; crypto
 * `address`, `network`, `crypto_amount`, `crypto_currency`.
 */
export const paymentMetadata = z.object({
  clabe: z.string().optional(),
  bank: z.string().optional(),
  beneficiary: z.string().optional(),
  stores: z.array(z.string()).optional(),
  barcode: z.string().optional(),
  address: z.string().optional(),
  network: z.string().optional(),
  crypto_amount: z.string().optional(),
  crypto_currency: z.string().optional(),
  voucher_url: z.string().optional(),
  /** Before paying, in the checkout's answer: Stripe's publishable key for Stripe.js (decision 061). */
  str_public_key: z.string().optional(),
})
export type PaymentMetadata = z.infer<typeof paymentMetadata>

export const checkout = z.object({
  id: z.string(),
  shop: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  status: z.enum(CHECKOUT_STATUSES),
  /** ISO 8601; after it every call answers 409 `checkout_expired`. */
  expires_at: z.string(),
  contact: z.object({ email: z.string(), phone: z.string().nullable() }).nullable(),
  address: address.nullable(),
  orders: z.array(checkoutOrder),
  /** The sum of the orders' totals (one currency per checkout, decision 048). */
  grand_total: money,
  /**
   * What paying charges now: the grand total less the orders whose seller confirms the delivery's
   * date and cost first (decision 055); `expected_total` is compared with it.
   */
  due_now: money,
  /**
   * The methods the checkout offers (decision 060): those every order paid now accepts and a
   * configured provider takes, in the order core's PAYMENT_TYPES lists them.
   */
  enabled_payment_types: z.array(z.string()),
  /** What the providers of those types need in the browser (002 §3 `str_public_key`), when any does. */
  payment_metadata: paymentMetadata.optional(),
  /** Lines changed or left out when the checkout began (titled 'Purchase order warning'). */
  warnings: z.array(checkoutWarning),
  /**
   * Whether contact, address (when a delivery needs one), every order's delivery and every
   * experience's attendees (decision 083) are set.
   */
  ready_to_pay: z.boolean(),
  public_slug: z.string().nullable(),
  /** Until when the public link opens (decision 054); null while not shared. */
  shared_until: z.string().nullable().optional(),
  /** The purchase orders placed by paying it (empty until then). */
  order_ids: z.array(z.string()),
  /**
   * How it was paid, once paid or waiting for a payment by reference (the paid page shows it), or
   * how it is being paid while `paying` (decision 060).
   */
  payment: z
    .object({
      type: z.string(),
      brand: z.string().nullable(),
      last4: z.string().nullable(),
      reference: z.string().nullable(),
      expires_at: z.string().nullable(),
      /**
       * `pending` while the reference waits, `approved` once paid, `expired` when it lapsed; while
       * the checkout is `paying`: `processing` (the provider did not answer; the reconciliation job
       * confirms it, decision 060), `requires_action` or `redirect`.
       */
      status: z.string().optional(),
      payment_metadata: paymentMetadata.nullable().optional(),
    })
    .nullable()
    .optional(),
})
export type Checkout = z.infer<typeof checkout>

/** The pay call's answer, with the 002 §3 payment-token fields that apply to each outcome. */
export const paymentResult = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('paid'),
    checkout_id: z.string(),
    order_ids: z.array(z.string()),
    /** The paid page under the shop's base: `/pagado/:checkout`. */
    paid_path: z.string(),
    charge_id: z.string().optional(),
    instalments: z.number().int().optional(),
  }),
  z.object({
    status: z.literal('requires_action'),
    checkout_id: z.string(),
    /** Send the browser here (3-D Secure). */
    url_3ds: z.string(),
    charge_id: z.string().optional(),
  }),
  z.object({
    status: z.literal('redirect'),
    checkout_id: z.string(),
    /** Send the browser here: the provider's page, which comes back to `return_path` or `cancel_path`. */
    approval_url: z.string(),
    /** The same address under 002 §3's other name for it. */
    redirect_url: z.string(),
    charge_id: z.string(),
  }),
  z.object({
    /**
     * The provider did not answer (twice): the charge may stand. Nothing is charged again; the
     * reconciliation job settles it within a minute (quality case 12) and the paid page shows how.
     */
    status: z.literal('processing'),
    checkout_id: z.string(),
    paid_path: z.string(),
  }),
  z.object({
    status: z.literal('pending'),
    checkout_id: z.string(),
    order_ids: z.array(z.string()),
    payment_type: z.string().optional(),
    /** What the customer pays with (the store's barcode, the transfer's concept, the crypto memo). */
    reference: z.string(),
    expires_at: z.string(),
    paid_path: z.string(),
    charge_id: z.string().optional(),
    payment_metadata: paymentMetadata.optional(),
  }),
])
export type PaymentResult = z.infer<typeof paymentResult>

/** POST …/place: a checkout whose every order waits for its seller's date and cost (decision 055). */
export const placeBody = z.strictObject({})

export const placeResult = z.object({
  status: z.literal('placed'),
  checkout_id: z.string(),
  order_ids: z.array(z.string()),
  /** The paid page under the shop's base: `/pagado/:checkout`. */
  paid_path: z.string(),
})
export type PlaceResult = z.infer<typeof placeResult>

export const branch = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  province_code: z.string(),
})
export const branchList = z.object({ results: z.array(branch) })

/** The error details the checkout adds to `{ error }` (`details`): what the client needs to recover. */
export const checkoutErrorDetails = z.object({
  /** 409 total_changed: the server's total. */
  total: money.optional(),
  /** 409 insufficient_stock: the items that could not be reserved. */
  item_ids: z.array(z.string()).optional(),
  /** Payment failures (422, 503 when the gateway cannot be reached): the provider’s own code. */
  provider_code: z.string().optional(),
})
