/**
 * The page's path and query as the browser shows it. A loader or action called by the page's
 * script (React Router's single fetch) sees `{path}.data` and a `_routes` parameter: both are
 * dropped, so a `next` built from it brings the visitor back to the page, not to its data.
 */
export function pagePath(request: Request): string {
  const url = new URL(request.url)
  url.searchParams.delete('_routes')
  const path = url.pathname.replace(/^\/_root\.data$/, '/').replace(/\.data$/, '')
  const search = url.searchParams.toString()
  return search ? `${path}?${search}` : path
}
