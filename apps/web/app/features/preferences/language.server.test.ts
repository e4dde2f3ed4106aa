import { describe, expect, it } from 'vitest'
import { localeCookie, setLanguage } from './language.server'

function post(fields: Record<string, string>, url = 'http://localhost/preferencias/idioma') {
  return new Request(url, { method: 'POST', body: new URLSearchParams(fields) })
}

describe('language preference', () => {
  it('remembers the locale for a year, site-wide, then goes back', async () => {
    const response = await setLanguage(post({ locale: 'en', next: '/demo/perfil?x=1' }))
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/demo/perfil?x=1')
    expect(response.headers.get('set-cookie')).toBe(localeCookie('en', false))
    expect(localeCookie('en', false)).toBe('locale=en; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly')
  })

  it('marks the cookie Secure over https', async () => {
    const response = await setLanguage(
      post({ locale: 'es-AR', next: '/' }, 'https://tianguis.example/preferencias/idioma'),
    )
    expect(response.headers.get('set-cookie')).toContain('; Secure')
  })

  it('ignores unknown locales and foreign destinations', async () => {
    const response = await setLanguage(post({ locale: 'fr', next: '//evil.example' }))
    expect(response.headers.get('location')).toBe('/')
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})
