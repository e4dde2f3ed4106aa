import { addressOf } from './tenancy.ts'

/**
 * The origin the platform's public addresses are built on (robots.txt, sitemaps, absolute links),
 * never taken from what a client may choose (`X-Forwarded-Host`, a made-up `Host`):
 * - the platform's own host (base domain, `www.`, `localhost`, an IP) → `PUBLIC_URL`'s origin;
 * - a shop's sub-domain → `{slug}.{PUBLIC_BASE_DOMAIN}` (or `{slug}.localhost`) on `PUBLIC_URL`'s
 *   scheme and port;
 * - a shop's own domain, once host addressing has found the shop that verified it (`shopFound`)
 *   → that domain on `PUBLIC_URL`'s scheme;
 * - any other host → `PUBLIC_URL`'s origin, with `known` false (robots.txt then keeps crawlers out).
 */
export function publicOrigin(
  publicUrl: string,
  baseDomain: string,
  hostHeader: string | undefined,
  shopFound: boolean,
): { origin: string; known: boolean } {
  const base = new URL(publicUrl)
  const address = addressOf(hostHeader, baseDomain)
  if (address.by === 'path') return { origin: base.origin, known: true }
  const port = base.port ? `:${base.port}` : ''
  if (address.by === 'subdomain') {
    const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
    const parent = host.endsWith(`.${baseDomain.toLowerCase()}`) ? baseDomain.toLowerCase() : 'localhost'
    return { origin: `${base.protocol}//${address.slug}.${parent}${port}`, known: true }
  }
  if (shopFound && /^[a-z0-9.-]+$/.test(address.domain)) {
    return { origin: `${base.protocol}//${address.domain}`, known: true }
  }
  return { origin: base.origin, known: false }
}
