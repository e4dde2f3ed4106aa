import { PAYMENT_TYPES, type PaymentType } from './methods.ts'

/**
 * The methods a checkout offers (decision 060): those every supplier paid now has enabled
 * (`enabled_payment_types`) and that a configured provider takes here, in the order the checkout
 * lists them (PAYMENT_TYPES). A supplier may enable a method no provider takes yet (a gateway not
 * configured, the sandbox off): it is simply not offered until one does.
 */
export function offeredPaymentTypes(
  enabledBySupplier: readonly (readonly string[])[],
  takes: (type: PaymentType) => boolean,
): PaymentType[] {
  if (enabledBySupplier.length === 0) return []
  return PAYMENT_TYPES.filter(
    (type) => enabledBySupplier.every((enabled) => enabled.includes(type)) && takes(type),
  )
}

/** A supplier's chosen methods once each, in the checkout's order (what is stored and answered). */
export function inMethodOrder(types: readonly string[]): PaymentType[] {
  return PAYMENT_TYPES.filter((type) => types.includes(type))
}
