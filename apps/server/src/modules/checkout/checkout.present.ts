import { amountDueNow, offeredDeliveryTypes } from '@tianguis/core/checkout/delivery-types'
import type { Checkout, DeliveryType } from '@tianguis/core/contracts/checkout'
import type { PaymentType } from '@tianguis/core/payments/methods'
import { experienceOf } from './checkout.attendees.ts'
import {
  commonPaymentTypes,
  grandTotal,
  isExpired,
  type LoadedCheckout,
  orderTotal,
  readyToPay,
} from './checkout.service.ts'

/**
 * The checkout as the API answers it. `names`: the suppliers' display names; `takes`: whether a
 * configured provider takes a payment type here (decision 060).
 */
export function presentCheckout(
  loaded: LoadedCheckout,
  shop: { id: string; slug: string; name: string },
  names: Map<string, { name: string }>,
  takes: (type: PaymentType) => boolean,
): Checkout {
  const { checkout, orders, lines } = loaded
  const party = (id: string | null) => (id ? { id, name: names.get(id)?.name ?? '', slug: null } : null)
  return {
    id: checkout.id,
    shop,
    status: isExpired(checkout) ? 'expired' : checkout.status,
    expires_at: checkout.expiresAt.toISOString(),
    contact: checkout.contactEmail ? { email: checkout.contactEmail, phone: checkout.contactPhone } : null,
    address: checkout.address,
    orders: orders.map((order) => ({
      id: order.id,
      supplier: party(order.supplierId)!,
      dssupplier: party(order.dssupplierId),
      currency: order.currency,
      lines: lines
        .filter((line) => line.checkoutOrderId === order.id)
        .map((line) => ({
          id: line.id,
          item_id: line.itemId,
          name: line.name,
          photo: line.photo,
          unit_price: line.unitPrice,
          quantity: line.quantity,
          variants: line.variants,
          total: line.total,
          currency: line.currency,
          supplier_id: line.supplierId,
          dssupplier_id: line.dssupplierId,
          experience: experienceOf(line),
        })),
      delivery: order.deliveryType
        ? {
            delivery_type: order.deliveryType as DeliveryType,
            rate_id: order.rateId,
            shipment_id: order.shipmentId,
            agency_id: order.agencyId,
            carrier: order.carrier,
            service: order.service,
            days: order.days,
          }
        : null,
      shipping_cost: order.shippingCost,
      items_total: order.itemsTotal,
      total: orderTotal(order),
      enabled_payment_types: order.enabledPaymentTypes,
      fixed_delivery:
        order.fixedShippingCost !== null
          ? { price: order.fixedShippingCost, days: order.fixedShippingDays }
          : null,
      allows_collection: order.allowsCollection,
      delivery_types: offeredDeliveryTypes(order),
    })),
    grand_total: { amount: grandTotal(loaded), currency: checkout.currency },
    due_now: { amount: amountDueNow(orders), currency: checkout.currency },
    enabled_payment_types: commonPaymentTypes(orders, takes),
    warnings: checkout.warnings as Checkout['warnings'],
    ready_to_pay: readyToPay(loaded),
    public_slug: checkout.publicSlug,
    shared_until: checkout.sharedUntil?.toISOString() ?? null,
    order_ids: checkout.orderIds,
  }
}
