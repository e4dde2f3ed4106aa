import type { FastifyInstance } from 'fastify'
import { AppError } from '../kernel/app-error.ts'

/** The methods anything here answers; pages take only GET, HEAD and POST (web/page-body.ts). */
export const ANSWERED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const ANSWERED: ReadonlySet<string> = new Set(ANSWERED_METHODS)

/**
 * `TRACE`, `QUERY`, WebDAV's methods and whatever else Node's parser lets through are answered
 * 405 `method_not_allowed` with the methods we do answer, before any route or page sees them
 * (React Router cannot even build a request for `TRACE`, which answered 500).
 */
export function registerMethodGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (ANSWERED.has(request.method)) return
    request.log.info({ method: request.method.slice(0, 20) }, 'request refused: method not allowed')
    throw new AppError('method_not_allowed', { headers: { allow: ANSWERED_METHODS.join(', ') } })
  })
}
