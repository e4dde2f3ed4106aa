import { useLocation } from 'react-router'
import type { StripHandle } from '../../../features/catalogues/strip-place'
import { NotFound } from '../../../features/errors/not-found'
import { OrderCanceledFlash } from '../../../features/order-cancel/order-canceled-flash'
import { PAGE_LINKS_MESSAGES } from '../../../features/sections/page-links'
import { SectionFrame } from '../../../features/sections/section-page'
import { OrderFiltersForm, OrderList } from '../../../features/seller-orders/order-list'
import { loadSellerOrders, type SellerOrdersPage } from '../../../features/seller-orders/seller-orders.server'
import { useShop } from '../../../features/shop/use-shop'
import { withMessages } from '../../../i18n/messages.server'
import { useT } from '../../../i18n/use-t'
import { metaT } from '../../../lib/meta'
import { shopHome } from '../../../lib/shop-base'
import type { Route } from './+types/pedidos'

// A back-office page: no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/**
 * `{shop}/admin/pedidos` (decision 081; 002 §2, §7): the shop's sales for the staff who see orders
 * (owner, admin, accountant, dispatcher), newest change first, with the state, text and date
 * filters as a plain form, and pages. A visitor goes to log in; anyone else gets the not-found page.
 */
export const loader = withMessages(
  (page: SellerOrdersPage) =>
    page.found
      ? ['sellerOrders', ...PAGE_LINKS_MESSAGES, 'orderCancel.done', 'orderCancel.doneRefund', 'toast.close']
      : [],
  ({ request, context, params }: Route.LoaderArgs) => loadSellerOrders(request, context, params.shop),
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  const title = loaderData?.found ? t('sellerOrders.title') : t('notFound.title')
  return [{ title }, { name: 'robots', content: 'noindex' }]
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { base } = useShop()
  const { pathname, search } = useLocation()
  if (!loaderData.found) return <NotFound homeHref={shopHome(base)} />
  return (
    <SectionFrame
      crumbs={[{ label: t('sellerOrders.home'), href: shopHome(base) }, { label: t('sellerOrders.title') }]}
      title={t('sellerOrders.title')}
    >
      <OrderFiltersForm base={base} filters={loaderData.filters} />
      <OrderList
        base={base}
        orders={loaderData.orders}
        count={loaderData.count}
        page={loaderData.page}
        pages={loaderData.pages}
        filters={loaderData.filters}
      />
      {/* Where the seller's cancellation lands (decision 082): its toast. */}
      <OrderCanceledFlash mark={new URLSearchParams(search).get('hecho')} closeHref={pathname} />
    </SectionFrame>
  )
}
