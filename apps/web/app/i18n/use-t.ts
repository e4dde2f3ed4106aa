import type { Locale } from '@tianguis/core/locales'
import { useRootData } from '../lib/root-data'
import { type Translate, translator } from './translate'

/** The page's locale, negotiated once by the root loader. */
export function useLocale(): Locale {
  return useRootData().locale
}

/** `t(key, params)` in the page's locale. */
export function useT(): Translate {
  return translator(useLocale())
}
