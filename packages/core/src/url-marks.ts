/**
 * A same-site path with one more query mark (`pago=hecho`, `hecho=<id>`, `fallo=<code>`): where a
 * provider's return sends the browser, for the page to say what happened. Keeps the path's own query.
 */
export function withMark(path: string, name: string, value: string): string {
  const url = new URL(path, 'http://site.invalid')
  url.searchParams.set(name, value)
  return `${url.pathname}${url.search}`
}
