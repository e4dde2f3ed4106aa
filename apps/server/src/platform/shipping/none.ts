import { ShippingError, type ShippingProvider } from './provider.ts'

/** The carrier of an app built without one: no quotes, no branches (decision 046 brings the sandbox). */
export const noShippingProvider: ShippingProvider = {
  name: 'none',
  quote: async () => {
    throw new ShippingError('no_courier_quotes')
  },
  branches: async () => {
    throw new ShippingError('branches_not_available')
  },
  book: async () => {
    throw new ShippingError('courier_service_error')
  },
}
