import { PaymentProviderError } from '../provider.ts'
import { type Fetch, PayPalAuthFailed, parseJson, send } from './paypal-http.ts'
import type { PayPalConfig } from './paypal-settings.ts'

/**
 * PayPal's OAuth 2.0 client-credentials token (`POST /v1/oauth2/token`, decision 062), kept until
 * shortly before it expires (PayPal's last about 9 hours) and shared by every call: one token
 * request however many calls start together. The client id and secret go only in this request's
 * Basic header.
 */
export interface PayPalTokens {
  get(): Promise<string>
  /** Drops a token PayPal refused, so the next `get` asks for a new one. */
  forget(token: string): void
}

/** Refreshed this long before PayPal's expiry, or at half its life when that is shorter. */
const EARLY_MS = 60_000

export function paypalTokens(
  config: Pick<PayPalConfig, 'apiBase' | 'clientId' | 'clientSecret'>,
  options: { timeoutMs: number; fetch: Fetch; now: () => Date },
): PayPalTokens {
  let cached: { token: string; renewAt: number } | null = null
  let inFlight: Promise<string> | null = null
  const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')

  async function fetchToken(): Promise<string> {
    const started = options.now().getTime()
    const { response, text } = await send(
      options.fetch,
      `${config.apiBase}/v1/oauth2/token`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      },
      options.timeoutMs,
    )
    const body = parseJson(text) as { access_token?: unknown; expires_in?: unknown } | null
    if (response.status >= 500) throw new PaymentProviderError('timeout')
    // Only the status is told: the answer to a Basic header is not repeated anywhere.
    if (response.status >= 400) throw new PayPalAuthFailed(`PayPal refused a token (${response.status})`)
    if (typeof body?.access_token !== 'string' || typeof body.expires_in !== 'number') {
      throw new PayPalAuthFailed('PayPal answered a token request without a token')
    }
    const lifeMs = body.expires_in * 1000
    cached = { token: body.access_token, renewAt: started + lifeMs - Math.min(EARLY_MS, lifeMs / 2) }
    return body.access_token
  }

  return {
    get() {
      if (cached && options.now().getTime() < cached.renewAt) return Promise.resolve(cached.token)
      inFlight ??= fetchToken().finally(() => {
        inFlight = null
      })
      return inFlight
    },
    forget(token) {
      if (cached?.token === token) cached = null
    },
  }
}
