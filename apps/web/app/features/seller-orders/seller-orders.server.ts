import { LIST_MAX_OFFSET } from '@tianguis/core/constants'
import { listOf } from '@tianguis/core/contracts/common'
import {
  orderNote,
  orderStepAnswer,
  type SellerOrderDetail,
  type SellerOrderSummary,
  sellerOrderDetail,
  sellerOrderSummary,
} from '@tianguis/core/contracts/seller-orders'
import { LOCALE_TIME_ZONE } from '@tianguis/core/dates'
import { parseMoneyInput } from '@tianguis/core/money'
import { SELLER_ORDERS_PAGE_SIZE } from '@tianguis/core/orders/back-office'
import { ORDER_NOTE_MAX, orderLifecycle } from '@tianguis/core/orders/lifecycle'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { requestLocale, requestText } from '../../i18n/messages.server'
import { type ApiError, createApi } from '../../lib/api.server'
import { pageParam } from '../../lib/page-param'
import { addressingFor } from '../shop/shop.server'
import { toLogin } from '../supplier/supplier.server'
import { localToIso } from '../supplier/zoned-time'
import { OUTCOMES, type SellerOrderOutcome, sellerOrderPath, sellerOrdersPath } from './paths'

/**
 * The seller's back office pages (decision 081): `{shop}/admin/pedidos`, the shop's sales with
 * their filters, and `{shop}/admin/pedidos/{id}`, one sale with its forms. Both read the API as the
 * viewer: a visitor goes to log in, anyone the API does not let see the shop's orders gets the
 * not-found page. The forms post here without JavaScript and come back with the outcome in
 * `?hecho=` (a toast), or with the refusal on the form.
 */

type Context = Readonly<RouterContextProvider>

const LAST_PAGE = Math.floor(LIST_MAX_OFFSET / SELLER_ORDERS_PAGE_SIZE) + 1
const STATES: readonly string[] = orderLifecycle.states
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The list's filters as the page's form and links carry them (`?estado=&texto=&desde=&hasta=`). */
export interface OrderFilters {
  state: string
  text: string
  start: string
  end: string
}

export type SellerOrdersPage =
  | {
      found: true
      orders: SellerOrderSummary[]
      count: number
      page: number
      pages: number
      filters: OrderFilters
    }
  | { found: false }

export type SellerOrderPage =
  | {
      found: true
      order: SellerOrderDetail
      /** A fresh Idempotency-Key for the note form (decision 028): a double post adds one note. */
      noteKey: string
      outcome: SellerOrderOutcome | null
    }
  | { found: false }

const notFound = <T extends { found: boolean }>() => data<T>({ found: false } as T, { status: 404 })

function filtersOf(url: URL): OrderFilters {
  const param = (name: string) => (url.searchParams.get(name) ?? '').trim()
  const state = param('estado')
  const text = param('texto').slice(0, 100)
  const day = (name: string) => (DAY.test(param(name)) ? param(name) : '')
  return { state: STATES.includes(state) ? state : '', text, start: day('desde'), end: day('hasta') }
}

/** The list's page, or login (a visitor), or 404 (not the shop's staff, or no shop). */
export async function loadSellerOrders(request: Request, context: Context, paramShop: string | undefined) {
  const { slug, base } = addressingFor(paramShop, context)
  if (slug === null) return notFound<SellerOrdersPage>()
  const url = new URL(request.url)
  const filters = filtersOf(url)
  const page = pageParam(url, LAST_PAGE)
  const result = await createApi(request, context).get(
    `/api/v1/shops/${encodeURIComponent(slug)}/orders`,
    listOf(sellerOrderSummary),
    {
      offset: (page - 1) * SELLER_ORDERS_PAGE_SIZE,
      limit: SELLER_ORDERS_PAGE_SIZE,
      state: filters.state || undefined,
      text: filters.text || undefined,
      start_date: filters.start || undefined,
      end_date: filters.end || undefined,
    },
  )
  if (result.status === 401) throw toLogin(request, base)
  if (!result.ok) {
    // A day that does not exist (2026-02-30) is refused by the API: the list without it.
    if (result.status === 400) throw redirect(sellerOrdersPath(base))
    return notFound<SellerOrdersPage>()
  }
  return data<SellerOrdersPage>({
    found: true,
    orders: result.data.results,
    count: result.data.matches_estimated,
    page,
    pages: Math.max(1, Math.ceil(result.data.matches_estimated / SELLER_ORDERS_PAGE_SIZE)),
    filters,
  })
}

function outcomeOf(mark: string | null): SellerOrderOutcome | null {
  const found = Object.entries(OUTCOMES).find(([, value]) => value === mark)
  return found ? (found[0] as SellerOrderOutcome) : null
}

