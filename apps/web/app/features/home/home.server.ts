import type { Shop } from '@tianguis/core/contracts/shops'
import { can } from '@tianguis/core/permissions'
import type { RouterContextProvider } from 'react-router'
import { loadVisibleBanners, type PageBanner } from '../banners/banners.server'
import { shopOnce } from '../sections/shop-once.server'
import { shopLookHref } from '../shop-look/shop-look-fields'
import { type HomeItems, requestHomeItems } from './home-items.server'

export interface ShopHomeData {
  banners: PageBanner[]
  /** The header slides and header block: only the home shows them, so only the home sends them. */
  theme: Pick<Shop['store_theme_info'], 'slider_info' | 'header_info' | 'columns'>
  /** The grid of the shop's first products (decision 069), or null without products. */
  items: HomeItems | null
  /** The viewer is a shop admin: the home shows the header's and carousel's edit buttons (001 §6). */
  editable: boolean
  /** Where 'Editar fondo' leads the shop's admins (the editor's colours, decision 095); null for others. */
  editBackground: string | null
}

/**
 * A shop home's own data, fetched together (conventions 5: secondary data never throws): the
 * banners for this viewer (one statement), its first products (one statement, decision 069), and
 * the slides and header block from the shop the layout already asked for (shared, no statement).
 * The catalogue strip comes with the layout's shop, as on every shop page (decision 038).
 */
export async function loadShopHome(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
  base: string,
): Promise<ShopHomeData> {
  const items = requestHomeItems(request, context, slug)
  const [banners, shop] = await Promise.all([
    loadVisibleBanners(request, context, slug),
    shopOnce(request, context, slug),
  ])
  if (!shop.ok)
    return {
      banners,
      theme: { slider_info: [], header_info: null, columns: 2 },
      items: null,
      editable: false,
      editBackground: null,
    }
  const { slider_info, header_info, columns } = shop.data.store_theme_info
  const admin = can(shop.data.viewer_roles, 'shop.update') && !shop.data.is_proxy
  return {
    banners,
    theme: { slider_info, header_info, columns },
    items: await items(shop.data, base),
    editable: admin,
    editBackground: admin ? shopLookHref(base, 'colours') : null,
  }
}
