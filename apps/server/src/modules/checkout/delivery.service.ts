import type { DeliveryOption, DeliveryType } from '@tianguis/core/contracts/checkout'
import { eq } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { ShippingError, type ShippingProvider } from '../../platform/shipping/provider.ts'
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
    agencyId: string | null
    carrier: string | null
    service: string | null
    days: number | null
    shippingCost: number
  },
): Promise<void> {
  await ctx.db.update(checkoutOrders).set(delivery).where(eq(checkoutOrders.id, orderId))
}

function orderOf(loaded: LoadedCheckout, supplierId: string): CheckoutOrderRow {
  const order = loaded.orders.find((candidate) => candidate.supplierId === supplierId)
  if (!order) throw new AppError('supplier_not_found')
  return order
}

/**
 * The delivery options of one supplier order (002 §4): the carrier's quotes to the checkout's
 * address, the supplier's fixed-cost delivery and collection when offered. A carrier failure
 * answers its 002 §8 code when the supplier offers nothing else.
 */
export async function deliveryOptionsOf(
  ctx: ServiceContext,
  shipping: ShippingProvider,
  loaded: LoadedCheckout,
  supplierId: string,
): Promise<DeliveryOption[]> {
  assertOpen(loaded.checkout)
  const order = orderOf(loaded, supplierId)
  const currency = order.currency
  const own: DeliveryOption[] = []
  if (order.fixedShippingCost !== null) {
    own.push({
      delivery_type: 'fixed_delivery',
      rate_id: null,
      carrier: null,
      service: null,
      price: order.fixedShippingCost,
      currency,
      days: order.fixedShippingDays,
    })
  }
  if (order.allowsCollection) {
    own.push({
      delivery_type: 'collection',
      rate_id: null,
      carrier: null,
      service: null,
      price: 0,
      currency,
      days: null,
    })
  }
  const address = loaded.checkout.address
  if (!address) {
    if (own.length === 0) throw new AppError('no_shipping_options')
    return own
  }
  const units = loaded.lines
    .filter((line) => line.checkoutOrderId === order.id)
    .reduce((sum, line) => sum + line.quantity, 0)
  try {
    const quotes = await shipping.quote(
      // Suppliers have no dispatch address yet: the carrier quotes to the destination (decision 048).
      { postcode: '', provinceCode: '', city: '', street: '', country: address.country },
      {
        postcode: address.postcode,
        provinceCode: address.province_code,
        city: address.city,
        street: `${address.street} ${address.exterior_number}`,
        country: address.country,
      },
      [{ weight: units * DEFAULT_UNIT_WEIGHT_GRAMS, value: order.itemsTotal, currency }],
    )
    const usable = quotes.filter((quote) => quote.currency === currency)
    await storeQuotes(ctx, order.id, usable)
    const options = [
      ...usable.map((quote) => ({
        delivery_type: quote.deliveryType,
        rate_id: quote.rateId,
        carrier: quote.carrier,
        service: quote.service,
        price: quote.price,
        currency,
        days: quote.days,
      })),
      ...own,
    ]
    if (options.length === 0) throw new AppError('no_shipping_options')
    return options
  } catch (error) {
    if (!(error instanceof ShippingError)) throw error
    if (own.length > 0) return own
    throw new AppError(error.code)
  }
}

/** Sets one order's delivery; the server prices it (a quote it stored, or the supplier's settings). */
export async function chooseDelivery(
  ctx: ServiceContext,
  loaded: LoadedCheckout,
  choice: {
    supplier_id: string
    delivery_type: DeliveryType
    rate_id?: string | undefined
    agency_id?: string | undefined
  },
): Promise<void> {
  assertOpen(loaded.checkout)
  const order = orderOf(loaded, choice.supplier_id)
  const none = { rateId: null, agencyId: null, carrier: null, service: null }
  switch (choice.delivery_type) {
    case 'fixed_delivery':
      if (order.fixedShippingCost === null) throw new AppError('no_shipping_options')
      return setDelivery(ctx, order.id, {
        ...none,
        deliveryType: 'fixed_delivery',
        days: order.fixedShippingDays,
        shippingCost: order.fixedShippingCost,
      })
    case 'collection':
      if (!order.allowsCollection) throw new AppError('no_shipping_options')
      return setDelivery(ctx, order.id, { ...none, deliveryType: 'collection', days: null, shippingCost: 0 })
    default: {
      const quote = order.quotes.find(
        (candidate) => candidate.rateId === choice.rate_id && candidate.deliveryType === choice.delivery_type,
      )
      if (!quote) throw new AppError('invalid_request', { fields: { rate_id: { problem: 'invalid_value' } } })
      if (choice.delivery_type === 'to_branch' && !choice.agency_id) {
        throw new AppError('invalid_request', { fields: { agency_id: { problem: 'required' } } })
      }
      return setDelivery(ctx, order.id, {
        deliveryType: choice.delivery_type,
        rateId: quote.rateId,
        agencyId: choice.agency_id ?? null,
        carrier: quote.carrier,
        service: quote.service,
        days: quote.days,
        shippingCost: quote.price,
      })
    }
  }
}
