import type { FastifyInstance } from 'fastify'

/**
 * Which `X-Forwarded-*` headers to believe (`TRUST_PROXY`). A client can send any
 * `X-Forwarded-For` it likes; a proxy appends the address it saw, so only the last entries, one
 * per trusted proxy, are true. `TRUST_PROXY=N` trusts N proxies in front of the server (`1` and
 * `true` mean one; the connection's peer is the nearest): the client address is the entry the
 * farthest trusted proxy appended, never the client-chosen first one, and `X-Forwarded-Proto` is
 * the nearest proxy's. Fastify's own numeric option believes no header at all (it would lose the
 * protocol, so `Secure` cookies), hence a function. Pages call the API in-process with the
 * resolved address as the peer and no `X-Forwarded-For` (web/mount-web.ts), which any hop count
 * reads back as the same address.
 */
export type TrustProxy = false | { hops: number }

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const given = value?.trim() ?? ''
  if (given === '' || given === '0' || given === 'false') return false
  if (given === 'true') return { hops: 1 }
  if (/^\d{1,2}$/.test(given)) return { hops: Number(given) }
  throw new Error(
    `TRUST_PROXY must be the number of proxies in front of the server (for example 1), not "${given}"`,
  )
}

/** The `trustProxy` option for Fastify: the peer and the next `hops - 1` addresses are proxies. */
export function fastifyTrustProxy(trust: TrustProxy): false | ((address: string, hop: number) => boolean) {
  if (trust === false) return false
  const { hops } = trust
  return (_address, hop) => hop < hops
}

/**
 * `X-Forwarded-Host` is never believed: the addresses the platform builds come from
 * `PUBLIC_URL`, `PUBLIC_BASE_DOMAIN` and the shops' own verified domains, and the host a request
 * names is its `Host` header (a proxy in front must pass it through). Dropping the header here
 * keeps Fastify's `request.host`, and what reads it, from taking a client-chosen host.
 */
export function registerForwardedHostDrop(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-forwarded-host'] !== undefined) delete request.headers['x-forwarded-host']
  })
}
