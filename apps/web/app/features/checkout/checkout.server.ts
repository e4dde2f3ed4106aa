import {
  type Address,
  addressList,
  branchList,
  type Checkout,
  checkout as checkoutContract,
  type DeliveryOption,
  deliveryOptions,
  paymentResult,
} from '@tianguis/core/contracts/checkout'
import { profile } from '@tianguis/core/contracts/identity'
import type { Locale } from '@tianguis/core/locales'
import { formatMoney } from '@tianguis/core/money'
import { trackingClearCookies } from '@tianguis/core/tracking'
import { data, type RouterContextProvider, redirect, redirectDocument } from 'react-router'
import { z } from 'zod'
import { checkoutErrorKey, isCheckoutErrorCode } from '../../i18n/checkout.messages'
import type { Translate } from '../../i18n/format'
import { requestTranslation } from '../../i18n/messages.server'
import { type Api, type ApiError, type ApiResult, createApi } from '../../lib/api.server'
import { readCookie } from '../../lib/cookies'
import { pagePath } from '../../lib/page-path'
import { VARIANT_FIELD_PREFIX } from '../cart/variant-fields'
import { addressingFor } from '../shop/shop.server'
import { secondsUntil } from './countdown'
import { provinceName } from './mx-provinces'
import type {
  CheckoutStatus,
  PageAddress,
  PageBranch,
  PageCheckout,
  PageDeliveryOption,
  PageOrder,
  PaymentChoice,
} from './page-checkout'

/**
 * Loaders and actions of the checkout pages (002 §2, §4; decisions 041, 049): `{base}/comprar`,
 * `{base}/comprar?proveedor=…`, `{base}/comprar-articulo/:owner/:id` and `{base}/pagado/:checkout`.
 * Every step is a form post to the page's action, so the pages work without JavaScript; the
 * card's data never comes here (only its token).
 *
 * Which checkout a page shows is in its address (`?compra=<id>`): the first visit creates one
 * and redirects there, so a reload resumes it and 'restart' simply leaves the mark out.
 */
type Context = Readonly<RouterContextProvider>

/** The query parameter naming the checkout a page shows. */
export const CHECKOUT_PARAM = 'compra'

/** How a page starts its checkout: the master one, one supplier's order, or buy now. */
export type StartKind =
  | { kind: 'cart'; supplierId: string | null }
  | { kind: 'item'; itemId: string; quantity: number; variants: Record<string, string> }

export interface CheckoutFailure {
  code: string
  message: string
}

/** The shop's slug and base, or a 404 on the platform's own host (checkouts live in shops). */
function shopOf(params: { shop?: string | undefined }, context: Context) {
  const { slug, base } = addressingFor(params.shop, context)
  if (slug === null) throw data({ reason: 'not_found' }, { status: 404 })
  return { slug, base }
}

const checkoutPath = (slug: string, id?: string) =>
  `/api/v1/shops/${encodeURIComponent(slug)}/checkouts${id ? `/${encodeURIComponent(id)}` : ''}`

/** The words for an API failure: ours for the checkout codes, else the API's own, else 002 §8's default. */
export function failureText(t: Translate, error: ApiError): string {
  if (isCheckoutErrorCode(error.code)) return t(checkoutErrorKey(error.code))
  return error.message || t('checkout.error.purchase_unavailable')
}

/** The current address without the checkout mark (or with another). */
function withCheckout(request: Request, id: string | null): string {
  const url = new URL(pagePath(request), 'http://page.invalid')
  if (id === null) url.searchParams.delete(CHECKOUT_PARAM)
  else url.searchParams.set(CHECKOUT_PARAM, id)
  return url.pathname + url.search
}

/** The tracking cookies go with a new checkout (002 §4; cleared by the server after an order). */
function tracking(request: Request) {
  const cookie = request.headers.get('cookie')
  const referral = readCookie(cookie, 'referralID')
  const campaign = readCookie(cookie, 'campaign')
  const click_id = readCookie(cookie, 'clickID')
  return {
    ...(referral ? { referral: referral.slice(0, 200) } : {}),
    ...(campaign ? { campaign: campaign.slice(0, 200) } : {}),
    ...(click_id ? { click_id: click_id.slice(0, 200) } : {}),
  }
}

async function startCheckout(api: Api, request: Request, slug: string, start: StartKind) {
  const body =
    start.kind === 'item'
      ? {
          item: {
            item_id: start.itemId,
            quantity: start.quantity,
            ...(Object.keys(start.variants).length > 0 ? { variants: start.variants } : {}),
          },
        }
      : start.supplierId
        ? { supplier_id: start.supplierId }
        : {}
  return api.send('POST', checkoutPath(slug), { ...body, ...tracking(request) }, checkoutContract)
}

