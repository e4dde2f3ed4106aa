import { redirect } from 'react-router'
import { safeNext } from '../../lib/next-path'
import { isThemeChoice, themeCookie } from './color-scheme'

/** POST /preferencias/tema: theme (light|dark) + next → the cookie, then back to a same-site `next`. */
export async function setTheme(request: Request): Promise<Response> {
  const form = await request.formData()
  const theme = form.get('theme')
  const to = safeNext(form.get('next'), '/')
  if (!isThemeChoice(theme)) return redirect(to)
  const secure = new URL(request.url).protocol === 'https:'
  return redirect(to, { headers: { 'set-cookie': themeCookie(theme, secure) } })
}
