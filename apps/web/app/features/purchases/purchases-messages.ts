import { DELIVERY_TYPES } from '@tianguis/core/checkout/delivery-types'
import { PAYMENT_TYPES } from '@tianguis/core/payments/methods'
import type { MessagePrefix } from '../../i18n/prefixes'

/**
 * The messages my purchases' pages show (decision 019): their own, and the names of the payment
 * methods and delivery types the checkout already words.
 */
const TYPE_NAMES = [
  ...PAYMENT_TYPES.map((type) => `checkout.payment.${type}` as const),
  ...DELIVERY_TYPES.map((type) => `checkout.delivery.type.${type}` as const),
] as const satisfies readonly MessagePrefix[]

/** The list: its form's choices, the cards, the paging. */
export const PURCHASES_MESSAGES = [
  'purchases.title',
  'purchases.filters',
  'purchases.group',
  'purchases.state',
  'purchases.count',
  'purchases.countMany',
  'purchases.empty',
  'purchases.emptyHint',
  'purchases.pages',
  'purchases.previous',
  'purchases.next',
  'purchases.card',
  // The toast after a cancellation sent the viewer here (decision 082).
  'orderCancel.done',
  'orderCancel.doneRefund',
  'toast.close',
  ...TYPE_NAMES,
] as const satisfies readonly MessagePrefix[]

/** An order's facts and history (the detail and its print preview). */
const ORDER_FACTS = [
  'purchases.detail',
  'purchases.state',
  'purchases.kind',
  'purchases.cancelReason',
  'purchases.event',
  'purchases.actor',
  ...TYPE_NAMES,
] as const satisfies readonly MessagePrefix[]

/** The order detail also closes its flash toast. */
export const ORDER_MESSAGES = [
  ...ORDER_FACTS,
  'toast.close',
  // A delivered order's return link (decision 091).
  'returns.link',
  'returns.open',
  'returns.until',
  'returns.expired',
] as const satisfies readonly MessagePrefix[]

/** The print preview: the facts, its title and controls. */
export const PRINT_MESSAGES = [...ORDER_FACTS, 'purchases.print'] as const satisfies readonly MessagePrefix[]

/** Confirming and paying a quoted order (decision 086): its own words, the methods' names and hints, the card form's. */
export const ORDER_PAY_MESSAGES = [
  'purchases.pay',
  'checkout.payment.hint',
  'checkout.card',
  'checkout.errorTitle',
  'checkout.error.generic',
  'toast.close',
  ...TYPE_NAMES,
] as const satisfies readonly MessagePrefix[]
