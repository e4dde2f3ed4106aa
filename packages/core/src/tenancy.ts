import { SLUG_MAX, SLUG_MIN } from './constants.ts'

/**
 * Platform paths that can never be shop slugs (architecture.md "Tenancy and addresses"),
 * plus the asset and health prefixes the server answers itself.
 */
export const RESERVED_PATHS = [
  'api',
  'apps',
  'marketplace',
  'red-comercial',
  'products',
  'services',
  'negocios',
  'profiles',
  'web',
  'mis-compras',
  // My tickets (002 §2; decision 083), the platform's and each shop's.
  'mis-boletos',
  // My wallet and the platform's ledger report (decision 090).
  'billetera',
  'plataforma',
  'shopping-cart',
  'asistentes',
  // The plans' landing pages (002 §2; decision 092).
  'tiendaenlinea',
  'negociodigital',
  'mkt',
  'ayuda',
  'login',
  'signup',
  'logout',
  'recuperar',
  'perfil',
  'preferencias',
  // A shop's own pages (001 §2 "Shop pages", footer, cart and checkout): static routes under
  // `:shop?` in apps/web/app/routes.ts, so no shop may take these names (decision 014).
  'productos',
  'servicios',
  'experiencias',
  'catalogos',
  'blogs',
  'franquicias',
  'info',
  'promoted',
  'carrito',
  'comprar',
  'comprar-articulo',
  'pagado',
  'admin',
  'acerca',
  'contacto',
  'terminos',
  'privacidad',
  'assets',
  'uploads',
  'static',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
  'sugerencias',
  'healthz',
  'readyz',
  '__manifest',
] as const

const RESERVED = new Set<string>(RESERVED_PATHS)

export function isReservedPath(segment: string): boolean {
  return RESERVED.has(segment.toLowerCase())
}

const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/

/** A shop or profile slug: lower-case letters, digits and inner hyphens, 3 to 60 long, not reserved. */
export function slugProblem(slug: string): 'format' | 'reserved' | null {
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug)) return 'format'
  if (isReservedPath(slug)) return 'reserved'
  return null
}

export type ShopAddress =
  /** `{slug}.{baseDomain}`: every path belongs to that shop. */
  | { by: 'subdomain'; slug: string }
  /** A host that is neither the platform nor one of its sub-domains: a shop's own domain. */
  | { by: 'domain'; domain: string }
  /** The platform host: shops are addressed by the first path segment. */
  | { by: 'path' }

/**
 * Tells how a request's host addresses a shop. `baseDomain` is PUBLIC_BASE_DOMAIN
 * (for example `tianguis.test`); `localhost`, IPs and the base domain itself are the platform.
 */
export function addressOf(hostHeader: string | undefined, baseDomain: string): ShopAddress {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
  const base = baseDomain.toLowerCase()
  if (!host || host === base || host === 'localhost' || host === `www.${base}` || /^[\d.]+$|^\[/.test(host)) {
    return { by: 'path' }
  }
  if (host.endsWith(`.${base}`)) {
    const label = host.slice(0, -base.length - 1)
    if (!label.includes('.') && slugProblem(label) === null) return { by: 'subdomain', slug: label }
    return { by: 'path' }
  }
  if (host.endsWith('.localhost')) {
    const label = host.slice(0, -'.localhost'.length)
    if (!label.includes('.') && slugProblem(label) === null) return { by: 'subdomain', slug: label }
  }
  return { by: 'domain', domain: host }
}

/** Paths a shop host never rewrites: the API, assets and health checks are the platform's. */
export function isPlatformOnlyPath(path: string): boolean {
  const first = path.split('?')[0]?.split('/')[1] ?? ''
  return ['api', 'assets', 'static', 'uploads', 'healthz', 'readyz', '__manifest'].includes(first)
}
