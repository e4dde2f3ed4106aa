import { describe, expect, it } from 'vitest'
import { type ResaleItemFacts, type ResaleShopFacts, resaleActionsOpen, resaleRefusal } from './resale.ts'

const shop: ResaleShopFacts = { ownerId: 'usr_rita', storeType: 'affiliate', onlySupplierId: null }
const item: ResaleItemFacts = {
  ownerId: 'usr_prov',
  listState: 'published',
  hiden: false,
  isDropshipping: true,
  franchise: false,
}

describe('resaleRefusal (001 §5, §8; decision 069)', () => {
  it('lets a shop add another supplier’s published, visible dropshipping item', () => {
    expect(resaleRefusal(shop, item)).toBeNull()
  })

  it('refuses unpublished, hidden and own items, and items not for dropshipping', () => {
    expect(resaleRefusal(shop, { ...item, listState: 'unpublished' })).toBe('item_not_resellable')
    expect(resaleRefusal(shop, { ...item, hiden: true })).toBe('item_not_resellable')
    expect(resaleRefusal(shop, { ...item, ownerId: 'usr_rita' })).toBe('item_not_resellable')
    expect(resaleRefusal(shop, { ...item, isDropshipping: false })).toBe('item_not_resellable')
  })

  it('keeps a restricted shop to its one supplier', () => {
    const restricted = { ...shop, onlySupplierId: 'usr_prov' }
    expect(resaleRefusal(restricted, item)).toBeNull()
    expect(resaleRefusal(restricted, { ...item, ownerId: 'usr_other' })).toBe('supplier_restricted')
    // An item that cannot be sold at all says so first.
    expect(resaleRefusal(restricted, { ...item, ownerId: 'usr_other', hiden: true })).toBe(
      'item_not_resellable',
    )
  })

  it('lets a franchise shop take franchise products only, dropshipping or not', () => {
    const franchise = { ...shop, storeType: 'franchise' } as const
    expect(resaleRefusal(franchise, { ...item, franchise: true, isDropshipping: false })).toBeNull()
    expect(resaleRefusal(franchise, item)).toBe('invalid_product')
    expect(resaleRefusal({ ...franchise, onlySupplierId: 'usr_x' }, { ...item, franchise: true })).toBe(
      'supplier_restricted',
    )
  })
})

describe('resaleActionsOpen (001 §4)', () => {
  it('closes the actions of unpublished or hidden items only', () => {
    expect(resaleActionsOpen({})).toBe(true)
    expect(resaleActionsOpen({ list_state: 'published', hiden: false })).toBe(true)
    expect(resaleActionsOpen({ list_state: 'unpublished' })).toBe(false)
    expect(resaleActionsOpen({ hiden: true })).toBe(false)
  })
})
