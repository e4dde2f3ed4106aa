import { useLocation } from 'react-router'
import { lazyPart } from '../../lib/island'
import type { PageItem } from '../items/page-item'
import { useShop } from '../shop/use-shop'
import { ResaleIsland } from './resale-island'
import { RESALE_PARAM, resalePagePath } from './resale-outcome'
import { resaleTarget } from './resale-target'

// Only after a post without JavaScript: an item page's first load carries none of it.
const ResaleFlash = lazyPart(() => import('./resale-flash').then((m) => m.ResaleFlash))

/**
 * The item page's add/remove control (decision 069): only when the API answered the item's
 * `in_store` for this viewer (a signed-in user with a shop to resell it in) and that shop is the
 * one this page's rule names (resale-target.ts). Everyone else gets nothing of it. Without
 * JavaScript its form posts to `{this page}/revender` and lands back here with the outcome
 * (decision 076), shown as a toast.
 */
export function ItemResale({ item }: { item: Pick<PageItem, 'id' | 'name' | 'in_store' | 'resale_closed'> }) {
  const { shop, profile } = useShop()
  const { pathname, search } = useLocation()
  const target = resaleTarget(shop, profile)
  if (item.in_store === undefined || !target) return null
  return (
    <>
      <ResaleIsland
        shop={target}
        itemId={item.id}
        name={item.name}
        inStore={item.in_store}
        closed={item.resale_closed}
        action={resalePagePath(pathname)}
      />
      {new URLSearchParams(search).has(RESALE_PARAM) ? <ResaleFlash name={item.name} /> : null}
    </>
  )
}
