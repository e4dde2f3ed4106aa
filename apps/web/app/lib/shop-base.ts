/**
 * Where a shop's pages live as the browser sees them: '/{slug}' when the shop is addressed by
 * path, '' when the request came on the shop's own host (the server rewrote /x to /{slug}/x).
 */
export function shopBase(slug: string, hostShopSlug: string | null): string {
  return hostShopSlug !== null && hostShopSlug === slug ? '' : `/${slug}`
}

/** The shop's home as a link target: never empty. */
export function shopHome(base: string): string {
  return base || '/'
}

/**
 * Turns the router's path (always /{slug}/...) into the path the browser shows, so links such
 * as `next` keep working on a shop's own host.
 */
export function browserPath(routerPath: string, slug: string, base: string): string {
  if (base !== '') return routerPath
  const prefix = `/${slug}`
  if (routerPath === prefix) return '/'
  if (routerPath.startsWith(`${prefix}/`)) return routerPath.slice(prefix.length)
  return routerPath
}
