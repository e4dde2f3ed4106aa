import { DEFAULT_LOCALE, isLocale, type Locale } from '@tianguis/core/locales'
import { useRouteLoaderData } from 'react-router'
import type { RouteMessages } from '../i18n/prefixes'

/** What the root loader tells every page. */
export interface RootData {
  locale: Locale
  /** The current year, for footers (from the server, so hydration agrees). */
  year: number
  /** The frame's messages in the visitor's locale (SHELL_MESSAGES); pages add their own (decision 019). */
  messages: RouteMessages
}

export function useRootData(): RootData {
  const data = useRouteLoaderData('root') as Partial<RootData> | undefined
  return {
    locale: isLocale(data?.locale) ? data.locale : DEFAULT_LOCALE,
    year: typeof data?.year === 'number' ? data.year : new Date().getFullYear(),
    messages: data?.messages ?? {},
  }
}
