import { LIST_MAX_OFFSET, SHOP_LIST_PAGE_SIZE } from '@tianguis/core/constants'
import { can } from '@tianguis/core/permissions'
import { lazy } from 'react'
import { data, useLocation } from 'react-router'
import { deleteOutcomeOf } from '../../../features/catalogues/catalogue-delete.server'
import { CatalogueGrid } from '../../../features/catalogues/catalogue-grid'
import { loadCatalogues } from '../../../features/catalogues/catalogues.server'
import { PAGE_LINKS_MESSAGES, PageLinks } from '../../../features/sections/page-links'
import { sectionMeta } from '../../../features/sections/section-meta'
import { SectionPage } from '../../../features/sections/section-page'
import { loadSection, SECTION_MESSAGES, type SectionData } from '../../../features/sections/sections.server'
import { shopOnce } from '../../../features/sections/shop-once.server'
import { addressingFor } from '../../../features/shop/shop.server'
import { useShop } from '../../../features/shop/use-shop'
import { withMessages } from '../../../i18n/messages.server'
import type { MessagePrefix } from '../../../i18n/prefixes'
import { useT } from '../../../i18n/use-t'
import { lazyPart } from '../../../lib/island'
import { pageParam } from '../../../lib/page-param'
import type { Route } from './+types/catalogos'

// Only after a deletion: visitors of the page load none of the toast code (decision 037).
const FlashToast = lazyPart(() => import('../../../features/toasts/flash-toast').then((m) => m.FlashToast))

// The admin's management: visitors load none of its code (decision 019).
const ShelfToolbar = lazy(() =>
  import('../../../features/catalogues/shelf-toolbar').then((m) => ({ default: m.ShelfToolbar })),
)

/** The last `?page` the API's bounded offset can reach. */
const LAST_PAGE = Math.floor(LIST_MAX_OFFSET / SHOP_LIST_PAGE_SIZE) + 1

/**
 * /catalogos: the shop's catalogues as cards, 10 a page through `?page` (001 §9 shop lists), or
 * the empty state ('add your first catalogue' for admins); 404 outside a shop and past the last
 * page. The shop's admins also get the count and deletion with undo (000 §4);
 * `?hecho=eliminado` or `no-eliminado`, where a deletion lands, shows its outcome as a toast
 * (decision 037).
 */
export const loader = withMessages(
  (data) => [
    ...SECTION_MESSAGES.catalogues,
    ...PAGE_LINKS_MESSAGES,
    ...('admin' in data && data.admin
      ? (['catalogues.count', 'catalogues.delete', 'catalogues.shelf', 'toast.close'] as const)
      : []),
    ...('outcome' in data && data.outcome
      ? ([
          'toast.close',
          ...(data.outcome === 'deleted'
            ? (['catalogues.delete.doneTitle'] as const)
            : (['catalogues.delete.failedTitle', 'catalogues.delete.failedText'] as const)),
        ] satisfies MessagePrefix[])
      : []),
  ],
  async ({ request, context, params }: Route.LoaderArgs) => {
    const section = await loadSection(request, context, params.shop, 'catalogues')
    if (!section.data.found) return section
    const { slug } = addressingFor(params.shop, context)
    const url = new URL(request.url)
    const page = pageParam(url, LAST_PAGE)
    const [list, shop] = await Promise.all([
      loadCatalogues(request, context, slug!, {
        offset: (page - 1) * SHOP_LIST_PAGE_SIZE,
        limit: SHOP_LIST_PAGE_SIZE,
      }),
      shopOnce(request, context, slug!),
    ])
    if (page > 1 && list.results.length === 0) {
      return data<SectionData>({ found: false, section: 'catalogues' }, { status: 404 })
    }
    const pages = Math.ceil(list.matches_estimated / SHOP_LIST_PAGE_SIZE)
    const admin = shop.ok && can(shop.data.viewer_roles, 'shop.update')
    // Only the admins who deleted are told how it went.
    const outcome = admin ? deleteOutcomeOf(url.searchParams.get('hecho')) : null
    return {
      ...section.data,
      catalogues: list.results,
      count: list.matches_estimated,
      page,
      pages,
      admin,
      outcome,
      shopSlug: slug!,
    }
  },
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return sectionMeta('catalogues', matches, loaderData) as Route.MetaDescriptors
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { base } = useShop()
  const { pathname, key } = useLocation()
  const list = 'catalogues' in loaderData ? loaderData : null
  const catalogues = list?.catalogues ?? []
  const admin = list?.admin === true
  return (
    <>
      {admin && list ? (
        // The admin's management shows even with no catalogue yet (000 §2).
        <div className="mx-auto w-full max-w-6xl px-4 pt-4">
          <ShelfToolbar base={base} shopSlug={list.shopSlug} />
        </div>
      ) : null}
      <SectionPage data={loaderData}>
        {list && catalogues.length > 0 ? (
          <div className="flex flex-col gap-6">
            {admin ? (
              <p className="text-gray-700">
                {list.count === 1
                  ? t('catalogues.count.one')
                  : t('catalogues.count.other', { n: list.count })}
              </p>
            ) : null}
            <CatalogueGrid catalogues={catalogues} base={base} admin={admin} shopSlug={list.shopSlug} />
            <PageLinks page={list.page} pages={list.pages} />
          </div>
        ) : undefined}
      </SectionPage>
      {list?.outcome === 'deleted' ? (
        // Keyed by the navigation: each deletion's answer is a toast of its own.
        <FlashToast key={key} title={t('catalogues.delete.doneTitle')} closeHref={pathname} />
      ) : null}
      {list?.outcome === 'failed' ? (
        <FlashToast
          key={key}
          kind="error"
          title={t('catalogues.delete.failedTitle')}
          message={t('catalogues.delete.failedText')}
          closeHref={pathname}
        />
      ) : null}
    </>
  )
}
