import { DEFAULT_LOCALE, isLocale, type Locale } from '@tianguis/core/locales'
import type { MessageKey } from '../i18n/es-MX'
import { translate } from '../i18n/translate'

type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>

/** The locale the root loader chose, as seen from a route's `meta` function. */
export function metaLocale(matches: MetaMatches): Locale {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { locale?: unknown } | undefined
  return isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE
}

/** `<title>` of a platform page: '{page} · Tianguis'. */
export function platformTitle(matches: MetaMatches, key: MessageKey) {
  const locale = metaLocale(matches)
  return [{ title: `${translate(locale, key)} · ${translate(locale, 'platform.name')}` }]
}
