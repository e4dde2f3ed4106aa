import { LOCALE_COOKIE, type Locale, negotiateLocale } from '@tianguis/core/locales'
import { redirect } from 'react-router'
import { readCookie } from '../../lib/cookies'
import { pagePath } from '../../lib/page-path'

/** The visitor's locale, negotiated as the root loader does (the `locale` cookie, then Accept-Language). */
export function requestLocale(request: Request): Locale {
  return negotiateLocale(
    readCookie(request.headers.get('cookie'), LOCALE_COOKIE),
    request.headers.get('accept-language') ?? undefined,
  )
}

/** Sends a visitor without a session to log in, then back to this page. */
export function toLogin(request: Request, base: string): Response {
  return redirect(`${base}/login?next=${encodeURIComponent(pagePath(request))}`)
}
