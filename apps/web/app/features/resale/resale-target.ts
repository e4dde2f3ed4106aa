import type { ShopAction } from '@tianguis/core/permissions'

/**
 * Which shop the viewer's add/remove acts on (decisions 066, 069), as the server answers the
 * item's `in_store` for: the shop they are looking at when they administer it, else the first shop
 * they own. Null when neither: no control shows. Proxy shops show none (001 §6).
 */
export function resaleTarget(
  shop: { slug: string; viewer_can: readonly ShopAction[]; is_proxy?: boolean } | null,
  profile: { own_shop?: string },
): string | null {
  if (shop?.is_proxy) return null
  if (shop?.viewer_can.includes('shop.update')) return shop.slug
  return profile.own_shop ?? null
}