/** One sale's page, or login, or 404. */
export async function loadSellerOrder(
  request: Request,
  context: Context,
  params: { shop?: string; id: string },
) {
  const { slug, base } = addressingFor(params.shop, context)
  if (slug === null) return notFound<SellerOrderPage>()
  const result = await createApi(request, context).get(
    `/api/v1/shops/${encodeURIComponent(slug)}/orders/${encodeURIComponent(params.id)}`,
    sellerOrderDetail,
  )
  if (result.status === 401) throw toLogin(request, base)
  if (!result.ok) return notFound<SellerOrderPage>()
  return data<SellerOrderPage>({
    found: true,
    order: result.data,
    noteKey: crypto.randomUUID(),
    outcome: outcomeOf(new URL(request.url).searchParams.get('hecho')),
  })
}

/** What a refused form shows again: the values sent, each field's message, or the whole form's. */
export interface OrderFormAnswer {
  intent: 'quote' | 'next' | 'note'
  values: Record<string, string>
  errors: Record<string, string>
  failure: string | null
}

const field = (form: FormData, name: string, max = 1000) => String(form.get(name) ?? '').slice(0, max)

/** The API's refusal of a quote, on the fields it is about (002 §5 'A delivery date and time must be entered'). */
function quoteErrors(error: ApiError): Pick<OrderFormAnswer, 'errors' | 'failure'> {
  if (error.code === 'delivery_date_required' || error.code === 'delivery_date_past')
    return { errors: { when: error.message }, failure: null }
  if (error.code === 'delivery_cost_required') return { errors: { cost: error.message }, failure: null }
  const fields = error.fields ?? {}
  const errors: Record<string, string> = {}
  if (fields.estimated_delivery_at) errors.when = fields.estimated_delivery_at
  if (fields.estimated_cost) errors.cost = fields.estimated_cost
  if (fields.note) errors.note = fields.note
  return Object.keys(errors).length > 0 ? { errors, failure: null } : { errors, failure: error.message }
}

/**
 * The sale page's forms (`intent`): `next` takes the viewer's next step from the state they saw
 * (`from`); `quote` sends the date and time typed in the viewer's time zone and the cost typed in
 * their way of writing amounts; `note` adds a note once per form (its key). Success goes back to
 * the page with the outcome; a refusal answers the form with its messages.
 */
export async function actOnSellerOrder(
  request: Request,
  context: Context,
  params: { shop?: string; id: string },
) {
  const { slug, base } = addressingFor(params.shop, context)
  if (slug === null) throw data(null, { status: 404 })
  const form = await request.formData()
  const api = createApi(request, context)
  const path = `/api/v1/shops/${encodeURIComponent(slug)}/orders/${encodeURIComponent(params.id)}`
  const done = (outcome: SellerOrderOutcome) =>
    redirect(`${sellerOrderPath(base, params.id)}?hecho=${OUTCOMES[outcome]}`)
  const refused = (answer: OrderFormAnswer, status: number) => {
    if (status === 401) throw toLogin(request, base)
    return data(answer, { status })
  }
  const intent = form.get('intent')

  if (intent === 'next') {
    const from = field(form, 'from', 40)
    const result = await api.send(
      'POST',
      `${path}/next`,
      STATES.includes(from) ? { from } : {},
      orderStepAnswer,
    )
    if (result.ok) return done('advanced')
    return refused({ intent, values: {}, errors: {}, failure: result.error.message }, result.status)
  }

  if (intent === 'quote') {
    const locale = requestLocale(request)
    const values = {
      when: field(form, 'estimated_delivery_at', 40),
      cost: field(form, 'estimated_cost', 40),
      note: field(form, 'note', ORDER_NOTE_MAX + 1),
    }
    const cost = values.cost.trim() === '' ? null : parseMoneyInput(values.cost, locale)
    if (cost && !cost.ok) {
      const message = requestText(request, 'sellerOrders.quote.costInvalid')
      return refused({ intent, values, errors: { cost: message }, failure: null }, 400)
    }
    const note = values.note.trim()
    const result = await api.send(
      'POST',
      `${path}/quote`,
      {
        estimated_delivery_at: values.when ? localToIso(values.when, LOCALE_TIME_ZONE[locale]) : null,
        estimated_cost: cost ? cost.amount : null,
        ...(note ? { note } : {}),
      },
      orderStepAnswer,
    )
    if (result.ok) return done('quoted')
    return refused({ intent, values, ...quoteErrors(result.error) }, result.status)
  }

  if (intent === 'note') {
    const values = {
      text: field(form, 'text', ORDER_NOTE_MAX + 1),
      visibility: field(form, 'visibility', 20),
    }
    const result = await api.send(
      'POST',
      `${path}/notes`,
      { text: values.text, visibility: values.visibility },
      orderNote,
      { idempotencyKey: field(form, 'key', 100) || null },
    )
    if (result.ok) return done('noted')
    const fields = result.error.fields ?? {}
    const errors: Record<string, string> = {}
    if (fields.text) errors.text = fields.text
    if (fields.visibility) errors.visibility = fields.visibility
    const failure = Object.keys(errors).length > 0 ? null : result.error.message
    return refused({ intent, values, errors, failure }, result.status)
  }
  throw data(null, { status: 400 })
}
