import type { PublicItemDetail } from '@tianguis/core/contracts/items'

/** The item fields its page shows (decision 019): the browser gets these, not the API's whole item. */
export const PAGE_ITEM_FIELDS = [
  'id',
  'type',
  'name',
  'photos',
  'list_price',
  'crossout_price',
  'currency',
  'is_free',
  'sold_out',
  'concluded',
  'stock_type',
  'max_purchase_amount',
  'experience_date',
  'experience_available',
  'plain_description',
  'variants',
  'tags',
  'return_type',
  'return_policy',
  'return_policy_legend',
  'return_fees',
  'return_shipping_label',
  'restocking_fees',
  'list_state',
  'hiden',
] as const satisfies readonly (keyof PublicItemDetail)[]

export type PageItem = Pick<PublicItemDetail, (typeof PAGE_ITEM_FIELDS)[number]> & {
  /** The supplier's public name ('Vendido por …'). */
  supplier: { name: string }
}

export function pageItem(item: PublicItemDetail): PageItem {
  const picked = Object.fromEntries(
    PAGE_ITEM_FIELDS.filter((field) => item[field] !== undefined).map((field) => [field, item[field]]),
  ) as Pick<PublicItemDetail, (typeof PAGE_ITEM_FIELDS)[number]>
  return { ...picked, supplier: { name: item.supplier.name } }
}
