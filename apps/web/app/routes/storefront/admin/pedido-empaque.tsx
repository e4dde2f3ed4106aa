import { mayPack } from '@tianguis/core/orders/packing'
import { lazy } from 'react'
import { useLocation } from 'react-router'
import type { StripHandle } from '../../../features/catalogues/strip-place'
import { NotFound } from '../../../features/errors/not-found'
import {
  actOnPacking,
  loadPacking,
  type PackingFormAnswer,
  type PackingPage,
} from '../../../features/packing/packing.server'
import { NotPackedList, PackageList, PackingStatus } from '../../../features/packing/packing-view'
import { packingPath } from '../../../features/packing/paths'
import { SectionFrame } from '../../../features/sections/section-page'
import { sellerOrderPath, sellerOrdersPath } from '../../../features/seller-orders/paths'
import { useShop } from '../../../features/shop/use-shop'
import { withMessages } from '../../../i18n/messages.server'
import { useT } from '../../../i18n/use-t'
import { metaT } from '../../../lib/meta'
import { shopHome } from '../../../lib/shop-base'
import type { Route } from './+types/pedido-empaque'

// Only after a form posted without JavaScript: its code is fetched then, never otherwise.
const FlashToast = lazy(() =>
  import('../../../features/toasts/flash-toast').then((m) => ({ default: m.FlashToast })),
)

// A back-office page: no catalogue strip above it (decision 038).
export const handle: StripHandle = { catalogueStrip: 'none' }

/**
 * `{shop}/admin/pedidos/{id}/empaque` (decision 087; 002 §7 "Franchise orders"): a franchise
 * shop's staff who dispatch orders put a sale's units into packages while it is in process — the
 * units not packed yet, each with a form to pack some into a new or an existing package, and the
 * packages with their weight and a form per line to change how many it holds or take it out.
 */
export const loader = withMessages(
  (page: PackingPage) =>
    page.found
      ? [
          'packing',
          'sellerOrders.home',
          'sellerOrders.title',
          'sellerOrders.status',
          'sections.breadcrumb',
          'toast.close',
        ]
      : [],
  ({ request, context, params }: Route.LoaderArgs) => loadPacking(request, context, params),
)

export function action({ request, context, params }: Route.ActionArgs) {
  return actOnPacking(request, context, params)
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  const title = loaderData?.found ? t('packing.title', { id: loaderData.order.id }) : t('notFound.title')
  return [{ title }, { name: 'robots', content: 'noindex' }]
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { base } = useShop()
  const { pathname, key } = useLocation()
  if (!loaderData.found) return <NotFound homeHref={shopHome(base)} />
  const { order, notPacked, packages, page, pages, outcome } = loaderData
  const answer = (actionData as PackingFormAnswer | undefined) ?? null
  const open = mayPack(order.status)
  const here = packingPath(base, order.id)
  return (
    <>
      <SectionFrame
        crumbs={[
          { label: t('sellerOrders.home'), href: shopHome(base) },
          { label: t('sellerOrders.title'), href: sellerOrdersPath(base) },
          { label: order.id, href: sellerOrderPath(base, order.id) },
          { label: t('packing.link') },
        ]}
        title={t('packing.title', { id: order.id })}
      >
        <p className="text-gray-700">{t('packing.intro')}</p>
        <PackingStatus status={order.status} left={notPacked.units_not_packed} />
        <NotPackedList lines={notPacked.results} packages={packages} open={open} answer={answer} />
        {pages > 1 ? (
          <nav className="flex gap-4">
            {page > 1 ? (
              <a href={`${here}?page=${page - 1}`} className="underline underline-offset-2">
                {t('packing.pages.previous')}
              </a>
            ) : null}
            {page < pages ? (
              <a href={`${here}?page=${page + 1}`} className="underline underline-offset-2">
                {t('packing.pages.next')}
              </a>
            ) : null}
          </nav>
        ) : null}
        <PackageList packages={packages} open={open} answer={answer} />
        <a href={sellerOrderPath(base, order.id)} className="font-medium underline underline-offset-2">
          {t('packing.back')}
        </a>
      </SectionFrame>
      {outcome ? (
        <FlashToast
          key={key}
          title={t(outcome === 'packed' ? 'packing.pack.doneTitle' : 'packing.package.doneTitle')}
          closeHref={pathname}
        />
      ) : null}
    </>
  )
}
