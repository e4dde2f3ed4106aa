import type { PaymentType } from '../provider.ts'

/** The methods PayPal can take here: its wallet, its hosted card page (guest checkout) and Pay Later. */
export const PAYPAL_TYPES = ['redirect', 'wallet', 'deferred'] as const satisfies readonly PaymentType[]
/** What it takes unless `PAYMENTS_PAYPAL_TYPES` says otherwise (decision 062). */
export const PAYPAL_DEFAULT_TYPES: PaymentType[] = ['redirect', 'wallet']
/** PayPal's own sandbox; production is `https://api-m.paypal.com`, tests aim at the local fake. */
export const PAYPAL_SANDBOX_BASE = 'https://api-m.sandbox.paypal.com'

/**
 * PayPal's settings, from the environment (decision 062). The client id and secret are the app's
 * REST credentials; they are sent only to PayPal's token endpoint and never logged or stored.
 */
export interface PayPalConfig {
  clientId: string
  clientSecret: string
  /** The id PayPal gave the webhook endpoint; without it the provider takes no webhooks. */
  webhookId: string | null
  apiBase: string
  types: PaymentType[]
}

/** Reads PayPal's settings; null (not configured) unless both the client id and secret are set. */
export function paypalConfigFrom(
  env: NodeJS.ProcessEnv,
  typesFrom: (value: string | undefined, allowed: readonly PaymentType[]) => PaymentType[],
): PayPalConfig | null {
  const clientId = env.PAYPAL_CLIENT_ID?.trim()
  const clientSecret = env.PAYPAL_CLIENT_SECRET?.trim()
  if (!clientId || !clientSecret) return null
  return {
    clientId,
    clientSecret,
    webhookId: env.PAYPAL_WEBHOOK_ID?.trim() || null,
    apiBase: (env.PAYPAL_API_BASE?.trim() || PAYPAL_SANDBOX_BASE).replace(/\/+$/, ''),
    types: env.PAYMENTS_PAYPAL_TYPES
      ? typesFrom(env.PAYMENTS_PAYPAL_TYPES, PAYPAL_TYPES)
      : [...PAYPAL_DEFAULT_TYPES],
  }
}