/** What the page shows when a checkout cannot be started or shown. */
export interface CheckoutPageProblem {
  problem: CheckoutFailure
}

export type CheckoutPageData =
  | { checkout: PageCheckout; base: string; returned: CheckoutFailure | null }
  | (CheckoutPageProblem & { base: string })

/** The query parameter the 3-D Secure return puts a failed payment's code in. */
export const FAILURE_PARAM = 'fallo'

/**
 * The checkout page's loader: an anonymous visitor goes to the guest sign-in (which offers
 * logging in) and comes back; without `?compra=` a checkout is created and the page redirects to
 * it; with it, the checkout is read with the customer's saved addresses and, once it has an
 * address, each supplier order's delivery options.
 */
export async function loadCheckoutPage(
  request: Request,
  context: Context,
  params: { shop?: string | undefined },
  start: StartKind,
): Promise<Response | ReturnType<typeof data<CheckoutPageData>> | CheckoutPageData> {
  const { slug, base } = shopOf(params, context)
  const api = createApi(request, context)
  const { locale, t } = requestTranslation(request)
  const viewer = await api.get('/api/v1/me', profile)
  if (!viewer.ok || viewer.data.anonymous) {
    throw redirect(`${base}/comprar/invitado?next=${encodeURIComponent(withCheckout(request, null))}`)
  }
  const id = new URL(request.url).searchParams.get(CHECKOUT_PARAM)
  if (!id) {
    const started = await startCheckout(api, request, slug, start)
    if (!started.ok) {
      return data(
        { base, problem: { code: started.error.code, message: failureText(t, started.error) } },
        { status: started.status === 404 ? 404 : 409 },
      )
    }
    throw redirect(withCheckout(request, started.data.id))
  }
  const read = await api.get(checkoutPath(slug, id), checkoutContract)
  if (!read.ok) {
    if (read.status === 404) throw data({ reason: 'not_found' }, { status: 404 })
    return data(
      { base, problem: { code: read.error.code, message: failureText(t, read.error) } },
      { status: read.status },
    )
  }
  if (read.data.status === 'paid') throw redirect(`${base}/pagado/${encodeURIComponent(read.data.id)}`)
  const [saved, rates] = await Promise.all([savedAddresses(api), deliveryChoices(api, slug, read.data, t)])
  const failedCode = new URL(request.url).searchParams.get(FAILURE_PARAM)
  const returned = failedCode
    ? { code: failedCode.slice(0, 60), message: failureText(t, { code: failedCode, message: '' }) }
    : null
  return { base, returned, checkout: pageCheckout(read.data, saved, rates, locale, t) }
}

async function savedAddresses(api: Api): Promise<Address[]> {
  try {
    const result = await api.get('/api/v1/me/addresses', addressList)
    return result.ok ? result.data.results : []
  } catch {
    // Secondary data (conventions 5): the page still offers a new address.
    return []
  }
}

interface OrderChoices {
  options: DeliveryOption[] | null
  error: string | null
  branches: PageBranch[]
}

/** Each supplier order's delivery options (once there is an address) and, for to_branch, the branches. */
async function deliveryChoices(
  api: Api,
  slug: string,
  checkout: Checkout,
  t: Translate,
): Promise<Map<string, OrderChoices>> {
  const choices = new Map<string, OrderChoices>()
  if (
    !checkout.address ||
    checkout.status !== 'open' ||
    secondsUntil(checkout.expires_at, Date.now()) === 0
  ) {
    return choices
  }
  const postcode = checkout.address.postcode
  let branches: Promise<PageBranch[]> | null = null
  const branchesOnce = () => {
    branches ??= api
      .get(`${checkoutPath(slug)}/branches`, branchList, { postcode })
      .then((result) =>
        result.ok
          ? result.data.results.map((b) => ({ id: b.id, label: `${b.name} — ${b.street}, ${b.city}` }))
          : [],
      )
      .catch(() => [])
    return branches
  }
  await Promise.all(
    checkout.orders.map(async (order) => {
      const result = await api.send(
        'POST',
        `${checkoutPath(slug, checkout.id)}/rates`,
        { supplier_id: order.supplier.id },
        deliveryOptions,
      )
      if (!result.ok) {
        choices.set(order.supplier.id, { options: [], error: failureText(t, result.error), branches: [] })
        return
      }
      const toBranch = result.data.options.some((o) => o.delivery_type === 'to_branch')
      choices.set(order.supplier.id, {
        options: result.data.options,
        error: null,
        branches: toBranch ? await branchesOnce() : [],
      })
    }),
  )
  return choices
}

/** An option as the form posts it: `type|rate_id` (the rate is empty for fixed_delivery and collection). */
export function optionValue(type: string, rateId: string | null): string {
  return `${type}|${rateId ?? ''}`
}

