import type { PublicItem } from '@tianguis/core/contracts/items'

/**
 * The item fields a card renders (decision 019): list pages send the browser only these, not the
 * API's whole item (descriptions, variants, return policy…), and only the main photo. A card that
 * needs another field adds it here.
 */
export const CARD_ITEM_FIELDS = [
  'id',
  'name',
  'photos',
  'list_price',
  'crossout_price',
  'currency',
  'is_free',
  'sold_out',
  'concluded',
] as const satisfies readonly (keyof PublicItem)[]

export type CardItem = Pick<PublicItem, (typeof CARD_ITEM_FIELDS)[number]>

/** The card's fields of an item, with its main photo only. */
export function cardItem(item: PublicItem): CardItem {
  const card = Object.fromEntries(CARD_ITEM_FIELDS.map((field) => [field, item[field]])) as CardItem
  return { ...card, photos: item.photos.slice(0, 1) }
}
