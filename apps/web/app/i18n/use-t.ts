import type { Locale } from '@tianguis/core/locales'
import { useMatches } from 'react-router'
import { useRootData } from '../lib/root-data'
import { routeMessages, type Translate, translatorFrom } from './format'

/** The page's locale, negotiated once by the root loader. */
export function useLocale(): Locale {
  return useRootData().locale
}

/** `t(key, params)` in the page's locale, from the messages the matched routes' loaders sent. */
export function useT(): Translate {
  return translatorFrom(routeMessages(useMatches()))
}
