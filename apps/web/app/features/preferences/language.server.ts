import { isLocale, LOCALE_COOKIE } from '@tianguis/core/locales'
import { redirect } from 'react-router'
import { safeNext } from '../../lib/next-path'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/** The Set-Cookie value that remembers the visitor's language for a year. */
export function localeCookie(locale: string, secure: boolean): string {
  const parts = [
    `${LOCALE_COOKIE}=${locale}`,
    'Path=/',
    `Max-Age=${ONE_YEAR_SECONDS}`,
    'SameSite=Lax',
    'HttpOnly',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** POST /preferencias/idioma: locale + next → cookie, then back to a same-site `next`. */
export async function setLanguage(request: Request): Promise<Response> {
  const form = await request.formData()
  const locale = form.get('locale')
  const to = safeNext(form.get('next'), '/')
  if (!isLocale(locale)) return redirect(to)
  const secure = new URL(request.url).protocol === 'https:'
  return redirect(to, { headers: { 'set-cookie': localeCookie(locale, secure) } })
}
