import type { PaymentProvider } from './provider.ts'

/**
 * The payment provider of an app built without one: every charge fails with
 * `payment_setup_failed`. The lead points the default at the sandbox provider (decision 045).
 */
export const noPaymentProvider: PaymentProvider = {
  name: 'none',
  types: [],
  charge: async () => ({ status: 'declined', code: 'payment_setup_failed', message: null }),
  retrieve: async () => ({ status: 'declined', code: 'payment_setup_failed', message: null }),
  refund: async () => {
    throw new Error('no payment provider configured')
  },
}
