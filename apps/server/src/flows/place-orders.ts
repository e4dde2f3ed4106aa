import { confirmedLater } from '@tianguis/core/checkout/delivery-types'
import { isLocale } from '@tianguis/core/locales'
import type { ServiceContext } from '../kernel/context.ts'
import { removeCartLines } from '../modules/cart/cart.lines.ts'
import type { LoadedCheckout } from '../modules/checkout/checkout.service.ts'
import { sendEmail } from '../modules/notifications/outbox.service.ts'
import { createPurchaseOrders } from '../modules/orders/orders.service.ts'
import { issueTickets } from '../modules/tickets/tickets.service.ts'
import { orderEmail } from './order-email.ts'

/**
 * Places every order of the checkout with its lines, removes the bought cart lines and writes the
 * order email. An order whose seller confirms the delivery first is placed unpaid (decision 055);
 * `place` passes no payment at all.
 */
export async function placeOrders(
  tx: ServiceContext,
  loaded: LoadedCheckout,
  attemptId: string | null,
  paymentType: string | null,
  pending: boolean,
): Promise<string[]> {
  const { checkout, orders, lines } = loaded
  const orderIds = await createPurchaseOrders(tx, {
    checkoutId: checkout.id,
    shopId: checkout.shopId,
    customerId: checkout.customerId,
    status: pending ? 'awaiting_payment' : 'paid',
    paymentType,
    paymentAttemptId: attemptId,
    address: checkout.address,
    contactEmail: checkout.contactEmail!,
    contactPhone: checkout.contactPhone,
    referral: checkout.referral,
    campaign: checkout.campaign,
    clickId: checkout.clickId,
    orders: orders.map((order) => ({
      supplierId: order.supplierId,
      dssupplierId: order.dssupplierId,
      currency: order.currency,
      itemsTotal: order.itemsTotal,
      shippingCost: order.shippingCost ?? 0,
      deliveryType: order.deliveryType!,
      rateId: order.rateId,
      shipmentId: order.shipmentId,
      agencyId: order.agencyId,
      awaitingConfirmation: confirmedLater(order.deliveryType),
      lines: lines
        .filter((line) => line.checkoutOrderId === order.id)
        .map((line) => ({
          itemId: line.itemId,
          name: line.name,
          photo: line.photo,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          variants: line.variants,
          total: line.total,
          currency: line.currency,
          dssupplierId: line.dssupplierId,
          margin: line.margin,
        })),
    })),
  })
  // Each experience's attendees become its tickets (decision 083); an ended one rolls the placement back.
  await issueTickets(tx, {
    shopId: checkout.shopId,
    customerId: checkout.customerId,
    orders: orders.map((order, index) => ({
      orderId: orderIds[index]!,
      supplierId: order.supplierId,
      lines: lines
        .filter((line) => line.checkoutOrderId === order.id)
        .map((line, position) => ({
          position,
          itemId: line.itemId,
          name: line.name,
          experienceDate: line.experienceDate,
          attendees: line.attendees,
        })),
    })),
  })
  const cartLineIds = lines.flatMap((line) => (line.cartLineId ? [line.cartLineId] : []))
  await removeCartLines(tx, checkout.customerId, cartLineIds)
  // The buyer's language: the request's when the buyer is the one asking, else (a webhook, the
  // reconciliation job) the one the checkout began in.
  const asked = tx.viewer.userId === checkout.customerId
  const locale = !asked && isLocale(checkout.locale) ? checkout.locale : tx.locale
  await sendEmail(tx, orderEmail(locale, loaded, orderIds, pending))
  return orderIds
}
