import { LOCALE_COOKIE, type Locale, negotiateLocale } from '@tianguis/core/locales'
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router'
import { readCookie } from '../lib/cookies'
import type { MessageKey } from './es-MX'
import { type MessageParams, type Translate, translatorFrom } from './format'
import type { MessagePrefix, RouteMessages } from './prefixes'
import { keyHasPrefix } from './prefixes'
import { MESSAGES } from './translate'

/**
 * Server side of decision 019: each route's loader sends the browser only the messages of its
 * own area, in the visitor's locale. The catalogues (es-MX.ts, es-AR.ts, en.ts) stay the one
 * source of truth per locale; this only picks from them.
 */

/** The visitor's locale for this request: the `locale` cookie, then Accept-Language (decision 012). */
export function requestLocale(request: Request): Locale {
  return negotiateLocale(
    readCookie(request.headers.get('cookie'), LOCALE_COOKIE),
    request.headers.get('accept-language') ?? undefined,
  )
}

/**
 * `t()` over `locale`'s whole catalogue, for a loader that sends a text already worked out (the
 * item page's price and return policy) rather than the messages the rule chooses from.
 */
export function serverTranslator(locale: Locale): Translate {
  return translatorFrom([MESSAGES[locale]])
}

/** The visitor's locale and `t()` over its whole catalogue, for a loader that works texts out. */
export function requestTranslation(request: Request): { locale: Locale; t: Translate } {
  const locale = requestLocale(request)
  return { locale, t: serverTranslator(locale) }
}

/** One message in the visitor's locale, for an action's answer. */
export function requestText(request: Request, key: MessageKey, params?: MessageParams): string {
  return requestTranslation(request).t(key, params)
}

const picked = new Map<string, RouteMessages>()

/**
 * The messages of `locale` whose keys have one of `prefixes` and none of `except` (computed once
 * per locale and lists).
 */
export function messagesFor(
  locale: Locale,
  prefixes: readonly MessagePrefix[],
  except: readonly MessagePrefix[] = [],
): RouteMessages {
  const id = `${locale} ${prefixes.join(' ')} - ${except.join(' ')}`
  let messages = picked.get(id)
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(MESSAGES[locale]).filter(
        ([key]) => keyHasPrefix(key, prefixes) && !keyHasPrefix(key, except),
      ),
    ) as RouteMessages
    picked.set(id, messages)
  }
  return messages
}

/** What a wrapped loader's data carries besides its own fields. */
export interface WithRouteMessages {
  messages: RouteMessages
}

/** A loader's result with the messages added (a Response passes through). */
export type WithMessagesResult<R> = R extends Response
  ? R
  : R extends DataWithResponseInit<infer D>
    ? DataWithResponseInit<D & WithRouteMessages>
    : R extends null | undefined
      ? WithRouteMessages
      : R & WithRouteMessages

/** What a loader's result carries as data: the object itself, or what `data()` wraps. */
export type LoaderDataOf<R> = R extends Response ? never : R extends DataWithResponseInit<infer D> ? D : R

function isDataWithInit(value: unknown): value is DataWithResponseInit<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'DataWithResponseInit'
  )
}

/**
 * A route's loader that also sends the messages of `prefixes` (read by `useT()` and `metaT()`,
 * which look through every matched route's messages). One line per route:
 *
 *   export const loader = withMessages(['items', 'sections'], ({ request, context, params }: Route.LoaderArgs) => …)
 *
 * `prefixes` may also be a function of the loader's data, for a route whose page depends on it.
 * The loader may return a plain object, `data(object, init)` or a Response (a redirect, passed
 * through as it is). Anything else is a programming error.
 */
export function withMessages<Args extends { request: Request }, Result>(
  prefixes: readonly MessagePrefix[] | ((data: LoaderDataOf<Awaited<Result>>) => readonly MessagePrefix[]),
  loader: (args: Args) => Result,
): (args: Args) => Promise<WithMessagesResult<Awaited<Result>>> {
  return async (args) => {
    const result = await loader(args)
    if (result instanceof Response) return result as WithMessagesResult<Awaited<Result>>
    const data = (isDataWithInit(result) ? result.data : result) as LoaderDataOf<Awaited<Result>>
    const messages = messagesFor(
      requestLocale(args.request),
      typeof prefixes === 'function' ? prefixes(data) : prefixes,
    )
    if (isDataWithInit(result)) {
      result.data = withRouteMessages(result.data, messages)
      return result as WithMessagesResult<Awaited<Result>>
    }
    return withRouteMessages(result, messages) as WithMessagesResult<Awaited<Result>>
  }
}

function withRouteMessages(data: unknown, messages: RouteMessages): unknown {
  if (data === null || data === undefined) return { messages }
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new TypeError('withMessages: the loader must return an object, data(object) or a Response')
  }
  return { ...data, messages }
}
