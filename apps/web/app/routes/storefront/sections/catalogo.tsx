import { data, Link } from 'react-router'
import { NotFound } from '../../../features/errors/not-found'
import { sectionMeta } from '../../../features/sections/section-meta'
import { EmptyState, SectionFrame } from '../../../features/sections/section-page'
import { loadSection, SECTION_MESSAGES } from '../../../features/sections/sections.server'
import { usePageHeading, useShop } from '../../../features/shop/use-shop'
import { withMessages } from '../../../i18n/messages.server'
import { useT } from '../../../i18n/use-t'
import { shopHome } from '../../../lib/shop-base'
import type { Route } from './+types/catalogo'

/**
 * /catalogos/:slug: one catalogue (000 §2). Catalogues come with their own issue, so no slug
 * names one yet: inside a shop the page shows its breadcrumb and 'Categoría no encontrada'
 * with a way back, answered 404 so nothing indexes it.
 */
export const loader = withMessages(
  SECTION_MESSAGES.catalogues,
  async ({ request, context, params }: Route.LoaderArgs) => {
    const section = await loadSection(request, context, params.shop, 'catalogues')
    return data({ ...section.data, slug: params.slug }, { status: 404 })
  },
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    ...(sectionMeta(
      'catalogues',
      matches,
      loaderData,
      `catalogos/${loaderData?.slug ?? ''}`,
    ) as Route.MetaDescriptors),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { shop, base } = useShop()
  const heading = usePageHeading()
  if (!loaderData.found || !shop) return <NotFound homeHref={shopHome(base)} titleAs={heading} />
  const list = `${base}/catalogos`
  return (
    <SectionFrame
      crumbs={[
        { label: t('sections.home'), href: shopHome(base) },
        { label: t('sections.catalogues'), href: list },
        { label: loaderData.slug },
      ]}
      title={t('sections.catalogue.title', { slug: loaderData.slug })}
    >
      <EmptyState title={t('sections.catalogue.empty')} text={t('sections.empty.text')} />
      <Link to={list} className="self-start underline">
        {t('sections.catalogue.back')}
      </Link>
    </SectionFrame>
  )
}
