import { LIST_MAX_OFFSET, SHOP_LIST_PAGE_SIZE } from '@tianguis/core/constants'
import { data } from 'react-router'
import { CatalogueGrid } from '../../../features/catalogues/catalogue-grid'
import { loadCatalogues } from '../../../features/catalogues/catalogues.server'
import { PAGE_LINKS_MESSAGES, PageLinks } from '../../../features/sections/page-links'
import { sectionMeta } from '../../../features/sections/section-meta'
import { SectionPage } from '../../../features/sections/section-page'
import { loadSection, SECTION_MESSAGES, type SectionData } from '../../../features/sections/sections.server'
import { addressingFor } from '../../../features/shop/shop.server'
import { useShop } from '../../../features/shop/use-shop'
import { withMessages } from '../../../i18n/messages.server'
import { pageParam } from '../../../lib/page-param'
import type { Route } from './+types/catalogos'

/** The last `?page` the API's bounded offset can reach. */
const LAST_PAGE = Math.floor(LIST_MAX_OFFSET / SHOP_LIST_PAGE_SIZE) + 1

/**
 * /catalogos: the shop's catalogues as cards, 10 a page through `?page` (001 §9 shop lists), or
 * the empty state ('add your first catalogue' for admins); 404 outside a shop and past the last page.
 */
export const loader = withMessages(
  [...SECTION_MESSAGES.catalogues, ...PAGE_LINKS_MESSAGES],
  async ({ request, context, params }: Route.LoaderArgs) => {
    const section = await loadSection(request, context, params.shop, 'catalogues')
    if (!section.data.found) return section
    const { slug } = addressingFor(params.shop, context)
    const page = pageParam(new URL(request.url), LAST_PAGE)
    const list = await loadCatalogues(request, context, slug!, {
      offset: (page - 1) * SHOP_LIST_PAGE_SIZE,
      limit: SHOP_LIST_PAGE_SIZE,
    })
    if (page > 1 && list.results.length === 0) {
      return data<SectionData>({ found: false, section: 'catalogues' }, { status: 404 })
    }
    const pages = Math.ceil(list.matches_estimated / SHOP_LIST_PAGE_SIZE)
    return { ...section.data, catalogues: list.results, page, pages }
  },
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return sectionMeta('catalogues', matches, loaderData) as Route.MetaDescriptors
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { base } = useShop()
  const list = 'catalogues' in loaderData ? loaderData : null
  return (
    <SectionPage data={loaderData}>
      {list && list.catalogues.length > 0 ? (
        <div className="flex flex-col gap-6">
          <CatalogueGrid catalogues={list.catalogues} base={base} />
          <PageLinks page={list.page} pages={list.pages} />
        </div>
      ) : undefined}
    </SectionPage>
  )
}
