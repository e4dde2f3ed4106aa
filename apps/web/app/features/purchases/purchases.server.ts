import { MY_ORDERS_COUNT_AT_LEAST, MY_ORDERS_PAGE_SIZE } from '@tianguis/core/constants'
import type { Address } from '@tianguis/core/contracts/checkout'
import {
  type MyOrderDetail,
  myOrderDetail,
  myOrderList,
  myOrderStep,
} from '@tianguis/core/contracts/my-orders'
import { formatDate, formatDateTime } from '@tianguis/core/dates'
import { cfdiUseLabel, regimeLabel } from '@tianguis/core/invoicing/sat'
import type { Locale } from '@tianguis/core/locales'
import { formatMoney } from '@tianguis/core/money'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { requestTranslation } from '../../i18n/messages.server'
import { createApi } from '../../lib/api.server'
import { pageParam } from '../../lib/page-param'
import { pagePath } from '../../lib/page-path'
import { baseFor } from '../shop/shop.server'
import { toLogin } from '../supplier/supplier.server'
import { purchasesPaths, RECEIVED_MARK } from './paths'
import { apiQuery, filtersFrom, type PurchaseFilters } from './purchase-filters'

type Context = Readonly<RouterContextProvider>

/** Past this page the list's paging stops (1,000 orders at 10 a page). */
const MAX_PAGE = 100

/** One order's card in the list, its texts worked out here. */
export interface PurchaseCard {
  id: string
  displayedState: string
  placed: string
  seller: string
  shop: string
  total: string
  lineNames: string[]
  linesCount: number
}

export interface PurchasesPage {
  base: string
  /** This list's own path (`{base}/mis-compras` or `{base}/shopping-cart/orders`): the form's action. */
  here: string
  filters: PurchaseFilters
  page: number
  pages: number
  /** How many match; `capped` when the API stopped counting. */
  total: number
  capped: boolean
  orders: PurchaseCard[]
  /** The API's message when it refused the filters (an end day before the start day). */
  failure: string | null
}

/**
 * `/mis-compras` and `/shopping-cart/orders` (002 §2; decision 080): one page of the viewer's
 * orders from GET /api/v1/me/orders with the form's filters. A visitor goes to log in first.
 */
export async function loadPurchases(
  request: Request,
  context: Context,
  paramShop: string | undefined,
): Promise<PurchasesPage> {
  const base = baseFor(paramShop, context)
  const url = new URL(request.url)
  const filters = filtersFrom(url.searchParams)
  const page = pageParam(url, MAX_PAGE)
  const result = await createApi(request, context).get(
    '/api/v1/me/orders',
    myOrderList,
    apiQuery(filters, page),
  )
  // The page's own path, not its data's (`….data` when the page's script asks).
  const here = pagePath(request).split('?')[0]!
  const empty = { base, here, filters, page, pages: 1, total: 0, capped: false, orders: [] }
  if (!result.ok) {
    if (result.status === 401) throw toLogin(request, base)
    if (result.status === 400) return { ...empty, failure: result.error.message }
    throw new Error(`GET /api/v1/me/orders answered ${result.status} ${result.error.code}`)
  }
  const { locale } = requestTranslation(request)
  const total = result.data.matches_estimated
  return {
    ...empty,
    total,
    // The API stops counting one past the page (at least 100): the page then says "more than".
    capped: total >= Math.max(MY_ORDERS_COUNT_AT_LEAST, page * MY_ORDERS_PAGE_SIZE + 1),
    pages: Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / MY_ORDERS_PAGE_SIZE))),
    orders: result.data.results.map((order) => ({
      id: order.id,
      displayedState: order.displayed_state,
      placed: formatDate(order.created_at, locale),
      seller: order.seller.name,
      shop: order.shop.name,
      total: formatMoney({ amount: order.total, currency: order.currency }, locale),
      lineNames: order.line_names,
      linesCount: order.lines_count,
    })),
    failure: null,
  }
}

/** The order detail and its print preview, their texts worked out here (002 §3's labels). */
export interface OrderView {
  id: string
  base: string
  status: string
  displayedState: string
  kind: string
  next: string | null
  placed: string
  shop: string
  seller: string
  branch: { name: string; address: string | null; phone: string | null } | null
  /** The date, and whether it passed; null before delivery (the page says when it counts from). */
  returnDeadline: { date: string; passed: boolean } | null
  delivered: boolean
  canceled: boolean
  itemsTotal: string
  shippingTotal: string
  extraCharge: string | null
  total: string
  delivery: {
    type: string
    address: string[] | null
    estimated: string | null
    contact: string
  }
  /** As shown ("601 — General de Ley…"), and the codes as given (the form's values). */
  invoicing: {
    taxId: string | null
    name: string | null
    taxRegime: string | null
    cfdiUse: string | null
    postcode: string | null
    codes: { taxRegime: string | null; cfdiUse: string | null }
  }
  payment: { type: string; card: { brand: string; last4: string } | null; reference: string | null } | null
  cancellation: { reason: string | null; description: string | null; message: string | null } | null
  lines: { id: string; name: string; quantity: number; unitPrice: string; total: string; variants: string }[]
  /** The seller's quote while the customer confirms it (decision 086): date, cost and the new total. */
  quote: { date: string | null; cost: string; total: string } | null
  /** `key` tells the steps apart for React: the instant, event and state reached. */
  history: { key: string; at: string; event: string; actor: string; note: string | null }[]
}

