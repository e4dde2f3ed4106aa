import type { RouterContextProvider } from 'react-router'
import { loadVisibleBanners, type PageBanner } from '../banners/banners.server'
import { type PageStripEntry, pageStrip } from '../catalogues/page-strip'
import { shopOnce } from '../sections/shop-once.server'

export interface ShopHomeData {
  banners: PageBanner[]
  /** The catalogue strip (000 §2), carried by the shop's own answer: no statement of its own. */
  strip: PageStripEntry[]
}

/**
 * A shop home's own data, fetched together (conventions 5: secondary data never throws): the
 * banners for this viewer (one statement) and the catalogue strip from the shop the layout already
 * asked for (shared, no statement).
 */
export async function loadShopHome(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
): Promise<ShopHomeData> {
  const [banners, shop] = await Promise.all([
    loadVisibleBanners(request, context, slug),
    shopOnce(request, context, slug),
  ])
  return { banners, strip: shop.ok ? pageStrip(shop.data.catalogue_strip) : [] }
}
