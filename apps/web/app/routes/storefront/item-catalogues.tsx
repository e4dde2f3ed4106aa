import { NotFound } from '../../features/errors/not-found'
import { AvailableCatalogues } from '../../features/item-catalogues/available-catalogues'
import {
  addFromItemPage,
  type ItemCataloguesPage,
  loadItemCataloguesPage,
  type NewCatalogueAnswer,
} from '../../features/item-catalogues/item-catalogues.server'
import { NewCatalogueForm } from '../../features/item-catalogues/new-catalogue-form'
import { PAGE_LINKS_MESSAGES, PageLinks } from '../../features/sections/page-links'
import { SectionFrame } from '../../features/sections/section-page'
import { useShop } from '../../features/shop/use-shop'
import { withMessages } from '../../i18n/messages.server'
import { useT } from '../../i18n/use-t'
import { metaT } from '../../lib/meta'
import { shopHome } from '../../lib/shop-base'
import type { Route } from './+types/item-catalogues'

/**
 * `{shop}/{productos|servicios|experiencias}/{owner}/{id}/catalogos`: the item page's 'Agregar a
 * un catálogo' for a shop admin without JavaScript (decision 074). Its forms post here and land
 * back on the item with the outcome; a refused new name is shown on its field here. Anyone but
 * the shop's admins gets the not-found page (404).
 */
export const loader = withMessages(
  (data: ItemCataloguesPage) =>
    data.found ? ['sections.home', 'itemCatalogues', ...PAGE_LINKS_MESSAGES] : [],
  ({ request, context, params }: Route.LoaderArgs) => loadItemCataloguesPage(request, context, params),
)

export function action({ request, context, params }: Route.ActionArgs) {
  return addFromItemPage(request, context, params)
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  const title = loaderData?.found
    ? t('itemCatalogues.pageTitle', { name: loaderData.item.name })
    : t('notFound.title')
  // A step of a form, never a page to index.
  return [{ title }, { name: 'robots', content: 'noindex' }]
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { base } = useShop()
  if (!loaderData.found) return <NotFound homeHref={shopHome(base)} />
  const { item, itemPath, catalogues } = loaderData
  const answer = actionData as NewCatalogueAnswer | undefined
  const here = `${itemPath}/catalogos`
  return (
    <SectionFrame
      crumbs={[
        { label: t('sections.home'), href: shopHome(base) },
        { label: item.name, href: itemPath },
        { label: t('itemCatalogues.title') },
      ]}
      title={t('itemCatalogues.pageTitle', { name: item.name })}
    >
      {catalogues.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {catalogues.map((catalogue) => (
            <li key={catalogue.id}>
              <form method="post" action={here}>
                <input type="hidden" name="intent" value="add" />
                <input type="hidden" name="catalogue" value={catalogue.id} />
                <button
                  type="submit"
                  className="cursor-pointer rounded-md border border-gray-300 px-3 py-1.5 text-left hover:bg-gray-50"
                >
                  {t('itemCatalogues.pick', { catalogue: catalogue.name })}
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-gray-700">{t('itemCatalogues.none')}</p>
      )}
      <PageLinks page={loaderData.page} pages={loaderData.pages} />
      {loaderData.available.length > 0 ? (
        <AvailableCatalogues catalogues={loaderData.available} action={here} />
      ) : null}
      <NewCatalogueForm action={here} name={answer?.name} error={answer?.error} />
      <a href={itemPath} className="font-medium underline underline-offset-2">
        {t('itemCatalogues.back')}
      </a>
    </SectionFrame>
  )
}
