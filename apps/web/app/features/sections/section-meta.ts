import type { ShopSection } from '@tianguis/core/sections'
import { metaT } from '../../lib/meta'
import { withCanonical } from '../seo/canonical'
import { SECTION_TITLES } from './section-titles'
import type { SectionData } from './sections.server'

type Descriptor = Record<string, unknown>
type Matches = ReadonlyArray<{ id: string; loaderData?: unknown; meta?: Descriptor[] } | undefined>

/**
 * A section page's tags: the layout's description, Open Graph, favicon and canonical link (this
 * page's own address, decision 035), with the page's own title.
 */
export function sectionMeta(
  section: ShopSection,
  matches: Matches,
  data: SectionData | undefined,
): Descriptor[] {
  const t = metaT(matches)
  const layout = matches.find((match) => match?.id === 'routes/storefront/layout')?.meta ?? []
  const kept = layout.filter(
    (tag) =>
      !('title' in tag) &&
      tag.rel !== 'canonical' &&
      tag.property !== 'og:title' &&
      tag.property !== 'og:url',
  )
  if (!data?.found) {
    return [{ title: t('notFound.title') }, { name: 'robots', content: 'noindex' }]
  }
  const title = `${t(SECTION_TITLES[section])} | ${data.shop.name}`
  return withCanonical(matches, [{ title }, ...kept, { property: 'og:title', content: title }])
}
