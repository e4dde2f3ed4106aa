import { isReservedPath } from '@tianguis/core/tenancy'
import { lazy } from 'react'
import type { StripHandle } from '../../features/catalogues/strip-place'
import { loadShopHome, type ShopHomeData } from '../../features/home/home.server'
import { homeItemsMessages } from '../../features/home/home-items-messages'
import { ShopHome } from '../../features/home/shop-home'
import { loadShopList } from '../../features/platform/platform.server'
import { RESALE_PARAM } from '../../features/resale/resale-outcome'
import { withCanonical } from '../../features/seo/canonical'
import { addressingFor } from '../../features/shop/shop.server'
import { useShop } from '../../features/shop/use-shop'
import { withMessages } from '../../i18n/messages.server'
import { metaT } from '../../lib/meta'
import type { Route } from './+types/home'

// The platform's list of shops: a shop's home never loads it (decision 019).
const PlatformHome = lazy(() =>
  import('../../features/platform/platform-home').then((m) => ({ default: m.PlatformHome })),
)

/**
 * `/` on the platform lists the shops (GET /api/v1/shops); a shop's home shows its slides, header,
 * catalogue strip and the banners for this viewer (home.server.ts).
 */
export const loader = withMessages(
  ({ shops, items, resaleFlash, editable, editBackground }) =>
    shops
      ? ['platform']
      : [
          'home',
          'banners',
          ...homeItemsMessages(items),
          // The header's and carousel's edit buttons, for shop admins only (decision 096).
          ...(editable ? (['showcase.edit'] as const) : []),
          // The admins' 'Editar fondo' by the slides (decision 095).
          ...(editBackground ? (['shopLook.editBackground'] as const) : []),
          // A removal from the grid posted without JavaScript lands here (decision 076).
          ...(resaleFlash ? (['resale', 'toast.close'] as const) : []),
        ],
  async ({ request, context, params }: Route.LoaderArgs) => {
    const { slug, base, misplaced } = addressingFor(params.shop, context)
    const none: ShopHomeData = {
      banners: [],
      theme: { slider_info: [], header_info: null, columns: 2 },
      items: null,
      editable: false,
      editBackground: null,
    }
    if (slug === null) return { shops: await loadShopList(request, context), ...none, resaleFlash: false }
    if (misplaced || isReservedPath(slug)) return { shops: null, ...none, resaleFlash: false }
    const resaleFlash = new URL(request.url).searchParams.has(RESALE_PARAM)
    return { shops: null, ...(await loadShopHome(request, context, slug, base)), resaleFlash }
  },
)

// The home shows the frame's catalogue strip under its header slides (000 §2), not above them.
export const handle: StripHandle = { catalogueStrip: 'page' }

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  // A shop's home keeps the layout's title, description and Open Graph tags.
  if (!loaderData?.shops) return matches.find((match) => match?.id === 'routes/storefront/layout')?.meta ?? []
  const t = metaT(matches)
  return withCanonical(matches, [
    { title: t('platform.name') },
    { name: 'description', content: t('platform.tagline') },
  ])
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { shop, profile, base } = useShop()
  if (!shop || loaderData.shops) return loaderData.shops ? <PlatformHome {...loaderData.shops} /> : null
  return (
    <ShopHome
      profile={profile}
      base={base}
      banners={loaderData.banners}
      strip={shop.strip}
      theme={loaderData.theme}
      items={loaderData.items}
      shop={shop.slug}
      editable={loaderData.editable}
      editBackground={loaderData.editBackground}
    />
  )
}