function pageAddress(address: Address): PageAddress {
  return {
    id: address.id,
    name: address.recipient,
    street: address.street,
    number: address.exterior_number,
    postcode: address.postcode,
    city: address.city,
    provinceName: address.province_name,
    provinceCode: address.province_code,
    phone: address.phone,
  }
}

function pageOption(option: DeliveryOption, locale: Locale, t: Translate): PageDeliveryOption {
  const kind = t(`checkout.delivery.type.${option.delivery_type}`)
  const service = [option.carrier, option.service].filter(Boolean).join(' ')
  return {
    value: optionValue(option.delivery_type, option.rate_id),
    type: option.delivery_type,
    label: service ? `${kind} — ${service}` : kind,
    price: formatMoney({ amount: option.price, currency: option.currency }, locale),
    days: option.days,
  }
}

/** The API's checkout shaped for the page, money in the shop's currency and the visitor's locale. */
export function pageCheckout(
  checkout: Checkout,
  saved: Address[],
  choices: Map<string, OrderChoices>,
  locale: Locale,
  t: Translate,
  now = Date.now(),
): PageCheckout {
  const money = (amount: number, currency: string) => formatMoney({ amount, currency }, locale)
  const orders: PageOrder[] = checkout.orders.map((order) => {
    const choice = choices.get(order.supplier.id)
    return {
      supplierId: order.supplier.id,
      supplierName: order.supplier.name,
      lines: order.lines.map((line) => ({
        id: line.id,
        name: line.name,
        photo: line.photo,
        quantity: line.quantity,
        variants: Object.entries(line.variants)
          .map(([name, value]) => `${name}: ${value}`)
          .join(', '),
        total: money(line.total, line.currency),
      })),
      delivery: order.delivery ? optionValue(order.delivery.delivery_type, order.delivery.rate_id) : null,
      branchId: order.delivery?.agency_id ?? null,
      options: choice?.options ? choice.options.map((o) => pageOption(o, locale, t)) : null,
      optionsError: choice?.error ?? null,
      branches: choice?.branches ?? [],
      itemsTotal: money(order.items_total, order.currency),
      shipping: order.shipping_cost === null ? null : money(order.shipping_cost, order.currency),
      total: money(order.total, order.currency),
    }
  })
  const status: CheckoutStatus =
    checkout.status === 'open' && secondsUntil(checkout.expires_at, now) === 0 ? 'expired' : checkout.status
  return {
    id: checkout.id,
    status,
    expiresAt: checkout.expires_at,
    secondsLeft: status === 'expired' ? 0 : secondsUntil(checkout.expires_at, now),
    contact: { email: checkout.contact?.email ?? '', phone: checkout.contact?.phone ?? '' },
    address: checkout.address ? pageAddress(checkout.address) : null,
    savedAddresses: saved.map(pageAddress),
    orders,
    paymentTypes: checkout.enabled_payment_types.filter(
      (type): type is PaymentChoice => type === 'card' || type === 'store',
    ),
    // The API lists no saved cards yet (decision 049): the card form shows them once it does.
    savedCards: [],
    total: money(checkout.grand_total.amount, checkout.grand_total.currency),
    expected: checkout.grand_total,
    attemptKey: crypto.randomUUID(),
  }
}

// --- the actions ---

