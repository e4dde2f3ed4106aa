import {
  ITEM_SORTS,
  type ItemSort,
  PRODUCTS_LIST_PAGE_SIZE,
  SERVICES_LIST_PAGE_SIZE,
} from '@tianguis/core/constants'
import { listOf } from '@tianguis/core/contracts/common'
import { publicItem } from '@tianguis/core/contracts/items'
import type { Shop } from '@tianguis/core/contracts/shops'
import { shopItemPath } from '@tianguis/core/item-links'
import { searchTextOf } from '@tianguis/core/search'
import { isSectionEnabled, type ShopSection } from '@tianguis/core/sections'
import { isReservedPath } from '@tianguis/core/tenancy'
import { data, type RouterContextProvider } from 'react-router'
import { requestTranslation } from '../../i18n/messages.server'
import type { MessagePrefix } from '../../i18n/prefixes'
import { createApi } from '../../lib/api.server'
import { pageParam } from '../../lib/page-param'
import { cardItem } from '../items/card-item'
import { type ItemPage, showsItemList } from '../items/item-list'
import { cardResales } from '../reseller/card-resale.server'
import { addressingFor } from '../shop/shop.server'
import { shopOnce } from './shop-once.server'

/** What every section page shows: the breadcrumb and the empty state's text (section-page.tsx). */
const SECTION_FRAME = ['sections.breadcrumb', 'sections.home', 'sections.empty.text'] as const

/** The messages each section's page asks for (decision 019): the frame's, its title, its empty state. */
export const SECTION_MESSAGES = {
  // With an item list's own, chosen from the page's cards (`itemListMessages`).
  products: [...SECTION_FRAME, 'sections.products', 'sections.empty.products'],
  services: [...SECTION_FRAME, 'sections.services', 'sections.empty.services'],
  experiences: [...SECTION_FRAME, 'sections.experiences', 'sections.empty.experiences'],
  catalogues: [...SECTION_FRAME, 'sections.catalogues', 'sections.empty.catalogues', 'sections.catalogue'],
  blogs: [...SECTION_FRAME, 'sections.blogs', 'sections.empty.blogs'],
  franchises: [...SECTION_FRAME, 'sections.franchises', 'sections.empty.franchises'],
  info: [...SECTION_FRAME, 'sections.info', 'sections.empty.franchises'],
} as const satisfies Record<ShopSection, readonly MessagePrefix[]>

/**
 * An item section's messages: its list's when the list shows, else the empty state's. A list
 * page never carries the empty state's texts (the first-load bytes of decision 019).
 */
export function itemSectionMessages(
  section: 'products' | 'services' | 'experiences',
  items: ItemPage | null,
): readonly MessagePrefix[] {
  const all = SECTION_MESSAGES[section]
  if (!showsItemList(items)) return all
  return all.filter((prefix) => !prefix.startsWith('sections.empty.'))
}

export type SectionData =
  | { found: true; section: ShopSection; shop: Pick<Shop, 'name' | 'canonical_url'> }
  | { found: false; section: ShopSection }

/**
 * A section page's loader (001 §2 "Shop pages"): the page exists only inside a shop whose
 * section is on. Otherwise it answers 404 and the page shows the generic not-found text inside
 * the shell (the layout answers an unknown shop with the store-not-found page itself).
 */
export async function loadSection(
  request: Request,
  context: Readonly<RouterContextProvider>,
  paramShop: string | undefined,
  section: ShopSection,
) {
  const { slug, misplaced } = addressingFor(paramShop, context)
  const missing = () => data<SectionData>({ found: false, section }, { status: 404 })
  if (slug === null || misplaced || isReservedPath(slug)) return missing()
  const result = await shopOnce(request, context, slug)
  if (!result.ok) {
    if (result.status === 404) return missing()
    throw new Error(`GET shop ${slug} answered ${result.status} ${result.error.code}`)
  }
  if (!isSectionEnabled(result.data, section)) return missing()
  const { name, canonical_url } = result.data
  return data<SectionData>({ found: true, section, shop: { name, canonical_url } })
}

const ITEM_TYPE_OF = { products: 'product', services: 'service', experiences: 'experience' } as const
const itemList = listOf(publicItem)

/**
 * A products, services or experiences page: the section's checks, then one page of the shop's
 * items from GET /api/v1/shops/:slug/items (`?page` from 1, `?sort` one of ITEM_SORTS, `?filter` the
 * search text; 36 per page, 18 for services, 001 §9). A list that fails to load ends empty (001 §8).
 */
export async function loadItemSection(
  request: Request,
  context: Readonly<RouterContextProvider>,
  paramShop: string | undefined,
  section: keyof typeof ITEM_TYPE_OF,
) {
  const url = new URL(request.url)
  const requestedSort = url.searchParams.get('sort')
  const sort: ItemSort | null = ITEM_SORTS.find((s) => s === requestedSort) ?? null
  // 001 §2: the `filter` query parameter is the search text, lower-cased (000 §5) and bounded.
  const filter = searchTextOf(url.searchParams.get('filter'))
  const page = pageParam(url, 200)
  const pageSize = section === 'services' ? SERVICES_LIST_PAGE_SIZE : PRODUCTS_LIST_PAGE_SIZE
  const { slug, base, misplaced } = addressingFor(paramShop, context)
  // The list needs only the slug: it is asked for together with the shop, not after it
  // (decision 032). When the section turns out to be off, the answer is dropped.
  const listing =
    slug === null || misplaced || isReservedPath(slug)
      ? null
      : createApi(request, context).get(`/api/v1/shops/${encodeURIComponent(slug)}/items`, itemList, {
          type: ITEM_TYPE_OF[section],
          // Without a chosen order a search comes by relevance, a plain list by queue_position.
          ...(sort ? { sort } : {}),
          ...(filter ? { q: filter } : {}),
          offset: (page - 1) * pageSize,
          limit: pageSize,
        })
  // Not awaited on every path below: a failure there must not go unhandled.
  listing?.catch(() => {})
  const loaded = await loadSection(request, context, paramShop, section)
  if (!loaded.data.found || !listing) return loaded
  const result = await listing
  // The browser gets only what the cards show (card-item.ts), not the API's whole items.
  const { locale, t } = requestTranslation(request)
  // A reseller with the resale info on gets 'Buy by' and earn on the cards: one call for the page.
  const resales = result.ok ? await cardResales(request, context, result.data.results) : new Map()
  const list: ItemPage = result.ok
    ? {
        results: result.data.results.map((item) =>
          cardItem(item, shopItemPath(base, item), locale, t, resales.get(item.id)),
        ),
        matches_estimated: result.data.matches_estimated,
        page,
        pageSize,
        sort,
        filter,
      }
    : { results: [], matches_estimated: 0, page, pageSize, sort, filter }
  return data({ ...loaded.data, items: list })
}
