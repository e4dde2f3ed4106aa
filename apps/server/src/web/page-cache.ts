import { randomBytes } from 'node:crypto'
import { isPlatformOnlyPath } from '@tianguis/core/tenancy'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * Visitors' pages reused for a few seconds (decision 024), like their lists (decision 023): a page
 * rendered for a visitor without a session is kept in the process's AnswerCache, 3 s as it is and
 * 3 s more while one fresh copy is rendered, tagged with what its API calls read, so a write drops
 * exactly the pages showing what it changed (decision 025). Signed-in viewers' pages are always
 * rendered for them.
 *
 * A page is rendered by an in-process request (`inject`) with the visitor's own headers, so the
 * kept copy is what that visitor would have got; it is kept only when it is a 200 HTML page that
 * sets no cookie. The key is the protocol and host, the path and query, the visitor's language and the cookies
 * the pages read; cookies whose name starts with `_` (analytics) are left out of it. The CSP nonces
 * of the rendered copy are replaced by each answer's own, in its policy and its HTML.
 */
const VISITOR_PAGE_TTL_MS = 3_000

/** Marks the in-process render, so it is not answered from the cache it fills. */
const RENDER_HEADER = 'x-tianguis-page-render'

type Rendered = { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }

/** A page that is not kept (not a 200 HTML page, or it sets a cookie): sent as it came. */
class UncachablePage extends Error {
  /** Visitors who asked at the same time share the failed attempt; only the first gets this copy. */
  claimed = false
  readonly answer: Rendered
  constructor(answer: Rendered) {
    super('page not kept')
    this.answer = answer
  }
}

/** Headers that belong to the connection, not to the page. */
const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'date', 'keep-alive'])

function sendRendered(reply: FastifyReply, { statusCode, headers, rawPayload }: Rendered) {
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value)
  }
  return reply.status(statusCode).send(rawPayload)
}

function isPageRequest(request: FastifyRequest) {
  const path = request.url.split('?')[0] ?? ''
  return request.method === 'GET' && !isPlatformOnlyPath(path) && !path.endsWith('.data')
}

/** The cookies a page is rendered differently for: all but session and analytics (`_…`) ones. */
function renderingCookies(header: string | undefined) {
  return (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('_'))
    .sort()
    .join('; ')
}

/** The kept page's type and policy, and where its HTML starts. */
function keptParts(kept: string): [string, string, number] {
  const typeEnd = kept.indexOf('\n')
  const policyEnd = kept.indexOf('\n', typeEnd + 1)
  return [kept.slice(0, typeEnd), kept.slice(typeEnd + 1, policyEnd), policyEnd + 1]
}

export function registerPageCache(app: FastifyInstance) {
  const renderToken = randomBytes(16).toString('hex')

  /** The page as this visitor would get it, uncompressed (the answer is compressed when sent). */
  async function renderFor(request: FastifyRequest): Promise<Rendered> {
    // The visitor's resolved address goes as the peer, without the X-Forwarded-For it came from (http/proxy.ts).
    const {
      'accept-encoding': _encoding,
      'content-length': _length,
      'x-forwarded-for': _forwarded,
      ...headers
    } = request.headers
    return app.inject({
      method: 'GET',
      url: request.url,
      headers: { ...headers, [RENDER_HEADER]: renderToken } as unknown as Record<string, string>,
      remoteAddress: request.ip,
    })
  }

  /**
   * The kept form of a page: its type, its content security policy (with the nonces it was rendered
   * with, widened for the third-party scripts its shop turned on), then the page.
   */
  async function render(request: FastifyRequest) {
    const answer = (await renderFor(request)) as Rendered & { body: string }
    const type = String(answer.headers['content-type'] ?? '')
    const policy = String(answer.headers['content-security-policy'] ?? '')
    if (answer.statusCode !== 200 || !type.startsWith('text/html') || answer.headers['set-cookie'] || !policy)
      throw new UncachablePage(answer)
    return [type, policy, answer.body].join('\n')
  }

  app.addHook('onRequest', async (request, reply: FastifyReply) => {
    if (!app.answers.enabled || !isPageRequest(request)) return
    if (request.headers[RENDER_HEADER] === renderToken) return
    const viewer = await request.ctx.viewer()
    if (viewer.userId !== null) return
    const key = [
      // The protocol as the server sees it (behind a trusted proxy, the proxy's), since links may carry it.
      request.protocol,
      request.headers.host ?? '',
      request.url,
      request.ctx.locale,
      renderingCookies(request.headers.cookie),
    ].join('\n')
    let kept: Awaited<ReturnType<typeof app.answers.answer>>
    try {
      kept = await app.answers.answer(key, VISITOR_PAGE_TTL_MS, async () => {
        const body = await render(request)
        // The page depends on whatever its in-process API calls read (they share this tally).
        return { body, tags: request.ctx.tally.reads }
      })
    } catch (error) {
      if (!(error instanceof UncachablePage)) throw error
      // One page's nonce must not serve two answers: the others render their own.
      if (error.claimed) return sendRendered(reply, await renderFor(request))
      error.claimed = true
      return sendRendered(reply, error.answer)
    }
    const [type, policy, at] = keptParts(kept.body)
    const own = (reply as unknown as { cspNonce?: { script: string; style: string } }).cspNonce
    if (!own) throw new Error('no CSP nonces for this answer (http/security.ts)')
    // The kept copy's script and style nonces become this answer's, in its policy and its HTML.
    const swaps = (['script', 'style'] as const).flatMap((kind) => {
      const kept = policy.match(new RegExp(`${kind}-src [^;]*'nonce-([^']+)'`))?.[1]
      return kept ? [[kept, own[kind]] as const] : []
    })
    const swap = (text: string) => swaps.reduce((out, [from, to]) => out.replaceAll(from, to), text)
    return reply
      .status(200)
      .header('content-type', type)
      .header('content-security-policy', swap(policy))
      .header('x-page-cache', kept.state)
      .send(swap(kept.body.slice(at)))
  })
}
