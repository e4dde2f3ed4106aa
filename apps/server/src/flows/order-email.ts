import { amountDueNow, confirmedLater } from '@tianguis/core/checkout/delivery-types'
import type { Locale } from '@tianguis/core/locales'
import { formatMoney } from '@tianguis/core/money'
import type { LoadedCheckout } from '../modules/checkout/checkout.service.ts'
import type { EmailMessage } from '../modules/notifications/outbox.service.ts'

const TEXTS: Record<
  Locale,
  { subject: string; intro: string; pending: string; total: string; paidNow: string; awaiting: string }
> = {
  'es-MX': {
    subject: 'Tu compra fue recibida',
    intro: 'Gracias por tu compra. Tus órdenes: {orders}.',
    pending: 'Tu pedido espera el pago en tienda con la referencia que te mostramos.',
    total: 'Total: {total}',
    paidNow: 'Cobrado ahora: {total}',
    awaiting:
      'El pedido {order} espera que el vendedor confirme la fecha y el costo de entrega. Te avisaremos para que los confirmes y pagues; por este pedido no se te cobró nada.',
  },
  'es-AR': {
    subject: 'Recibimos tu compra',
    intro: 'Gracias por tu compra. Tus órdenes: {orders}.',
    pending: 'Tu pedido espera el pago en el comercio con la referencia que te mostramos.',
    total: 'Total: {total}',
    paidNow: 'Cobrado ahora: {total}',
    awaiting:
      'El pedido {order} espera que el vendedor confirme la fecha y el costo de entrega. Te avisaremos para que los confirmes y pagues; por este pedido no se te cobró nada.',
  },
  en: {
    subject: 'Your purchase was received',
    intro: 'Thank you for your purchase. Your orders: {orders}.',
    pending: 'Your order is waiting for the in-store payment with the reference we showed you.',
    total: 'Total: {total}',
    paidNow: 'Charged now: {total}',
    awaiting:
      'Order {order} is waiting for the seller to confirm the delivery date and cost. We will let you know so you can confirm them and pay; nothing was charged for this order.',
  },
}

/**
 * The customer's order email (decisions 050, 055), written to the outbox in the order's
 * transaction. An order whose seller confirms the delivery's date and cost first says what happens
 * next, and the total is what was charged now.
 */
export function orderEmail(
  locale: Locale,
  loaded: LoadedCheckout,
  orderIds: string[],
  pending: boolean,
): EmailMessage {
  const text = TEXTS[locale]
  const awaiting = loaded.orders.flatMap((order, index) =>
    confirmedLater(order.deliveryType) ? [orderIds[index]!] : [],
  )
  const total = amountDueNow(loaded.orders)
  const money = formatMoney({ amount: total, currency: loaded.checkout.currency }, locale)
  const lines = loaded.lines.map((line) => `- ${line.quantity} × ${line.name}`)
  return {
    to: loaded.checkout.contactEmail!,
    subject: text.subject,
    text: [
      text.intro.replace('{orders}', orderIds.join(', ')),
      ...lines,
      ...(awaiting.length === 0
        ? [text.total.replace('{total}', money)]
        : total > 0
          ? [text.paidNow.replace('{total}', money)]
          : []),
      ...(pending ? [text.pending] : []),
      ...awaiting.map((order) => text.awaiting.replace('{order}', order)),
    ].join('\n'),
    meta: { kind: 'order', checkout: loaded.checkout.id },
  }
}
