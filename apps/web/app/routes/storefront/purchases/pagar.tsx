import type { StripHandle } from '../../../features/catalogues/strip-place'
import { loadOrderPayment, submitOrderPayment } from '../../../features/purchases/order-pay.server'
import { OrderPayPage } from '../../../features/purchases/order-pay-page'
import { ORDER_PAY_MESSAGES } from '../../../features/purchases/purchases-messages'
import { taskPageMeta } from '../../../features/seo/canonical'
import { usePageHeading } from '../../../features/shop/use-shop'
import { withMessages } from '../../../i18n/messages.server'
import { metaT } from '../../../lib/meta'
import type { Route } from './+types/pagar'

export const handle: StripHandle = { catalogueStrip: 'none' }

/** `{base}/mis-compras/:order/pagar` (decision 086): confirm and pay a quoted order. */
export const loader = withMessages(ORDER_PAY_MESSAGES, ({ request, context, params }: Route.LoaderArgs) =>
  loadOrderPayment(request, context, params),
)

export function action({ request, context, params }: Route.ActionArgs) {
  return submitOrderPayment(request, context, params)
}

export function meta({ matches, params }: Route.MetaArgs): Route.MetaDescriptors {
  return taskPageMeta(
    matches,
    metaT(matches)('purchases.pay.title', { id: params.order }),
  ) as Route.MetaDescriptors
}

export default function PayOrder({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OrderPayPage
      order={
        actionData && 'attemptKey' in actionData && typeof actionData.attemptKey === 'string'
          ? { ...loaderData, attemptKey: actionData.attemptKey }
          : loaderData
      }
      failure={actionData && 'failure' in actionData ? (actionData.failure ?? null) : null}
      titleAs={usePageHeading()}
    />
  )
}
