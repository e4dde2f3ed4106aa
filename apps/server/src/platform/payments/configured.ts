import type { PaymentProvider, PaymentType } from './provider.ts'
import { type StripeConfig, stripeConfigFrom } from './stripe/stripe-config.ts'
import { stripePaymentProvider } from './stripe/stripe-provider.ts'

/**
 * The real gateways, from the environment (decision 057; README "Payments"). Each adapter adds
 * its settings here and its construction to `configuredProviders`; keys never leave this object
 * (not logged, not stored). A base URL per provider lets tests aim an adapter at its local fake.
 */
export interface PaymentsConfig {
  /** Milliseconds a provider's call may take before it counts as a timeout (default 10 s). */
  timeoutMs?: number
  /** Stripe for cards (decision 061): `STRIPE_SECRET_KEY` set and `PAYMENTS_CARD` not `sandbox`. */
  stripe?: StripeConfig | null
}

/** Reads the payments settings from the environment (config.ts calls it). */
export function paymentsConfigFrom(env: NodeJS.ProcessEnv): PaymentsConfig {
  return {
    ...(env.PAYMENTS_TIMEOUT_MS && /^\d+$/.test(env.PAYMENTS_TIMEOUT_MS)
      ? { timeoutMs: Number(env.PAYMENTS_TIMEOUT_MS) }
      : {}),
    stripe: stripeConfigFrom(env),
  }
}

/** The configured real gateways, in the order they take their methods (before the sandbox). */
export function configuredProviders(config: PaymentsConfig): PaymentProvider[] {
  const providers: PaymentProvider[] = []
  if (config.stripe)
    providers.push(
      stripePaymentProvider(config.stripe, config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
    )
  return providers
}

/** The methods a provider is configured to take, from a comma-separated list (`PAYMENTS_STRIPE_TYPES=card`). */
export function typesFrom(value: string | undefined, allowed: readonly PaymentType[]): PaymentType[] {
  if (!value) return [...allowed]
  return value
    .split(',')
    .map((type) => type.trim())
    .filter((type): type is PaymentType => (allowed as readonly string[]).includes(type))
}
