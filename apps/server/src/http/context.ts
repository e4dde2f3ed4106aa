import { LOCALE_COOKIE, type Locale, negotiateLocale } from '@tianguis/core/locales'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Viewer } from '../kernel/context.ts'
import { enterTally, type QueryTally } from '../platform/db/query-counter.ts'

export interface RequestContext {
  locale: Locale
  tally: QueryTally
  /** Resolves the session once per request (a cookie lookup), then remembers it. */
  viewer(): Promise<Viewer>
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext
  }
  interface FastifyInstance {
    /**
     * The context of a request made in-process by a page (web/in-process-api.ts), built as the
     * onRequest hook builds every other request's.
     */
    requestContext(request: FastifyRequest): RequestContext
  }
}

export type SessionReader = (request: FastifyRequest) => Promise<Viewer>

/** The request's language, its statement tally and its viewer, read lazily. */
function createRequestContext(request: FastifyRequest, readSession: SessionReader): RequestContext {
  const tally = enterTally()
  let viewer: Promise<Viewer> | undefined
  return {
    locale: negotiateLocale(request.cookies[LOCALE_COOKIE], request.headers['accept-language']),
    tally,
    viewer: () => {
      // Nested in-process calls of one page share the session lookup (same cookie, same answer).
      const key = `viewer:${request.headers.cookie ?? ''}`
      viewer ??= (tally.shared.get(key) as Promise<Viewer> | undefined) ?? readSession(request)
      tally.shared.set(key, viewer)
      return viewer
    },
  }
}

export function registerRequestContext(
  app: FastifyInstance,
  readSession: SessionReader,
  exposeQueryCount: boolean,
) {
  app.decorateRequest('ctx')
  app.decorate('requestContext', (request: FastifyRequest) => createRequestContext(request, readSession))
  app.addHook('onRequest', async (request) => {
    request.ctx = createRequestContext(request, readSession)
  })
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
    if (exposeQueryCount && request.ctx)
      reply.header('x-sql-statements', String(request.ctx.tally.statements))
  })
}
