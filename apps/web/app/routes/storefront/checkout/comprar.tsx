import type { StripHandle } from '../../../features/catalogues/strip-place'
import { checkoutAction } from '../../../features/checkout/checkout-action.server'
import { loadCheckoutPage } from '../../../features/checkout/checkout-loader.server'
import { CheckoutPage, CheckoutProblem } from '../../../features/checkout/checkout-page'
import { taskPageMeta } from '../../../features/seo/canonical'
import { withMessages } from '../../../i18n/messages.server'
import { useT } from '../../../i18n/use-t'
import { metaT } from '../../../lib/meta'
import { shopHome } from '../../../lib/shop-base'
import type { Route } from './+types/comprar'

// A task page (paying): no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/**
 * `{base}/comprar` (the master checkout of every configured supplier order) and
 * `{base}/comprar?proveedor=<id>` (one supplier's order); decisions 041, 049.
 */
export const loader = withMessages(['checkout'], ({ request, context, params }: Route.LoaderArgs) =>
  loadCheckoutPage(request, context, params, {
    kind: 'cart',
    supplierId: new URL(request.url).searchParams.get('proveedor'),
  }),
)

export async function action({ request, context, params }: Route.ActionArgs) {
  return checkoutAction(request, context, params)
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return taskPageMeta(matches, metaT(matches)('checkout.title')) as Route.MetaDescriptors
}

export default function Comprar({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  if ('problem' in loaderData) {
    return (
      <CheckoutProblem
        title={t('checkout.title')}
        message={loaderData.problem.message}
        homeHref={shopHome(loaderData.base)}
      />
    )
  }
  return (
    <CheckoutPage
      checkout={loaderData.checkout}
      title={t('checkout.title')}
      actionData={actionData}
      returned={loaderData.returned}
    />
  )
}
