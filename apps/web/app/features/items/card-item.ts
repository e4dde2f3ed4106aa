import type { PublicItem } from '@tianguis/core/contracts/items'
import { photoOfSize } from '@tianguis/core/photo-sizes'

/**
 * The item fields a card renders (decision 019): list pages send the browser only these, not the
 * API's whole item (descriptions, variants, return policy…), and only the main photo. A card that
 * needs another field adds it here.
 */
export const CARD_ITEM_FIELDS = [
  'id',
  'name',
  'list_price',
  'crossout_price',
  'currency',
] as const satisfies readonly (keyof PublicItem)[]

/** The card's markers, sent only when set (most cards have none of them). */
const CARD_FLAGS = ['is_free', 'sold_out', 'concluded'] as const satisfies readonly (keyof PublicItem)[]

export type CardItem = Pick<PublicItem, (typeof CARD_ITEM_FIELDS)[number]> & {
  is_free?: true
  sold_out?: true
  concluded?: true
  /** The main photo at the card's size (350×419 for uploads), or null. */
  photo: string | null
  /** Where the card leads, worked out on the server (001 §2 links; decision 022). */
  href: string
  /** The supplier's own unpublished or hidden item, shown dimmed (001 §4). */
  dimmed?: true
}

/** The card's fields of an item, with its main photo at card size and its link. */
export function cardItem(item: PublicItem, href: string): CardItem {
  const card = Object.fromEntries(CARD_ITEM_FIELDS.map((field) => [field, item[field]])) as Pick<
    PublicItem,
    (typeof CARD_ITEM_FIELDS)[number]
  >
  const flags = Object.fromEntries(CARD_FLAGS.filter((flag) => item[flag]).map((flag) => [flag, true]))
  return {
    ...card,
    ...flags,
    photo: item.photos[0] ? photoOfSize(item.photos[0], 'card') : null,
    href,
    ...(item.list_state === 'unpublished' || item.hiden === true ? { dimmed: true as const } : {}),
  }
}
