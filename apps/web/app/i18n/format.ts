import type { Locale } from '@tianguis/core/locales'
import type { MessageKey, Messages } from './es-MX'

/**
 * What the browser needs to show messages: filling placeholders from the one locale the root
 * loader sent. No message catalogue is imported here, so pages ship only the visitor's language.
 */
export type MessageParams = Record<string, string | number>
export type Translate = (key: MessageKey, params?: MessageParams) => string

/** What each locale is called in its own language (for the language selector). */
export const LOCALE_NAMES: Record<Locale, string> = {
  'es-MX': 'Español (México)',
  'es-AR': 'Español (Argentina)',
  en: 'English',
}

/** `{name}` placeholders filled from `params`; unknown ones are left as they are. */
export function fill(message: string, params?: MessageParams): string {
  if (!params) return message
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

/** `t(key, params)` over one locale's messages; a missing key shows itself rather than nothing. */
export function translatorFrom(messages: Partial<Messages>): Translate {
  return (key, params) => fill(messages[key] ?? key, params)
}
