/**
 * Canonical links (issue 11, decision 035). Every shop and platform page names one address as
 * its own, so a shop reached by path, by sub-domain and by its own domain is one page to search
 * engines, and query-string noise (tracking ids, sort order, `next`) does not make copies.
 *
 * - The platform's pages: `PUBLIC_URL`'s origin + the path.
 * - A shop with `canonical_url` (its own domain): that origin + the path below the shop.
 * - Any other shop: `PUBLIC_URL`'s origin + `/{slug}` + the path below the shop, also when the
 *   page was reached on the shop's sub-domain (sub-domains are a convenience; the platform's own
 *   address is the one every deployment serves).
 */

/** Query parameters that change what a page shows (001 §2 page and filter; the platform lists' type and offset). */
export const CANONICAL_QUERY = ['filter', 'offset', 'page', 'type'] as const

/** Values that mean the same as no parameter at all. */
function isDefault(name: string, value: string): boolean {
  return (name === 'page' && value === '1') || (name === 'offset' && value === '0')
}

/**
 * Where this shop's (or the platform's) pages canonically live: an origin with the shop's path
 * when it has no domain of its own. `canonicalUrl` is the shop's own domain (bare, `https://` or
 * `http://` form, as host addressing accepts it); one that does not parse is ignored.
 */
export function canonicalRoot(
  platformOrigin: string,
  slug: string | null,
  canonicalUrl?: string | null,
): string {
  const own = canonicalUrl?.trim()
  if (own) {
    try {
      return new URL(/^https?:\/\//i.test(own) ? own : `https://${own}`).origin
    } catch {
      // Not an address: fall back to the shop's path on the platform.
    }
  }
  const origin = new URL(platformOrigin).origin
  return slug === null ? origin : `${origin}/${encodeURIComponent(slug)}`
}

/**
 * The canonical address of the page at `pathname?search`, where `base` is the prefix the request
 * used for the shop ('/demo' by path, '' on the shop's own host and on the platform).
 */
export function canonicalHref(root: string, base: string, pathname: string, search: string): string {
  const below =
    base && (pathname === base || pathname.startsWith(`${base}/`)) ? pathname.slice(base.length) : pathname
  const url = new URL(root)
  const rest = below.replace(/\/+$/, '')
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${rest}` || '/'
  const query = new URLSearchParams(search)
  for (const name of CANONICAL_QUERY) {
    const value = query.get(name)?.trim()
    if (value && !isDefault(name, value)) url.searchParams.set(name, value)
  }
  return url.href
}

type Descriptor = Record<string, unknown>
type Matches = ReadonlyArray<{ id: string; meta?: Descriptor[] } | undefined>

const LAYOUT_ID = 'routes/storefront/layout'

/**
 * A page's own tags plus the canonical link the layout worked out for this address: React Router
 * uses only the deepest route's `meta`, so a page that has its own must carry the layout's link
 * along. A page that asks not to be indexed gets none.
 */
export function withCanonical(matches: Matches, tags: Descriptor[]): Descriptor[] {
  if (tags.some((tag) => tag.name === 'robots' && String(tag.content).includes('noindex'))) return tags
  const layout = matches.find((match) => match?.id === LAYOUT_ID)?.meta ?? []
  const canonical = layout.filter((tag) => tag.rel === 'canonical')
  return [...tags.filter((tag) => tag.rel !== 'canonical'), ...canonical]
}

/**
 * A shop's task page (the cart, the checkout, the paid page; decision 044): its own title before
 * the shop's name, and the layout's other tags kept (the shop's description, image, canonical
 * link). Crawlers are kept out by robots.txt (seo-files.ts disallows the cart and checkout paths),
 * so a `noindex` would never be read; sitemaps never list them.
 */
export function taskPageMeta(matches: Matches, title: string): Descriptor[] {
  const layout = matches.find((match) => match?.id === LAYOUT_ID)?.meta ?? []
  const shopName = layout.find((tag) => typeof tag.title === 'string')?.title
  const full = shopName ? `${title} | ${String(shopName)}` : title
  return [
    { title: full },
    { property: 'og:title', content: full },
    ...layout.filter((tag) => tag.title === undefined && tag.property !== 'og:title'),
  ]
}
