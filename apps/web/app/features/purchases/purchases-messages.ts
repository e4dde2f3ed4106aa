import { DELIVERY_TYPES } from '@tianguis/core/checkout/delivery-types'
import { PAYMENT_TYPES } from '@tianguis/core/payments/methods'
import type { MessagePrefix } from '../../i18n/prefixes'

/**
 * The messages my purchases' pages show (decision 019): their own, and the names of the payment
 * methods and delivery types the checkout already words.
 */
export const PURCHASES_MESSAGES = [
  'purchases',
  ...PAYMENT_TYPES.map((type) => `checkout.payment.${type}` as const),
  ...DELIVERY_TYPES.map((type) => `checkout.delivery.type.${type}` as const),
] as const satisfies readonly MessagePrefix[]

/** The order detail also closes its flash toast. */
export const ORDER_MESSAGES = [...PURCHASES_MESSAGES, 'toast.close'] as const satisfies readonly MessagePrefix[]
