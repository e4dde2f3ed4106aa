import type { CarrierDeliveryType } from '@tianguis/core/checkout/delivery-types'
import type { ShippingProvider } from './provider.ts'
import { sandboxCarrier } from './sandbox.ts'
import { sandboxBroker } from './sandbox-broker.ts'

export interface ShippingProviders {
  /** A carrier by name; without one, the first in use (the post: decisions 046, 055). */
  shippingProviderFor(carrier?: string): ShippingProvider | null
  /** Every carrier in use: the checkout asks those whose delivery types a supplier offers. */
  carriers(): readonly ShippingProvider[]
  /** The carrier quoting `type` (the first that does), or null when none does. */
  carrierFor(type: CarrierDeliveryType): ShippingProvider | null
}

/** A registry over the given carriers (in the order the checkout lists their options). */
export function shippingRegistry(list: readonly ShippingProvider[]): ShippingProviders {
  return {
    shippingProviderFor: (carrier) =>
      carrier === undefined ? (list[0] ?? null) : (list.find((one) => one.name === carrier) ?? null),
    carriers: () => list,
    carrierFor: (type) => list.find((one) => one.deliveryTypes.includes(type)) ?? null,
  }
}

/** The sandbox post (to the address, to a branch) and the sandbox courier broker (`shipping`). */
export function shippingProviders(): ShippingProviders {
  return shippingRegistry([sandboxCarrier(), sandboxBroker()])
}
