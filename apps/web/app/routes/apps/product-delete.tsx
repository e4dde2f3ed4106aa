import type { StripHandle } from '../../features/catalogues/strip-place'
import { NotFound } from '../../features/errors/not-found'
import { usePageHeading } from '../../features/shop/use-shop'
import { DeleteConfirm } from '../../features/supplier/delete-confirm'
import { deleteItem, loadDeleteConfirm } from '../../features/supplier/delete-item.server'
import { supplierPaths } from '../../features/supplier/paths'
import { SUPPLIER_MESSAGES } from '../../features/supplier/supplier-messages'
import { supplierMeta } from '../../features/supplier/supplier-meta'
import { withMessages } from '../../i18n/messages.server'
import { shopHome } from '../../lib/shop-base'
import type { Route } from './+types/product-delete'

// A task page (a supplier's own items): no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/** /:shop?/apps/me/products/:id/delete: the confirmation step, then DELETE /api/v1/me/items/:id. */
export const loader = withMessages(SUPPLIER_MESSAGES, ({ request, context, params }: Route.LoaderArgs) => {
  return loadDeleteConfirm(request, context, params.shop, params.id)
})

export function action({ request, context, params }: Route.ActionArgs) {
  return deleteItem(request, context, params.shop, params.id)
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData?.found) return supplierMeta(matches, 'notFound.title')
  return supplierMeta(matches, 'supplier.delete.title', { name: loaderData.name })
}

export default function ProductDelete({ loaderData, actionData }: Route.ComponentProps) {
  const titleAs = usePageHeading()
  if (!loaderData.found || actionData?.notFound) {
    return <NotFound homeHref={shopHome(loaderData.base)} titleAs={titleAs} />
  }
  return (
    <DeleteConfirm
      name={loaderData.name}
      listHref={supplierPaths.list(loaderData.base)}
      failure={actionData?.failure ?? null}
      titleAs={titleAs}
    />
  )
}
