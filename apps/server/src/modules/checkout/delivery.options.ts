import { offeredDeliveryTypes, sortDeliveryOptions } from '@tianguis/core/checkout/delivery-types'
import type { DeliveryOption, DeliveryUnavailable } from '@tianguis/core/contracts/checkout'
import { ERROR_MESSAGES } from '@tianguis/core/messages'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import {
  type Quote,
  ShippingError,
  type ShippingErrorCode,
  type ShippingProvider,
} from '../../platform/shipping/provider.ts'
import { assertOpen, type LoadedCheckout } from './checkout.service.ts'
import { DEFAULT_UNIT_WEIGHT_GRAMS, orderOf, storeQuotes } from './delivery.service.ts'

/**
 * The delivery options of one supplier order (002 §4; decisions 048, 055): every type the supplier
 * offers — the post's and the broker's quotes to the checkout's address, asked in parallel from each
 * carrier quoting a type the supplier offers, the fixed-cost delivery, collection, and the seller's
 * own delivery with its cost to be confirmed — in core's display order. A carrier that fails is
 * answered in `unavailable` with its 002 §8 code and message; with no option left, its code is the
 * answer.
 */
export async function deliveryOptionsOf(
  ctx: ServiceContext,
  carriers: readonly ShippingProvider[],
  loaded: LoadedCheckout,
  supplierId: string,
): Promise<{ options: DeliveryOption[]; unavailable: DeliveryUnavailable[] }> {
  assertOpen(loaded.checkout)
  const order = orderOf(loaded, supplierId)
  const currency = order.currency
  const offered = offeredDeliveryTypes(order)
  const own = (type: DeliveryOption['delivery_type'], price: number | null, days: number | null) => ({
    delivery_type: type,
    rate_id: null,
    shipment_id: null,
    carrier: null,
    service: null,
    price,
    currency,
    days,
  })
  const options: DeliveryOption[] = []
  if (offered.includes('fixed_delivery')) {
    options.push(own('fixed_delivery', order.fixedShippingCost, order.fixedShippingDays))
  }
  if (offered.includes('collection')) options.push(own('collection', 0, null))
  if (offered.includes('delivery')) options.push(own('delivery', null, null))

  const address = loaded.checkout.address
  const asked = carriers
    .map((carrier) => ({ carrier, types: carrier.deliveryTypes.filter((type) => offered.includes(type)) }))
    .filter((ask) => ask.types.length > 0)
  const unavailable: DeliveryUnavailable[] = []
  let firstFailure: ShippingErrorCode | null = null
  if (address && asked.length > 0) {
    const units = loaded.lines
      .filter((line) => line.checkoutOrderId === order.id)
      .reduce((sum, line) => sum + line.quantity, 0)
    // Suppliers have no dispatch address yet: the carriers quote to the destination (decision 048).
    const from = { postcode: '', provinceCode: '', city: '', street: '', country: address.country }
    const to = {
      postcode: address.postcode,
      provinceCode: address.province_code,
      city: address.city,
      street: `${address.street} ${address.exterior_number}`,
      country: address.country,
    }
    const parcels = [{ weight: units * DEFAULT_UNIT_WEIGHT_GRAMS, value: order.itemsTotal, currency }]
    const answers = await Promise.allSettled(asked.map((ask) => ask.carrier.quote(from, to, parcels)))
    const quotes: Quote[] = []
    answers.forEach((answer, index) => {
      const { types } = asked[index]!
      if (answer.status === 'fulfilled') {
        quotes.push(...answer.value.filter((q) => q.currency === currency && types.includes(q.deliveryType)))
        return
      }
      if (!(answer.reason instanceof ShippingError)) throw answer.reason
      const code = answer.reason.code
      firstFailure ??= code
      unavailable.push({ delivery_types: types, code, message: ERROR_MESSAGES[ctx.locale][code] })
    })
    await storeQuotes(
      ctx,
      order.id,
      quotes.map((quote) => ({ ...quote, shipmentId: quote.shipmentId ?? null })),
    )
    for (const quote of quotes) {
      options.push({
        delivery_type: quote.deliveryType,
        rate_id: quote.rateId,
        shipment_id: quote.shipmentId ?? null,
        carrier: quote.carrier,
        service: quote.service,
        price: quote.price,
        currency,
        days: quote.days,
      })
    }
  }
  if (options.length === 0) throw new AppError(firstFailure ?? 'no_shipping_options')
  return { options: sortDeliveryOptions(options), unavailable }
}
