import { formatDateTime } from '@tianguis/core/dates'
import type { Locale } from '@tianguis/core/locales'
import { formatMoney } from '@tianguis/core/money'
import { type CancelReason, DISPLAYED_ORDER_STATE, type OrderStatus } from '@tianguis/core/orders/lifecycle'
import type { OrderFacts } from '../modules/orders/order-facts.service.ts'

type Shown = (typeof DISPLAYED_ORDER_STATE)[OrderStatus]

interface Texts {
  state: Record<Shown, string>
  reason: Record<CancelReason, string>
  customerSubject: string
  sellerSubject: string
  /** What happened, per event, told to the customer; `{order}` is the order's id. */
  customer: Record<string, string>
  /** The same told to the seller (only the events that tell them). */
  seller: Record<string, string>
  quote: string
  reasonLine: string
  descriptionLine: string
  messageLine: string
  refund: string
  refundFailed: string
  refundFailedSubject: string
  sms: string
  footer: string
}

const ES_MX: Texts = {
  state: {
    awaiting_seller_confirmation: 'Esperando que el vendedor confirme la fecha y el costo de entrega',
    confirm_order: 'Confirmar pedido',
    awaiting_payment: 'Esperando el pago',
    payment_expired: 'Pago vencido',
    paid: 'Pagado',
    in_process: 'En proceso',
    to_deliver: 'Por entregar',
    on_the_way: 'En camino',
    delivered: 'Entregado',
    canceled: 'Cancelado',
  },
  reason: {
    requested_by_client: 'Solicitado por el cliente',
    cannot_be_fulfilled: 'No se puede surtir',
    duplicated_transaction: 'Transacción duplicada',
    suspected_fraud: 'Sospecha de fraude',
    other: 'Otro',
  },
  customerSubject: 'Tu pedido {order}: {state}',
  sellerSubject: 'Pedido {order}: {state}',
  customer: {
    quote: 'El vendedor confirmó la entrega de tu pedido {order}. Confírmalo y paga para continuar.',
    pay: 'Recibimos el pago de tu pedido {order}.',
    expire: 'Terminó el plazo para pagar tu pedido {order}; el pedido se cerró sin cobro.',
    process: 'Tu pedido {order} está en proceso.',
    ready: 'Tu pedido {order} está listo para entregarse.',
    ship: 'Tu pedido {order} va en camino.',
    deliver: 'Tu pedido {order} fue entregado.',
    cancel: 'Tu pedido {order} fue cancelado.',
  },
  seller: {
    pay: 'El pedido {order} fue pagado; ya puedes prepararlo.',
    deliver: 'El pedido {order} fue entregado.',
    cancel: 'El pedido {order} fue cancelado.',
  },
  quote: 'Entrega estimada: {date}. Costo de entrega: {cost}.',
  reasonLine: 'Motivo: {reason}',
  descriptionLine: 'Descripción: {text}',
  messageLine: 'Mensaje: {text}',
  refund: 'Te devolveremos {total} a la forma de pago que usaste.',
  refundFailed:
    'No se pudo completar el reembolso de {total} del pedido cancelado {order}. Revísalo con tu proveedor de pagos.',
  refundFailedSubject: 'Reembolso no completado: pedido {order}',
  sms: 'Tianguis: tu pedido {order} ahora está: {state}.',
  footer: 'Puedes ver tus pedidos en Mis compras.',
}

const ES_AR: Texts = {
  ...ES_MX,
  customer: {
    ...ES_MX.customer,
    quote: 'El vendedor confirmó la entrega de tu pedido {order}. Confirmalo y pagá para continuar.',
  },
  seller: { ...ES_MX.seller, pay: 'El pedido {order} fue pagado; ya podés prepararlo.' },
  refund: 'Te vamos a devolver {total} en el medio de pago que usaste.',
  refundFailed:
    'No se pudo completar el reembolso de {total} del pedido cancelado {order}. Revisalo con tu proveedor de pagos.',
  footer: 'Podés ver tus pedidos en Mis compras.',
}

