import { useT } from '../../i18n/use-t'
import type { PageItemShops } from './item-shops.server'

/**
 * Where to buy an item seen on the platform's pages (decision 052). A cart belongs to a shop
 * (decisions 041, 042), so instead of an add-to-cart control that cannot know the shop, the page
 * lists the shops that sell the item, its supplier's own first, each with a link to the item's page
 * in that shop, where adding to the cart and buying now work. Plain links: nothing to run, and
 * nothing different without JavaScript. An item no shop sells says so and offers the marketplace.
 */
export function ItemShops({ data }: { data: PageItemShops }) {
  const t = useT()
  const { shops, total, previous, next } = data
  return (
    <section aria-labelledby="donde-comprar" className="flex flex-col gap-3">
      <h3 id="donde-comprar" className="font-semibold text-gray-900 text-lg">
        {t('item.shops.title')}
      </h3>
      {total === 0 ? (
        <p className="text-gray-800">
          {t('item.shops.none')}{' '}
          <a href="/marketplace" className="font-medium text-gray-900 underline underline-offset-2">
            {t('item.shops.browse')}
          </a>
        </p>
      ) : (
        <>
          <p className="text-gray-700 text-sm">{t('item.shops.intro')}</p>
          <ul className="flex flex-col divide-y divide-gray-200 rounded-md border border-gray-200">
            {shops.map((shop) => (
              <li key={shop.href} className="flex flex-wrap items-center gap-3 px-3 py-2">
                {shop.photo ? (
                  <img
                    src={shop.photo}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className="h-10 w-10 shrink-0 rounded object-cover"
                  />
                ) : null}
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium text-gray-900">{shop.name}</span>
                  {shop.own ? <span className="text-gray-700 text-sm">{t('item.shops.own')}</span> : null}
                </div>
                <a
                  href={shop.href}
                  className="rounded-md bg-[var(--color1)] px-4 py-2 font-semibold text-[var(--on-color1)]"
                >
                  {t('item.shops.buyIn', { shop: shop.name })}
                </a>
              </li>
            ))}
          </ul>
          {previous || next ? (
            <nav aria-label={t('item.shops.pages')} className="flex gap-4 text-sm">
              {previous ? (
                <a href={previous} className="font-medium text-gray-900 underline underline-offset-2">
                  {t('item.shops.previous')}
                </a>
              ) : null}
              {next ? (
                <a href={next} className="font-medium text-gray-900 underline underline-offset-2">
                  {t('item.shops.more')}
                </a>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  )
}
