import { data, Link } from 'react-router'
import { CatalogueCopyControls } from '../../../features/catalogue-forks/catalogue-copy-controls'
import { loadCatalogue } from '../../../features/catalogues/catalogues.server'
import { NotFound } from '../../../features/errors/not-found'
import { EmptyState } from '../../../features/sections/empty-state'
import { sectionMeta } from '../../../features/sections/section-meta'
import { SectionFrame } from '../../../features/sections/section-page'
import { loadSection, SECTION_MESSAGES } from '../../../features/sections/sections.server'
import { addressingFor } from '../../../features/shop/shop.server'
import { usePageHeading, useShop } from '../../../features/shop/use-shop'
import { withMessages } from '../../../i18n/messages.server'
import { useT } from '../../../i18n/use-t'
import { shopHome } from '../../../lib/shop-base'
import type { Route } from './+types/catalogo'

/**
 * /catalogos/:slug: one catalogue (000 §2): its name, the way back and its products (which come
 * with the catalogues issue: the empty state until then). An unknown slug shows 'Categoría no
 * encontrada' with the way back, answered 404 so nothing indexes it.
 */
export const loader = withMessages(
  [...SECTION_MESSAGES.catalogues, 'catalogues.products'],
  async ({ request, context, params }: Route.LoaderArgs) => {
    const section = await loadSection(request, context, params.shop, 'catalogues')
    if (!section.data.found)
      return data({ ...section.data, slug: params.slug, catalogue: null }, { status: 404 })
    const { slug } = addressingFor(params.shop, context)
    const catalogue = await loadCatalogue(request, context, slug!, params.slug)
    return data({ ...section.data, slug: params.slug, catalogue }, { status: catalogue ? 200 : 404 })
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
  const { shop, base } = useShop()
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
      {catalogue ? <CatalogueCopyControls catalogue={catalogue} /> : null}
      {catalogue ? (
        <EmptyState title={t('catalogues.products.empty')} text={t('sections.empty.text')} />
      ) : (
        <EmptyState title={t('sections.catalogue.empty')} text={t('sections.empty.text')} />
      )}
      <Link to={list} className="self-start underline">
        {t('sections.catalogue.back')}
      </Link>
    </SectionFrame>
  )
}
