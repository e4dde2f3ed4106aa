import { data, type RouterContextProvider } from 'react-router'
import { checkoutErrorKey, isCheckoutErrorCode } from '../../i18n/checkout.messages'
import type { Translate } from '../../i18n/format'
import type { ApiError, ApiResult } from '../../lib/api.server'
import { pagePath } from '../../lib/page-path'
import { addressingFor } from '../shop/shop.server'

/**
 * What the checkout pages' loader and actions share (002 §2, §4; decisions 041, 049): `{base}/comprar`,
 * `{base}/comprar?proveedor=…`, `{base}/comprar-articulo/:owner/:id` and `{base}/pagado/:checkout`.
 * Every step is a form post to the page's action, so the pages work without JavaScript; the
 * card's data never comes here (only its token). The loader is checkout-loader.server.ts, the
 * action checkout-action.server.ts with one file per step (contact-action.server.ts, …).
 *
 * Which checkout a page shows is in its address (`?compra=<id>`): the first visit creates one
 * and redirects there, so a reload resumes it and 'restart' simply leaves the mark out.
 */
export type Context = Readonly<RouterContextProvider>

/** The query parameter naming the checkout a page shows. */
export const CHECKOUT_PARAM = 'compra'

/** How a page starts its checkout: the master one, one supplier's order, buy now, or a shared link's. */
export type StartKind =
  | { kind: 'cart'; supplierId: string | null }
  | { kind: 'item'; itemId: string; quantity: number; variants: Record<string, string> }
  | { kind: 'shared'; publicSlug: string }

export interface CheckoutFailure {
  code: string
  message: string
  /** A payment failure's code at the provider (`card_declined`, `expired_card`), passed to the card form. */
  providerCode?: string
}

/** The shop's slug and base, or a 404 on the platform's own host (checkouts live in shops). */
export function shopOf(params: { shop?: string | undefined }, context: Context) {
  const { slug, base } = addressingFor(params.shop, context)
  if (slug === null) throw data({ reason: 'not_found' }, { status: 404 })
  return { slug, base }
}

export const checkoutPath = (slug: string, id?: string) =>
  `/api/v1/shops/${encodeURIComponent(slug)}/checkouts${id ? `/${encodeURIComponent(id)}` : ''}`

/** The words for an API failure: ours for the checkout codes, else the API's own, else 002 §8's default. */
export function failureText(t: Translate, error: ApiError): string {
  if (isCheckoutErrorCode(error.code)) return t(checkoutErrorKey(error.code))
  return error.message || t('checkout.error.purchase_unavailable')
}

/** The current address without the checkout mark (or with another). */
export function withCheckout(request: Request, id: string | null): string {
  const url = new URL(pagePath(request), 'http://page.invalid')
  if (id === null) url.searchParams.delete(CHECKOUT_PARAM)
  else url.searchParams.set(CHECKOUT_PARAM, id)
  return url.pathname + url.search
}

/** The query parameter the 3-D Secure return puts a failed payment's code in. */
export const FAILURE_PARAM = 'fallo'

/** A form field's text, trimmed ('' when it is missing or a file). */
export function text(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/** What an action answers when a step fails: the message, and the fields' own. */
export interface ActionFailure {
  failure: CheckoutFailure & { fields?: Record<string, string> }
  /** `pay` only: the failure came from paying (toast, checkout re-read). */
  payment?: boolean
}

export function failed(t: Translate, result: Extract<ApiResult<unknown>, { ok: false }>, payment = false) {
  const providerCode = result.error.details?.provider_code
  const body: ActionFailure = {
    failure: {
      code: result.error.code,
      // A payment failure without words of its own is 002 §8's generic 'Ha ocurrido un error'.
      message: payment ? paymentFailureText(t, result.error) : failureText(t, result.error),
      ...(result.error.fields ? { fields: result.error.fields } : {}),
      ...(payment && typeof providerCode === 'string' ? { providerCode: providerCode.slice(0, 60) } : {}),
    },
    ...(payment ? { payment } : {}),
  }
  return data(body, { status: result.status })
}

/** A payment failure's words: ours for a checkout code, else the API's (the provider's), else generic. */
export function paymentFailureText(t: Translate, error: Pick<ApiError, 'code' | 'message'>): string {
  if (isCheckoutErrorCode(error.code)) return t(checkoutErrorKey(error.code))
  return error.message || t('checkout.error.generic')
}
