import { data } from 'react-router'
import { pageMeta } from '../../features/pages/document-page'
import { PAGE_FRAME_MESSAGES, pageOwner } from '../../features/pages/pages.server'
import { PreferencesPage } from '../../features/pages/preferences-page'
import { withMessages } from '../../i18n/messages.server'
import { metaT } from '../../lib/meta'
import type { Route } from './+types/preferencias'

/** {base}/preferencias (001 §2 side menu): language, and light/dark where the shop allows it. */
export const loader = withMessages(
  [...PAGE_FRAME_MESSAGES, 'prefs'],
  async ({ request, context, params }: Route.LoaderArgs) => {
    const owner = await pageOwner(request, context, params.shop)
    const name = owner.found ? (owner.shop?.name ?? null) : null
    return data({ found: owner.found, owner: name }, { status: owner.found ? 200 : 404 })
  },
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaT(matches)
  // A personal settings page: nothing for search engines (so no canonical link either).
  if (!loaderData?.found) return pageMeta(matches, null, null) as Route.MetaDescriptors
  const owner = loaderData.owner ?? t('platform.name')
  return [{ title: `${t('prefs.title')} | ${owner}` }, { name: 'robots', content: 'noindex' }]
}

export default function PreferenciasPage({ loaderData }: Route.ComponentProps) {
  return <PreferencesPage found={loaderData.found} />
}
