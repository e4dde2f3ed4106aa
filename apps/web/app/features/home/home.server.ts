import { listOf } from '@tianguis/core/contracts/common'
import { publicItem } from '@tianguis/core/contracts/items'
import { shopItemPath } from '@tianguis/core/item-links'
import { isSectionEnabled } from '@tianguis/core/sections'
import type { RouterContextProvider } from 'react-router'
import { createApi } from '../../lib/api.server'
import { loadVisibleBanners, type PageBanner } from '../banners/banners.server'
import { type PageStripEntry, pageStrip } from '../catalogues/page-strip'
import { type CardItem, cardItem } from '../items/card-item'
import { shopOnce } from '../sections/shop-once.server'

/** How many of the shop's products its home shows, most relevant first. */
export const HOME_PRODUCTS = 8

export interface ShopHomeData {
  banners: PageBanner[]
  /** The catalogue strip (000 §2), carried by the shop's own answer: no statement of its own. */
  strip: PageStripEntry[]
  /** The first products as cards; null when the shop's products section is off. */
  products: CardItem[] | null
}

/**
 * A shop home's own data, fetched together (conventions 5: secondary data never throws): the
 * banners for this viewer (one statement), the catalogue strip from the shop the layout already
 * asked for (shared, no statement), and the first products (one statement). The home stays within
 * its budget of 6 statements (quality.md).
 */
export async function loadShopHome(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
  base: string,
): Promise<ShopHomeData> {
  const [banners, shop] = await Promise.all([
    loadVisibleBanners(request, context, slug),
    shopOnce(request, context, slug),
  ])
  if (!shop.ok) return { banners, strip: [], products: null }
  let products: CardItem[] | null = null
  if (isSectionEnabled(shop.data, 'products')) {
    const result = await createApi(request, context)
      .get(`/api/v1/shops/${encodeURIComponent(slug)}/items`, listOf(publicItem), {
        type: 'product',
        limit: HOME_PRODUCTS,
      })
      .catch(() => null)
    products = result?.ok ? result.data.results.map((item) => cardItem(item, shopItemPath(base, item))) : []
  }
  return { banners, strip: pageStrip(shop.data.catalogue_strip), products }
}
