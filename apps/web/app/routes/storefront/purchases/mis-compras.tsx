import { useLocation } from 'react-router'
import type { StripHandle } from '../../../features/catalogues/strip-place'
import { OrderCanceledFlash } from '../../../features/order-cancel/order-canceled-flash'
import { loadPurchases } from '../../../features/purchases/purchases.server'
import { PurchasesIsland } from '../../../features/purchases/purchases-islands'
import { PURCHASES_MESSAGES } from '../../../features/purchases/purchases-messages'
import { taskPageMeta } from '../../../features/seo/canonical'
import { usePageHeading } from '../../../features/shop/use-shop'
import { withMessages } from '../../../i18n/messages.server'
import { metaT } from '../../../lib/meta'
import type { Route } from './+types/mis-compras'

// A task page (the viewer's purchases): no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/**
 * `{base}/mis-compras` and `{base}/shopping-cart/orders` (002 §2; decision 080): the viewer's
 * orders from GET /api/v1/me/orders, filtered by the page's GET form; a visitor logs in first.
 */
export const loader = withMessages(PURCHASES_MESSAGES, ({ request, context, params }: Route.LoaderArgs) =>
  loadPurchases(request, context, params.shop),
)

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return taskPageMeta(matches, metaT(matches)('purchases.title')) as Route.MetaDescriptors
}

export default function MisCompras({ loaderData }: Route.ComponentProps) {
  const { pathname, search } = useLocation()
  return (
    <>
      <PurchasesIsland list={loaderData} titleAs={usePageHeading()} />
      {/* Where a cancellation lands (002 §4): its toast, closed by coming back without the mark. */}
      <OrderCanceledFlash mark={new URLSearchParams(search).get('hecho')} closeHref={pathname} />
    </>
  )
}
