import type { Shop } from '@tianguis/core/contracts/shops'
import type { RouterContextProvider } from 'react-router'
import { loadVisibleBanners, type PageBanner } from '../banners/banners.server'
import { shopOnce } from '../sections/shop-once.server'

export interface ShopHomeData {
  banners: PageBanner[]
  /** The header slides and header block: only the home shows them, so only the home sends them. */
  theme: Pick<Shop['store_theme_info'], 'slider_info' | 'header_info'>
}

/**
 * A shop home's own data, fetched together (conventions 5: secondary data never throws): the
 * banners for this viewer (one statement), and the slides and header block from the shop the
 * layout already asked for (shared, no statement). The catalogue strip comes with the layout's
 * shop, as on every shop page (decision 038).
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
  if (!shop.ok) return { banners, theme: { slider_info: [], header_info: null } }
  const { slider_info, header_info } = shop.data.store_theme_info
  return { banners, theme: { slider_info, header_info } }
}
