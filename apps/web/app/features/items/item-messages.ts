import { variantOptions } from '@tianguis/core/cart/variants'
import type { MessagePrefix } from '../../i18n/prefixes'
import type { ItemDetailData } from './item-detail.server'

type FoundItem = Extract<ItemDetailData, { found: true }>

/** The labels of the parts this item has, on either page. */
function itemPartMessages({ item }: FoundItem): MessagePrefix[] {
  return [
    'sections.home',
    'sections.breadcrumb',
    'item.returns.title',
    ...(item.photos.length > 0 ? (['item.gallery', 'item.photo', 'item.showPhoto'] as const) : []),
    ...(item.date ? (['item.experience.date'] as const) : []),
    ...(item.supplier.name ? (['item.supplier'] as const) : []),
    ...(item.plain_description ? (['item.description'] as const) : []),
    ...(Object.keys(item.variants).length > 0 ? (['item.details'] as const) : []),
    ...(item.tags.length > 0 ? (['item.tags'] as const) : []),
  ]
}

/** The add-to-cart form's labels (add-to-cart-form.tsx), the choices only when the item has one. */
function cartFormMessages({ item }: FoundItem): MessagePrefix[] {
  return [
    'item.quantity',
    'item.addToCart',
    'item.buyNow',
    ...(item.max_purchase_amount ? (['item.maxPurchase'] as const) : []),
    ...(Object.values(item.variants).some((value) => variantOptions(value).length >= 2)
      ? (['item.chooseVariant'] as const)
      : []),
  ]
}

/** The list of shops that sell the item (item-shops.tsx): the empty state or the list and its paging. */
function shopListMessages(shops: NonNullable<FoundItem['shops']>): MessagePrefix[] {
  if (shops.total === 0) return ['item.shops.title', 'item.shops.none', 'item.shops.browse']
  return [
    'item.shops.title',
    'item.shops.intro',
    'item.shops.buyIn',
    ...(shops.shops.some((shop) => shop.own) ? (['item.shops.own'] as const) : []),
    ...(shops.previous || shops.next ? (['item.shops.pages'] as const) : []),
    ...(shops.previous ? (['item.shops.previous'] as const) : []),
    ...(shops.next ? (['item.shops.more'] as const) : []),
  ]
}

/**
 * An item page's messages (decision 019): the labels of the parts this item has, and how it is
 * bought there: a shop's add-to-cart form, or on the platform the shops that sell it (decision
 * 052). The texts that follow rules (price, availability, returns, preview) come worked out in
 * the item itself (page-item.ts), and the not-found page's texts with the frame's.
 */
export function itemPageMessages(data: ItemDetailData): MessagePrefix[] {
  if (!data.found) return []
  const buying = data.shops ? shopListMessages(data.shops) : cartFormMessages(data)
  // The add/remove control's texts only for a viewer it shows to (decision 069), with the close
  // label of the toast its post without JavaScript lands back with (decision 076).
  const resale = data.item.in_store !== undefined ? (['resale', 'toast.close'] as const) : []
  return [...itemPartMessages(data), ...buying, ...resale]
}
