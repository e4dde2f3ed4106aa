import type { Profile } from '@tianguis/core/contracts/identity'

/** Where the viewer manages their own items, under the current shop's base (issue #4). */
export function myProductsHref(base: string): string {
  return `${base}/apps/me/products`
}

/**
 * Who is offered 'Mis productos' in the side menu and on the profile: suppliers (a profile of
 * main_type dssupplier) and shop owners, whose shops list their own items. Anyone logged in
 * can still open the page.
 */
export function managesItems(profile: Pick<Profile, 'anonymous' | 'main_type' | 'shops'>): boolean {
  if (profile.anonymous) return false
  return profile.main_type === 'dssupplier' || profile.shops.some((shop) => shop.role === 'owner')
}
