import { useLocation } from 'react-router'
import type { StripHandle } from '../../features/catalogues/strip-place'
import { usePageHeading } from '../../features/shop/use-shop'
import { OwnItemList } from '../../features/supplier/own-item-list'
import { changeOwnItem, loadOwnItems } from '../../features/supplier/own-items.server'
import { SUPPLIER_MESSAGES } from '../../features/supplier/supplier-messages'
import { supplierMeta } from '../../features/supplier/supplier-meta'
import { withMessages } from '../../i18n/messages.server'
import type { Route } from './+types/products'

// A task page (a supplier's own items): no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/** /:shop?/apps/me/products: the viewer's items in every state (GET /api/v1/me/items); anonymous → login. */
export const loader = withMessages(SUPPLIER_MESSAGES, ({ request, context, params }: Route.LoaderArgs) => {
  return loadOwnItems(request, context, params.shop)
})

/** A row's hide/show or publish/unpublish button: PATCH /api/v1/me/items/:id. */
export function action({ request, context, params }: Route.ActionArgs) {
  return changeOwnItem(request, context, params.shop)
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return supplierMeta(matches, 'supplier.list.title')
}

export default function Products({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation()
  const search = new URLSearchParams(location.search)
  search.delete('hecho')
  const query = search.toString()
  return (
    <OwnItemList
      list={loaderData.list}
      base={loaderData.base}
      here={`${location.pathname}${query ? `?${query}` : ''}`}
      done={actionData ? null : loaderData.done}
      failure={actionData?.failure ?? null}
      titleAs={usePageHeading()}
    />
  )
}