/** An address as the lines of an envelope. */
function addressLines(address: Address): string[] {
  const street = [
    address.street,
    address.exterior_number,
    address.interior_number ? `int. ${address.interior_number}` : '',
  ]
    .filter(Boolean)
    .join(' ')
  return [
    address.recipient,
    street,
    [address.neighbourhood, address.city].filter(Boolean).join(', '),
    `${address.province_name} ${address.postcode}`,
    address.phone,
    address.references ?? '',
  ].filter(Boolean)
}

function orderView(order: MyOrderDetail, base: string, locale: Locale): OrderView {
  const money = (amount: number) => formatMoney({ amount, currency: order.currency }, locale)
  const deadline = order.return_deadline
  return {
    id: order.id,
    base,
    status: order.status,
    displayedState: order.displayed_state,
    kind: order.kind,
    next: order.next,
    placed: formatDateTime(order.created_at, locale),
    shop: order.shop.name,
    seller: order.seller.name,
    branch: order.branch,
    returnDeadline: deadline
      ? { date: formatDateTime(deadline, locale), passed: Date.parse(deadline) < Date.now() }
      : null,
    delivered: order.status === 'delivered',
    canceled: order.status === 'canceled' || order.status === 'payment_expired',
    itemsTotal: money(order.items_total),
    shippingTotal: money(order.shipping_cost),
    extraCharge: order.extra_charge === null ? null : money(order.extra_charge),
    total: money(order.total),
    delivery: {
      type: order.delivery.type,
      address: order.delivery.address ? addressLines(order.delivery.address) : null,
      estimated: order.delivery.estimated_delivery_at
        ? formatDateTime(order.delivery.estimated_delivery_at, locale)
        : null,
      contact: [order.delivery.contact_email, order.delivery.contact_phone].filter(Boolean).join(' · '),
    },
    invoicing: {
      taxId: order.invoicing.tax_id,
      name: order.invoicing.name,
      taxRegime: order.invoicing.tax_regime ? regimeLabel(order.invoicing.tax_regime) : null,
      cfdiUse: order.invoicing.cfdi_use ? cfdiUseLabel(order.invoicing.cfdi_use) : null,
      postcode: order.invoicing.postcode,
      codes: { taxRegime: order.invoicing.tax_regime, cfdiUse: order.invoicing.cfdi_use },
    },
    payment: order.payment
      ? { type: order.payment.type, card: order.payment.card, reference: order.payment.reference }
      : null,
    cancellation: order.cancellation,
    lines: order.lines.map((line) => ({
      id: line.id,
      name: line.name,
      quantity: line.quantity,
      unitPrice: money(line.unit_price),
      total: money(line.total),
      variants: Object.entries(line.variants)
        .map(([name, value]) => `${name}: ${value}`)
        .join(' · '),
    })),
    quote:
      order.status === 'awaiting_customer'
        ? {
            date: order.delivery.estimated_delivery_at
              ? formatDateTime(order.delivery.estimated_delivery_at, locale)
              : null,
            cost: money(order.extra_charge ?? 0),
            total: money(order.items_total + (order.extra_charge ?? 0)),
          }
        : null,
    history: order.history.map((entry) => ({
      key: `${entry.at} ${entry.event} ${entry.to}`,
      at: formatDateTime(entry.at, locale),
      event: entry.event,
      actor: entry.actor,
      note: entry.note,
    })),
  }
}

/**
 * `/mis-compras/:order` and its print preview (002 §3; decision 080): GET /api/v1/me/orders/:id;
 * another person's order, or none, is the 404 page (quality.md case 1); a visitor logs in first.
 */
export async function loadOrder(
  request: Request,
  context: Context,
  params: { shop?: string | undefined; order: string },
): Promise<OrderView> {
  const base = baseFor(params.shop, context)
  const result = await createApi(request, context).get(
    `/api/v1/me/orders/${encodeURIComponent(params.order)}`,
    myOrderDetail,
  )
  if (!result.ok) {
    if (result.status === 401) throw toLogin(request, base)
    if (result.status === 404 || result.status === 400) throw data({ reason: 'not_found' }, { status: 404 })
    throw new Error(`GET /api/v1/me/orders/:id answered ${result.status} ${result.error.code}`)
  }
  return orderView(result.data, base, requestTranslation(request).locale)
}

/**
 * The order's 'next' button, a plain form (002 §4; decision 080): POST /api/v1/me/orders/:id/next,
 * then back to the order saying it was received; a refusal stays on the page with its message.
 */
export async function takeNextStep(
  request: Request,
  context: Context,
  params: { shop?: string | undefined; order: string },
) {
  const base = baseFor(params.shop, context)
  const form = await request.formData()
  if (form.get('intent') !== 'next') return data({ failure: null }, { status: 400 })
  const result = await createApi(request, context).send(
    'POST',
    `/api/v1/me/orders/${encodeURIComponent(params.order)}/next`,
    {},
    myOrderStep,
  )
  if (!result.ok) {
    if (result.status === 401) throw toLogin(request, base)
    return data({ failure: result.error.message }, { status: result.status })
  }
  return redirect(`${purchasesPaths.order(base, params.order)}?hecho=${RECEIVED_MARK}`)
}
