import type { StripHandle } from '../../features/catalogues/strip-place'
import { PlansPage } from '../../features/reseller/plans-page'
import { loadPlans, requestPlanAction } from '../../features/reseller/reseller.server'
import { usePageHeading } from '../../features/shop/use-shop'
import { supplierMeta } from '../../features/supplier/supplier-meta'
import { withMessages } from '../../i18n/messages.server'
import type { Route } from './+types/referral-plans'

export const handle: StripHandle = { catalogueStrip: 'none' }

/** /:shop?/apps/me/referral/resale/plans: the plans with rate, price and margin (002 §3). */
export const loader = withMessages(['reseller'], ({ request, context, params }: Route.LoaderArgs) =>
  loadPlans(request, context, params.shop),
)

/** 'Buy a package' (002 §7) as a recorded request: the plans' buttons post here (the item page's upgrade offer buys at /apps/paquetes, decision 092). */
export function action({ request, context, params }: Route.ActionArgs) {
  return requestPlanAction(request, context, params.shop)
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return supplierMeta(matches, 'reseller.plans.title')
}

export default function ReferralPlans({ loaderData, actionData }: Route.ComponentProps) {
  return <PlansPage data={loaderData} failure={actionData?.failure ?? null} titleAs={usePageHeading()} />
}
