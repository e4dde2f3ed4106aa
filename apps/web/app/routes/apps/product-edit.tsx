import type { StripHandle } from '../../features/catalogues/strip-place'
import { loadItemForEdit, saveItem } from '../../features/supplier/item-form.server'
import { ItemFormPage } from '../../features/supplier/item-form-page'
import { SUPPLIER_MESSAGES } from '../../features/supplier/supplier-messages'
import { supplierMeta } from '../../features/supplier/supplier-meta'
import { withMessages } from '../../i18n/messages.server'
import type { Route } from './+types/product-edit'

// A task page (a supplier's own items): no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/** /:shop?/apps/me/products/:id/edit: GET and PATCH /api/v1/me/items/:id; another user's item is not found. */
export const loader = withMessages(SUPPLIER_MESSAGES, ({ request, context, params }: Route.LoaderArgs) => {
  return loadItemForEdit(request, context, params.shop, params.id)
})

export function action({ request, context, params }: Route.ActionArgs) {
  return saveItem(request, context, params.shop, { id: params.id })
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData?.found) return supplierMeta(matches, 'notFound.title')
  return supplierMeta(matches, 'supplier.edit.title', { name: loaderData.name ?? '' })
}

export default function ProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  return <ItemFormPage load={loaderData} answer={actionData} />
}
