import { metaT } from '../../lib/meta'
import { withCanonical } from '../seo/canonical'
import type { ItemDetailData } from './item-detail.server'

type Descriptor = Record<string, unknown>
type Matches = ReadonlyArray<{ id: string; loaderData?: unknown; meta?: Descriptor[] } | undefined>

/**
 * An item page's tags: its name with the shop's (or the platform's), a description from its
 * text, Open Graph for sharing (type product, the main photo), the layout's canonical link
 * (decision 035); previews and missing items are kept out of search engines.
 */
export function itemMeta(matches: Matches, data: ItemDetailData | undefined): Descriptor[] {
  const t = metaT(matches)
  if (!data?.found) return [{ title: t('notFound.title') }, { name: 'robots', content: 'noindex' }]
  const { item, shop } = data
  const title = `${item.name} | ${shop?.name ?? t('platform.name')}`
  const description = item.plain_description.replace(/\s+/g, ' ').trim().slice(0, 160)
  const preview = item.preview !== null
  return withCanonical(matches, [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    { property: 'og:title', content: title },
    { property: 'og:type', content: 'product' },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    ...(item.photos[0] ? [{ property: 'og:image', content: item.photos[0] }] : []),
    ...(preview ? [{ name: 'robots', content: 'noindex' }] : []),
  ])
}
