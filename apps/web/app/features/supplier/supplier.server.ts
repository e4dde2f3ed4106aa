import { LOCALE_COOKIE, type Locale, negotiateLocale } from '@tianguis/core/locales'
import { redirect } from 'react-router'
import { readCookie } from '../../lib/cookies'

/** The visitor's locale, negotiated as the root loader does (the `locale` cookie, then Accept-Language). */
export function requestLocale(request: Request): Locale {
  return negotiateLocale(
    readCookie(request.headers.get('cookie'), LOCALE_COOKIE),
    request.headers.get('accept-language') ?? undefined,
  )
}

/**
 * The page's path and query as the browser shows it. A submission made by the page's script
 * reaches the action at `{path}.data` (React Router's single fetch), with its own `_routes`
 * parameter: both are dropped.
 */
export function pagePath(request: Request): string {
  const url = new URL(request.url)
  url.searchParams.delete('_routes')
  const path = url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/')
  const search = url.searchParams.toString()
  return search ? `${path}?${search}` : path
}

/** Sends a visitor without a session to log in, then back to this page. */
export function toLogin(request: Request, base: string): Response {
  return redirect(`${base}/login?next=${encodeURIComponent(pagePath(request))}`)
}
