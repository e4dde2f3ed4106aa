import type { PageItem } from '../items/page-item'
import { useShop } from '../shop/use-shop'
import { ResaleIsland } from './resale-island'
import { resaleTarget } from './resale-target'

/**
 * The item page's add/remove control (decision 069): only when the API answered the item's
 * `in_store` for this viewer (a signed-in user with a shop to resell it in) and that shop is the
 * one this page's rule names (resale-target.ts). Everyone else gets nothing of it.
 */
export function ItemResale({ item }: { item: Pick<PageItem, 'id' | 'name' | 'in_store' | 'resale_closed'> }) {
  const { shop, profile } = useShop()
  const target = resaleTarget(shop, profile)
  if (item.in_store === undefined || !target) return null
  return (
    <ResaleIsland
      shop={target}
      itemId={item.id}
      name={item.name}
      inStore={item.in_store}
      closed={item.resale_closed}
    />
  )
}
