import type { CatalogueAddResult } from '@tianguis/core/contracts/catalogue-items'
import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import {
  appendCatalogueItems,
  heldItems,
  lockCatalogue,
  type ManagedCatalogue,
  removeCatalogueItems,
} from '../modules/catalogues/catalogue-items.service.ts'
import { showInStore } from '../modules/catalogues/catalogue-shelf.service.ts'
import { puttableItems } from '../modules/items/catalogue-items.service.ts'
import { resellInShop } from '../modules/resale/resold-items.service.ts'
import { resaleRulesOf } from '../modules/shops/resale-rules.service.ts'

/**
 * Putting items in a catalogue (001 §7 'Add item to catalogue', 'Move products in catalogue';
 * decisions 066 and 068). It spans three modules in one transaction: the items say what may be
 * put in, the resale module makes the catalogue's home shop resell another supplier's item (a
 * shopper who opens the catalogue must be able to buy it), the catalogues module keeps the order.
 */

/**
 * Checks that every one of `itemIds` may go in (unknown: `item_not_found`; another supplier's
 * item that is not for dropshipping: `item_not_resellable`; another supplier's in a shop restricted
 * to one supplier: `supplier_restricted`), then makes the home shop resell
 * the other suppliers' ones and appends them to the catalogue.
 */
async function putIn(
  ctx: ServiceContext,
  catalogue: ManagedCatalogue,
  itemIds: readonly string[],
): Promise<{ added: string[]; size: number }> {
  const found = await puttableItems(ctx, catalogue.ownerId, itemIds)
  const others: string[] = []
  for (const id of itemIds) {
    const item = found.get(id)
    if (!item) throw new AppError('item_not_found')
    if (!item.puttable) throw new AppError('item_not_resellable')
    if (item.ownerId !== catalogue.ownerId) others.push(id)
  }
  // The home shop resells the others, so its supplier restriction applies (001 §5; decision 069).
  if (others.length > 0) {
    const { onlySupplierId } = await resaleRulesOf(ctx, catalogue.shopId)
    if (onlySupplierId !== null && others.some((id) => found.get(id)!.ownerId !== onlySupplierId)) {
      throw new AppError('supplier_restricted')
    }
  }
  await resellInShop(ctx, catalogue.shopId, others)
  return appendCatalogueItems(ctx, catalogue, itemIds)
}

/**
 * Adds items at the end of a catalogue the request's shop shows; those it holds already stay put.
 * With `showInStore`, a catalogue of the shop's owner that the shop does not show is shown first
 * (last in its order), in the same transaction: a refused add leaves it unshown (decision 078).
 */
export async function addToCatalogue(
  ctx: ServiceContext,
  catalogueId: string,
  itemIds: readonly string[],
  opts: { showInStore?: boolean } = {},
): Promise<CatalogueAddResult> {
  return inTransaction(ctx, async (txCtx) => {
    if (opts.showInStore) await showInStore(txCtx, catalogueId)
    const catalogue = await lockCatalogue(txCtx, catalogueId)
    const { added, size } = await putIn(txCtx, catalogue, itemIds)
    return { added, num_products: size }
  })
}

/**
 * Moves items from one catalogue of the shop to another (to its end): those the source does not
 * hold are left alone, and if it holds none of them the answer is `item_not_found`. The two
 * catalogues are locked in id order, so two opposite moves cannot wait on each other.
 */
export async function moveBetweenCatalogues(
  ctx: ServiceContext,
  fromId: string,
  toId: string,
  itemIds: readonly string[],
): Promise<{ moved: string[] }> {
  if (fromId === toId)
    throw new AppError('invalid_request', { fields: { catalogue_id: { problem: 'invalid_value' } } })
  return inTransaction(ctx, async (txCtx) => {
    const [first, second] = [fromId, toId].sort()
    const locked = new Map<string, ManagedCatalogue>()
    for (const id of [first!, second!]) locked.set(id, await lockCatalogue(txCtx, id))
    const from = locked.get(fromId)!
    const to = locked.get(toId)!
    const held = await heldItems(txCtx, from.id, itemIds)
    if (held.length === 0) throw new AppError('item_not_found')
    await putIn(txCtx, to, held)
    await removeCatalogueItems(txCtx, from, held)
    return { moved: held }
  })
}
