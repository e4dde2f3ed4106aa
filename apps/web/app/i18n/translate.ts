import type { Locale } from '@tianguis/core/locales'
import { en } from './en'
import { esAR } from './es-AR'
import { esMX, type MessageKey, type Messages } from './es-MX'
import { fill, type MessageParams } from './format'

/**
 * Every locale's messages. Server-side only (loaders and tests): the root loader sends the
 * visitor's locale to the page (lib/root-data.ts), so the client bundle carries none of this.
 */
export const MESSAGES: Record<Locale, Messages> = { 'es-MX': esMX, 'es-AR': esAR, en }

/** The message for `key` in `locale`, with `{name}` placeholders filled from `params`. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return fill(MESSAGES[locale][key] ?? esMX[key], params)
}