const EN: Texts = {
  state: {
    awaiting_seller_confirmation: 'Awaiting seller confirmation of delivery date and cost',
    confirm_order: 'Confirm order',
    awaiting_payment: 'Awaiting payment',
    payment_expired: 'Payment expired',
    paid: 'Paid',
    in_process: 'In process',
    to_deliver: 'To deliver',
    on_the_way: 'On the way',
    delivered: 'Delivered',
    canceled: 'Canceled',
  },
  reason: {
    requested_by_client: 'Requested by client',
    cannot_be_fulfilled: 'Cannot be fulfilled',
    duplicated_transaction: 'Duplicated transaction',
    suspected_fraud: 'Suspected fraud',
    other: 'Other',
  },
  customerSubject: 'Your order {order}: {state}',
  sellerSubject: 'Order {order}: {state}',
  customer: {
    quote: 'The seller confirmed the delivery of your order {order}. Confirm it and pay to continue.',
    pay: 'We received the payment for your order {order}.',
    expire: 'The time to pay for your order {order} ran out; the order was closed and nothing was charged.',
    process: 'Your order {order} is in process.',
    ready: 'Your order {order} is ready to be delivered.',
    ship: 'Your order {order} is on the way.',
    deliver: 'Your order {order} was delivered.',
    cancel: 'Your order {order} was canceled.',
  },
  seller: {
    pay: 'Order {order} was paid; you can prepare it now.',
    deliver: 'Order {order} was delivered.',
    cancel: 'Order {order} was canceled.',
  },
  quote: 'Estimated delivery: {date}. Delivery cost: {cost}.',
  reasonLine: 'Reason: {reason}',
  descriptionLine: 'Description: {text}',
  messageLine: 'Message: {text}',
  refund: 'We will give {total} back to the payment method you used.',
  refundFailed:
    'The refund of {total} for the canceled order {order} could not be completed. Check it with your payment provider.',
  refundFailedSubject: 'Refund not completed: order {order}',
  sms: 'Tianguis: your order {order} is now: {state}.',
  footer: 'You can see your orders in My purchases.',
}

const TEXTS: Record<Locale, Texts> = { 'es-MX': ES_MX, 'es-AR': ES_AR, en: EN }

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

/** The event's text key: both cancel events read as one. */
const keyOf = (event: string) => (event === 'cancel_in_process' ? 'cancel' : event)

export interface StepMessage {
  subject: string
  text: string
}

/** What the step tells the customer (email), or null when the event tells them nothing. */
export function customerStepEmail(
  locale: Locale,
  order: OrderFacts,
  step: { event: string; to: OrderStatus },
  refunds: boolean,
): StepMessage | null {
  const texts = TEXTS[locale]
  const said = texts.customer[keyOf(step.event)]
  if (!said) return null
  const values = { order: order.id, state: texts.state[DISPLAYED_ORDER_STATE[step.to]] }
  return {
    subject: fill(texts.customerSubject, values),
    text: [
      fill(said, values),
      ...details(texts, locale, order, step.event),
      ...(refunds ? [fill(texts.refund, { total: total(order, locale) })] : []),
      '',
      texts.footer,
    ].join('\n'),
  }
}

/** What the step tells the seller (email), or null when the event tells them nothing. */
export function sellerStepEmail(
  locale: Locale,
  order: OrderFacts,
  step: { event: string; to: OrderStatus },
): StepMessage | null {
  const texts = TEXTS[locale]
  const said = texts.seller[keyOf(step.event)]
  if (!said) return null
  const values = { order: order.id, state: texts.state[DISPLAYED_ORDER_STATE[step.to]] }
  return {
    subject: fill(texts.sellerSubject, values),
    text: [fill(said, values), ...details(texts, locale, order, step.event)].join('\n'),
  }
}

/** The customer's text message: one line with the order's new state. */
export function customerStepSms(locale: Locale, order: OrderFacts, to: OrderStatus): string {
  const texts = TEXTS[locale]
  return fill(texts.sms, { order: order.id, state: texts.state[DISPLAYED_ORDER_STATE[to]] })
}

/** The seller told that a canceled order's refund was refused (002 §8 "refund could not be completed"). */
export function refundFailedEmail(locale: Locale, order: OrderFacts): StepMessage {
  const texts = TEXTS[locale]
  const values = { order: order.id, total: total(order, locale) }
  return { subject: fill(texts.refundFailedSubject, values), text: fill(texts.refundFailed, values) }
}

function total(order: OrderFacts, locale: Locale) {
  return formatMoney({ amount: order.total, currency: order.currency }, locale)
}

/** The quote's date and cost, or the cancellation's reason, description and message. */
function details(texts: Texts, locale: Locale, order: OrderFacts, event: string): string[] {
  if (event === 'quote' && order.estimatedDeliveryAt) {
    return [
      fill(texts.quote, {
        date: formatDateTime(order.estimatedDeliveryAt.toISOString(), locale),
        cost: formatMoney({ amount: order.estimatedCost ?? 0, currency: order.currency }, locale),
      }),
    ]
  }
  if (keyOf(event) !== 'cancel') return []
  const reason = order.cancelReason as CancelReason | null
  return [
    ...(reason && reason in texts.reason ? [fill(texts.reasonLine, { reason: texts.reason[reason] })] : []),
    ...(order.cancelDescription ? [fill(texts.descriptionLine, { text: order.cancelDescription })] : []),
    ...(order.cancelMessage ? [fill(texts.messageLine, { text: order.cancelMessage })] : []),
  ]
}
