import { parse as parseQuery } from 'node:querystring'
import { statusOf } from '@tianguis/core/errors'
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify'
import Router from 'find-my-way'
import { z } from 'zod'
import type { ApiRequest, ApiResponse } from '../../../web/app/lib/request-context.ts'
import { answeredError, errorBody } from '../http/errors.ts'
import type { AnyRouteSpec } from '../http/route.ts'

/**
 * The API routes a page may call without an HTTP round trip (decision 032): the GET routes
 * declared with `route()` that have no rate limit. Everything else — writes, uploads, limited
 * routes, paths no route matches — goes through `app.inject()` as before (decision 004).
 *
 * Such a call runs the route's own Fastify handler, the one `route()` registered: the same input
 * parsing, session, `authorize()`, service call, answer cache and response schema as any other
 * request. What it leaves out is what a same-process GET has no use for: the fake socket, the
 * onRequest hooks (host addressing skips /api; security sets a CSP nonce for a JSON answer and
 * refuses only state-changing methods; the context is built here by the same function), the
 * onSend hooks (request id, statement count and compression headers) and serializing the answer
 * to JSON and parsing it back.
 */
export interface InProcessRoutes {
  find(method: ApiRequest['method'], url: string): Found | null
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Filled as the API routes are added (app.ts); used by the pages' API caller (mount-web.ts). */
    inProcessRoutes: InProcessRoutes
  }
}

interface Entry {
  handler: RouteHandlerMethod
  /** The success answer's contract as JSON Schema, for the page's check (api.server.ts). */
  contract: () => string | undefined
}
interface Found {
  entry: Entry
  params: Record<string, string | undefined>
  query: Record<string, string | string[] | undefined>
}

/** Call before the API routes are registered: it records each eligible route as it is added. */
export function collectInProcessRoutes(app: FastifyInstance): InProcessRoutes {
  const router = Router({ ignoreTrailingSlash: false })
  app.addHook('onRoute', (options) => {
    if (options.method !== 'GET') return
    // route() pushes its spec just before it registers the handler. Plugins (helmet, compress) add
    // hooks to every route's options here; those are the ones a direct call leaves out on purpose.
    const spec = app.routeSpecs.find((s) => s.method === 'GET' && s.url === options.url)
    if (!spec || spec.rateLimit) return
    const entry: Entry = { handler: options.handler, contract: memo(() => contractOf(spec)) }
    router.on('GET', options.url, () => {}, entry)
  })
  return {
    find(method, url) {
      if (method !== 'GET') return null
      const mark = url.indexOf('?')
      const path = mark === -1 ? url : url.slice(0, mark)
      const found = router.find('GET', path)
      if (!found) return null
      const query = mark === -1 ? {} : parseQuery(url.slice(mark + 1))
      return { entry: found.store as Entry, params: found.params, query }
    },
  }
}

function contractOf(spec: AnyRouteSpec): string | undefined {
  const status = Object.keys(spec.responses).find((code) => code.startsWith('2'))
  const schema = status ? spec.responses[Number(status)] : null
  if (!schema) return undefined
  try {
    return JSON.stringify(z.toJSONSchema(schema))
  } catch {
    // A contract JSON Schema cannot express: the page checks the answer itself.
    return undefined
  }
}

function memo<T>(make: () => T): () => T {
  let made = false
  let value: T
  return () => {
    if (!made) {
      value = make()
      made = true
    }
    return value
  }
}

/** What a route's handler uses of Fastify's reply, kept in memory. */
class LocalReply {
  statusCode = 200
  sent = false
  payload: unknown
  readonly #headers: Record<string, string | string[]> = {}

  status(code: number) {
    this.statusCode = code
    return this
  }
  code(code: number) {
    return this.status(code)
  }
  header(name: string, value: string | string[]) {
    this.#headers[name.toLowerCase()] = value
    return this
  }
  headers(values: Record<string, string | string[]>) {
    for (const [name, value] of Object.entries(values)) this.header(name, value)
    return this
  }
  getHeader(name: string) {
    return this.#headers[name.toLowerCase()]
  }
  getHeaders() {
    return { ...this.#headers }
  }
  hasHeader(name: string) {
    return name.toLowerCase() in this.#headers
  }
  removeHeader(name: string) {
    delete this.#headers[name.toLowerCase()]
    return this
  }
  type(contentType: string) {
    return this.header('content-type', contentType)
  }
  send(payload?: unknown) {
    this.payload = payload
    this.sent = true
    return this
  }
}

/**
 * Calls one found route for the page request `page`, as `inject()` would with `headers`.
 * Answers like the error handler when the route throws.
 */
export async function callInProcess(
  app: FastifyInstance,
  page: FastifyRequest,
  found: Found,
  url: string,
  headers: Record<string, string>,
): Promise<ApiResponse> {
  const request = {
    id: page.id,
    method: 'GET',
    url,
    originalUrl: url,
    headers,
    cookies: app.parseCookie(headers.cookie ?? ''),
    params: found.params,
    query: found.query,
    body: undefined,
    ip: page.ip,
    ips: page.ips,
    protocol: page.protocol,
    host: page.host,
    hostname: page.hostname,
    log: page.log,
    hostShopSlug: null,
  } as unknown as FastifyRequest
  request.ctx = app.requestContext(request)
  const reply = new LocalReply()
  try {
    const returned = await found.entry.handler.call(app, request, reply as never)
    // A cached answer is sent as its serialized JSON; any other is the route's checked result.
    const body = reply.sent
      ? typeof reply.payload === 'string'
        ? JSON.parse(reply.payload)
        : (reply.payload ?? null)
      : (returned ?? null)
    const contract = found.entry.contract()
    return {
      status: reply.statusCode,
      headers: reply.getHeaders(),
      body,
      ...(contract && reply.statusCode < 300 ? { contract } : {}),
    }
  } catch (raw) {
    const error = answeredError(raw, page.log)
    return {
      status: statusOf(error.code),
      headers: { ...(error.headers ?? {}), 'content-type': 'application/json' },
      body: errorBody(request.ctx.locale, error),
    }
  }
}
