import { errorBody } from '@tianguis/core/contracts/common'
import type { RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { type ApiRequest, type ApiResponse, requestInfoContext } from './request-context'

/**
 * The one way loaders and actions reach the JSON API. It forwards the visitor's cookie,
 * language and user agent, checks every answer against the shared zod contracts and hands
 * back the status with either the data or the API's error.
 */

/** The headers of the visitor's request the API needs to act as them, in their language. */
const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent'] as const

export interface ApiError {
  code: string
  /** Already in the request's language. */
  message: string
  /** Body field name → message for that field. */
  fields?: Record<string, string>
  /** Recovery data some codes carry (a payment failure's `provider_code`, decision 050). */
  details?: Record<string, unknown>
}

interface ResultBase {
  status: number
  /** Set-Cookie headers of the answer (login, signup and logout set or clear the session). */
  setCookies: string[]
}
export type ApiResult<T> =
  | (ResultBase & { ok: true; data: T })
  | (ResultBase & { ok: false; error: ApiError })

type Method = ApiRequest['method']
export interface SendOptions {
  /** Sent as `Idempotency-Key`; null or absent sends none. */
  idempotencyKey?: string | null
}

/**
 * How long to wait for the first request with the same key to finish (409
 * `idempotency_key_in_use`) before asking again for its answer: a double click's second post
 * then gets the first one's answer rather than an error. About two seconds in all.
 */
const IN_USE_WAITS_MS = [50, 100, 200, 400, 500, 750]
type Query = Record<string, string | number | undefined>

export interface Api {
  get<S extends z.ZodType>(path: string, schema: S, query?: Query): Promise<ApiResult<z.infer<S>>>
  /**
   * A write whose answer has a body checked by `schema`. With an `idempotencyKey` (decision
   * 028) the API runs it at most once per key: a repeat gets the first answer.
   */
  send<S extends z.ZodType>(
    method: Exclude<Method, 'GET'>,
    path: string,
    body: unknown,
    schema: S,
    options?: SendOptions,
  ): Promise<ApiResult<z.infer<S>>>
  /** A write whose answer has no body worth reading (202, 204). */
  send(method: Exclude<Method, 'GET'>, path: string, body: unknown): Promise<ApiResult<null>>
  /** POSTs one file as multipart/form-data under `field`, as a browser form would. */
  upload<S extends z.ZodType>(
    path: string,
    field: string,
    file: File,
    schema: S,
  ): Promise<ApiResult<z.infer<S>>>
}

export class ApiContractError extends Error {
  override name = 'ApiContractError'
}

export function createApi(request: Request, context: Readonly<RouterContextProvider>): Api {
  const { api } = context.get(requestInfoContext)
  const headers: Record<string, string> = {}
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name)
    if (value !== null) headers[name] = value
  }

  async function call(
    method: Method,
    path: string,
    body: unknown,
    schema: z.ZodType | null,
    options: SendOptions = {},
  ) {
    const sent = options.idempotencyKey ? { ...headers, 'idempotency-key': options.idempotencyKey } : headers
    const request =
      body === undefined ? { method, path, headers: sent } : { method, path, headers: sent, body }
    let response = await api(request)
    for (const wait of options.idempotencyKey ? IN_USE_WAITS_MS : []) {
      if (!isInUse(response)) break
      await new Promise((resolve) => setTimeout(resolve, wait))
      response = await api(request)
    }
    return toResult(method, path, response, schema)
  }

  async function upload(path: string, field: string, file: File, schema: z.ZodType) {
    const form = new FormData()
    form.set(field, file, file.name)
    // The platform's own encoder writes the boundary and the part headers.
    const encoded = new Request('http://upload.invalid/', { method: 'POST', body: form })
    const raw = {
      contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
      payload: new Uint8Array(await encoded.arrayBuffer()),
    }
    return toResult('POST', path, await api({ method: 'POST', path, headers, raw }), schema)
  }

  return {
    get: (path, schema, query) => call('GET', withQuery(path, query), undefined, schema),
    send: (
      method: Exclude<Method, 'GET'>,
      path: string,
      body: unknown,
      schema?: z.ZodType,
      options?: SendOptions,
    ) => call(method, path, body, schema ?? null, options),
    upload,
  } as Api
}

function isInUse(response: ApiResponse): boolean {
  const error = (response.body as { error?: { code?: unknown } } | null)?.error
  return response.status === 409 && error?.code === 'idempotency_key_in_use'
}

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value))
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/** Exported for tests: turns a raw API answer into a checked result. */
export function toResult(
  method: Method,
  path: string,
  response: ApiResponse,
  schema: z.ZodType | null,
): ApiResult<unknown> {
  const setCookies = asList(response.headers['set-cookie'])
  const status = response.status
  if (status >= 200 && status < 300) {
    if (schema === null) return { ok: true, status, setCookies, data: null }
    // The route checked this body against its contract a moment ago; the same contract need not run twice.
    if (response.contract !== undefined && sameContract(schema, response.contract)) {
      return { ok: true, status, setCookies, data: response.body }
    }
    const parsed = schema.safeParse(response.body)
    if (!parsed.success) {
      // The server broke the shared contract: a bug, so it becomes the generic error page.
      throw new ApiContractError(`${method} ${path} answered ${status} with a body outside its contract`)
    }
    return { ok: true, status, setCookies, data: parsed.data }
  }
  return { ok: false, status, setCookies, error: toError(response.body) }
}

/** Per schema of ours, the route contracts (as JSON Schema) found to be the same as it. */
const contractChecks = new WeakMap<z.ZodType, Map<string, boolean>>()

/**
 * Whether `schema` accepts exactly what the route's contract does: both written as JSON Schema
 * and compared, once per schema and route. A schema JSON Schema cannot express is never the same.
 */
function sameContract(schema: z.ZodType, contract: string): boolean {
  let checks = contractChecks.get(schema)
  if (!checks) {
    checks = new Map()
    contractChecks.set(schema, checks)
  }
  let same = checks.get(contract)
  if (same === undefined) {
    try {
      same = JSON.stringify(z.toJSONSchema(schema)) === contract
    } catch {
      same = false
    }
    checks.set(contract, same)
  }
  return same
}

function toError(body: unknown): ApiError {
  const parsed = errorBody.safeParse(body)
  if (parsed.success) return parsed.data.error
  // An error code this copy of core does not know yet: keep what the API said.
  const loose = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error
  if (loose && typeof loose.code === 'string' && typeof loose.message === 'string') {
    return { code: loose.code, message: loose.message }
  }
  return { code: 'internal_error', message: '' }
}

function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

/** Headers that pass the API's Set-Cookie on to the page's own response (usually a redirect). */
export function cookieHeaders(result: { setCookies: string[] }): Headers {
  const headers = new Headers()
  for (const cookie of result.setCookies) headers.append('set-cookie', cookie)
  return headers
}
