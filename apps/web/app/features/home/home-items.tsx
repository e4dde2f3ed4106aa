import { useT } from '../../i18n/use-t'
import { ItemCard } from '../items/item-card'
import { ResaleIsland } from '../resale/resale-island'
import { resalePagePath } from '../resale/resale-outcome'
import type { HomeItems as HomeItemsData } from './home-items.server'

/**
 * The shop's first products under the catalogue strip (decision 069, reversing decision 022's
 * removal): cards are links and ship no code of their own; the admin's removal control under a
 * resold item is an island, so its code loads only for admins and only on their first press.
 */
export function HomeItems({ items, shop, home }: { items: HomeItemsData; shop: string; home: string }) {
  const t = useT()
  return (
    <section aria-labelledby="home-items" className="flex flex-col gap-4">
      <h2 id="home-items" className="font-bold text-2xl text-gray-900">
        {t('home.items.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {items.cards.map(({ resold, ...card }) => (
          <li key={card.href} className="flex flex-col gap-2">
            <ItemCard item={card} />
            {resold ? (
              // Without JavaScript its form posts beside the item's page and lands back here (decision 076).
              <ResaleIsland
                shop={shop}
                itemId={resold.id}
                name={card.name}
                inStore
                action={resalePagePath(card.href)}
                back={home}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {items.more ? (
        <a
          href={items.more}
          className="self-start font-medium underline underline-offset-2 hover:no-underline"
        >
          {t('home.items.all')}
        </a>
      ) : null}
    </section>
  )
}
