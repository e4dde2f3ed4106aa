import { itemListMessages } from '../../features/items/item-list-messages'
import { PlatformItems } from '../../features/platform/platform-items'
import { loadPlatformItems } from '../../features/platform/platform-items.server'
import { PLATFORM_LIST_MESSAGES } from '../../features/platform/platform-messages'
import { withCanonical } from '../../features/seo/canonical'
import { withMessages } from '../../i18n/messages.server'
import { useT } from '../../i18n/use-t'
import { metaT } from '../../lib/meta'
import type { Route } from './+types/products'

/** `/products` (issue #4 §6): every supplier's products, searchable; its breadcrumb leads to the marketplace. */
export const loader = withMessages(
  (data) => [...PLATFORM_LIST_MESSAGES.products, ...itemListMessages('items' in data ? data.items : null)],
  ({ request, context, params }: Route.LoaderArgs) => {
    return loadPlatformItems(request, context, params.shop, 'product')
  },
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  if (!loaderData?.found) return [{ title: t('notFound.title') }, { name: 'robots', content: 'noindex' }]
  return withCanonical(matches, [
    { title: `${t('market.products.title')} | ${t('platform.name')}` },
    { name: 'description', content: t('market.products.intro') },
  ])
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <PlatformItems
      data={loaderData}
      title={t('market.products.title')}
      intro={t('market.products.intro')}
      crumbs={[
        { label: t('sections.home'), href: '/' },
        { label: t('market.title'), href: '/marketplace' },
        { label: t('market.products.title') },
      ]}
    />
  )
}
