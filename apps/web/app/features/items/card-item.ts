import type { PublicItem } from '@tianguis/core/contracts/items'
import type { Locale } from '@tianguis/core/locales'
import { photoOfSize } from '@tianguis/core/photo-sizes'
import type { Translate } from '../../i18n/format'
import type { CardResale } from '../reseller/card-resale'
import { isOffer, type PriceTexts, priceTexts } from './price-texts'

/**
 * The item fields a card renders (decision 019): list pages send the browser only these, not the
 * API's whole item (descriptions, variants, return policy…), and only the main photo. A card that
 * needs another field adds it here.
 */
// No id: the link names the item, and keys the card in its list (a page of 36 cards sends each id once).
export const CARD_ITEM_FIELDS = ['name'] as const satisfies readonly (keyof PublicItem)[]

/** The card's markers, sent only when set (most cards have none of them). */
const CARD_FLAGS = ['sold_out', 'concluded'] as const satisfies readonly (keyof PublicItem)[]

export type CardItem = Pick<PublicItem, (typeof CARD_ITEM_FIELDS)[number]> & {
  sold_out?: true
  concluded?: true
  /** The main photo at the card's size (350×419 for uploads), or null. */
  photo: string | null
  /** Where the card leads, worked out on the server (001 §2 links; decision 022). */
  href: string
  /** The supplier's own unpublished or hidden item, shown dimmed (001 §4). */
  dimmed?: true
  /** An offer: the card shows the offer badge. */
  offer?: true
  /**
   * The price's lines in the visitor's locale, worked out on the server like the item page's, so
   * the browser gets neither the money rules nor the messages they choose from (decision 019);
   * the lines a card does not show are left out.
   */
  price: CardPrice
  /** For a reseller with the resale info on, on a dropshipping item: 'Buy by' and earn (decision 072). */
  resale?: CardResale
}

/** A bare amount as its text; otherwise its lines, without those that are off. */
export type CardPrice = string | { price: string; onRequest?: true; regular?: string; savings?: string }

/** Price texts as small as they go: most cards of a page of 36 have only an amount. */
function cardPrice(texts: PriceTexts): CardPrice {
  if (!texts.onRequest && !texts.regular && !texts.savings) return texts.price
  return {
    price: texts.price,
    ...(texts.onRequest ? { onRequest: true as const } : {}),
    ...(texts.regular ? { regular: texts.regular } : {}),
    ...(texts.savings ? { savings: texts.savings } : {}),
  }
}

/**
 * The card's fields of an item, with its main photo at card size, its link and its price's texts
 * in `locale` (`t` translates in that locale: the server's whole catalogue), and its resale lines
 * when the page has them (card-resale.server.ts).
 */
export function cardItem(
  item: PublicItem,
  href: string,
  locale: Locale,
  t: Translate,
  resale?: CardResale,
): CardItem {
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
    ...(isOffer(item) ? { offer: true as const } : {}),
    price: cardPrice(priceTexts(item, locale, t)),
    ...(resale ? { resale } : {}),
  }
}
