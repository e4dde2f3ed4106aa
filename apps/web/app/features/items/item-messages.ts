import type { MessagePrefix } from '../../i18n/prefixes'

/** The messages an item's page shows (decision 019): its own, the price's and the breadcrumb's. */
export const ITEM_PAGE_MESSAGES = [
  'item',
  'items',
  'sections.home',
  'sections.breadcrumb',
  'sections.products',
  'sections.services',
  'sections.experiences',
] as const satisfies readonly MessagePrefix[]
