import { addressOf, isPlatformOnlyPath } from '@tianguis/core/tenancy'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { shopSlugForDomain } from '../modules/shops/shops.service.ts'
import type { Db } from '../platform/db/client.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop the host names (sub-domain or own domain); null on the platform host. */
    hostShopSlug: string | null
  }
}

const DOMAIN_TTL_MS = 30_000

/**
 * Shops reached by sub-domain or by their own domain get the same pages as by path:
 * `demo.example.com/productos` is served as `/demo/productos`. The rewrite happens before
 * any handler reads the URL, so the web app only ever sees path addressing.
 */
export function registerHostAddressing(app: FastifyInstance, db: Db, baseDomain: string) {
  const domains = new Map<string, { slug: string | null; until: number }>()

  async function slugForDomain(domain: string) {
    const cached = domains.get(domain)
    if (cached && cached.until > Date.now()) return cached.slug
    const slug = await shopSlugForDomain(db, domain)
    if (domains.size > 10_000) domains.clear()
    domains.set(domain, { slug, until: Date.now() + DOMAIN_TTL_MS })
    return slug
  }

  app.decorateRequest('hostShopSlug', null)
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const address = addressOf(request.headers.host, baseDomain)
    if (address.by === 'path') return
    const slug = address.by === 'subdomain' ? address.slug : await slugForDomain(address.domain)
    if (!slug) return
    request.hostShopSlug = slug
    const url = request.raw.url ?? '/'
    if (isPlatformOnlyPath(url)) return
    const rewritten = `/${slug}${url === '/' ? '' : url}`
    request.raw.url = rewritten
    // Fastify and the React Router adapter read `originalUrl`; it is computed lazily from this.
    ;(request.raw as { originalUrl?: string }).originalUrl = rewritten
  })
}
