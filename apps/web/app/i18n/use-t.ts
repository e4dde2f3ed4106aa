import type { Locale } from '@tianguis/core/locales'
import { useRootData } from '../lib/root-data'
import { type Translate, translatorFrom } from './format'

/** The page's locale, negotiated once by the root loader. */
export function useLocale(): Locale {
  return useRootData().locale
}

/** `t(key, params)` in the page's locale, from the messages the root loader sent. */
export function useT(): Translate {
  return translatorFrom(useRootData().messages)
}
