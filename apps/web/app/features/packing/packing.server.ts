import { LIST_MAX_LIMIT } from '@tianguis/core/constants'
import {
  type NotPackedList,
  notPackedList,
  type OrderPackage,
  packageList,
  packingAnswer,
} from '@tianguis/core/contracts/packing'
import { type SellerOrderDetail, sellerOrderDetail } from '@tianguis/core/contracts/seller-orders'
import { PACKING_MAX_QUANTITY, PACKING_PAGE_SIZE } from '@tianguis/core/orders/packing'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { requestText } from '../../i18n/messages.server'
import { createApi } from '../../lib/api.server'
import { pageParam } from '../../lib/page-param'
import { addressingFor } from '../shop/shop.server'
import { toLogin } from '../supplier/supplier.server'
import { packingPath } from './paths'

/**
 * A franchise shop's packing page, `{shop}/admin/pedidos/{id}/empaque` (decision 087; 002 §7
 * binpacked, notpacked): the sale, a page of its units not packed yet with a form each to put them
 * into a package, and its packages with a form per line to change or take out its units. It reads
 * the API as the viewer: a visitor goes to log in; anyone the API refuses (not the shop's staff who
 * dispatch, not a franchise shop, another shop's order) gets the not-found page. The forms post
 * here without JavaScript and come back with `?hecho=` (a toast), or with the refusal on the form.
 */

type Context = Readonly<RouterContextProvider>

const OUTCOMES = { packed: 'empacado', changed: 'cambiado' } as const
export type PackingOutcome = keyof typeof OUTCOMES

const LAST_PAGE = 1000

export type PackingPage =
  | {
      found: true
      order: Pick<SellerOrderDetail, 'id' | 'status'>
      notPacked: NotPackedList
      packages: OrderPackage[]
      page: number
      pages: number
      outcome: PackingOutcome | null
    }
  | { found: false }

/** A refused form: which one (its line and package), and the message. */
export interface PackingFormAnswer {
  intent: 'pack' | 'set'
  line: string
  package: string
  failure: string
}

const notFound = () => data<PackingPage>({ found: false }, { status: 404 })

function apiPath(slug: string, id: string) {
  return `/api/v1/shops/${encodeURIComponent(slug)}/orders/${encodeURIComponent(id)}`
}

export async function loadPacking(request: Request, context: Context, params: { shop?: string; id: string }) {
  const { slug, base } = addressingFor(params.shop, context)
  if (slug === null) return notFound()
  const api = createApi(request, context)
  const path = apiPath(slug, params.id)
  const url = new URL(request.url)
  const page = pageParam(url, LAST_PAGE)
  // The packages first: a shop that does not pack (or an order not the viewer's) stops here.
  const packages = await api.get(`${path}/binpacked`, packageList, { offset: 0, limit: LIST_MAX_LIMIT })
  if (packages.status === 401) throw toLogin(request, base)
  if (!packages.ok) return notFound()
  const [order, notPacked] = await Promise.all([
    api.get(path, sellerOrderDetail),
    api.get(`${path}/notpacked`, notPackedList, {
      offset: (page - 1) * PACKING_PAGE_SIZE,
      limit: PACKING_PAGE_SIZE,
    }),
  ])
  if (!order.ok || !notPacked.ok) return notFound()
  const mark = url.searchParams.get('hecho')
  const outcome = (Object.entries(OUTCOMES).find(([, value]) => value === mark)?.[0] ??
    null) as PackingOutcome | null
  return data<PackingPage>({
    found: true,
    order: { id: order.data.id, status: order.data.status },
    notPacked: notPacked.data,
    packages: packages.data.results,
    page,
    pages: Math.max(1, Math.ceil(notPacked.data.matches_estimated / PACKING_PAGE_SIZE)),
    outcome,
  })
}

const field = (form: FormData, name: string, max = 100) => String(form.get(name) ?? '').slice(0, max)

/** A whole number of units as typed ('2', ' 3 '), or null. */
function unitsOf(text: string, min: number): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,6}$/.test(trimmed)) return null
  const value = Number(trimmed)
  return value >= min && value <= PACKING_MAX_QUANTITY ? value : null
}

/**
 * The page's forms (`intent`): `pack` puts `quantity` units of `line` into `package` (empty: a new
 * one); `set` makes `package` hold `quantity` of `line` (0, the 'take out' button, takes them out).
 */
export async function actOnPacking(
  request: Request,
  context: Context,
  params: { shop?: string; id: string },
) {
  const { slug, base } = addressingFor(params.shop, context)
  if (slug === null) throw data(null, { status: 404 })
  const form = await request.formData()
  const api = createApi(request, context)
  const path = apiPath(slug, params.id)
  const intent = field(form, 'intent')
  if (intent !== 'pack' && intent !== 'set') throw data(null, { status: 400 })
  const line = field(form, 'line')
  const pkg = field(form, 'package')
  const refused = (failure: string, status: number) => {
    if (status === 401) throw toLogin(request, base)
    return data<PackingFormAnswer>({ intent, line, package: pkg, failure }, { status })
  }
  const quantity = unitsOf(field(form, 'quantity', 20), intent === 'pack' ? 1 : 0)
  if (quantity === null || !line) return refused(requestText(request, 'packing.quantityInvalid'), 400)
  const result =
    intent === 'pack'
      ? await api.send(
          'PATCH',
          `${path}/notpacked/${encodeURIComponent(line)}`,
          { quantity, ...(pkg ? { package: pkg } : {}) },
          packingAnswer,
        )
      : await api.send(
          'PATCH',
          `${path}/binpacked/${encodeURIComponent(pkg)}/${encodeURIComponent(line)}`,
          { quantity },
          packingAnswer,
        )
  if (result.ok)
    return redirect(
      `${packingPath(base, params.id)}?hecho=${OUTCOMES[intent === 'pack' ? 'packed' : 'changed']}`,
    )
  return refused(result.error.message, result.status)
}
