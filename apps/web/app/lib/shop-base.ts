/**
 * Which shop a request is for, and where its pages live as the browser sees them.
 *
 * Routes are `/:shop?/…`: on the platform host the first segment names the shop (`/demo/login`)
 * or is absent (`/login`, the platform's own pages); on a shop's sub-domain or own domain the
 * server names the shop (`hostShopSlug`) and paths carry no slug (`/login`). The browser's URL
 * and the router's match are therefore the same everywhere, so every page hydrates.
 */
export interface Addressing {
  /** The shop, or null for the platform's own pages. */
  slug: string | null
  /** Prefix of this shop's links: '/{slug}' by path, '' on the shop's host and on the platform. */
  base: string
  /** A first path segment on a shop's host that is not one of its pages: answered with 404. */
  misplaced: boolean
}

export function addressing(paramShop: string | undefined, hostShopSlug: string | null): Addressing {
  if (hostShopSlug !== null) return { slug: hostShopSlug, base: '', misplaced: paramShop !== undefined }
  if (paramShop !== undefined) return { slug: paramShop, base: `/${paramShop}`, misplaced: false }
  return { slug: null, base: '', misplaced: false }
}

/** The shop's home as a link target: never empty. */
export function shopHome(base: string): string {
  return base || '/'
}
