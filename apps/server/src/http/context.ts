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
}

export type SessionReader = (request: FastifyRequest) => Promise<Viewer>

export function registerRequestContext(
  app: FastifyInstance,
  readSession: SessionReader,
  exposeQueryCount: boolean,
) {
  app.decorateRequest('ctx')
  app.addHook('onRequest', async (request) => {
    const tally = enterTally()
    let viewer: Promise<Viewer> | undefined
    request.ctx = {
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
  })
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
    if (exposeQueryCount && request.ctx)
      reply.header('x-sql-statements', String(request.ctx.tally.statements))
  })
}
