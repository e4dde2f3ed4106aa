import type { Profile } from '@tianguis/core/contracts/identity'
import type { Shop } from '@tianguis/core/contracts/shops'
import type { Collaboration } from './side-menu'

/**
 * 'Mis compras' ({storePath}mis-compras, 001 §2) opens the purchases page (decision 080); the
 * side menu and the cart drawer link it. Until it existed this kept the link out (issue 11: no
 * link to an unbuilt part).
 */
export const PURCHASES_BUILT = true

/** The side menu's links to other shops, chosen by the layout's loader for a signed-in viewer. */
export interface AccountLinks {
  myShop: string | null
  rootStore: { name: string; href: string } | null
  /** 'Mis productos' for suppliers and shop owners (lib/supplier-links.ts), else null. */
  myProducts: string | null
  /** 'Mis colaboraciones': the shops the viewer works in without owning them. */
  collaborations: Collaboration[]
}

/**
 * 001 §2 "my shop": the viewer's own shop when it is not this one. The spec also derives one from
 * the slug of an affinity, dssupplier or referral profile; here a shop always has an owner, so such
 * a profile's shop is among the shops it owns, and a slug with no shop behind it would be a link
 * to a 404 (issue 11: no dead ends; decision 035).
 */
export function ownShopHref(profile: Pick<Profile, 'shops'>, currentSlug: string): string | null {
  const owned = profile.shops.find((shop) => shop.role === 'owner' && shop.slug !== currentSlug)
  return owned ? `/${owned.slug}` : null
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

/**
 * 001 §2 'My collaborations': the shops where the viewer works (any staff role) without owning
 * them, from the profile the layout already loads (no extra call); the side menu shows 5 at a time.
 */
export function collaborationsOf(profile: Pick<Profile, 'shops'>): Collaboration[] {
  return profile.shops
    .filter((shop) => shop.role !== 'owner')
    .map((shop) => ({
      id: shop.slug,
      store_name: shop.name,
      store_url: `/${shop.slug}`,
      store_photo: shop.photo,
    }))
}
