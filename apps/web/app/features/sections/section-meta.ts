import type { ShopSection } from '@tianguis/core/sections'
import { SECTION_PATHS } from '@tianguis/core/sections'
import { metaT } from '../../lib/meta'
import { SECTION_TITLES } from './section-titles'
import type { SectionData } from './sections.server'

type Descriptor = Record<string, unknown>
type Matches = ReadonlyArray<{ id: string; loaderData?: unknown; meta?: Descriptor[] } | undefined>

/**
 * A section page's tags: the layout's description, Open Graph and favicon, with the page's
 * own title and, for shops with their own domain, a canonical link to this page (not the home).
 */
export function sectionMeta(
  section: ShopSection,
  matches: Matches,
  data: SectionData | undefined,
  subpath = SECTION_PATHS[section],
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
  const canonical = data.shop.canonical_url
    ? `${data.shop.canonical_url.replace(/^(?!https?:\/\/)/, 'https://').replace(/\/+$/, '')}/${subpath}`
    : null
  return [
    { title },
    ...kept,
    { property: 'og:title', content: title },
    ...(canonical ? [{ tagName: 'link', rel: 'canonical', href: canonical }] : []),
  ]
}
