import { SUPPLIER_DROPDOWN_SIZE } from '@tianguis/core/constants'
import { catalogue } from '@tianguis/core/contracts/catalogues'
import { listOf } from '@tianguis/core/contracts/common'
import { profile } from '@tianguis/core/contracts/identity'
import { supplierSummary } from '@tianguis/core/contracts/items'
import { plan, planPurchase, userPlan } from '@tianguis/core/contracts/plans'
import { RESALE_ITEMS_PAGE_SIZE, resaleItem, resaleSuggestions } from '@tianguis/core/contracts/resale-items'
import { platformItemPath } from '@tianguis/core/item-links'
import { ITEM_TYPES, type ItemType } from '@tianguis/core/items'
import { formatMoney } from '@tianguis/core/money'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { requestTranslation } from '../../i18n/messages.server'
import { createApi } from '../../lib/api.server'
import { pageParam } from '../../lib/page-param'
import { baseFor } from '../shop/shop.server'
import { toLogin } from '../supplier/supplier.server'
import { resellerPaths } from './paths'

type Context = Readonly<RouterContextProvider>

export interface ResaleRow {
  id: string
  name: string
  href: string
  photo: string | null
  price: string
  margin: string
  buyBy: string
  earn: string
}

export interface ResaleItemsLoad {
  base: string
  refused: string | null
  rows: ResaleRow[]
  total: number
  page: number
  pages: number
  filters: { text: string; type: ItemType | null; dssupplier: string | null }
  suppliers: { id: string; name: string }[]
  /** Up to 10 item names for the search field: its `<datalist>`, the combobox's first list (001 §9; decisions 075, 077). */
  suggestions: string[]
}

/**
 * /apps/me/referral (001 §2, §7 products-to-resale; decision 071): a page of the items the viewer
 * may resell, largest margin first, filtered by text, type and supplier (the suppliers dropdown, 10
 * of them), each with its margin, 'Buy by' and earnings, and the search field's 10 suggestions
 * for the same filters. Anonymous → log in; ul0 sees why not.
 */
export async function loadResaleItems(request: Request, context: Context, paramShop: string | undefined) {
  const base = baseFor(paramShop, context)
  const url = new URL(request.url)
  const text = (url.searchParams.get('text') ?? '').trim().slice(0, 100)
  const type = ITEM_TYPES.find((t) => t === url.searchParams.get('type')) ?? null
  const dssupplier = url.searchParams.get('dssupplier')?.trim().slice(0, 100) || null
  const page = pageParam(url, 1000)
  const api = createApi(request, context)
  const filtersQuery = {
    text: text || undefined,
    type: type ?? undefined,
    dssupplier: dssupplier ?? undefined,
  }
  const [result, suppliers, suggestions] = await Promise.all([
    api.get('/api/v1/me/resale/items', listOf(resaleItem), {
      offset: (page - 1) * RESALE_ITEMS_PAGE_SIZE,
      limit: RESALE_ITEMS_PAGE_SIZE,
      ...filtersQuery,
    }),
    // Secondary (conventions 5): without suppliers the filter simply offers none.
    api
      .get('/api/v1/public/dssuppliers', listOf(supplierSummary), { limit: SUPPLIER_DROPDOWN_SIZE })
      .then((answer) => (answer.ok ? answer.data.results : []))
      .catch(() => []),
    // Secondary too: without suggestions the field is a plain text field.
    api
      .get('/api/v1/me/resale/suggestions', resaleSuggestions, filtersQuery)
      .then((answer) => (answer.ok ? answer.data.results.map((row) => row.name) : []))
      .catch((): string[] => []),
  ])
  const filters = { text, type, dssupplier }
  const empty = { base, rows: [], total: 0, page, pages: 0, filters, suppliers: [], suggestions: [] }
  if (!result.ok) {
    if (result.status === 401) throw toLogin(request, base)
    if (result.status === 403)
      return data<ResaleItemsLoad>({ ...empty, refused: result.error.message }, { status: 403 })
    throw new Error(`GET /api/v1/me/resale/items answered ${result.status} ${result.error.code}`)
  }
  const { locale } = requestTranslation(request)
  const rows = result.data.results.map((item): ResaleRow => {
    const money = (amount: number) => formatMoney({ amount, currency: item.currency }, locale)
    return {
      id: item.id,
      name: item.name,
      href: platformItemPath(item),
      photo: item.photos[0] ?? null,
      price: money(item.quote.list_price),
      margin: money(item.contribution_margin),
      buyBy: money(item.quote.buy_by),
      earn: money(item.quote.earn),
    }
  })
  const total = result.data.matches_estimated
  return {
    ...empty,
    refused: null,
    rows,
    total,
    pages: Math.ceil(total / RESALE_ITEMS_PAGE_SIZE),
    suppliers: suppliers.map((s) => ({ id: s.id, name: s.name })),
    // The browser narrows a datalist as one types; duplicates would show twice.
    suggestions: [...new Set(suggestions)],
  }
}

