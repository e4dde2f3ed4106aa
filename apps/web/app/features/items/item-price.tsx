import type { PublicItem } from '@tianguis/core/contracts/items'
import { formatMoney } from '@tianguis/core/money'
import { useLocale, useT } from '../../i18n/use-t'

type Priced = Pick<PublicItem, 'is_free' | 'list_price' | 'crossout_price' | 'currency'>

/** An offer: a regular (crossed-out) price above the price asked (001 §2 offer badge). */
export function isOffer(item: Priced): boolean {
  return (
    !item.is_free &&
    item.list_price !== null &&
    item.crossout_price !== null &&
    item.crossout_price > item.list_price
  )
}

/**
 * The price as cards and the detail page show it (001 §2, §9 currency rules): free, hidden
 * ('price on request') or the amount, and for an offer the regular price and the savings.
 */
export function ItemPrice({ item, large = false }: { item: Priced; large?: boolean }) {
  const t = useT()
  const locale = useLocale()
  const price = (amount: number) => formatMoney({ amount, currency: item.currency }, locale)
  const strong = large ? 'font-bold text-2xl text-gray-900' : 'font-bold text-gray-900'
  return (
    <>
      {item.is_free ? (
        <p className={strong}>{t('items.free')}</p>
      ) : item.list_price === null ? (
        <p className="text-gray-700 text-sm">{t('items.priceHidden')}</p>
      ) : (
        <p className={strong}>{price(item.list_price)}</p>
      )}
      {isOffer(item) ? (
        <p className="text-gray-700 text-sm">
          <s>{t('items.regularPrice', { price: price(item.crossout_price!) })}</s>{' '}
          {t('items.savings', { amount: price(item.crossout_price! - item.list_price!) })}
        </p>
      ) : null}
    </>
  )
}
