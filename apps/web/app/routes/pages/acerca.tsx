import { pageParagraphs } from '@tianguis/core/contracts/shop-settings'
import { data } from 'react-router'
import { AboutPage } from '../../features/pages/about-page'
import { pageMeta } from '../../features/pages/document-page'
import { ownPageText, PAGE_FRAME_MESSAGES, pageOwner } from '../../features/pages/pages.server'
import { withMessages } from '../../i18n/messages.server'
import { metaT } from '../../lib/meta'
import type { Route } from './+types/acerca'

/**
 * {base}/acerca (001 §2 footer): only for a shop with an about entry (`about_entry_id`) or its own
 * about text from its settings (decision 097), which the page shows; any other shop, and the
 * platform, answer 404 (decision 035).
 */
export const loader = withMessages(
  [...PAGE_FRAME_MESSAGES, 'aboutPage'],
  async ({ request, context, params }: Route.LoaderArgs) => {
    const owner = await pageOwner(request, context, params.shop)
    const shop = owner.found ? owner.shop : null
    const text = shop ? await ownPageText(request, context, shop, 'about') : null
    if (!shop || (!shop.about_entry_id && !text)) {
      return data({ found: false, owner: null, description: null, text: null }, { status: 404 })
    }
    const description = shop.seo_description?.trim() || null
    return data({ found: true, owner: shop.name, description, text: text ? pageParagraphs(text) : null })
  },
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const owner = loaderData?.owner ?? null
  const title = loaderData?.found && owner ? metaT(matches)('aboutPage.title', { name: owner }) : null
  const tags = pageMeta(matches, title, null) as Route.MetaDescriptors
  return loaderData?.description ? [...tags, { name: 'description', content: loaderData.description }] : tags
}

export default function AcercaPage({ loaderData }: Route.ComponentProps) {
  return (
    <AboutPage found={loaderData.found} description={loaderData.description} paragraphs={loaderData.text} />
  )
}
