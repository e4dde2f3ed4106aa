import { OrderPrintPage } from '../../features/purchases/order-print-page'
import { loadOrder } from '../../features/purchases/purchases.server'
import { PRINT_MESSAGES } from '../../features/purchases/purchases-messages'
import { withMessages } from '../../i18n/messages.server'
import { metaT } from '../../lib/meta'
import type { Route } from './+types/imprimir'

/**
 * `{base}/mis-compras/:order/imprimir` (002 §2 "print preview"; decision 080): the order on a plain
 * page outside the shop's frame, for paper; another person's order is the 404 page.
 */
export const loader = withMessages(PRINT_MESSAGES, ({ request, context, params }: Route.LoaderArgs) =>
  loadOrder(request, context, params),
)

export function meta({ matches, params }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  return [{ title: `${t('purchases.print.title', { id: params.order })} | ${t('platform.name')}` }]
}

export default function Imprimir({ loaderData }: Route.ComponentProps) {
  return <OrderPrintPage order={loaderData} />
}
