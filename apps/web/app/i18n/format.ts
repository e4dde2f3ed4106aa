import type { Locale } from '@tianguis/core/locales'
import type { MessageKey } from './es-MX'
import type { RouteMessages } from './prefixes'

/**
 * What the browser needs to show messages: filling placeholders from the messages the loaders
 * sent. No message catalogue is imported here, so pages ship only what their routes ask for.
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

/** The messages each matched route's loader sent, root first (decision 019). */
export function routeMessages(
  matches: ReadonlyArray<{ loaderData?: unknown } | undefined>,
): (RouteMessages | undefined)[] {
  return matches.map(
    (match) => (match?.loaderData as { messages?: RouteMessages } | null | undefined)?.messages,
  )
}

/**
 * `t(key, params)` over the messages of the matched routes, the deepest route first; a missing
 * key shows itself rather than nothing (pages.test.ts fails when a page shows a key).
 */
export function translatorFrom(catalogues: ReadonlyArray<RouteMessages | undefined>): Translate {
  return (key, params) => {
    for (let i = catalogues.length - 1; i >= 0; i--) {
      const message = catalogues[i]?.[key]
      if (message !== undefined) return fill(message, params)
    }
    return fill(key, params)
  }
}
