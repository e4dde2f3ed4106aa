import { isCarrierType, offeredDeliveryTypes } from '@tianguis/core/checkout/delivery-types'
import type { DeliveryType } from '@tianguis/core/contracts/checkout'
import { eq } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { assertOpen, type CheckoutOrderRow, type LoadedCheckout } from './checkout.service.ts'
import { checkoutOrders } from './checkout.tables.ts'

/**
 * Items have no weight yet (decision 048): every unit counts as 1 kg for the carrier's quote,
 * enough for the small parcels the demo sells; a weight column replaces it when items get one.
 */
export const DEFAULT_UNIT_WEIGHT_GRAMS = 1000

export async function storeQuotes(
  ctx: ServiceContext,
  orderId: string,
  quotes: CheckoutOrderRow['quotes'],
): Promise<void> {
  await ctx.db.update(checkoutOrders).set({ quotes }).where(eq(checkoutOrders.id, orderId))
}

export async function setDelivery(
  ctx: ServiceContext,
  orderId: string,
  delivery: {
    deliveryType: DeliveryType
    rateId: string | null
    shipmentId: string | null
    agencyId: string | null
    carrier: string | null
    service: string | null
    days: number | null
    /** Null for the seller's own delivery: its cost is confirmed after the order (decision 055). */
    shippingCost: number | null
  },
): Promise<void> {
  await ctx.db.update(checkoutOrders).set(delivery).where(eq(checkoutOrders.id, orderId))
}

export function orderOf(loaded: LoadedCheckout, supplierId: string): CheckoutOrderRow {
  const order = loaded.orders.find((candidate) => candidate.supplierId === supplierId)
  if (!order) throw new AppError('supplier_not_found')
  return order
}

const invalid = (field: string, problem: 'invalid_value' | 'required') =>
  new AppError('invalid_request', { fields: { [field]: { problem } } })

/**
 * Sets one order's delivery; the server prices it (a quote it stored, or the supplier's settings).
 * A type the supplier does not offer is 002 §8's 'no shipping options'; the seller's own delivery
 * is stored without a cost or days, which its seller enters after the order (decision 055).
 */
export async function chooseDelivery(
  ctx: ServiceContext,
  loaded: LoadedCheckout,
  choice: {
    supplier_id: string
    delivery_type: DeliveryType
    rate_id?: string | undefined
    shipment_id?: string | undefined
    agency_id?: string | undefined
  },
): Promise<void> {
  assertOpen(loaded.checkout)
  const order = orderOf(loaded, choice.supplier_id)
  if (!offeredDeliveryTypes(order).includes(choice.delivery_type)) throw new AppError('no_shipping_options')
  const none = { rateId: null, shipmentId: null, agencyId: null, carrier: null, service: null }
  const type = choice.delivery_type
  if (type === 'fixed_delivery') {
    return setDelivery(ctx, order.id, {
      ...none,
      deliveryType: type,
      days: order.fixedShippingDays,
      shippingCost: order.fixedShippingCost,
    })
  }
  if (type === 'collection')
    return setDelivery(ctx, order.id, { ...none, deliveryType: type, days: null, shippingCost: 0 })
  if (!isCarrierType(type))
    return setDelivery(ctx, order.id, { ...none, deliveryType: type, days: null, shippingCost: null })
  const quote = order.quotes.find(
    (candidate) => candidate.rateId === choice.rate_id && candidate.deliveryType === type,
  )
  if (!quote) throw invalid('rate_id', 'invalid_value')
  // The broker's rate belongs to one quotation: another's shipment id is not this rate's.
  if (choice.shipment_id !== undefined && choice.shipment_id !== (quote.shipmentId ?? null)) {
    throw invalid('shipment_id', 'invalid_value')
  }
  if (type === 'to_branch' && !choice.agency_id) throw invalid('agency_id', 'required')
  return setDelivery(ctx, order.id, {
    deliveryType: type,
    rateId: quote.rateId,
    shipmentId: quote.shipmentId ?? null,
    agencyId: type === 'to_branch' ? (choice.agency_id ?? null) : null,
    carrier: quote.carrier,
    service: quote.service,
    days: quote.days,
    shippingCost: quote.price,
  })
}
