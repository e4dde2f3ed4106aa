import type { Db } from '../db/client.ts'
import { configuredProviders, type PaymentsConfig } from './configured.ts'
import type { PaymentProvider, PaymentType } from './provider.ts'
import { type SandboxPaymentProvider, sandboxPaymentProvider } from './sandbox/sandbox-provider.ts'
import type { SandboxWebhookOptions } from './sandbox/sandbox-webhook-events.ts'

export interface PaymentDeps {
  /** The pool, never a transaction: a charge stands whatever the caller rolls back. */
  db: Db
  /** `config.sandboxPayments`: the sandbox runs outside production, and in production only with SANDBOX_PAYMENTS=1. */
  sandbox: boolean
  /** The sandbox's webhook secret and how its webhooks reach the app (decision 058); none sent without. */
  sandboxWebhooks?: SandboxWebhookOptions
  /** The real gateways and which methods each takes (`config.payments`, from the environment; decision 057). */
  config?: PaymentsConfig
  /** Providers that take their types before anything else (tests and benches pass fakes; decision 050). */
  overrides?: readonly PaymentProvider[]
  /** Wraps every provider (the app records each call on its attempt: modules/payments/payment-calls.ts). */
  wrap?: (provider: PaymentProvider) => PaymentProvider
  now?: () => Date
}

export interface PaymentProviders {
  /** The provider that takes payments of this type, or null when none is configured (decision 045). */
  paymentProviderFor(type: PaymentType): PaymentProvider | null
  /** A provider by its name (`attempt.provider`, the webhook route's `:provider`), or null. */
  byName(name: string): PaymentProvider | null
  /** Every provider that takes something here, each once (webhook routes, the reconciliation job). */
  readonly all: readonly PaymentProvider[]
  /** The sandbox itself (its tokenising endpoint, 3-D Secure page, references to pay), when it runs. */
  readonly sandbox: SandboxPaymentProvider | null
}

/**
 * Which provider takes which payment type (decision 057): the test's overrides first, then the
 * real gateways the environment configures (Stripe for cards, PayPal for redirects, a cash and
 * transfer network for references), then the sandbox, which takes every method. A type nobody
 * takes is not offered at checkout. The app wraps every provider so each call it answers is
 * recorded on its attempt (`payment_calls`).
 */
export function paymentProviders(deps: PaymentDeps): PaymentProviders {
  const sandbox = deps.sandbox
    ? sandboxPaymentProvider({
        db: deps.db,
        ...(deps.now ? { now: deps.now } : {}),
        ...(deps.sandboxWebhooks ? { webhooks: deps.sandboxWebhooks } : {}),
      })
    : null
  const chain = [
    ...(deps.overrides ?? []),
    ...configuredProviders(deps.config ?? {}),
    ...(sandbox ? [sandbox] : []),
  ]
  const recorded = new Map<PaymentProvider, PaymentProvider>()
  for (const provider of chain) recorded.set(provider, deps.wrap ? deps.wrap(provider) : provider)
  const all = [...new Map(chain.map((provider) => [provider.name, recorded.get(provider)!])).values()]
  return {
    sandbox,
    all,
    paymentProviderFor(type) {
      const provider = chain.find((candidate) => candidate.types.includes(type))
      return provider ? recorded.get(provider)! : null
    },
    byName(name) {
      return all.find((provider) => provider.name === name) ?? null
    },
  }
}

/** One-off lookup, for scripts and tests; the app keeps its registry in `app.payments`. */
export function paymentProviderFor(type: PaymentType, deps: PaymentDeps): PaymentProvider | null {
  return paymentProviders(deps).paymentProviderFor(type)
}
