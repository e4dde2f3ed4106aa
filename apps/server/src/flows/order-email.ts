import type { Locale } from '@tianguis/core/locales'
import { formatMoney } from '@tianguis/core/money'
import type { LoadedCheckout } from '../modules/checkout/checkout.service.ts'
import type { EmailMessage } from '../modules/notifications/outbox.service.ts'

const TEXTS: Record<Locale, { subject: string; intro: string; pending: string; total: string }> = {
  'es-MX': {
    subject: 'Tu compra fue recibida',
    intro: 'Gracias por tu compra. Tus órdenes: {orders}.',
    pending: 'Tu pedido espera el pago en tienda con la referencia que te mostramos.',
    total: 'Total: {total}',
  },
  'es-AR': {
    subject: 'Recibimos tu compra',
    intro: 'Gracias por tu compra. Tus órdenes: {orders}.',
    pending: 'Tu pedido espera el pago en el comercio con la referencia que te mostramos.',
    total: 'Total: {total}',
  },
  en: {
    subject: 'Your purchase was received',
    intro: 'Thank you for your purchase. Your orders: {orders}.',
    pending: 'Your order is waiting for the in-store payment with the reference we showed you.',
    total: 'Total: {total}',
  },
}

/** The customer's order email (decision 050), written to the outbox in the order's transaction. */
export function orderEmail(
  locale: Locale,
  loaded: LoadedCheckout,
  orderIds: string[],
  pending: boolean,
): EmailMessage {
  const text = TEXTS[locale]
  const total = loaded.orders.reduce((sum, order) => sum + order.itemsTotal + (order.shippingCost ?? 0), 0)
  const lines = loaded.lines.map((line) => `- ${line.quantity} × ${line.name}`)
  return {
    to: loaded.checkout.contactEmail!,
    subject: text.subject,
    text: [
      text.intro.replace('{orders}', orderIds.join(', ')),
      ...lines,
      text.total.replace(
        '{total}',
        formatMoney({ amount: total, currency: loaded.checkout.currency }, locale),
      ),
      ...(pending ? [text.pending] : []),
    ].join('\n'),
    meta: { kind: 'order', checkout: loaded.checkout.id },
  }
}
