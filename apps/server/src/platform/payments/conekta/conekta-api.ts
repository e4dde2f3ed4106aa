import { PaymentProviderError } from '../provider.ts'

/**
 * Conekta's REST API over `fetch` (decision 063): no SDK. Every call carries the private key as a
 * bearer token and asks for the 2.3.0 version of the answers (`Accept:
 * application/vnd.conekta-v2.3.0+json`, as Conekta's OpenAPI description names its media type).
 * The key lives in this closure only: it is never in an error, a log line or a row.
 */
export const CONEKTA_ACCEPT = 'application/vnd.conekta-v2.3.0+json'
export const CONEKTA_API_URL = 'https://api.conekta.io'

/** Conekta's error body: a `type` (`parameter_validation_error`, `processing_error`…) and details. */
export interface ConektaErrorBody {
  object?: 'error'
  type?: string
  log_id?: string | null
  details?: { code?: string; message?: string; param?: string | null }[]
}

/**
 * A definite answer of Conekta that is not a success (4xx): what it says, without the request.
 * A call whose fate is unknown (no answer in time, the connection cut, a 5xx) is a
 * `PaymentProviderError('timeout')` instead: it may have happened and is asked about again.
 */
export class ConektaApiError extends Error {
  readonly status: number
  readonly type: string | null
  readonly code: string | null
  constructor(status: number, body: ConektaErrorBody | null) {
    const type = body?.type ?? null
    const code = body?.details?.[0]?.code ?? null
    super(`conekta answered ${status}${type ? ` ${type}` : ''}${code ? ` (${code})` : ''}`)
    this.status = status
    this.type = type
    this.code = code
  }
}

export interface ConektaApiOptions {
  apiKey: string
  apiUrl: string
  /** How long a call may take before its fate counts as unknown. */
  timeoutMs: number
}

export interface ConektaCall {
  method: 'GET' | 'POST'
  path: string
  query?: Record<string, string | number>
  body?: unknown
  /** Conekta's `Idempotency-Key`: the same key again answers the first call's answer. */
  idempotencyKey?: string
}

export type ConektaApi = <T>(call: ConektaCall) => Promise<T>

export function conektaApi(options: ConektaApiOptions): ConektaApi {
  const base = options.apiUrl.replace(/\/+$/, '')
  const authorization = `Bearer ${options.apiKey}`
  return async function request<T>(call: ConektaCall): Promise<T> {
    const url = new URL(`${base}${call.path}`)
    for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, String(value))
    const headers: Record<string, string> = {
      accept: CONEKTA_ACCEPT,
      authorization,
      'accept-language': 'es',
    }
    if (call.body !== undefined) headers['content-type'] = 'application/json'
    if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey
    let response: Response
    let text: string
    try {
      response = await fetch(url, {
        method: call.method,
        headers,
        ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      })
      text = await response.text()
    } catch {
      // No answer in time, or the connection cut after sending: the order may exist. Never guessed.
      throw new PaymentProviderError('timeout')
    }
    // Conekta's own failure: whether the call took effect is unknown, as with no answer.
    if (response.status >= 500) throw new PaymentProviderError('timeout')
    const body = parseJson(text)
    if (!response.ok) throw new ConektaApiError(response.status, body as ConektaErrorBody | null)
    if (body === null) throw new PaymentProviderError('timeout')
    return body as T
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
