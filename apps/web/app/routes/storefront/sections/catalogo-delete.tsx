import { can } from '@tianguis/core/permissions'
import { data, Form, Link, useNavigation } from 'react-router'
import { deleteCatalogue } from '../../../features/catalogues/catalogue-delete.server'
import { loadCatalogue } from '../../../features/catalogues/catalogues.server'
import { NotFound } from '../../../features/errors/not-found'
import { SectionFrame } from '../../../features/sections/section-page'
import { loadSection, SECTION_MESSAGES } from '../../../features/sections/sections.server'
import { shopOnce } from '../../../features/sections/shop-once.server'
import { addressingFor } from '../../../features/shop/shop.server'
import { useShop } from '../../../features/shop/use-shop'
import { withMessages } from '../../../i18n/messages.server'
import { useT } from '../../../i18n/use-t'
import { metaT } from '../../../lib/meta'
import { shopHome } from '../../../lib/shop-base'
import { Button } from '../../../ui/button'
import type { Route } from './+types/catalogo-delete'

type Load =
  | { found: true; section: 'catalogues'; id: string; name: string; slug: string }
  | { found: false; section: 'catalogues' }

/**
 * The shop admin's confirmation of a catalogue's deletion (/catalogos/:slug/eliminar): where
 * 'Eliminar' leads without JavaScript (with it, the catalogues page deletes after a 5 s undo
 * window, 000 §4). Its form and the page's deletion post to its action, which answers with the
 * list and the outcome. Anyone but the shop's
 * admins, and an unknown catalogue, get the not-found page (404).
 */
export const loader = withMessages(
  [...SECTION_MESSAGES.catalogues, 'catalogues.delete'],
  async ({ request, context, params }: Route.LoaderArgs) => {
    const missing = () => data<Load>({ found: false, section: 'catalogues' }, { status: 404 })
    const section = await loadSection(request, context, params.shop, 'catalogues')
    if (!section.data.found) return missing()
    const { slug } = addressingFor(params.shop, context)
    const shop = await shopOnce(request, context, slug!)
    if (!shop.ok || !can(shop.data.viewer_roles, 'shop.update')) return missing()
    const catalogue = await loadCatalogue(request, context, slug!, params.slug)
    if (!catalogue) return missing()
    return data<Load>({
      found: true,
      section: 'catalogues',
      id: catalogue.id,
      name: catalogue.name,
      slug: catalogue.slug,
    })
  },
)

/** Deletes, then back to the list with the outcome (the API checks the viewer's rights). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { slug, base } = addressingFor(params.shop, context)
  if (slug === null) throw data(null, { status: 404 })
  return deleteCatalogue(request, context, slug, base)
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  const title = loaderData?.found
    ? t('catalogues.delete.confirmTitle', { name: loaderData.name })
    : t('notFound.title')
  // A step of a form, never a page to index.
  return [{ title }, { name: 'robots', content: 'noindex' }]
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { base } = useShop()
  const busy = useNavigation().state === 'submitting'
  if (!loaderData.found) return <NotFound homeHref={shopHome(base)} />
  const list = `${base}/catalogos`
  return (
    <SectionFrame
      crumbs={[
        { label: t('sections.home'), href: shopHome(base) },
        { label: t('sections.catalogues'), href: list },
        { label: loaderData.name },
      ]}
      title={t('catalogues.delete.confirmTitle', { name: loaderData.name })}
    >
      <p className="text-gray-700">{t('catalogues.delete.confirmText')}</p>
      <Form method="post" className="flex flex-wrap items-center gap-4">
        <input type="hidden" name="id" value={loaderData.id} />
        <Button variant="secondary" disabled={busy} className="text-red-800">
          {t('catalogues.delete.confirm')}
        </Button>
        <Link to={list} className="font-medium underline underline-offset-2">
          {t('catalogues.delete.cancel')}
        </Link>
      </Form>
    </SectionFrame>
  )
}
