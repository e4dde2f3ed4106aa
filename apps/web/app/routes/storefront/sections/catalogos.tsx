import { can } from '@tianguis/core/permissions'
import { lazy } from 'react'
import { useLocation } from 'react-router'
import { deleteOutcomeOf } from '../../../features/catalogues/catalogue-delete.server'
import { CatalogueGrid } from '../../../features/catalogues/catalogue-grid'
import { loadCatalogues } from '../../../features/catalogues/catalogues.server'
import { sectionMeta } from '../../../features/sections/section-meta'
import { SectionPage } from '../../../features/sections/section-page'
import { loadSection, SECTION_MESSAGES } from '../../../features/sections/sections.server'
import { shopOnce } from '../../../features/sections/shop-once.server'
import { addressingFor } from '../../../features/shop/shop.server'
import { useShop } from '../../../features/shop/use-shop'
import { withMessages } from '../../../i18n/messages.server'
import type { MessagePrefix } from '../../../i18n/prefixes'
import { useT } from '../../../i18n/use-t'
import type { Route } from './+types/catalogos'

// Only after a deletion: visitors of the page load none of the toast code (decision 037).
const FlashToast = lazy(() =>
  import('../../../features/toasts/flash-toast').then((m) => ({ default: m.FlashToast })),
)

/**
 * /catalogos: the shop's catalogues as cards (always on, 001 §2 "Shop pages"), or the empty state
 * ('add your first catalogue' for admins); 404 outside a shop. The shop's admins also get the
 * count and deletion with undo (000 §4); `?hecho=eliminado` or `no-eliminado`, where a deletion
 * lands, shows its outcome as a toast (decision 037).
 */
export const loader = withMessages(
  (data) => [
    ...SECTION_MESSAGES.catalogues,
    ...('admin' in data && data.admin ? (['catalogues.count', 'catalogues.delete'] as const) : []),
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
    const [list, shop] = await Promise.all([
      loadCatalogues(request, context, slug!),
      shopOnce(request, context, slug!),
    ])
    const admin = shop.ok && can(shop.data.viewer_roles, 'shop.update')
    // Only the admins who deleted are told how it went.
    const outcome = admin ? deleteOutcomeOf(new URL(request.url).searchParams.get('hecho')) : null
    return { ...section.data, catalogues: list.results, count: list.matches_estimated, admin, outcome }
  },
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return sectionMeta('catalogues', matches, loaderData) as Route.MetaDescriptors
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { base } = useShop()
  const { pathname, key } = useLocation()
  const found = 'catalogues' in loaderData
  const catalogues = found ? loaderData.catalogues : []
  const admin = found && loaderData.admin
  return (
    <>
      <SectionPage data={loaderData}>
        {catalogues.length > 0 ? (
          <>
            {admin ? (
              <p className="text-gray-700">
                {loaderData.count === 1
                  ? t('catalogues.count.one')
                  : t('catalogues.count.other', { n: loaderData.count })}
              </p>
            ) : null}
            <CatalogueGrid catalogues={catalogues} base={base} admin={admin} />
          </>
        ) : undefined}
      </SectionPage>
      {found && loaderData.outcome === 'deleted' ? (
        // Keyed by the navigation: each deletion's answer is a toast of its own.
        <FlashToast key={key} title={t('catalogues.delete.doneTitle')} closeHref={pathname} />
      ) : null}
      {found && loaderData.outcome === 'failed' ? (
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
