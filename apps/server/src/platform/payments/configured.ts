import { CONEKTA_API_URL } from './conekta/conekta-api.ts'
import { CONEKTA_TYPES, conektaProvider } from './conekta/conekta-provider.ts'
import { paypalProvider } from './paypal/paypal-provider.ts'
import { type PayPalConfig, paypalConfigFrom } from './paypal/paypal-settings.ts'
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
  /** The cash and transfer network (decision 063); set only when `CONEKTA_API_KEY` is. */
  conekta?: ConektaConfig
  /** Stripe for cards (decision 061): `STRIPE_SECRET_KEY` set and `PAYMENTS_CARD` not `sandbox`. */
  stripe?: StripeConfig | null
  /** PayPal for its wallet and hosted card page (decision 062): `PAYPAL_CLIENT_ID` and `PAYPAL_CLIENT_SECRET` set. */
  paypal?: PayPalConfig
}

/** Conekta (decision 063): cash vouchers (`cash`) and SPEI transfers (`deposit`). */
export interface ConektaConfig {
  /** The private API key (`key_…`), sent as a bearer token; never logged. */
  apiKey: string
  /** The webhook key's public half (PEM, `\n` escapes allowed); without it no webhook is read. */
  webhookPublicKey: string | null
  /** `CONEKTA_API_URL`: Conekta's API, or a local fake in tests. */
  apiUrl: string
  /** `PAYMENTS_CONEKTA_TYPES`: which of `deposit,cash` it takes (both by default). */
  types: PaymentType[]
  /** `CONEKTA_SPEI_BENEFICIARY`: the name a transfer is made out to, shown with the CLABE. */
  beneficiary: string | null
}

const DEFAULT_TIMEOUT_MS = 10_000

/** Reads the payments settings from the environment (config.ts calls it). */
export function paymentsConfigFrom(env: NodeJS.ProcessEnv): PaymentsConfig {
  const conektaKey = env.CONEKTA_API_KEY?.trim()
  const paypal = paypalConfigFrom(env, typesFrom)
  return {
    ...(env.PAYMENTS_TIMEOUT_MS && /^\d+$/.test(env.PAYMENTS_TIMEOUT_MS)
      ? { timeoutMs: Number(env.PAYMENTS_TIMEOUT_MS) }
      : {}),
    ...(conektaKey
      ? {
          conekta: {
            apiKey: conektaKey,
            webhookPublicKey: env.CONEKTA_WEBHOOK_PUBLIC_KEY?.trim() || null,
            apiUrl: env.CONEKTA_API_URL?.trim() || CONEKTA_API_URL,
            types: typesFrom(env.PAYMENTS_CONEKTA_TYPES, CONEKTA_TYPES),
            beneficiary: env.CONEKTA_SPEI_BENEFICIARY?.trim() || null,
          },
        }
      : {}),
    stripe: stripeConfigFrom(env),
    ...(paypal ? { paypal } : {}),
  }
}

/** The configured real gateways, in the order they take their methods (before the sandbox). */
export function configuredProviders(config: PaymentsConfig): PaymentProvider[] {
  const providers: PaymentProvider[] = []
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS
  if (config.conekta && config.conekta.types.length > 0) {
    providers.push(conektaProvider({ config: config.conekta, timeoutMs }))
  }
  if (config.stripe)
    providers.push(
      stripePaymentProvider(config.stripe, config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
    )
  if (config.paypal && config.paypal.types.length > 0)
    providers.push(paypalProvider(config.paypal, { timeoutMs }))
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
