import type { Locale } from '@tianguis/core/locales'
import { en } from './en'
import { esAR } from './es-AR'
import { esMX, type MessageKey, type Messages } from './es-MX'

export const MESSAGES: Record<Locale, Messages> = { 'es-MX': esMX, 'es-AR': esAR, en }

/** What each locale is called in its own language (for the language selector). */
export const LOCALE_NAMES: Record<Locale, string> = {
  'es-MX': 'Español (México)',
  'es-AR': 'Español (Argentina)',
  en: 'English',
}

export type MessageParams = Record<string, string | number>
export type Translate = (key: MessageKey, params?: MessageParams) => string

/** The message for `key` in `locale`, with `{name}` placeholders filled from `params`. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const message = MESSAGES[locale][key] ?? esMX[key]
  if (!params) return message
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

export function translator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params)
}
