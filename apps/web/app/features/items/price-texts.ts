import type { PublicItem } from '@tianguis/core/contracts/items'
import type { Locale } from '@tianguis/core/locales'
import { formatMoney } from '@tianguis/core/money'
import type { Translate } from '../../i18n/format'

/** A price's fields. */
export type Priced = Pick<PublicItem, 'list_price' | 'crossout_price' | 'currency' | 'is_free'>

/** An offer: a regular (crossed-out) price above the price asked (001 §2 offer badge). */
export function isOffer(item: Priced): boolean {
  return (
    !item.is_free &&
    item.list_price !== null &&
    item.crossout_price !== null &&
    item.crossout_price > item.list_price
  )
}

/** What a price shows: the amount, 'free' or 'price on request' (`onRequest`), and an offer's two lines. */
export interface PriceTexts {
  price: string
  onRequest: boolean
  regular: string | null
  savings: string | null
}

/**
 * The price as cards and the item page show it (001 §2, §9 currency rules): free, hidden ('price
 * on request') or the amount, and for an offer the regular price and the savings. One rule for
 * both, applied by the loaders on the server (card-item.ts, page-item.ts; decision 019).
 */
export function priceTexts(item: Priced, locale: Locale, t: Translate): PriceTexts {
  const money = (amount: number) => formatMoney({ amount, currency: item.currency }, locale)
  const offer = isOffer(item)
  return {
    price: item.is_free
      ? t('items.free')
      : item.list_price === null
        ? t('items.priceHidden')
        : money(item.list_price),
    onRequest: !item.is_free && item.list_price === null,
    regular: offer ? t('items.regularPrice', { price: money(item.crossout_price!) }) : null,
    savings: offer ? t('items.savings', { amount: money(item.crossout_price! - item.list_price!) }) : null,
  }
}
