import { describe, expect, it } from 'vitest'
import { htmlThemeClass, themeChoiceFrom, themeCookie } from './color-scheme'
import { setTheme } from './theme.server'

function post(fields: Record<string, string>, url = 'http://localhost/preferencias/tema') {
  return new Request(url, { method: 'POST', body: new URLSearchParams(fields) })
}

describe('light and dark (001 §4 Theme)', () => {
  it('keeps the choice for 365 days, site-wide, then goes back', async () => {
    const response = await setTheme(post({ theme: 'dark', next: '/demo/productos?page=2' }))
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/demo/productos?page=2')
    expect(response.headers.get('set-cookie')).toBe(
      'theme=dark; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly',
    )
    expect(themeCookie('light', true)).toContain('; Secure')
  })

  it('ignores unknown themes and foreign destinations', async () => {
    const response = await setTheme(post({ theme: 'purple', next: 'https://evil.example' }))
    expect(response.headers.get('location')).toBe('/')
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('reads the cookie', () => {
    expect(themeChoiceFrom('locale=en; theme=dark')).toBe('dark')
    expect(themeChoiceFrom('theme=light')).toBe('light')
    expect(themeChoiceFrom('theme=blue')).toBeNull()
    expect(themeChoiceFrom(null)).toBeNull()
  })

  it('puts the class on <html>: the choice, else the system preference, only where dark mode is allowed', () => {
    expect(htmlThemeClass('dark', true)).toBe('dark')
    expect(htmlThemeClass('light', true)).toBe('')
    expect(htmlThemeClass(null, true)).toBe('theme-system')
    expect(htmlThemeClass('dark', false)).toBe('')
    expect(htmlThemeClass(null, false)).toBe('')
  })
})
