import { SHOP_LIST_PAGE_SIZE } from '@tianguis/core/constants'
import { listOf } from '@tianguis/core/contracts/common'
import { type ItemShop, itemShop } from '@tianguis/core/contracts/item-shops'
import { shopItemPath } from '@tianguis/core/item-links'
import type { ItemType } from '@tianguis/core/items'
import type { RouterContextProvider } from 'react-router'
import { createApi } from '../../lib/api.server'

/** The shops that sell an item, as the platform's item page lists them (decision 052). */
export interface PageItemShops {
  /** Each shop's name, photo, whether the item's supplier owns it, and the item's page in it. */
  shops: Array<{ name: string; photo: string | null; own: boolean; href: string }>
  total: number
  /** The previous and next page of shops (`?tiendas=`), null at either end. */
  previous: string | null
  next: string | null
}

/** The page of shops asked for: `?tiendas=2` (not `page`, so the item's canonical address stays one). */
export const SHOPS_PAGE_PARAM = 'tiendas'
const MAX_PAGE = 1000

function shopsPage(url: URL): number {
  const page = Number.parseInt(url.searchParams.get(SHOPS_PAGE_PARAM) ?? '1', 10)
  return Number.isSafeInteger(page) ? Math.min(Math.max(1, page), MAX_PAGE) : 1
}

/**
 * Where a shop's pages live, seen from the platform: its own domain when it has one (like the
 * side menu's root-store link), else its path on this host.
 */
export function shopBase(shop: Pick<ItemShop, 'slug' | 'canonical_url'>): string {
  const own = shop.canonical_url?.trim()
  if (own) {
    try {
      return new URL(/^https?:\/\//i.test(own) ? own : `https://${own}`).origin
    } catch {
      // Not an address: the shop's path still leads there.
    }
  }
  return `/${encodeURIComponent(shop.slug)}`
}

/**
 * Asks for the page of shops at once (beside the item's own read), and gives a function that turns
 * the answer into the page's list once the item's kind is known. A failure other than 404 (which
 * the item's read answers for itself) is the error page: an empty list would wrongly say no shop
 * sells the item.
 */
export function requestItemShops(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const url = new URL(request.url)
  const page = shopsPage(url)
  const answer = createApi(request, context).get(
    `/api/v1/items/${encodeURIComponent(id)}/shops`,
    listOf(itemShop),
    { offset: (page - 1) * SHOP_LIST_PAGE_SIZE, limit: SHOP_LIST_PAGE_SIZE },
  )
  // Awaited only when the item was found: a failure must not go unhandled meanwhile.
  answer.catch(() => {})
  const pageHref = (n: number) => {
    const next = new URL(url)
    if (n === 1) next.searchParams.delete(SHOPS_PAGE_PARAM)
    else next.searchParams.set(SHOPS_PAGE_PARAM, String(n))
    return `${next.pathname}${next.search}`
  }
  return async (item: { id: string; owner_id: string; type: ItemType }): Promise<PageItemShops> => {
    const result = await answer
    if (!result.ok) throw new Error(`GET item shops answered ${result.status} ${result.error.code}`)
    const { results, matches_estimated: total } = result.data
    return {
      shops: results.map((shop) => ({
        name: shop.name,
        photo: shop.photo,
        own: shop.own,
        href: shopItemPath(shopBase(shop), item),
      })),
      total,
      previous: page > 1 ? pageHref(Math.min(page - 1, Math.ceil(total / SHOP_LIST_PAGE_SIZE) || 1)) : null,
      next: page * SHOP_LIST_PAGE_SIZE < total ? pageHref(page + 1) : null,
    }
  }
}
