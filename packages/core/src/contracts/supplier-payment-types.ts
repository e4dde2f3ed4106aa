import { z } from 'zod'
import { PAYMENT_TYPES } from '../payments/methods.ts'

/**
 * The methods a supplier takes (002 §3 `supplier_info.enabled_payment_types`; decision 060):
 * `GET`/`PUT /api/v1/me/supplier/payment-types`. A checkout offers the methods every supplier in
 * it enabled that a configured provider takes here (`available_payment_types`).
 */

const paymentType = z.enum(PAYMENT_TYPES)

export const supplierPaymentTypes = z.object({
  /** The supplier's choice, each once, in the checkout's order (core's PAYMENT_TYPES). */
  enabled_payment_types: z.array(paymentType),
  /** The methods a configured provider takes here: one enabled but not among these is not offered yet. */
  available_payment_types: z.array(paymentType),
})
export type SupplierPaymentTypes = z.infer<typeof supplierPaymentTypes>

/**
 * The whole choice, replacing the one before. At least one method: a supplier set up to sell with
 * none could not be paid, and the buyer would only learn it at the last step. A name that is not
 * a method is 400; the same method twice is kept once.
 */
export const supplierPaymentTypesBody = z.strictObject({
  enabled_payment_types: z.array(paymentType).min(1).max(PAYMENT_TYPES.length),
})
export type SupplierPaymentTypesBody = z.infer<typeof supplierPaymentTypesBody>
