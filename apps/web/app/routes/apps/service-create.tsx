import type { StripHandle } from '../../features/catalogues/strip-place'
import { loadNewItem, saveItem } from '../../features/supplier/item-form.server'
import { ItemFormPage } from '../../features/supplier/item-form-page'
import { SUPPLIER_MESSAGES } from '../../features/supplier/supplier-messages'
import { supplierMeta } from '../../features/supplier/supplier-meta'
import { withMessages } from '../../i18n/messages.server'
import type { Route } from './+types/service-create'

// A task page (a supplier's own items): no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/** /:shop?/apps/me/products/services/create (001 §2 creation links): a new service, POST /api/v1/me/items. */
export const loader = withMessages(SUPPLIER_MESSAGES, ({ request, context, params }: Route.LoaderArgs) => {
  return loadNewItem(request, context, params.shop, 'service')
})

export function action({ request, context, params }: Route.ActionArgs) {
  return saveItem(request, context, params.shop, { type: 'service', id: null })
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return supplierMeta(matches, 'supplier.new.service')
}

export default function ServiceCreate({ loaderData, actionData }: Route.ComponentProps) {
  return <ItemFormPage load={loaderData} answer={actionData} />
}
