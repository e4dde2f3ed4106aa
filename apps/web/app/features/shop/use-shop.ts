import { useRouteLoaderData } from 'react-router'
import type { loadShop } from './shop.server'

export type ShopData = Awaited<ReturnType<typeof loadShop>>

/** The shop (null on the platform's own pages), viewer and base loaded by the layout. */
export function useShop(): ShopData {
  const data = useRouteLoaderData('routes/storefront/layout') as ShopData | undefined
  if (!data) throw new Error('useShop() is only for pages inside the storefront layout')
  return data
}

/** Page titles are h2 inside a shop (the shop name is the h1) and h1 on the platform's pages. */
export function usePageHeading(): 'h1' | 'h2' {
  return useShop().shop ? 'h2' : 'h1'
}
