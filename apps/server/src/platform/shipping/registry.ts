import type { ShippingProvider } from './provider.ts'
import { sandboxCarrier } from './sandbox.ts'

export interface ShippingProviders {
  /** The carrier by name; the sandbox carrier is the default and the only one yet (decision 046). */
  shippingProviderFor(carrier?: string): ShippingProvider | null
}

export function shippingProviders(): ShippingProviders {
  const sandbox = sandboxCarrier()
  return {
    shippingProviderFor: (carrier = 'sandbox') => (carrier === sandbox.name ? sandbox : null),
  }
}
