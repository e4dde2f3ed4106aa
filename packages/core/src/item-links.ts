import type { ItemType } from './items.ts'

/**
 * Where an item's page lives (001 §2 "Item detail and cards"). Pure, so the server (sitemaps,
 * emails) and the web app build the same links.
 */

/** The shop-page prefix of each kind of item: `{shop}/productos/{owner}/{id}`, … */
export const DETAIL_PREFIX = {
  product: 'productos',
  service: 'servicios',
  experience: 'experiencias',
} as const satisfies Record<ItemType, string>
export type DetailPrefix = (typeof DETAIL_PREFIX)[ItemType]

/** The item kind a shop-page prefix shows; anything else is not an item page. */
export function typeOfPrefix(prefix: string): ItemType | null {
  for (const [type, value] of Object.entries(DETAIL_PREFIX)) if (value === prefix) return type as ItemType
  return null
}

interface LinkedItem {
  id: string
  owner_id: string
  type: ItemType
  main_type: 'business' | 'personal'
}

/**
 * The detail page of an item inside a shop: `{base}/{prefix}/{owner}/{id}`, where `base` is
 * `/{slug}` when the shop is addressed by path and '' on its sub-domain or own domain. A caller
 * may supply its own prefix (001 §2).
 */
export function shopItemPath(
  base: string,
  item: Pick<LinkedItem, 'id' | 'owner_id' | 'type'>,
  prefix?: string,
) {
  const segment = prefix ?? DETAIL_PREFIX[item.type]
  return `${base}/${segment}/${encodeURIComponent(item.owner_id)}/${encodeURIComponent(item.id)}`
}

/** Services have their own platform paths; products and experiences share the products ones. */
function platformKind(type: ItemType): 'products' | 'services' {
  return type === 'service' ? 'services' : 'products'
}

/**
 * A card's link in the platform's lists (001 §2): a business item goes to
 * `/negocios/{slug or owner}/{products|services}/{id}`, a personal item shown in a community to
 * `/profiles/{owner}/{products|services}/{id}`, anything else to `/{products|services}/{id}`.
 */
export function platformItemPath(
  item: LinkedItem,
  context: { business?: boolean; community?: boolean; businessSlug?: string | null } = {},
): string {
  const kind = platformKind(item.type)
  const id = encodeURIComponent(item.id)
  if (context.business && item.main_type === 'business') {
    return `/negocios/${encodeURIComponent(context.businessSlug || item.owner_id)}/${kind}/${id}`
  }
  if (context.community && item.main_type === 'personal') {
    return `/profiles/${encodeURIComponent(item.owner_id)}/${kind}/${id}`
  }
  return `/${kind}/${id}`
}

/** A shop's product as linked from outside it (001 §2 `/web/{slug}/products/{id}`). */
export function webItemPath(shopSlug: string, itemId: string): string {
  return `/web/${encodeURIComponent(shopSlug)}/products/${encodeURIComponent(itemId)}`
}

/** Whether an item of `type` may be shown under a platform path of `kind` (products or services). */
export function fitsPlatformKind(type: ItemType, kind: 'products' | 'services'): boolean {
  return platformKind(type) === kind
}
