import { can } from '@tianguis/core/permissions'
import { Suspense } from 'react'
import { data, Link, useLocation } from 'react-router'
import { loadContents } from '../../../features/catalogue-contents/contents.server'
import { ContentsGrid } from '../../../features/catalogue-contents/contents-grid'
import type { ContentsAdmin, ContentsPage } from '../../../features/catalogue-contents/contents-types'
import { FORK_PARAM, forkOutcomeOf } from '../../../features/catalogue-forks/copy-outcome'
import { loadCatalogues } from '../../../features/catalogues/catalogues.server'
import { NotFound } from '../../../features/errors/not-found'
import { EmptyState } from '../../../features/sections/empty-state'
import { sectionMeta } from '../../../features/sections/section-meta'
import { SectionFrame } from '../../../features/sections/section-page'
import { loadSection, SECTION_MESSAGES } from '../../../features/sections/sections.server'
import { shopOnce } from '../../../features/sections/shop-once.server'
import { addressingFor } from '../../../features/shop/shop.server'
import { usePageHeading, useShop } from '../../../features/shop/use-shop'
import { withMessages } from '../../../i18n/messages.server'
import type { MessagePrefix } from '../../../i18n/prefixes'
import { useT } from '../../../i18n/use-t'
import { lazyPart } from '../../../lib/island'
import { shopHome } from '../../../lib/shop-base'
import type { Route } from './+types/catalogo'

// Only after a fork posted without JavaScript: visitors load none of the toast code (decision 037).
const FlashToast = lazyPart(() => import('../../../features/toasts/flash-toast').then((m) => m.FlashToast))

// The fork, duplicate and share controls show only to signed-in viewers (decision 070): their code
// (and the button and field kits it brings) is loaded for them alone, so a visitor's first load
// carries none of it (decision 073). The server renders them at once, so the fork's form is on
// the page without JavaScript too (decision 076).
const CatalogueCopyControls = lazyPart(() =>
  import('../../../features/catalogue-forks/catalogue-copy-controls').then((m) => m.CatalogueCopyControls),
)

/**
 * The section's messages a catalogue's page shows: not the list's empty state, nor the copy
 * controls' (`sections.catalogue.forks`, added for signed-in viewers only).
 */
const PAGE_MESSAGES: MessagePrefix[] = [
  ...SECTION_MESSAGES.catalogues.filter(
    (prefix) => prefix !== 'sections.catalogue' && prefix !== 'sections.empty.catalogues',
  ),
  'sections.catalogue.title',
  'sections.catalogue.empty',
  'sections.catalogue.back',
]

/** A request carrying a session cookie may be a signed-in viewer's: its page gets the copy controls' texts. */
const mayBeSignedIn = (request: Request) => (request.headers.get('cookie') ?? '').includes('session_token')

/** How many of the shop's catalogues the admin's pickers offer (our bound; 001 §9 shows 15 a page). */
const PICKER_CATALOGUES = 100

/** The grid's texts: the search and the paging; the admin also gets the menu's, the dialog's and the toasts'. */
function contentsMessages(list: ContentsPage | null, admin: boolean): MessagePrefix[] {
  if (!list) return []
  return [
    'catalogueContents.grid',
    'catalogueContents.count',
    'items.search',
    'nav.search.placeholder',
    ...(list.filter ? (['items.noResults'] as const) : []),
    ...(admin || list.matches_estimated > list.pageSize
      ? (['items.pages', 'items.previous', 'items.next'] as const)
      : []),
    ...(admin ? (['catalogueContents', 'toast'] as const) : []),
  ]
}

/**
 * /catalogos/:slug: one catalogue (000 §2, 001 §2): its name, the way back and its products, 30 a
 * page (`?page`), searchable (`?filter`); the shop's admins also get each product's options menu,
 * the add-products dialog and, with `?cataloguesFilter`, the bulk add (decision 068). An unknown
 * slug shows 'Categoría no encontrada' with the way back, answered 404 so nothing indexes it.
 */
