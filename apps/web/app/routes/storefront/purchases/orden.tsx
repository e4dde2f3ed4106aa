import type { StripHandle } from '../../../features/catalogues/strip-place'
import { type InvoicingFailure, saveInvoicing } from '../../../features/purchases/order-documents.server'
import { PAID_MARK, RECEIVED_MARK, REFERENCE_MARK } from '../../../features/purchases/paths'
import { loadOrder, takeNextStep } from '../../../features/purchases/purchases.server'
import { OrderDetailIsland } from '../../../features/purchases/purchases-islands'
import { ORDER_MESSAGES } from '../../../features/purchases/purchases-messages'
import { orderReturnLink } from '../../../features/returns/returns.server'
import { taskPageMeta } from '../../../features/seo/canonical'
import { usePageHeading } from '../../../features/shop/use-shop'
import { withMessages } from '../../../i18n/messages.server'
import { metaT } from '../../../lib/meta'
import { pagePath } from '../../../lib/page-path'
import type { Route } from './+types/orden'

export const handle: StripHandle = { catalogueStrip: 'none' }

/** `{base}/mis-compras/:order` (002 §3; decision 080): one of the viewer's orders; another's is the 404 page. */
export const loader = withMessages(ORDER_MESSAGES, async ({ request, context, params }: Route.LoaderArgs) => {
  const order = await loadOrder(request, context, params)
  // The 'next' just worked (`?hecho=recibida`): a toast says so; its close link is the address without the mark.
  const url = new URL(pagePath(request), 'http://page.invalid')
  const hecho = url.searchParams.get('hecho')
  const received = hecho === RECEIVED_MARK
  // Back from paying a quoted order (decision 086): `?pago=hecho` or `?pago=referencia`.
  const payMark = url.searchParams.get('pago')
  const paid = payMark === PAID_MARK ? PAID_MARK : payMark === REFERENCE_MARK ? REFERENCE_MARK : null
  url.searchParams.delete('hecho')
  url.searchParams.delete('pago')
  // Returns (decision 091): a delivered order links to the request form, its open return, or says the time expired.
  const returns = order.status === 'delivered' ? await orderReturnLink(request, context, params) : null
  return {
    order,
    returns,
    received,
    paid,
    // A download that came back, or the invoicing form saved (decision 085).
    mark: received ? null : hecho,
    closeHref: `${url.pathname}${url.search}`,
  }
})

/**
 * The page's two forms: the 'next' button (POST /api/v1/me/orders/:id/next) and the invoicing data
 * (PUT /api/v1/me/orders/:id/invoicing; decision 085), each back here with a toast.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.clone().formData()
  if (form.get('intent') === 'invoicing') return saveInvoicing(request, context, params, form)
  return takeNextStep(request, context, params)
}

export function meta({ matches, params }: Route.MetaArgs): Route.MetaDescriptors {
  return taskPageMeta(
    matches,
    metaT(matches)('purchases.detail.title', { id: params.order }),
  ) as Route.MetaDescriptors
}

export default function Orden({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OrderDetailIsland
      order={loaderData.order}
      returns={loaderData.returns}
      received={loaderData.received && !actionData}
      paid={actionData ? null : loaderData.paid}
      failure={actionData?.failure ?? null}
      mark={actionData ? null : loaderData.mark}
      invoicingFailure={
        actionData && 'invoicing' in actionData ? (actionData.invoicing as InvoicingFailure) : null
      }
      closeHref={loaderData.closeHref}
      titleAs={usePageHeading()}
    />
  )
}
