import { PaymentProviderError } from '../provider.ts'
import type { PayPalConfig } from './paypal-settings.ts'

/**
 * PayPal's REST API over `fetch` (decision 062): the bearer token, JSON both ways, a
 * `PayPal-Request-Id` where a retry must not do the work twice, and every call bounded by the
 * payments timeout. What comes back is sorted for the adapter:
 * - no answer in time, a dropped connection or a 5xx → `PaymentProviderError('timeout')`: the work
 *   may have been done, and the same call with the same request id answers what it did;
 * - PayPal not reachable at all (refused, unknown host) → `PayPalUnreachable`: nothing was sent;
 * - another 4xx → `PayPalApiError` with PayPal's `name` and first `issue` (`ORDER_NOT_APPROVED`);
 * - a 401 once → the token is fetched again and the call made once more.
 * Neither the token nor the credentials ever appear in an error or a log line.
 */

export class PayPalApiError extends Error {
  readonly status: number
  /** PayPal's error name (`UNPROCESSABLE_ENTITY`, `RESOURCE_NOT_FOUND`). */
  readonly errorName: string | null
  /** The first detail's issue (`INSTRUMENT_DECLINED`, `REFUND_AMOUNT_EXCEEDED`). */
  readonly issue: string | null
  /** PayPal's own id of the failed call, for its support. */
  readonly debugId: string | null
  constructor(status: number, body: unknown) {
    const fields = (body ?? {}) as {
      name?: unknown
      details?: { issue?: unknown }[]
      debug_id?: unknown
      error?: unknown
    }
    const errorName = typeof fields.name === 'string' ? fields.name : null
    const issue = typeof fields.details?.[0]?.issue === 'string' ? fields.details[0].issue : null
    super(`PayPal answered ${status}${errorName ? ` ${errorName}` : ''}${issue ? ` (${issue})` : ''}`)
    this.status = status
    this.errorName = errorName ?? (typeof fields.error === 'string' ? fields.error : null)
    this.issue = issue
    this.debugId = typeof fields.debug_id === 'string' ? fields.debug_id : null
  }
}

/** PayPal could not be reached at all: the request never left, so nothing happened there. */
export class PayPalUnreachable extends Error {}

/** PayPal refused our credentials for a token (wrong or revoked keys): nothing else was asked. */
export class PayPalAuthFailed extends Error {}

export interface PayPalRequest {
  method: 'GET' | 'POST'
  path: string
  /** An object sent as JSON, or JSON text sent as it is (a webhook's raw event inside it). */
  body?: object | string
  requestId?: string
  /** `return=representation`: the whole order in the answer, not only its id and links. */
  full?: boolean
}

export interface PayPalAnswer<T> {
  status: number
  body: T
}

export type Fetch = typeof fetch

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH'])

/** Calls `fetch` with the timeout and sorts what failed into timeout / unreachable. */
export async function send(fetcher: Fetch, url: string, init: RequestInit, timeoutMs: number) {
  try {
    const response = await fetcher(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    const text = await response.text()
    return { response, text }
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown } }).cause
    if (typeof cause?.code === 'string' && UNREACHABLE_CODES.has(cause.code)) {
      throw new PayPalUnreachable(`PayPal is not reachable (${cause.code})`)
    }
    // A timeout, or a connection lost after the request went out: what PayPal did is unknown.
    throw new PaymentProviderError('timeout')
  }
}

export function parseJson(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

export interface PayPalHttp {
  call<T>(request: PayPalRequest): Promise<PayPalAnswer<T>>
}

export function paypalHttp(
  config: Pick<PayPalConfig, 'apiBase'>,
  tokens: { get(): Promise<string>; forget(token: string): void },
  options: { timeoutMs: number; fetch: Fetch },
): PayPalHttp {
  async function once<T>(request: PayPalRequest, token: string): Promise<PayPalAnswer<T>> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
    }
    if (request.body !== undefined) headers['content-type'] = 'application/json'
    if (request.requestId) headers['paypal-request-id'] = request.requestId
    if (request.full) headers.prefer = 'return=representation'
    const { response, text } = await send(
      options.fetch,
      `${config.apiBase}${request.path}`,
      {
        method: request.method,
        headers,
        ...(request.body === undefined
          ? {}
          : { body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body) }),
      },
      options.timeoutMs,
    )
    const body = parseJson(text)
    if (response.status >= 500) throw new PaymentProviderError('timeout')
    if (response.status >= 400) throw new PayPalApiError(response.status, body)
    return { status: response.status, body: body as T }
  }

  return {
    async call<T>(request: PayPalRequest) {
      const token = await tokens.get()
      try {
        return await once<T>(request, token)
      } catch (error) {
        // A token PayPal no longer takes (revoked, or expired early): a new one, once.
        if (!(error instanceof PayPalApiError && error.status === 401)) throw error
        tokens.forget(token)
        return once<T>(request, await tokens.get())
      }
    },
  }
}
