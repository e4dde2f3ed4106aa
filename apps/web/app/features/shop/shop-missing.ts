/** Why a shop page is a 404: the shop does not exist, or the path is not a shop at all. */
export type ShopMissing = { reason: 'shop_not_found' | 'not_found' }

export function isShopMissing(value: unknown): value is ShopMissing {
  const reason = (value as Partial<ShopMissing> | null)?.reason
  return reason === 'shop_not_found' || reason === 'not_found'
}
