import type { PublicItemDetail } from '@tianguis/core/contracts/items'
import { formatDateTime } from '@tianguis/core/dates'
import type { Locale } from '@tianguis/core/locales'
import { formatMoney } from '@tianguis/core/money'
import type { Translate } from '../../i18n/format'
import { isOffer, type PriceTexts, priceTexts } from './price-texts'

/**
 * The item as its page shows it (decision 019): the fields it renders, and the texts of its parts
 * that follow rules (price, availability, return policy, preview note) worked out on the server in
 * the visitor's locale, so the browser gets neither the rules nor the messages they choose from.
 */
export type PageItem = Pick<
  PublicItemDetail,
  'id' | 'owner_id' | 'name' | 'photos' | 'plain_description' | 'variants' | 'tags'
> & {
  /** The most one purchase may take (absent when there is no limit). */
  max_purchase_amount?: number
  /** The supplier's public name ('Vendido por …'). */
  supplier: { name: string }
  /** Sold out or concluded: the add-to-cart control is off. */
  unavailable: boolean
  /** The price's lines, and the offer badge's text for an offer. */
  price: PriceTexts & { offer: string | null }
  /** An experience's date, formatted in the locale's time zone (core's dates.ts). */
  date: { iso: string; text: string } | null
  /** Sold out, concluded, places left, or whether it is kept on stock; `strong` when it cannot be bought. */
  availability: { text: string; strong: boolean }
  /** The return policy's paragraphs (001 §8). */
  returns: string[]
  /** The note on the supplier's own unpublished or hidden item (decision 022); null otherwise. */
  preview: string | null
  /** Whether the viewer's shop resells it (decision 069); absent when there is no such shop. */
  in_store?: boolean
  /** Unpublished or hidden: the resale actions are off (001 §4). */
  resale_closed?: true
  /** The average of its reviews and their count (decision 084); the reviews' feature words it. */
  rating: PublicItemDetail['rating']
}

function availability(item: PublicItemDetail, t: Translate): PageItem['availability'] {
  if (item.concluded) return { text: t('item.experience.concluded'), strong: true }
  if (item.sold_out) return { text: t('items.soldOut'), strong: true }
  if (item.type === 'experience' && item.experience_available != null) {
    return { text: t('item.experience.places', { count: item.experience_available }), strong: false }
  }
  return {
    text: t(item.stock_type === 'ondemand' ? 'item.stock.onDemand' : 'item.stock.available'),
    strong: false,
  }
}

/**
 * The return-policy texts shown to shoppers (001 §8): the 72-hour window, who bears the cost, how
 * the shipping label arrives and the conditions, or the supplier's own legend when the policy is
 * customised. Restocking fees show with two decimals (001 §3).
 */
function returns(item: PublicItemDetail, locale: Locale, t: Translate): string[] {
  if (item.return_type === 'disallowed') return [t('item.returns.disallowed')]
  return [
    t('item.returns.window'),
    item.return_fees === 'restocking_fees'
      ? t('item.returns.fees.restocking_fees', {
          amount: formatMoney({ amount: item.restocking_fees ?? 0, currency: item.currency }, locale),
        })
      : t(`item.returns.fees.${item.return_fees}`),
    t(`item.returns.label.${item.return_shipping_label}`),
    item.return_policy === 'customized' && item.return_policy_legend
      ? item.return_policy_legend
      : t('item.returns.conditions'),
  ]
}

/** The item's page data in `locale`; `t` translates in that locale (the server's whole catalogue). */
export function pageItem(item: PublicItemDetail, locale: Locale, t: Translate): PageItem {
  const date =
    item.type === 'experience' && item.experience_date
      ? { iso: item.experience_date, text: formatDateTime(item.experience_date, locale) }
      : null
  const preview =
    item.list_state === 'unpublished'
      ? t('item.preview.unpublished')
      : item.hiden
        ? t('item.preview.hidden')
        : null
  return {
    id: item.id,
    owner_id: item.owner_id,
    name: item.name,
    photos: item.photos,
    plain_description: item.plain_description,
    variants: item.variants,
    tags: item.tags,
    ...(item.max_purchase_amount ? { max_purchase_amount: item.max_purchase_amount } : {}),
    supplier: { name: item.supplier.name },
    unavailable: item.sold_out || item.concluded,
    price: { ...priceTexts(item, locale, t), offer: isOffer(item) ? t('items.offer') : null },
    date,
    availability: availability(item, t),
    returns: returns(item, locale, t),
    ...(item.in_store !== undefined ? { in_store: item.in_store } : {}),
    ...(item.list_state === 'unpublished' || item.hiden ? { resale_closed: true as const } : {}),
    preview,
    rating: item.rating,
  }
}
