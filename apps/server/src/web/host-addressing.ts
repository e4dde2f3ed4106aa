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
 * Shops reached by sub-domain or by their own domain get the same pages as by path: the host
 * names the shop (`request.hostShopSlug`, handed to the web app in its load context) and the
 * path carries no slug, so `demo.example.com/productos` is `/demo/productos` on the platform.
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
    // The API, assets and health checks are the platform's on every host: no lookup for them.
    if (isPlatformOnlyPath(request.url)) return
    const address = addressOf(request.headers.host, baseDomain)
    if (address.by === 'path') return
    const slug = address.by === 'subdomain' ? address.slug : await slugForDomain(address.domain)
    if (!slug) return
    request.hostShopSlug = slug
  })
}
