import { lazy } from 'react'
import { useLocation } from 'react-router'
import type { StripHandle } from '../../../features/catalogues/strip-place'
import { NotFound } from '../../../features/errors/not-found'
import { packingPath } from '../../../features/packing/paths'
import { SectionFrame } from '../../../features/sections/section-page'
import { statusLabel } from '../../../features/seller-orders/labels'
import { OrderHistory } from '../../../features/seller-orders/order-history'
import { OrderNotes } from '../../../features/seller-orders/order-notes'
import { NextStepForm, QuoteForm } from '../../../features/seller-orders/order-steps'
import { OrderSummary } from '../../../features/seller-orders/order-summary'
import { sellerOrdersPath } from '../../../features/seller-orders/paths'
import {
  actOnSellerOrder,
  loadSellerOrder,
  type OrderFormAnswer,
  type SellerOrderPage,
} from '../../../features/seller-orders/seller-orders.server'
import { useShop } from '../../../features/shop/use-shop'
import { withMessages } from '../../../i18n/messages.server'
import { useT } from '../../../i18n/use-t'
import { metaT } from '../../../lib/meta'
import { shopHome } from '../../../lib/shop-base'
import type { Route } from './+types/pedido'

// Only after a form posted without JavaScript: its code is fetched then, never otherwise.
const FlashToast = lazy(() =>
  import('../../../features/toasts/flash-toast').then((m) => ({ default: m.FlashToast })),
)

// A back-office page: no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/**
 * `{shop}/admin/pedidos/{id}` (decision 081; 002 §4–§6): one sale for the shop's staff — its
 * state and lines, the next step named for it, the date and cost form while it awaits them, the
 * notes (for the client or internal) and the history. The forms post here without JavaScript and
 * come back with a toast, or with the refusal on the form.
 */
export const loader = withMessages(
  (page: SellerOrderPage) =>
    page.found ? ['sellerOrders', 'packing.link', 'sections.breadcrumb', 'toast.close'] : [],
  ({ request, context, params }: Route.LoaderArgs) => loadSellerOrder(request, context, params),
)

export function action({ request, context, params }: Route.ActionArgs) {
  return actOnSellerOrder(request, context, params)
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  const title = loaderData?.found
    ? t('sellerOrders.detail.title', { id: loaderData.order.id })
    : t('notFound.title')
  return [{ title }, { name: 'robots', content: 'noindex' }]
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { base, shop } = useShop()
  const { pathname, key } = useLocation()
  if (!loaderData.found) return <NotFound homeHref={shopHome(base)} />
  const { order, outcome } = loaderData
  const answer = (actionData as OrderFormAnswer | undefined) ?? null
  const list = sellerOrdersPath(base)
  return (
    <>
      <SectionFrame
        crumbs={[
          { label: t('sellerOrders.home'), href: shopHome(base) },
          { label: t('sellerOrders.title'), href: list },
          { label: order.id },
        ]}
        title={t('sellerOrders.detail.title', { id: order.id })}
      >
        <NextStepForm order={order} answer={answer} />
        <QuoteForm order={order} answer={answer} />
        {shop?.store_type === 'franchise' && order.can_note ? (
          // A franchise shop packs its sales before they are ready (decision 087); the staff who act
          // on orders (owner, admin, dispatcher: packing's `shop.orders.dispatch`) pack, an
          // accountant only reads and gets no link to a page that is not theirs.
          <a href={packingPath(base, order.id)} className="font-medium underline underline-offset-2">
            {t('packing.link')}
          </a>
        ) : null}
        <OrderSummary order={order} />
        <OrderNotes order={order} noteKey={loaderData.noteKey} answer={answer} />
        <OrderHistory order={order} />
        <a href={list} className="font-medium underline underline-offset-2">
          {t('sellerOrders.detail.back')}
        </a>
      </SectionFrame>
      {outcome === 'quoted' ? (
        <FlashToast
          key={key}
          title={t('sellerOrders.quote.doneTitle')}
          message={t('sellerOrders.quote.done')}
          closeHref={pathname}
        />
      ) : null}
      {outcome === 'advanced' ? (
        <FlashToast
          key={key}
          title={t('sellerOrders.next.doneTitle')}
          message={t('sellerOrders.next.done', { state: t(statusLabel(order.status)) })}
          closeHref={pathname}
        />
      ) : null}
      {outcome === 'noted' ? (
        <FlashToast key={key} title={t('sellerOrders.notes.doneTitle')} closeHref={pathname} />
      ) : null}
    </>
  )
}
