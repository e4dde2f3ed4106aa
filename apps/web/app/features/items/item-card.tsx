import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import { CardResaleLines } from '../reseller/card-resale'
import type { CardItem } from './card-item'
import { PriceLines } from './price-lines'

/**
 * A product, service or experience in a list (001 §2 cards): main photo, name linking to the
 * item's page, price with the currency rules, a free label, an offer badge with regular price
 * and savings, and the sold-out or concluded marker. The supplier's own unpublished or hidden
 * item is dimmed (001 §4). A reseller with the resale info on sees 'Buy by' and earn under the
 * price (001 §6).
 */
export function ItemCard({ item }: { item: CardItem }) {
  const t = useT()
  const marker = item.concluded ? t('items.concluded') : item.sold_out ? t('items.soldOut') : null
  return (
    <article
      className={`relative flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white ${item.dimmed ? 'opacity-50' : ''}`}
    >
      <div className="relative aspect-[350/419] flex-none overflow-hidden bg-gray-100">
        {item.photo ? (
          <img
            src={item.photo}
            alt=""
            width={350}
            height={419}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : null}
        {item.offer ? (
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
        <h3 className="font-semibold text-gray-900">
          {/* The whole card is the link's target area (::after), the name its text. */}
          <Link to={item.href} prefetch="intent" className="after:absolute after:inset-0 hover:underline">
            {item.name}
          </Link>
        </h3>
        <PriceLines texts={item.price} />
        {item.resale ? <CardResaleLines resale={item.resale} /> : null}
      </div>
    </article>
  )
}