export const loader = withMessages(
  (data) => [
    ...PAGE_MESSAGES,
    ...('copies' in data && data.copies ? (['sections.catalogue.forks'] as const) : []),
    // A fork posted without JavaScript lands here with its outcome (decision 076).
    ...('forked' in data && data.forked ? (['sections.catalogue.forks', 'toast.close'] as const) : []),
    'catalogues.products',
    ...contentsMessages(
      ('contents' in data ? data.contents : null) as ContentsPage | null,
      'admin' in data && data.admin !== null,
    ),
  ],
  async ({ request, context, params }: Route.LoaderArgs) => {
    const section = await loadSection(request, context, params.shop, 'catalogues')
    if (!section.data.found)
      return data(
        { ...section.data, slug: params.slug, catalogue: null, contents: null, admin: null },
        { status: 404 },
      )
    const { slug, base } = addressingFor(params.shop, context)
    const [found, shop] = await Promise.all([
      loadContents(request, context, slug!, base, params.slug),
      shopOnce(request, context, slug!),
    ])
    if (!found)
      return data(
        { ...section.data, slug: params.slug, catalogue: null, contents: null, admin: null },
        { status: 404 },
      )
    const { catalogue, contents } = found
    let admin: ContentsAdmin | null = null
    if (shop.ok && can(shop.data.viewer_roles, 'shop.update')) {
      const all = await loadCatalogues(request, context, slug!, { offset: 0, limit: PICKER_CATALOGUES })
      admin = {
        shopSlug: slug!,
        catalogueId: catalogue.id,
        catalogues: all.results.map(({ id, name }) => ({ id, name })),
      }
    }
    return data({
      ...section.data,
      slug: params.slug,
      catalogue,
      contents,
      admin,
      copies: mayBeSignedIn(request),
      forked: forkOutcomeOf(new URL(request.url).searchParams.get(FORK_PARAM)),
    })
  },
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const tags = sectionMeta('catalogues', matches, loaderData) as Route.MetaDescriptors
  if (loaderData?.catalogue) return tags
  // A missing catalogue is not indexed, so it names no canonical address either.
  return [
    ...tags.filter((tag) => !('rel' in tag && tag.rel === 'canonical')),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { pathname, search, key } = useLocation()
  const { shop, base, profile } = useShop()
  const heading = usePageHeading()
  if (!loaderData.found || !shop) return <NotFound homeHref={shopHome(base)} titleAs={heading} />
  const list = `${base}/catalogos`
  const { catalogue } = loaderData
  const name = catalogue?.name ?? loaderData.slug
  return (
    <SectionFrame
      crumbs={[
        { label: t('sections.home'), href: shopHome(base) },
        { label: t('sections.catalogues'), href: list },
        { label: name },
      ]}
      title={catalogue ? catalogue.name : t('sections.catalogue.title', { slug: loaderData.slug })}
    >
      {catalogue && !profile.anonymous ? (
        <Suspense fallback={null}>
          <CatalogueCopyControls catalogue={catalogue} />
        </Suspense>
      ) : null}
      {catalogue && loaderData.contents ? (
        showsGrid(loaderData.contents, loaderData.admin) ? (
          <ContentsGrid list={loaderData.contents} admin={loaderData.admin} />
        ) : (
          <EmptyState title={t('catalogues.products.empty')} text={t('sections.empty.text')} />
        )
      ) : (
        <EmptyState title={t('sections.catalogue.empty')} text={t('sections.empty.text')} />
      )}
      <Link to={list} className="self-start underline">
        {t('sections.catalogue.back')}
      </Link>
      {catalogue && 'forked' in loaderData && loaderData.forked ? (
        <FlashToast
          key={key}
          param={FORK_PARAM}
          {...(loaderData.forked === 'forked'
            ? {
                title: t('sections.catalogue.forks.forkedTitle'),
                message: t('sections.catalogue.forks.forkedFlash', { name: catalogue.name }),
              }
            : {
                kind: 'error' as const,
                title: t('sections.catalogue.forks.failedTitle'),
                message: t('sections.catalogue.forks.failed'),
              })}
          closeHref={withoutParam(pathname, search, FORK_PARAM)}
        />
      ) : null}
    </SectionFrame>
  )
}

/** This page's address without one query parameter (a toast's mark). */
function withoutParam(pathname: string, search: string, param: string) {
  const query = new URLSearchParams(search)
  query.delete(param)
  const rest = query.toString()
  return `${pathname}${rest ? `?${rest}` : ''}`
}

/** The grid shows unless the catalogue is empty for a visitor (a search with no match shows it; an admin always gets it, to add). */
function showsGrid(list: ContentsPage, admin: ContentsAdmin | null) {
  return admin !== null || list.rows.length > 0 || list.filter !== ''
}
