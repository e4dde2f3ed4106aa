import type { StripHandle } from '../../features/catalogues/strip-place'
import { NotFound } from '../../features/errors/not-found'
import { addressingFor } from '../../features/shop/shop.server'
import { usePageHeading, useShop } from '../../features/shop/use-shop'
import { loadShopLook, saveShopLook } from '../../features/shop-look/shop-look.server'
import type { ShopLookFailure } from '../../features/shop-look/shop-look-fields'
import { ShopLookPage } from '../../features/shop-look/shop-look-page'
import { withMessages } from '../../i18n/messages.server'
import { metaT } from '../../lib/meta'
import { shopHome } from '../../lib/shop-base'
import type { Route } from './+types/admin-tienda'

// A task page: no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/**
 * `{shop}/admin/tienda`: the shop's look edited by its owner and admins (issue 17, decision 095).
 * Its code is this route's own chunk: visitors' pages never load it (decision 019).
 */
export const loader = withMessages(
  ['shopLook', 'toast.close'],
  ({ request, context, params }: Route.LoaderArgs) => {
    const { slug, base } = addressingFor(params.shop, context)
    return loadShopLook(request, context, slug, base)
  },
)

export async function action({ request, context, params }: Route.ActionArgs) {
  const { slug, base } = addressingFor(params.shop, context)
  if (!slug) throw new Response(null, { status: 404 })
  return saveShopLook(request, context, slug, base)
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: metaT(matches)('shopLook.title') }, { name: 'robots', content: 'noindex' }]
}

export default function AdminTienda({ loaderData, actionData }: Route.ComponentProps) {
  const { base } = useShop()
  const heading = usePageHeading()
  if (!loaderData.allowed) return <NotFound homeHref={shopHome(base)} titleAs={heading} />
  const failure = actionData && 'intent' in actionData ? (actionData as ShopLookFailure) : null
  return (
    <ShopLookPage
      values={loaderData.values}
      palettes={loaderData.palettes}
      failure={failure}
      saved={loaderData.saved && !actionData}
      closeHref={loaderData.closeHref}
      homeHref={shopHome(base)}
      titleAs={heading}
    />
  )
}
