import type { MessagePrefix } from '../../i18n/prefixes'

/** The messages every item page shows (decision 019): its own, the price's and the breadcrumb's. */
const ITEM_PAGE_BASE = [
  'item.gallery',
  'item.photo',
  'item.showPhoto',
  'item.preview',
  'item.supplier',
  'item.details',
  'item.description',
  'item.tags',
  'item.stock',
  'item.experience',
  'item.quantity',
  'item.maxPurchase',
  'item.addToCart',
  'item.cartSoon',
  'item.notFound',
  'item.returns.title',
  'item.returns.disallowed',
  'item.returns.window',
  'item.returns.conditions',
  'items.free',
  'items.soldOut',
  'items.concluded',
  'items.priceHidden',
  'items.regularPrice',
  'items.savings',
  'items.offer',
  'sections.home',
  'sections.breadcrumb',
  'sections.products',
  'sections.services',
  'sections.experiences',
] as const satisfies readonly MessagePrefix[]

/**
 * An item page's messages: the base, and of the return texts only the two that apply to this
 * item (who pays, how the label comes), not the eight that do not.
 */
export function itemPageMessages(data: {
  found: boolean
  item?: { return_fees: string; return_shipping_label: string }
}): MessagePrefix[] {
  if (!data.found || !data.item) return [...ITEM_PAGE_BASE]
  return [
    ...ITEM_PAGE_BASE,
    `item.returns.fees.${data.item.return_fees}` as MessagePrefix,
    `item.returns.label.${data.item.return_shipping_label}` as MessagePrefix,
  ]
}
