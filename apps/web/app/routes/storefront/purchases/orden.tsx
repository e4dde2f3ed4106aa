import { useLocation } from 'react-router'
import type { StripHandle } from '../../../features/catalogues/strip-place'
import { OrderDetailPage } from '../../../features/purchases/order-detail-page'
import { RECEIVED_MARK } from '../../../features/purchases/paths'
import { loadOrder, takeNextStep } from '../../../features/purchases/purchases.server'
import { ORDER_MESSAGES } from '../../../features/purchases/purchases-messages'
import { taskPageMeta } from '../../../features/seo/canonical'
import { usePageHeading } from '../../../features/shop/use-shop'
import { withMessages } from '../../../i18n/messages.server'
import { metaT } from '../../../lib/meta'
import type { Route } from './+types/orden'

export const handle: StripHandle = { catalogueStrip: 'none' }

/** `{base}/mis-compras/:order` (002 §3; decision 080): one of the viewer's orders; another's is the 404 page. */
export const loader = withMessages(ORDER_MESSAGES, ({ request, context, params }: Route.LoaderArgs) =>
  loadOrder(request, context, params),
)

/** The 'next' button's post: POST /api/v1/me/orders/:id/next, then back here with a toast. */
export function action({ request, context, params }: Route.ActionArgs) {
  return takeNextStep(request, context, params)
}

export function meta({ matches, params }: Route.MetaArgs): Route.MetaDescriptors {
  return taskPageMeta(matches, metaT(matches)('purchases.detail.title', { id: params.order })) as Route.MetaDescriptors
}

export default function Orden({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation()
  const search = new URLSearchParams(location.search)
  const received = search.get('hecho') === RECEIVED_MARK
  search.delete('hecho')
  const query = search.toString()
  return (
    <OrderDetailPage
      order={loaderData}
      received={received && !actionData}
      failure={actionData?.failure ?? null}
      closeHref={`${location.pathname}${query ? `?${query}` : ''}`}
      titleAs={usePageHeading()}
    />
  )
}
