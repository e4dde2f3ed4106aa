import { PRODUCTS_LIST_PAGE_SIZE } from '@tianguis/core/constants'
import { listOf } from '@tianguis/core/contracts/common'
import { type PublicItem, publicItem } from '@tianguis/core/contracts/items'
import { platformItemPath } from '@tianguis/core/item-links'
import { ITEM_TYPES, type ItemType } from '@tianguis/core/items'
import { searchTextOf } from '@tianguis/core/search'
import { data, type RouterContextProvider } from 'react-router'
import { requestTranslation } from '../../i18n/messages.server'
import { createApi } from '../../lib/api.server'
import { pageParam } from '../../lib/page-param'
import { cardItem } from '../items/card-item'
import type { ItemPage } from '../items/item-list'
import { cardResales } from '../reseller/card-resale.server'
import { addressingFor } from '../shop/shop.server'
import { loadShopList } from './platform.server'

const itemList = listOf(publicItem)

/** A platform card links by 001 §2: business items under /negocios, the rest to /products or /services. */
const platformHref = (item: PublicItem) => platformItemPath(item, { business: true })

export type PlatformItemsData = { found: true; items: ItemPage; type: ItemType | null } | { found: false }

/** `?page`, `?filter` (lower-cased, bounded) and, where allowed, `?type` of a platform list. */
function listParams(request: Request) {
  const url = new URL(request.url)
  const page = pageParam(url, 200)
  const filter = searchTextOf(url.searchParams.get('filter'))
  const requested = url.searchParams.get('type')
  const type = ITEM_TYPES.find((t) => t === requested) ?? null
  return { page, filter, type }
}

/**
 * Every supplier's published items, searched (GET /api/v1/items/search): `/products` shows
 * products, `/marketplace` everything or the `?type` chosen. Only on the platform's own host and
 * paths; a shop's address answers 404. A list that fails to load ends empty (001 §8).
 */
export async function loadPlatformItems(
  request: Request,
  context: Readonly<RouterContextProvider>,
  paramShop: string | undefined,
  fixedType: ItemType | null,
) {
  if (addressingFor(paramShop, context).slug !== null) {
    return data<PlatformItemsData>({ found: false }, { status: 404 })
  }
  const params = listParams(request)
  const type = fixedType ?? params.type
  const pageSize = PRODUCTS_LIST_PAGE_SIZE
  const result = await createApi(request, context).get('/api/v1/items/search', itemList, {
    ...(type ? { type } : {}),
    ...(params.filter ? { q: params.filter } : {}),
    offset: (params.page - 1) * pageSize,
    limit: pageSize,
  })
  const base = { page: params.page, pageSize, sort: null, filter: params.filter }
  const { locale, t } = requestTranslation(request)
  const resales = result.ok ? await cardResales(request, context, result.data.results) : new Map()
  const items: ItemPage = result.ok
    ? {
        results: result.data.results.map((item) =>
          cardItem(item, platformHref(item), locale, t, resales.get(item.id)),
        ),
        matches_estimated: result.data.matches_estimated,
        ...base,
      }
    : { results: [], matches_estimated: 0, ...base }
  return data<PlatformItemsData>({ found: true, items, type })
}

/** How many products `/red-comercial` shows under its businesses. */
export const NETWORK_PRODUCTS = 8

/**
 * `/red-comercial` (issue #4 §6): the businesses of the network (the platform's shops, a page
 * at a time) and the newest products, fetched together.
 */
export async function loadNetwork(
  request: Request,
  context: Readonly<RouterContextProvider>,
  paramShop: string | undefined,
) {
  if (addressingFor(paramShop, context).slug !== null) return data({ found: false as const }, { status: 404 })
  const [shops, products] = await Promise.all([
    loadShopList(request, context),
    createApi(request, context).get('/api/v1/items/search', itemList, {
      type: 'product',
      limit: NETWORK_PRODUCTS,
    }),
  ])
  const { locale, t } = requestTranslation(request)
  const resales = products.ok ? await cardResales(request, context, products.data.results) : new Map()
  const cards = products.ok
    ? products.data.results.map((item) => cardItem(item, platformHref(item), locale, t, resales.get(item.id)))
    : []
  return data({ found: true as const, shops, products: cards })
}
