import { CATALOGUE_PRODUCTS_PAGE_SIZE, LIST_MAX_OFFSET } from '@tianguis/core/constants'
import { type CatalogueSummary, catalogueProductPage } from '@tianguis/core/contracts/catalogue-items'
import { shopItemPath } from '@tianguis/core/item-links'
import { photoOfSize } from '@tianguis/core/photo-sizes'
import { searchTextOf } from '@tianguis/core/search'
import type { RouterContextProvider } from 'react-router'
import { requestTranslation } from '../../i18n/messages.server'
import { createApi } from '../../lib/api.server'
import { pageParam } from '../../lib/page-param'
import { priceTexts } from '../items/price-texts'
import type { ContentsPage } from './contents-types'

/**
 * One page of a catalogue's products for `/catalogos/{slug}` (001 §2: `?page` from 1, 30 a page,
 * `?filter` the search text lower-cased, `?cataloguesFilter` the admin's bulk add). The browser
 * gets only what a row shows: name, link, the 48×48 thumbnail, the price's text and the place.
 * The answer carries the catalogue itself (one statement after the shop's, decision 068); an
 * unknown catalogue is null.
 */
export async function loadContents(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
  base: string,
  catalogueSlug: string,
): Promise<{ catalogue: CatalogueSummary; contents: ContentsPage } | null> {
  const url = new URL(request.url)
  const pageSize = CATALOGUE_PRODUCTS_PAGE_SIZE
  const page = pageParam(url, Math.floor(LIST_MAX_OFFSET / pageSize))
  const filter = searchTextOf(url.searchParams.get('filter'))
  const bulk = url.searchParams.has('cataloguesFilter')
  const result = await createApi(request, context).get(
    `/api/v1/shops/${encodeURIComponent(slug)}/catalogues/${encodeURIComponent(catalogueSlug)}/products`,
    catalogueProductPage,
    { offset: (page - 1) * pageSize, limit: pageSize, ...(filter ? { text: filter } : {}) },
  )
  if (!result.ok) {
    if (result.status === 404) return null
    throw new Error(`GET catalogue ${catalogueSlug} products answered ${result.status} ${result.error.code}`)
  }
  const { locale, t } = requestTranslation(request)
  const contents: ContentsPage = {
    rows: result.data.results.map((item) => ({
      id: item.id,
      name: item.name,
      href: shopItemPath(base, item),
      photo: item.photos[0] ? photoOfSize(item.photos[0], 'thumb') : null,
      price: priceTexts(item, locale, t).price,
      position: item.queue_position,
      ...(item.list_state === 'unpublished' || item.hiden === true ? { dimmed: true as const } : {}),
    })),
    matches_estimated: result.data.matches_estimated,
    page,
    pageSize,
    filter,
    bulk,
  }
  return { catalogue: result.data.catalogue, contents }
}
