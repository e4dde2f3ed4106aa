import { metaT } from '../../lib/meta'
import type { ItemDetailData } from './item-detail.server'

type Descriptor = Record<string, unknown>
type Matches = ReadonlyArray<{ id: string; loaderData?: unknown; meta?: Descriptor[] } | undefined>

/**
 * An item page's tags: its name with the shop's (or the platform's), a description from its
 * text, Open Graph for sharing (type product, the main photo), a canonical link on a shop with
 * its own domain; previews and missing items are kept out of search engines.
 */
export function itemMeta(matches: Matches, data: ItemDetailData | undefined): Descriptor[] {
  const t = metaT(matches)
  if (!data?.found) return [{ title: t('notFound.title') }, { name: 'robots', content: 'noindex' }]
  const { item, shop } = data
  const title = `${item.name} | ${shop?.name ?? t('platform.name')}`
  const description = item.plain_description.replace(/\s+/g, ' ').trim().slice(0, 160)
  const canonical = shop?.canonical_url
    ? `${shop.canonical_url.replace(/^(?!https?:\/\/)/, 'https://').replace(/\/+$/, '')}${data.path}`
    : null
  const preview = item.preview !== null
  return [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    { property: 'og:title', content: title },
    { property: 'og:type', content: 'product' },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    ...(item.photos[0] ? [{ property: 'og:image', content: item.photos[0] }] : []),
    ...(canonical ? [{ tagName: 'link', rel: 'canonical', href: canonical }] : []),
    ...(preview ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}
