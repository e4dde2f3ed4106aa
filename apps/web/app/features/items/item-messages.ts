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

/** The messages an item card shows (its price, offer and markers), for pages that show a few cards. */
export const ITEM_CARD_MESSAGES = [
  'items.free',
  'items.soldOut',
  'items.concluded',
  'items.priceHidden',
  'items.regularPrice',
  'items.savings',
  'items.offer',
] as const satisfies readonly MessagePrefix[]