function text(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/** What an action answers when a step fails: the message, and the fields' own. */
export interface ActionFailure {
  failure: CheckoutFailure & { fields?: Record<string, string> }
  /** `pay` only: the failure came from paying (toast, checkout re-read). */
  payment?: boolean
}

function failed(t: Translate, result: Extract<ApiResult<unknown>, { ok: false }>, payment = false) {
  const body: ActionFailure = {
    failure: {
      code: result.error.code,
      message: failureText(t, result.error),
      ...(result.error.fields ? { fields: result.error.fields } : {}),
    },
    ...(payment ? { payment } : {}),
  }
  return data(body, { status: result.status })
}

function newAddress(form: FormData) {
  const code = text(form, 'province_code')
  return {
    recipient: text(form, 'recipient'),
    street: text(form, 'street'),
    exterior_number: text(form, 'exterior_number'),
    ...(text(form, 'interior_number') ? { interior_number: text(form, 'interior_number') } : {}),
    city: text(form, 'city'),
    province_code: code,
    province_name: provinceName(code) ?? text(form, 'province_name'),
    postcode: text(form, 'postcode'),
    country: 'MX' as const,
    phone: text(form, 'phone'),
  }
}

const payFields = z.object({
  payment_type: z.enum(['card', 'store']),
  card_token: z.string().min(1).max(200).optional(),
  card_id: z.string().min(1).max(100).optional(),
  msi_payments: z.coerce.number().int().min(1).max(24).optional(),
  expected_amount: z.coerce.number().int(),
  expected_currency: z.string().length(3),
  idempotency_key: z.string().min(8).max(255),
})

/**
 * The checkout page's action: `intent` names the step (contact, address, delivery, pay, restart).
 * A step that worked goes back to the page (post, redirect, get), so a reload repeats nothing.
 */
export async function checkoutAction(
  request: Request,
  context: Context,
  params: { shop?: string | undefined },
) {
  const { slug, base } = shopOf(params, context)
  const api = createApi(request, context)
  const { t } = requestTranslation(request)
  const form = await request.formData()
  const intent = text(form, 'intent')
  const id = new URL(request.url).searchParams.get(CHECKOUT_PARAM)
  const here = withCheckout(request, id)
  if (intent === 'restart' || !id) throw redirect(withCheckout(request, null))
  const path = checkoutPath(slug, id)
  let result: ApiResult<unknown>
  switch (intent) {
    case 'contact': {
      const phone = text(form, 'phone')
      result = await api.send(
        'PUT',
        `${path}/contact`,
        { email: text(form, 'email'), ...(phone ? { phone } : {}) },
        checkoutContract,
      )
      break
    }
    case 'address': {
      const saved = text(form, 'address_id')
      const body = saved && saved !== 'new' ? { address_id: saved } : newAddress(form)
      result = await api.send('PUT', `${path}/address`, body, checkoutContract)
      break
    }
    case 'delivery': {
      const [type = '', rate = ''] = text(form, 'option').split('|')
      const agency = text(form, 'agency_id')
      result = await api.send(
        'PUT',
        `${path}/delivery`,
        {
          supplier_id: text(form, 'supplier_id'),
          delivery_type: type,
          ...(rate ? { rate_id: rate } : {}),
          ...(agency && type === 'to_branch' ? { agency_id: agency } : {}),
        },
        checkoutContract,
      )
      break
    }
    case 'pay':
      return pay(api, t, form, path, base, new URL(request.url).protocol === 'https:')
    default:
      throw data(null, { status: 400 })
  }
  if (!result.ok) return failed(t, result)
  throw redirect(here)
}

async function pay(api: Api, t: Translate, form: FormData, path: string, base: string, secure: boolean) {
  const fields = payFields.safeParse(Object.fromEntries([...form].filter(([, v]) => v !== '')))
  if (!fields.success) throw data(null, { status: 400 })
  const {
    payment_type,
    card_token,
    card_id,
    msi_payments,
    expected_amount,
    expected_currency,
    idempotency_key,
  } = fields.data
  const result = await api.send(
    'POST',
    `${path}/pay`,
    {
      payment_type,
      ...(payment_type === 'card' && card_token ? { card_token } : {}),
      ...(payment_type === 'card' && card_id ? { card_id } : {}),
      ...(payment_type === 'card' && msi_payments ? { msi_payments } : {}),
      expected_total: { amount: expected_amount, currency: expected_currency },
    },
    paymentResult,
    { idempotencyKey: idempotency_key },
  )
  if (!result.ok) return failed(t, result, true)
  const answer = result.data
  // 3-D Secure is a page of the provider: the browser loads it as a document, script or not.
  if (answer.status === 'requires_action') throw redirectDocument(answer.url_3ds)
  // An order now exists (paid, or waiting for the store payment): the tracking cookies that
  // credited it are cleared (002 §4), so the next purchase is not credited to them too.
  const headers = new Headers()
  for (const cookie of trackingClearCookies({ secure })) headers.append('set-cookie', cookie)
  if (answer.status === 'pending') {
    const query = new URLSearchParams({ referencia: answer.reference, vence: answer.expires_at })
    throw redirect(`${base}${answer.paid_path}?${query}`, { headers })
  }
  throw redirect(`${base}${answer.paid_path}`, { headers })
}

/**
 * The item and its quantity and variants for buy now, from the query: `cantidad` and
 * `variante.<name>` in a link, or the item page's own fields (`quantity`, `variant.<name>`) when
 * its 'Buy now' button sends the add-to-cart form here.
 */
export function buyNowStart(request: Request, itemId: string): StartKind {
  const query = new URL(request.url).searchParams
  const quantity = Number(query.get('cantidad') ?? query.get('quantity') ?? '1')
  const variants: Record<string, string> = {}
  for (const [key, value] of query) {
    const prefix = ['variante.', VARIANT_FIELD_PREFIX].find((p) => key.startsWith(p))
    if (prefix && value) variants[key.slice(prefix.length)] = value
  }
  return {
    kind: 'item',
    itemId,
    quantity: Number.isInteger(quantity) && quantity >= 1 && quantity <= 999 ? quantity : 1,
    variants,
  }
}
