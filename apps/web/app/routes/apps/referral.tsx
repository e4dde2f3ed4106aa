import type { StripHandle } from '../../features/catalogues/strip-place'
import { ResaleItemsPage } from '../../features/reseller/resale-items-page'
import { loadResaleItems } from '../../features/reseller/reseller.server'
import { usePageHeading } from '../../features/shop/use-shop'
import { supplierMeta } from '../../features/supplier/supplier-meta'
import { withMessages } from '../../i18n/messages.server'
import type { Route } from './+types/referral'

// A task page (the reseller's own): no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/** /:shop?/apps/me/referral: items to resell (decision 071); anonymous → login, ul0 → why not. */
export const loader = withMessages(['reseller'], ({ request, context, params }: Route.LoaderArgs) =>
  loadResaleItems(request, context, params.shop),
)

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return supplierMeta(matches, 'reseller.items.title')
}

export default function Referral({ loaderData }: Route.ComponentProps) {
  return <ResaleItemsPage data={loaderData} titleAs={usePageHeading()} />
}
