import type { SwitchedDeliveryType } from '@tianguis/core/checkout/delivery-types'

/**
 * The delivery types the demo suppliers switch on (decision 055), so that `demo`'s suppliers
 * between them offer all six of 002 §3: Ana the post to the door and to a branch and her own
 * delivery (besides her fixed-cost delivery), Proveedora the courier broker (besides collection).
 * Taller del Norte has no set-up at all (decision 043).
 */
export const DEMO_DELIVERY_TYPES: Record<'admin' | 'supplier', readonly SwitchedDeliveryType[]> = {
  admin: ['to_address', 'to_branch', 'delivery'],
  supplier: ['shipping'],
}
