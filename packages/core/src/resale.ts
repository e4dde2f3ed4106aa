import type { ErrorCode } from './errors.ts'

/**
 * Whether a shop may resell an item (001 §5, §6, §8; decisions 066, 069): the rule alone, with the
 * facts the server read. The first refusal that applies wins, in the order a shop admin would
 * fix them: an item that cannot be sold at all, then the shop's supplier restriction, then what
 * the shop's kind accepts.
 */
export interface ResaleShopFacts {
  ownerId: string
  storeType: 'plain' | 'affiliate' | 'affinity' | 'franchise'
  /** `shops.only_supplier_id`: the one supplier whose items this shop may add, or null. */
  onlySupplierId: string | null
}

export interface ResaleItemFacts {
  ownerId: string
  listState: 'published' | 'unpublished'
  hiden: boolean
  isDropshipping: boolean
  /** A franchise product: its supplier runs a franchise shop (decision 069). */
  franchise: boolean
}

export type ResaleRefusal = Extract<
  ErrorCode,
  'item_not_resellable' | 'supplier_restricted' | 'invalid_product'
>

/** Null when the shop may add the item; otherwise the refusal's code. */
export function resaleRefusal(shop: ResaleShopFacts, item: ResaleItemFacts): ResaleRefusal | null {
  // 001 §4: unpublished or hidden items are dimmed with their resale actions off; the shop's own
  // items are in it already.
  if (item.listState !== 'published' || item.hiden || item.ownerId === shop.ownerId) {
    return 'item_not_resellable'
  }
  if (shop.onlySupplierId !== null && item.ownerId !== shop.onlySupplierId) return 'supplier_restricted'
  // 001 §6, §8: a franchise shop works in dropshipping-supplier mode and takes franchise products only.
  if (shop.storeType === 'franchise') return item.franchise ? null : 'invalid_product'
  return item.isDropshipping ? null : 'item_not_resellable'
}

/** 001 §4: a resale action is offered on an item only when it is published and visible. */
export function resaleActionsOpen(item: { list_state?: string; hiden?: boolean }): boolean {
  return item.list_state !== 'unpublished' && item.hiden !== true
}
