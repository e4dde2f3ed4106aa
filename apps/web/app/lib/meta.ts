import { DEFAULT_LOCALE, isLocale, type Locale } from '@tianguis/core/locales'
import { routeMessages, type Translate, translatorFrom } from '../i18n/format'

type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>

function rootData(matches: MetaMatches) {
  return matches.find((match) => match?.id === 'root')?.loaderData as { locale?: unknown } | undefined
}

/** The locale the root loader chose, as seen from a route's `meta` function. */
export function metaLocale(matches: MetaMatches): Locale {
  const locale = rootData(matches)?.locale
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}

/** `t()` for a route's `meta` function, over the messages the matched routes' loaders sent. */
export function metaT(matches: MetaMatches): Translate {
  return translatorFrom(routeMessages(matches))
}
