import { useRouteLoaderData } from 'react-router'
import type { loadShop } from './shop.server'

export type ShopData = Awaited<ReturnType<typeof loadShop>>

/** The shop, viewer and base loaded by the storefront layout, for the pages inside it. */
export function useShop(): ShopData {
  const data = useRouteLoaderData('routes/storefront/layout') as ShopData | undefined
  if (!data) throw new Error('useShop() is only for pages inside the storefront layout')
  return data
}
