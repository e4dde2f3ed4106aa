import { itemListMessages } from '../../features/items/item-list-messages'
import { PlatformItems } from '../../features/platform/platform-items'
import { loadPlatformItems } from '../../features/platform/platform-items.server'
import { PLATFORM_LIST_MESSAGES } from '../../features/platform/platform-messages'
import { withCanonical } from '../../features/seo/canonical'
import { withMessages } from '../../i18n/messages.server'
import { useT } from '../../i18n/use-t'
import { metaT } from '../../lib/meta'
import type { Route } from './+types/marketplace'

/** `/marketplace` (issue #4 §6; 001 §2 marketplace breadcrumb link): every supplier's items, searchable, by kind. */
export const loader = withMessages(
  (data) => [...PLATFORM_LIST_MESSAGES.marketplace, ...itemListMessages('items' in data ? data.items : null)],
  ({ request, context, params }: Route.LoaderArgs) => {
    return loadPlatformItems(request, context, params.shop, null)
  },
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  if (!loaderData?.found) return [{ title: t('notFound.title') }, { name: 'robots', content: 'noindex' }]
  return withCanonical(matches, [
    { title: `${t('market.title')} | ${t('platform.name')}` },
    { name: 'description', content: t('market.intro') },
  ])
}

export default function Marketplace({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <PlatformItems
      data={loaderData}
      title={t('market.title')}
      intro={t('market.intro')}
      crumbs={[{ label: t('sections.home'), href: '/' }, { label: t('market.title') }]}
      chooseType
    />
  )
}
