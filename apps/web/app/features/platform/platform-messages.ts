import type { MessagePrefix } from '../../i18n/prefixes'

/**
 * What /marketplace, /products and /red-comercial all show (decision 019): the kind filter, the
 * breadcrumb, the empty list; the list's own texts come from `itemListMessages`.
 */
const PLATFORM_LIST = [
  'market.types',
  'market.type',
  'market.empty',
  'sections.home',
  'sections.breadcrumb',
  'sections.empty.products',
] as const satisfies readonly MessagePrefix[]

/** Each platform list's messages: the shared ones and its own title and intro (not the other screens'). */
export const PLATFORM_LIST_MESSAGES = {
  marketplace: [...PLATFORM_LIST, 'market.title', 'market.intro'],
  products: [...PLATFORM_LIST, 'market.title', 'market.products'],
  // The network's page shows cards without a list: all of the items' texts.
  network: [...PLATFORM_LIST, 'items', 'market.network', 'platform.shops'],
} as const satisfies Record<string, readonly MessagePrefix[]>
