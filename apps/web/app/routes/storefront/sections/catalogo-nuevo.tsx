import { data } from 'react-router'
import { CatalogueForm } from '../../../features/catalogues/catalogue-form'
import { isShopAdmin, saveCatalogue } from '../../../features/catalogues/catalogue-form.server'
import { NotFound } from '../../../features/errors/not-found'
import { SectionFrame } from '../../../features/sections/section-page'
import { loadSection, SECTION_MESSAGES } from '../../../features/sections/sections.server'
import { addressingFor } from '../../../features/shop/shop.server'
import { useShop } from '../../../features/shop/use-shop'
import { withMessages } from '../../../i18n/messages.server'
import { useT } from '../../../i18n/use-t'
import { metaT } from '../../../lib/meta'
import { shopHome } from '../../../lib/shop-base'
import type { Route } from './+types/catalogo-nuevo'

/**
 * /catalogos/nuevo: a shop admin makes a catalogue (001 §5: a name and a photo). Anyone else, and
 * a shop without its catalogues section, gets the not-found page (404).
 */
export const loader = withMessages(
  [...SECTION_MESSAGES.catalogues, 'catalogues.form', 'toast.close'],
  async ({ request, context, params }: Route.LoaderArgs) => {
    const section = await loadSection(request, context, params.shop, 'catalogues')
    const { slug } = addressingFor(params.shop, context)
    if (!section.data.found || !slug || !(await isShopAdmin(request, context, slug))) {
      return data({ found: false as const }, { status: 404 })
    }
    // One key per form shown: a double submit makes one catalogue (decision 028).
    return { found: true as const, key: crypto.randomUUID() }
  },
)

export async function action({ request, context, params }: Route.ActionArgs) {
  const { slug, base } = addressingFor(params.shop, context)
  if (slug === null) throw data(null, { status: 404 })
  return saveCatalogue(request, context, slug, base, null)
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  return [
    { title: loaderData?.found ? t('catalogues.form.newTitle') : t('notFound.title') },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { base } = useShop()
  if (!loaderData.found) return <NotFound homeHref={shopHome(base)} />
  const list = `${base}/catalogos`
  return (
    <SectionFrame
      crumbs={[
        { label: t('sections.home'), href: shopHome(base) },
        { label: t('sections.catalogues'), href: list },
        { label: t('catalogues.form.newTitle') },
      ]}
      title={t('catalogues.form.newTitle')}
    >
      <CatalogueForm
        initial={{ name: '', photo: null }}
        answer={actionData}
        cancelHref={list}
        idempotencyKey={loaderData.key}
      />
    </SectionFrame>
  )
}