export interface ResellerCatalogue {
  id: string
  name: string
  photo: string | null
  href: string
  shop: string
}

/**
 * /apps/me/referral/resale/catalogues (001 §2): the catalogues of every shop the viewer owns, each
 * linking to its page in that shop. The shops come with the profile; their lists side by side.
 */
export async function loadResellerCatalogues(
  request: Request,
  context: Context,
  paramShop: string | undefined,
) {
  const base = baseFor(paramShop, context)
  const api = createApi(request, context)
  const me = await api.get('/api/v1/me', profile)
  if (!me.ok || me.data.anonymous) throw toLogin(request, base)
  const owned = me.data.shops.filter((shop) => shop.role === 'owner')
  const lists = await Promise.all(
    owned.map(async (shop) => {
      const answer = await api
        .get(`/api/v1/shops/${encodeURIComponent(shop.slug)}/catalogues`, listOf(catalogue), { limit: 100 })
        .catch(() => null)
      return (answer?.ok ? answer.data.results : []).map(
        (found): ResellerCatalogue => ({
          id: found.id,
          name: found.name,
          photo: found.photo,
          href: `/${shop.slug}/catalogos/${found.slug}`,
          shop: shop.name,
        }),
      )
    }),
  )
  return { base, hasShop: owned.length > 0, catalogues: lists.flat() }
}

export interface PlanRow {
  id: string
  name: string
  rate: string
  price: string
  margin: string
  current: boolean
}

/** /apps/me/referral/resale/plans (001 §2, 002 §3): every plan with its rate, price and margin. */
export async function loadPlans(request: Request, context: Context, paramShop: string | undefined) {
  const base = baseFor(paramShop, context)
  const api = createApi(request, context)
  const [plans, mine] = await Promise.all([
    api.get('/api/v1/plans', listOf(plan)),
    api.get('/api/v1/me/plan', userPlan),
  ])
  if (!mine.ok && mine.status === 401) throw toLogin(request, base)
  if (!plans.ok) throw new Error(`GET /api/v1/plans answered ${plans.status} ${plans.error.code}`)
  const { locale } = requestTranslation(request)
  const current = mine.ok ? mine.data.plan_id : null
  const rows = plans.data.results.map(
    (found): PlanRow => ({
      id: found.id,
      name: found.name,
      rate: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
        found.plan_commission_rate / 10_000,
      ),
      price: formatMoney({ amount: found.price, currency: found.currency }, locale),
      margin: formatMoney({ amount: found.contribution_margin, currency: found.currency }, locale),
      current: found.id === current,
    }),
  )
  const requested = new URL(request.url).searchParams.get('hecho') === 'solicitado'
  return { base, rows, requested }
}

/** 'Buy a package' (002 §7): the request is recorded (202), then back to the plans saying so. */
export async function requestPlanAction(request: Request, context: Context, paramShop: string | undefined) {
  const base = baseFor(paramShop, context)
  const form = await request.formData()
  const planId = form.get('plan_id')
  const result = await createApi(request, context).send(
    'POST',
    '/api/v1/me/plan/requests',
    { plan_id: typeof planId === 'string' ? planId : '' },
    planPurchase,
  )
  if (result.ok) return redirect(`${resellerPaths.plans(base)}?hecho=solicitado`)
  if (result.status === 401) throw toLogin(request, base)
  return data({ failure: result.error.message }, { status: result.status })
}
