import type { FastifyInstance, FastifyRequest } from 'fastify'
import { SESSION_COOKIE_PREFIX } from '../modules/identity/auth.ts'

const SESSION_COOKIE = `${SESSION_COOKIE_PREFIX}.session_token`

function hasSessionCookie(request: FastifyRequest): boolean {
  return request.headers.cookie?.includes(SESSION_COOKIE) ?? false
}

/** The viewer's own answers: `/api/v1/me` and everything under it. */
function isViewersOwn(url: string): boolean {
  const path = url.split('?')[0] ?? ''
  return path === '/api/v1/me' || path.startsWith('/api/v1/me/')
}

/** Fingerprinted assets, public files and uploads are the same for everybody: they keep their caching. */
function isSharedFile(url: string): boolean {
  const first = (url.split('?')[0] ?? '').split('/')[1] ?? ''
  return first === 'assets' || first === 'static' || first === 'uploads'
}

/**
 * What is shown to one signed-in person is kept by no cache (quality.md 18): every page and API
 * answer to a request that carries a session cookie, `/api/v1/me` always (a visitor's answer
 * there is theirs too), and any answer that sets a cookie get `Cache-Control: private, no-store`.
 * Visitors' pages and lists keep their own caching (decisions 023, 024); the session cookie's
 * presence is enough to decide, so no session is looked up for this.
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    const url = request.url
    const personal =
      isViewersOwn(url) || reply.hasHeader('set-cookie') || (hasSessionCookie(request) && !isSharedFile(url))
    if (personal) reply.header('cache-control', 'private, no-store')
  })
}
