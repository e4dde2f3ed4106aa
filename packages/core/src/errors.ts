/**
 * The fixed set of error kinds, each mapped once to an HTTP status, and the stable
 * snake_case codes clients can rely on. Messages live in `messages.ts`, per locale.
 */
export const ERROR_KINDS = {
  invalid_data: 400,
  unauthorized: 401,
  not_allowed: 403,
  not_found: 404,
  method_not_allowed: 405,
  timeout: 408,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const
export type ErrorKind = keyof typeof ERROR_KINDS

/** Every code the API can answer with, and its kind. Spec codes keep the spec's own spelling. */
export const ERROR_CODES = {
  // generic
  invalid_request: 'invalid_data',
  unknown_fields: 'invalid_data',
  invalid_json: 'invalid_data',
  payload_too_large: 'too_large',
  incomplete_request: 'invalid_data',
  /** NUL, lone surrogates or percent-escapes that are not UTF-8 in a path, query or body. */
  invalid_input: 'invalid_data',
  /** A page form whose body cannot be read as the form it says it is (broken multipart). */
  invalid_form: 'invalid_data',
  unsupported_media_type: 'unsupported_media_type',
  method_not_allowed: 'method_not_allowed',
  request_timeout: 'timeout',
  not_found: 'not_found',
  route_not_found: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'not_allowed',
  cross_origin_refused: 'not_allowed',
  rate_limited: 'rate_limited',
  quota_exceeded: 'rate_limited',
  internal_error: 'internal',
  service_unavailable: 'unavailable',
  idempotency_key_reused: 'unprocessable',
  idempotency_key_in_use: 'conflict',
  idempotency_key_invalid: 'invalid_data',
  transition_not_allowed: 'conflict',
  // identity
  invalid_credentials: 'unauthorized',
  email_taken: 'conflict',
  slug_taken: 'conflict',
  slug_reserved: 'invalid_data',
  invalid_code: 'invalid_data',
  weak_password: 'invalid_data',
  email_not_verified: 'not_allowed',
  // shops
  shop_not_found: 'not_found',
  canonical_url_taken: 'conflict',
  // items
  item_not_found: 'not_found',
  // catalogues
  catalogue_not_found: 'not_found',
  /** 001 §5, §8: a catalogue name the server refuses, shown on the name field (decision 066). */
  invalid_name: 'invalid_data',
  /** 001 §5 'Supplier constraint': a shop restricted to one supplier takes only that supplier's items. */
  supplier_restricted: 'conflict',
  /** An item that cannot be resold: unpublished, hidden, not for dropshipping, or the shop's own (decision 066). */
  item_not_resellable: 'conflict',
  /** 001 §6: duplicating a catalogue is offered when duplication is enabled and the user is not ul2. */
  duplication_not_allowed: 'not_allowed',
  // plans and commission (002 §3, 001 §6; decision 071)
  plan_not_found: 'not_found',
  /** Another user's package purchase, or none (decision 092). */
  plan_purchase_not_found: 'not_found',
  /** Margins and earnings are for resellers (ul1–ul3); ul0 and unknown levels are refused. */
  reseller_level_required: 'not_allowed',
  // media (000 §5, 001 §5)
  image_rejected: 'invalid_data',
  // spec codes (001 §8, 002 §8), used by later issues
  insufficient_stock: 'conflict',
  out_of_stock: 'conflict',
  unavailable_for_sale: 'conflict',
  invalid_product: 'invalid_data',
  updating_position_error: 'invalid_data',
  supplier_not_found: 'not_found',
  slug_public_was_alrready_generated: 'conflict',
  /** A shared checkout's link that does not exist, has ended, or belongs to another shop (decision 054). */
  shared_checkout_not_found: 'not_found',
  // cart (002 §5, §8; decisions 040, 042)
  /** More units than an on-stock item has; params `available`. */
  quantity_exceeded: 'conflict',
  /** More units than max_purchase_amount (or the cart's 999); params `max`. */
  purchase_amount_exceeded: 'conflict',
  cart_line_not_found: 'not_found',
  cart_not_found: 'not_found',
  cart_empty: 'conflict',
  /** Sharing a cart or a checkout needs an account of one's own, not a guest's (002 §2; decision 054). */
  account_required: 'not_allowed',
  // payments (002 §5, §8; decision 045)
  payment_attempt_failed: 'unprocessable',
  payment_setup_failed: 'unavailable',
  payment_failed_contact_bank: 'unprocessable',
  use_credit_card: 'unprocessable',
  invalid_card_number: 'invalid_data',
  invalid_card_expiry: 'invalid_data',
  invalid_card_cvc: 'invalid_data',
  payment_reference_expired: 'conflict',
  /** 002 §8 the redirect failure: a provider's page (redirect, deferred, wallet) cancelled or failed (decision 058). */
  payment_redirect_failed: 'unprocessable',
  // saved cards (decision 053)
  card_not_found: 'not_found',
  saved_card_expired: 'unprocessable',
  save_card_needs_account: 'not_allowed',
  // shipping (002 §8; decision 046)
  no_shipping_options: 'unprocessable',
  no_courier_quotes: 'unprocessable',
  courier_service_error: 'unavailable',
  delivery_address_save_error: 'unprocessable',
  branches_not_available: 'unavailable',
  // checkout (002 §8; decisions 048, 050)
  purchase_unavailable: 'conflict',
  checkout_expired: 'conflict',
  checkout_not_open: 'conflict',
  checkout_incomplete: 'conflict',
  total_changed: 'conflict',
  payment_type_not_enabled: 'conflict',
  address_not_found: 'not_found',
  // delivery types (decision 055): `pay` on a checkout with nothing due, `place` on one with something due
  payment_not_needed: 'conflict',
  payment_required: 'conflict',
  /** A quoted order paid with a token that is not its current one (decision 086): confirm it again. */
  payment_token_invalid: 'conflict',
  // webhooks and refunds (decision 059)
  /** A provider's webhook without a valid signature, or signed more than five minutes ago: nothing changes. */
  webhook_signature_invalid: 'invalid_data',
  /** A refund above what is left of the payment (002 §5: "greater than the amount available"); details `available`. */
  refund_amount_exceeded: 'unprocessable',
  /** A refund of a payment that was never approved (or is refunded already). */
  payment_not_refundable: 'conflict',
  // wallets (decisions 089, 090; quality.md 17)
  /** A cash-out above what the wallet has available for cash-out; params and details `available`. */
  insufficient_funds: 'conflict',
  // purchase orders (002 §4, §5, §8; decision 079)
  order_not_found: 'not_found',
  /** The order is not in a state this step leaves from (a delivered order processed again). */
  order_transition_refused: 'conflict',
  /** 002 §8 cancel-order errors: already canceled. */
  order_already_canceled: 'conflict',
  /** The step is another party's (a customer marking an order in process). */
  order_action_not_allowed: 'not_allowed',
  /** 002 §5 "A delivery date and time must be entered". */
  delivery_date_required: 'invalid_data',
  delivery_date_past: 'invalid_data',
  delivery_cost_required: 'invalid_data',
  /** 002 §4 "A reason is asked for on cancel"; §8 "required only". */
  cancel_reason_required: 'invalid_data',
  cancel_description_required: 'invalid_data',
  // packing a franchise shop's order (002 §7 binpacked, notpacked; decision 087)
  /** Packing changes only while the order is in process. */
  order_not_packing: 'conflict',
  /** More units than the line has left to pack (or than a package may hold of it); params `available`. */
  packing_quantity_exceeded: 'conflict',
  /** A franchise shop's order made ready with units not in a package; params `left`. */
  order_not_packed: 'conflict',
  /** No such package in this order. */
  package_not_found: 'not_found',
  /** No such line in this order. */
  order_line_not_found: 'not_found',
  // tickets for experiences (002 §4, §5, §8; decision 083)
  /** 002 §5 "Attendee info must be reviewed": an experience line without one named attendee per ticket. */
  attendees_incomplete: 'conflict',
  /** 002 §8 "experience ended so no tickets can be created". */
  experience_ended: 'conflict',
  /** 002 §8 "ticket not found": no such code, or another seller's ticket. */
  ticket_not_found: 'not_found',
  /** Scanned once already; details `used_at`. */
  ticket_already_used: 'conflict',
  /** Its order is not paid, or was canceled: details `status` (pending, void). */
  ticket_not_valid: 'conflict',
  // reviews (002 §3, §9; decision 084)
  /** The viewer never bought the item (or every order of it was canceled): only its buyers review it. */
  review_not_allowed: 'not_allowed',
  /** The viewer's order of the item is not delivered yet: they review it once they have it. */
  review_before_delivery: 'conflict',
  /** A carrier's tracking event names a shipment no order booked (decision 081). */
  shipment_not_found: 'not_found',
  // receipts and invoices (002 §2, §3, §7; decision 085). The seller without fiscal info is `supplier_not_found`.
  /** An invoice of an order that is not paid yet, or was canceled. */
  invoice_not_available: 'conflict',
  /** An invoice asked for before the customer gave their invoicing data on the order. */
  invoicing_data_missing: 'conflict',
  /** The order's invoice is stamped: its invoicing data no longer changes. */
  invoice_already_issued: 'conflict',
  // returns and the seller's refunds (002 §4, §5, §8; decisions 089, 091)
  /** No such return, or another customer's / another shop's. */
  return_not_found: 'not_found',
  /** The order was canceled: its refund is whole already. */
  return_order_canceled: 'conflict',
  /** The item's `return_type` is `disallowed`. */
  return_not_allowed: 'conflict',
  /** The order is not delivered yet. */
  return_not_received: 'conflict',
  /** 002 §4 'time expired': 72 hours passed since delivery. */
  return_time_expired: 'conflict',
  /** The line has an open return already. */
  return_already_open: 'conflict',
  /** More units than the line has. */
  return_quantity_exceeded: 'invalid_data',
  /** An answer the reason tree does not have, or off the path taken, or the tree not answered to its end. */
  return_answer_invalid: 'invalid_data',
  /** 002 §9 the product must show no misuse. */
  return_condition_misuse: 'conflict',
  /** 002 §9 accessories, manuals and labels included. */
  return_condition_incomplete: 'conflict',
  /** 002 §9 electronics must not be locked. */
  return_condition_locked: 'conflict',
  /** Closing waits for the product's pending refunds. */
  return_refunds_pending: 'conflict',
  /** A closed return takes no refund. */
  return_closed: 'conflict',
  /** The order was not paid through a provider: there is nothing to give back on. */
  return_not_refundable: 'conflict',
  /** Only a failed or pending refund is tried again. */
  refund_not_retryable: 'conflict',
  /** The return's label comes in the box: nothing to download. */
  return_label_not_downloadable: 'not_found',
} as const satisfies Record<string, ErrorKind>
export type ErrorCode = keyof typeof ERROR_CODES

export function statusOf(code: ErrorCode): number {
  return ERROR_KINDS[ERROR_CODES[code]]
}

/** The body of every error answer. */
export interface ErrorBody {
  error: {
    code: ErrorCode
    message: string
    fields?: Record<string, string>
    params?: Record<string, number>
    details?: Record<string, unknown>
  }
}
