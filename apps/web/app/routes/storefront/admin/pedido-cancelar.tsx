import type { StripHandle } from '../../../features/catalogues/strip-place'
import { NotFound } from '../../../features/errors/not-found'
import { loadCancellation, submitCancellation } from '../../../features/order-cancel/cancel-order.server'
import { CancelOrderForm } from '../../../features/order-cancel/cancel-order-form'
import { usePageHeading } from '../../../features/shop/use-shop'
import { supplierMeta } from '../../../features/supplier/supplier-meta'
import { withMessages } from '../../../i18n/messages.server'
import { shopHome } from '../../../lib/shop-base'
import type { Route } from './+types/pedido-cancelar'

// A task page: no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/**
 * {shop}/admin/pedidos/:id/cancelar: the shop's owner or an admin cancels a sale (002 §4; decision
 * 082) with a reason, then goes to the shop's orders. A dispatcher or accountant sees the order and
 * that they cannot cancel it; anyone else, and the platform without a shop, get the 404 page.
 */
export const loader = withMessages(['orderCancel'], ({ request, context, params }: Route.LoaderArgs) =>
  loadCancellation(request, context, 'seller', params.shop, params.id),
)

export function action({ request, context, params }: Route.ActionArgs) {
  return submitCancellation(request, context, 'seller', params.shop, params.id)
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData?.found
    ? supplierMeta(matches, 'orderCancel.title', { id: loaderData.order.id })
    : supplierMeta(matches, 'notFound.title')
}

export default function CancelSale({ loaderData, actionData }: Route.ComponentProps) {
  const titleAs = usePageHeading()
  if (!loaderData.found) return <NotFound homeHref={shopHome(loaderData.base)} titleAs={titleAs} />
  return (
    <CancelOrderForm
      order={loaderData.order}
      audience="seller"
      {...(actionData ? { values: actionData.values, errors: actionData.errors } : {})}
      backHref={`${loaderData.base}/admin/pedidos`}
      titleAs={titleAs}
    />
  )
}
