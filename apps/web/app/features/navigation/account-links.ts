import type { Profile } from '@tianguis/core/contracts/identity'
import type { Shop } from '@tianguis/core/contracts/shops'

/** The side menu's links to other shops, chosen by the layout's loader for a signed-in viewer. */
export interface AccountLinks {
  myShop: string | null
  rootStore: { name: string; href: string } | null
}

/**
 * 001 §2 "my shop": the viewer's own shop when it is not this one: a shop they own, or, for a
 * profile of main_type affinity, dssupplier or referral, the shop at their slug.
 */
export function ownShopHref(
  profile: Pick<Profile, 'shops' | 'main_type' | 'slug'>,
  currentSlug: string,
): string | null {
  const owned = profile.shops.find((shop) => shop.role === 'owner' && shop.slug !== currentSlug)
  if (owned) return `/${owned.slug}`
  const ownsBySlug =
    profile.main_type === 'affinity' || profile.main_type === 'dssupplier' || profile.main_type === 'referral'
  if (ownsBySlug && profile.slug && profile.slug !== currentSlug) return `/${profile.slug}`
  return null
}

/** 001 §2 "go to the root network store": its own domain when it has one, else its path. */
export function rootStoreLink(
  shop: Pick<Shop, 'slug' | 'root_affinity_store_info'>,
): { name: string; href: string } | null {
  const root = shop.root_affinity_store_info
  if (!root || root.slug === shop.slug) return null
  const canonical = root.canonical_url?.trim()
  if (canonical) {
    const href = /^https?:\/\//i.test(canonical) ? canonical : `https://${canonical}`
    return { name: root.name, href }
  }
  return { name: root.name, href: `/${root.slug}` }
}
