import type { DeliveryType } from '@tianguis/core/checkout/delivery-types'
import type { OrderActor, OrderStatus } from '@tianguis/core/orders/lifecycle'
import type { MessageKey } from '../../i18n/es-MX'

/** Each order state's name on the seller's pages (002 §4's steps, as the seller reads them). */
export const statusLabel = (status: OrderStatus): MessageKey => `sellerOrders.status.${status}`

/** The 'next' button, named for the step (decision 081): 'Marcar en proceso', 'Listo para entregar', 'Enviado', 'Entregado'. */
export function nextLabel(event: string): MessageKey | null {
  if (event === 'process' || event === 'ready' || event === 'ship' || event === 'deliver')
    return `sellerOrders.next.${event}`
  return null
}

export const actorLabel = (actor: OrderActor): MessageKey => `sellerOrders.actor.${actor}`

const EVENTS = new Set([
  'place',
  'quote',
  'await_payment',
  'pay',
  'expire',
  'process',
  'ready',
  'ship',
  'deliver',
  'cancel',
  'cancel_in_process',
])

/** A history entry's name: its event's, or the state it reached when the event has none. */
export function eventLabel(event: string, to: OrderStatus): MessageKey {
  return EVENTS.has(event) ? (`sellerOrders.event.${event}` as MessageKey) : statusLabel(to)
}

export const deliveryLabel = (type: DeliveryType): MessageKey => `sellerOrders.delivery.${type}`

const PAYMENTS = new Set(['card', 'deposit', 'cash', 'store', 'redirect', 'deferred', 'wallet', 'crypto'])

export function paymentLabel(type: string | null): MessageKey | null {
  if (type === null) return 'sellerOrders.payment.none'
  return PAYMENTS.has(type) ? (`sellerOrders.payment.${type}` as MessageKey) : null
}
