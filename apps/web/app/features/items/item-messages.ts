import { variantOptions } from '@tianguis/core/cart/variants'
import type { MessagePrefix } from '../../i18n/prefixes'
import type { ItemDetailData } from './item-detail.server'

/**
 * An item page's messages (decision 019): the labels of the parts this item has. The texts that
 * follow rules (price, availability, returns, preview) come worked out in the item itself
 * (page-item.ts), and the not-found page's texts with the frame's.
 */
export function itemPageMessages(data: ItemDetailData): MessagePrefix[] {
  if (!data.found) return []
  const { item } = data
  return [
    'sections.home',
    'sections.breadcrumb',
    'item.quantity',
    'item.addToCart',
    'item.buyNow',
    'item.returns.title',
    ...(item.photos.length > 0 ? (['item.gallery', 'item.photo', 'item.showPhoto'] as const) : []),
    ...(item.date ? (['item.experience.date'] as const) : []),
    ...(item.supplier.name ? (['item.supplier'] as const) : []),
    ...(item.max_purchase_amount ? (['item.maxPurchase'] as const) : []),
    ...(Object.values(item.variants).some((value) => variantOptions(value).length >= 2)
      ? (['item.chooseVariant'] as const)
      : []),
    ...(item.plain_description ? (['item.description'] as const) : []),
    ...(Object.keys(item.variants).length > 0 ? (['item.details'] as const) : []),
    ...(item.tags.length > 0 ? (['item.tags'] as const) : []),
  ]
}
