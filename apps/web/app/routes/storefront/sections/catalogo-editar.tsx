import { data } from 'react-router'
import { CatalogueForm } from '../../../features/catalogues/catalogue-form'
import { isShopAdmin, saveCatalogue } from '../../../features/catalogues/catalogue-form.server'
import { loadCatalogue } from '../../../features/catalogues/catalogues.server'
import { NotFound } from '../../../features/errors/not-found'
import { SectionFrame } from '../../../features/sections/section-page'
import { loadSection, SECTION_MESSAGES } from '../../../features/sections/sections.server'
import { addressingFor } from '../../../features/shop/shop.server'
import { useShop } from '../../../features/shop/use-shop'
import { withMessages } from '../../../i18n/messages.server'
import { useT } from '../../../i18n/use-t'
import { metaT } from '../../../lib/meta'
import { shopHome } from '../../../lib/shop-base'
import type { Route } from './+types/catalogo-editar'

/**
 * /catalogos/:slug/editar: a shop admin renames a catalogue or changes its photo (001 §5). The
 * slug stays, so a shared `/catalogos/{slug}` link keeps working. Anyone else, and an unknown
 * catalogue, gets the not-found page (404).
 */
export const loader = withMessages(
  [...SECTION_MESSAGES.catalogues, 'catalogues.form', 'toast.close'],
  async ({ request, context, params }: Route.LoaderArgs) => {
    const missing = () => data({ found: false as const }, { status: 404 })
    const section = await loadSection(request, context, params.shop, 'catalogues')
    const { slug } = addressingFor(params.shop, context)
    if (!section.data.found || !slug || !(await isShopAdmin(request, context, slug))) return missing()
    const catalogue = await loadCatalogue(request, context, slug, params.slug)
    if (!catalogue) return missing()
    return { found: true as const, catalogue }
  },
)

export async function action({ request, context, params }: Route.ActionArgs) {
  const { slug, base } = addressingFor(params.shop, context)
  if (slug === null) throw data(null, { status: 404 })
  const catalogue = await loadCatalogue(request, context, slug, params.slug)
  if (!catalogue) throw data(null, { status: 404 })
  return saveCatalogue(request, context, slug, base, catalogue.id)
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  return [
    {
      title: loaderData?.found
        ? t('catalogues.form.editTitle', { name: loaderData.catalogue.name })
        : t('notFound.title'),
    },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { base } = useShop()
  if (!loaderData.found) return <NotFound homeHref={shopHome(base)} />
  const { catalogue } = loaderData
  const list = `${base}/catalogos`
  return (
    <SectionFrame
      crumbs={[
        { label: t('sections.home'), href: shopHome(base) },
        { label: t('sections.catalogues'), href: list },
        { label: catalogue.name, href: `${list}/${catalogue.slug}` },
        { label: t('catalogues.form.editTitle', { name: catalogue.name }) },
      ]}
      title={t('catalogues.form.editTitle', { name: catalogue.name })}
    >
      <CatalogueForm
        key={catalogue.id}
        initial={{ name: catalogue.name, photo: catalogue.photo }}
        answer={actionData}
        cancelHref={list}
      />
    </SectionFrame>
  )
}
