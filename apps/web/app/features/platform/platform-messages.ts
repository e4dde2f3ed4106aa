import type { MessagePrefix } from '../../i18n/prefixes'

/** The messages of /marketplace, /products and /red-comercial (decision 019). */
export const PLATFORM_LIST_MESSAGES = [
  'market',
  'items',
  'sections.home',
  'sections.breadcrumb',
  'sections.empty.products',
  // The list's search box shares the navbar's placeholder.
  'nav.search.placeholder',
  'platform.shops',
] as const satisfies readonly MessagePrefix[]
