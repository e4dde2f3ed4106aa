import type { Db } from '../db/client.ts'
import type { PaymentProvider, PaymentType } from './provider.ts'
import { type SandboxPaymentProvider, sandboxPaymentProvider } from './sandbox/sandbox-provider.ts'

export interface PaymentDeps {
  /** The pool, never a transaction: a charge stands whatever the caller rolls back. */
  db: Db
  /** `config.sandboxPayments`: the sandbox runs outside production, and in production only with SANDBOX_PAYMENTS=1. */
  sandbox: boolean
  now?: () => Date
}

export interface PaymentProviders {
  /** The provider that takes payments of this type, or null when none is configured (decision 045). */
  paymentProviderFor(type: PaymentType): PaymentProvider | null
  /** The sandbox itself (its tokenising endpoint, 3-D Secure page, store payments), when it runs. */
  readonly sandbox: SandboxPaymentProvider | null
}

/**
 * Which provider takes which payment type. By default the sandbox takes `card` and `store`; real
 * gateways (configured later) will take their place type by type. The other types (`deposit`,
 * `cash`, `redirect`) have no provider yet.
 */
export function paymentProviders(deps: PaymentDeps): PaymentProviders {
  const sandbox = deps.sandbox
    ? sandboxPaymentProvider({ db: deps.db, ...(deps.now ? { now: deps.now } : {}) })
    : null
  return {
    sandbox,
    paymentProviderFor(type) {
      if (sandbox?.types.includes(type)) return sandbox
      return null
    },
  }
}

/** One-off lookup, for scripts and tests; the app keeps its registry in `app.payments`. */
export function paymentProviderFor(type: PaymentType, deps: PaymentDeps): PaymentProvider | null {
  return paymentProviders(deps).paymentProviderFor(type)
}
