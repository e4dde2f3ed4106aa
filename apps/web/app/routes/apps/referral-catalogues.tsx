import type { StripHandle } from '../../features/catalogues/strip-place'
import { loadResellerCatalogues } from '../../features/reseller/reseller.server'
import { ResellerCataloguesPage } from '../../features/reseller/reseller-catalogues-page'
import { usePageHeading } from '../../features/shop/use-shop'
import { supplierMeta } from '../../features/supplier/supplier-meta'
import { withMessages } from '../../i18n/messages.server'
import type { Route } from './+types/referral-catalogues'

export const handle: StripHandle = { catalogueStrip: 'none' }

/** /:shop?/apps/me/referral/resale/catalogues: the reseller's catalogues, linking to their pages. */
export const loader = withMessages(['reseller'], ({ request, context, params }: Route.LoaderArgs) =>
  loadResellerCatalogues(request, context, params.shop),
)

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return supplierMeta(matches, 'reseller.catalogues.title')
}

export default function ReferralCatalogues({ loaderData }: Route.ComponentProps) {
  return <ResellerCataloguesPage data={loaderData} titleAs={usePageHeading()} />
}
