import type { StripHandle } from '../../features/catalogues/strip-place'
import { buyPackageAction, loadPackages } from '../../features/packages/packages.server'
import { PackagesPage } from '../../features/packages/packages-page'
import { taskPageMeta } from '../../features/seo/canonical'
import { usePageHeading } from '../../features/shop/use-shop'
import { withMessages } from '../../i18n/messages.server'
import { metaT } from '../../lib/meta'
import type { Route } from './+types/paquetes'

export const handle: StripHandle = { catalogueStrip: 'none' }

/** `/:shop?/apps/paquetes` (002 §2; decision 092): the packages to buy, and buying one by card. */
export const loader = withMessages(
  ['packages', 'checkout.card', 'checkout.errorTitle', 'checkout.error.generic', 'toast.close'],
  ({ request, context, params }: Route.LoaderArgs) => loadPackages(request, context, params.shop),
)

export function action({ request, context, params }: Route.ActionArgs) {
  return buyPackageAction(request, context, params.shop)
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return taskPageMeta(matches, metaT(matches)('packages.title')) as Route.MetaDescriptors
}

export default function Paquetes({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PackagesPage
      view={loaderData}
      failure={actionData && 'failure' in actionData ? (actionData.failure ?? null) : null}
      attemptKey={actionData && 'attemptKey' in actionData ? actionData.attemptKey : null}
      titleAs={usePageHeading()}
    />
  )
}
