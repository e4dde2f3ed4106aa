import type { StripHandle } from '../../../features/catalogues/strip-place'
import { checkoutAction } from '../../../features/checkout/checkout-action.server'
import { buyNowStart, loadCheckoutPage } from '../../../features/checkout/checkout-loader.server'
import { CheckoutPage, CheckoutProblem } from '../../../features/checkout/checkout-page'
import { taskPageMeta } from '../../../features/seo/canonical'
import { withMessages } from '../../../i18n/messages.server'
import { useT } from '../../../i18n/use-t'
import { metaT } from '../../../lib/meta'
import { shopHome } from '../../../lib/shop-base'
import type { Route } from './+types/comprar-articulo'

export const handle: StripHandle = { catalogueStrip: 'none' }

/**
 * `{base}/comprar-articulo/:owner/:id` (002 §2 "Buy now"): a checkout of one item, its quantity
 * and variants from the query (`cantidad`, `variante.<name>`), which the item page's form sends.
 */
export const loader = withMessages(['checkout'], ({ request, context, params }: Route.LoaderArgs) =>
  loadCheckoutPage(request, context, params, buyNowStart(request, params.id)),
)

export async function action({ request, context, params }: Route.ActionArgs) {
  return checkoutAction(request, context, params)
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return taskPageMeta(matches, metaT(matches)('checkout.buyNowTitle')) as Route.MetaDescriptors
}

export default function ComprarArticulo({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  if ('problem' in loaderData) {
    return (
      <CheckoutProblem
        title={t('checkout.buyNowTitle')}
        message={loaderData.problem.message}
        homeHref={shopHome(loaderData.base)}
      />
    )
  }
  return (
    <CheckoutPage
      checkout={loaderData.checkout}
      title={t('checkout.buyNowTitle')}
      actionData={actionData}
      returned={loaderData.returned}
    />
  )
}
