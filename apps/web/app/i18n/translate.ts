import type { Locale } from '@tianguis/core/locales'
import { en } from './en'
import { esAR } from './es-AR'
import { esMX, type MessageKey, type Messages } from './es-MX'
import { fill, type MessageParams } from './format'

/**
 * Every locale's messages. Server-side only (loaders and tests): each route's loader sends the
 * messages of its area in the visitor's locale (messages.server.ts, decision 019), so the client
 * bundle carries none of this.
 */
export const MESSAGES: Record<Locale, Messages> = { 'es-MX': esMX, 'es-AR': esAR, en }

/** The message for `key` in `locale`, with `{name}` placeholders filled from `params`. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return fill(MESSAGES[locale][key] ?? esMX[key], params)
}
