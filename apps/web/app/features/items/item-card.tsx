import { formatMoney } from '@tianguis/core/money'
import { useLocale, useT } from '../../i18n/use-t'
import type { CardItem } from './card-item'

/**
 * A product, service or experience in a list (001 §2 cards): main photo, name, price with the
 * currency rules, a free label, an offer badge with regular price and savings, and the sold-out
 * or concluded marker.
 */
export function ItemCard({ item }: { item: CardItem }) {
  const t = useT()
  const locale = useLocale()
  const price = (amount: number) => formatMoney({ amount, currency: item.currency }, locale)
  const offer =
    !item.is_free &&
    item.list_price !== null &&
    item.crossout_price !== null &&
    item.crossout_price > item.list_price
  const marker = item.concluded ? t('items.concluded') : item.sold_out ? t('items.soldOut') : null
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white">
      <div className="relative aspect-[350/419] bg-gray-100">
        {item.photos[0] ? (
          <img
            src={item.photos[0]}
            alt=""
            width={350}
            height={419}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : null}
        {offer ? (
          <span className="absolute top-2 left-2 rounded bg-[var(--accent)] px-2 py-0.5 font-semibold text-[var(--on-accent)] text-xs">
            {t('items.offer')}
          </span>
        ) : null}
        {marker ? (
          <span className="absolute top-2 right-2 rounded bg-gray-900 px-2 py-0.5 font-semibold text-white text-xs">
            {marker}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="font-semibold text-gray-900">{item.name}</h3>
        {item.is_free ? (
          <p className="font-bold text-gray-900">{t('items.free')}</p>
        ) : item.list_price === null ? (
          <p className="text-gray-700 text-sm">{t('items.priceHidden')}</p>
        ) : (
          <p className="font-bold text-gray-900">{price(item.list_price)}</p>
        )}
        {offer && item.list_price !== null && item.crossout_price !== null ? (
          <p className="text-gray-700 text-sm">
            <s>{t('items.regularPrice', { price: price(item.crossout_price) })}</s>{' '}
            {t('items.savings', { amount: price(item.crossout_price - item.list_price) })}
          </p>
        ) : null}
      </div>
    </article>
  )
}
