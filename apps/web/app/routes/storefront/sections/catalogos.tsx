import { CatalogueGrid } from '../../../features/catalogues/catalogue-grid'
import { loadCatalogues } from '../../../features/catalogues/catalogues.server'
import { sectionMeta } from '../../../features/sections/section-meta'
import { SectionPage } from '../../../features/sections/section-page'
import { loadSection, SECTION_MESSAGES } from '../../../features/sections/sections.server'
import { addressingFor } from '../../../features/shop/shop.server'
import { useShop } from '../../../features/shop/use-shop'
import { withMessages } from '../../../i18n/messages.server'
import type { Route } from './+types/catalogos'

/**
 * /catalogos: the shop's catalogues as cards (always on, 001 §2 "Shop pages"), or the empty state
 * ('add your first catalogue' for admins); 404 outside a shop.
 */
export const loader = withMessages(
  SECTION_MESSAGES.catalogues,
  async ({ request, context, params }: Route.LoaderArgs) => {
    const section = await loadSection(request, context, params.shop, 'catalogues')
    if (!section.data.found) return section
    const { slug } = addressingFor(params.shop, context)
    const list = await loadCatalogues(request, context, slug!)
    return { ...section.data, catalogues: list.results }
  },
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return sectionMeta('catalogues', matches, loaderData) as Route.MetaDescriptors
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { base } = useShop()
  const catalogues = 'catalogues' in loaderData ? loaderData.catalogues : []
  return (
    <SectionPage data={loaderData}>
      {catalogues.length > 0 ? <CatalogueGrid catalogues={catalogues} base={base} /> : undefined}
    </SectionPage>
  )
}
