import type { FastifyInstance } from 'fastify'

/**
 * Which `X-Forwarded-*` headers to believe (`TRUST_PROXY`). A client can send any
 * `X-Forwarded-For` it likes; a proxy appends the address it saw, so only the last entries, one
 * per trusted proxy, are true. `hops` trusts that many proxies in front of the server (the
 * connection's peer is the nearest one): the client address is then the entry the farthest
 * trusted proxy appended, never the client-chosen first one. `addresses` trusts peers by address
 * or CIDR (`10.0.0.0/8, 127.0.0.1`) and takes the nearest entry not in that list.
 * Fastify's own hop-count option believes no header at all, so a function is passed instead.
 */
export type TrustProxy = false | { hops: number } | { addresses: string }

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const given = value?.trim() ?? ''
  if (given === '' || given === '0' || given === 'false') return false
  if (given === 'true') return { hops: 1 }
  if (/^\d+$/.test(given)) return { hops: Number(given) }
  return { addresses: given }
}

/** The `trustProxy` option for Fastify. */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (trust === false) return false
  if ('hops' in trust) {
    const { hops } = trust
    return (_address, hop) => hop < hops
  }
  return trust.addresses
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
