import { DEFAULT_LOCALE, isLocale, type Locale } from '@tianguis/core/locales'

type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>

/** The locale the root loader chose, as seen from a route's `meta` function. */
export function metaLocale(matches: MetaMatches): Locale {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { locale?: unknown } | undefined
  return isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE
}
