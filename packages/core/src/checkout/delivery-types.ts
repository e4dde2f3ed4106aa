/**
 * The delivery types of 002 §3 and what each means for a checkout (decision 055): who carries the
 * order, whether it needs the buyer's address, and whether its cost is known when the buyer pays.
 * Pure: the server, the pages and the seed read the same rules.
 */

/** 002 §3 Delivery types. */
export const DELIVERY_TYPES = [
  'shipping',
  'delivery',
  'collection',
  'fixed_delivery',
  'to_branch',
  'to_address',
] as const
export type DeliveryType = (typeof DELIVERY_TYPES)[number]

/** The types an outside carrier quotes: the courier broker (`shipping`) and the post (the other two). */
export const CARRIER_DELIVERY_TYPES = ['to_address', 'to_branch', 'shipping'] as const
export type CarrierDeliveryType = (typeof CARRIER_DELIVERY_TYPES)[number]

/**
 * The types a supplier switches on in `supplier_settings.delivery_types`: those that need no other
 * setting (`fixed_delivery` is offered by a fixed cost, `collection` by `allows_collection`).
 */
export const SWITCHED_DELIVERY_TYPES = ['to_address', 'to_branch', 'shipping', 'delivery'] as const
export type SwitchedDeliveryType = (typeof SWITCHED_DELIVERY_TYPES)[number]

/** What a supplier without a choice offers: the post, as every configured supplier did before 055. */
export const DEFAULT_DELIVERY_TYPES: readonly SwitchedDeliveryType[] = ['to_address', 'to_branch']

/**
 * The order options are shown in: the post to the door, the post to a branch, the broker's couriers,
 * the supplier's fixed delivery, collection, and the seller's own delivery last, so the first option
 * is always one paid with the order.
 */
export const DELIVERY_TYPE_ORDER: readonly DeliveryType[] = [
  'to_address',
  'to_branch',
  'shipping',
  'fixed_delivery',
  'collection',
  'delivery',
]

export function isDeliveryType(value: unknown): value is DeliveryType {
  return typeof value === 'string' && (DELIVERY_TYPES as readonly string[]).includes(value)
}

/** Whether the type's cost and date are entered by the seller after the order (002 §4). */
export function confirmedLater(type: string | null | undefined): boolean {
  return type === 'delivery'
}

/** Whether the type takes the order to the buyer's address (all but collection). */
export function needsAddress(type: string | null | undefined): boolean {
  return type !== null && type !== undefined && type !== 'collection'
}

/** Whether the type is quoted by an outside carrier (it then has a `rate_id`). */
export function isCarrierType(type: string | null | undefined): type is CarrierDeliveryType {
  return (CARRIER_DELIVERY_TYPES as readonly string[]).includes(type ?? '')
}

/** Every type a supplier offers, in display order. */
export function offeredDeliveryTypes(settings: {
  deliveryTypes: readonly string[]
  fixedShippingCost: number | null
  allowsCollection: boolean
}): DeliveryType[] {
  return DELIVERY_TYPE_ORDER.filter((type) => {
    if (type === 'fixed_delivery') return settings.fixedShippingCost !== null
    if (type === 'collection') return settings.allowsCollection
    return settings.deliveryTypes.includes(type)
  })
}

/** Sorts options by their type's place in `DELIVERY_TYPE_ORDER`, then by price (cheapest first). */
export function sortDeliveryOptions<T extends { delivery_type: DeliveryType; price: number | null }>(
  options: readonly T[],
): T[] {
  const rank = (option: T) => DELIVERY_TYPE_ORDER.indexOf(option.delivery_type)
  return options.toSorted((a, b) => rank(a) - rank(b) || (a.price ?? 0) - (b.price ?? 0))
}

/**
 * What paying charges now (decision 055): every order's items and shipping, except the orders whose
 * seller confirms the delivery's date and cost first; those are paid once confirmed.
 */
export function amountDueNow(
  orders: readonly { deliveryType: string | null; itemsTotal: number; shippingCost: number | null }[],
): number {
  return orders
    .filter((order) => !confirmedLater(order.deliveryType))
    .reduce((sum, order) => sum + order.itemsTotal + (order.shippingCost ?? 0), 0)
}

/** Whether every order waits for its seller: the checkout is placed without a payment. */
export function nothingDueNow(orders: readonly { deliveryType: string | null }[]): boolean {
  return orders.length > 0 && orders.every((order) => confirmedLater(order.deliveryType))
}
