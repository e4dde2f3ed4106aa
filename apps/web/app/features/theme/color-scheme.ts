import { THEME_COOKIE_DAYS } from '@tianguis/core/constants'
import { readCookie } from '../../lib/cookies'

/** The visitor's light or dark choice (001 §4 "Theme"), kept in this cookie. */
export const THEME_COOKIE = 'theme'
export type ThemeChoice = 'light' | 'dark'

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === 'light' || value === 'dark'
}

export function themeChoiceFrom(cookieHeader: string | null | undefined): ThemeChoice | null {
  const value = readCookie(cookieHeader, THEME_COOKIE)
  return isThemeChoice(value) ? value : null
}

/**
 * The class on <html>, decided on the server so the first paint is right: 'dark' for a dark
 * choice, 'theme-system' (dark through prefers-color-scheme) when there is no choice, '' for
 * light. Only where dark mode is allowed (the shop's darkmode); the platform's pages stay light.
 */
export function htmlThemeClass(
  choice: ThemeChoice | null,
  darkAllowed: boolean,
): '' | 'dark' | 'theme-system' {
  if (!darkAllowed || choice === 'light') return ''
  return choice === 'dark' ? 'dark' : 'theme-system'
}

/** The Set-Cookie value that keeps the choice for THEME_COOKIE_DAYS. */
export function themeCookie(choice: ThemeChoice, secure: boolean): string {
  const parts = [
    `${THEME_COOKIE}=${choice}`,
    'Path=/',
    `Max-Age=${THEME_COOKIE_DAYS * 24 * 60 * 60}`,
    'SameSite=Lax',
    'HttpOnly',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/**
 * May the visitor switch between light and dark in this shop (001 §6 "dark-mode toggle only when
 * allowed")? The shop allows dark mode and does not hide the switch. The platform's pages never.
 */
export function themeChoiceAllowed(shop: { darkmode: boolean; hidden_darkmode: boolean } | null): boolean {
  return shop?.darkmode === true && !shop.hidden_darkmode
}
