import type Stripe from 'stripe'
import type { StripeConfig } from './stripe-config.ts'

/** A provider's call may take this long before it counts as a timeout (`PAYMENTS_TIMEOUT_MS`). */
export const DEFAULT_TIMEOUT_MS = 10_000

/**
 * The official SDK's client, aimed at `apiBase` (Stripe's API, or the tests' local fake through the
 * SDK's own `host`/`port`/`protocol` options). The SDK is imported here, on the first call to
 * Stripe: a server without Stripe keys never loads it (decision 034, modules loaded for nothing).
 * Retries are ours, never the SDK's: a charge whose answer did not come is asked again with the
 * same idempotency key by the checkout (decision 045) and then left to the reconciliation job, so
 * the SDK must not wait out retries of its own (`maxNetworkRetries: 0`; it still retries once a
 * connection closed before any answer, which the idempotency key makes harmless). No telemetry.
 */
export async function stripeClient(
  config: StripeConfig,
  timeoutMs: number = DEFAULT_TIMEOUT_MS,
): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe')
  const base = config.apiBase
  const protocol = base.protocol === 'http:' ? 'http' : 'https'
  return new StripeSdk(config.secretKey, {
    host: base.hostname.replace(/^\[|\]$/g, ''),
    port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443,
    protocol,
    timeout: timeoutMs,
    maxNetworkRetries: 0,
    telemetry: false,
    appInfo: { name: 'Tianguis' },
  })
}

/**
 * An SDK error's kind (`StripeCardError`, `StripeConnectionError`, …): the SDK names every error it
 * throws in `type`, as its README's error handling reads them, so telling them apart needs no
 * import of its classes.
 */
export function stripeErrorType(error: unknown): string | null {
  if (!(error instanceof Error)) return null
  const type = (error as { type?: unknown }).type
  return typeof type === 'string' && type.startsWith('Stripe') ? type : null
}

/** The fields of an SDK error the adapter reads. */
export interface StripeErrorFields {
  statusCode?: number
  code?: string
  decline_code?: string
  param?: string
  message: string
}
