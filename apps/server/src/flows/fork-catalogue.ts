import type { CatalogueForkResult } from '@tianguis/core/contracts/catalogue-forks'
import { cacheTag } from '../kernel/cache-tags.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { changed, inTransaction } from '../kernel/transaction.ts'
import {
  copyItems,
  createCopy,
  type ForkOrigin,
  findForkOrigin,
  getCopy,
  otherSuppliersEntries,
} from '../modules/catalogues/catalogue-forks.service.ts'
import { resellAll } from '../modules/resale/bulk-resale.service.ts'

/**
 * Forks a public catalogue into a shop (001 §4, §7; decisions 066, 070), in one transaction:
 * 1. the origin, and the copy the shop already has of it (1 statement);
 * 2. a new copy when it has none: its name, photo and origin, last in the shop's list (4);
 * 3. the origin's items the shop may sell (matching `text` when given), in order, after what the
 *    copy has (1): "add all its products by filter";
 * 4. those of another supplier into the shop's resold items (1), so everything the copy shows can
 *    be bought there.
 * At most 7 statements, whatever the catalogue's size; a failure anywhere leaves nothing.
 */
export async function forkCatalogue(
  ctx: ServiceContext,
  shop: { id: string; ownerId: string },
  origin: ForkOrigin,
  text?: string,
): Promise<CatalogueForkResult> {
  return inTransaction(ctx, async (tx) => {
    const found = await findForkOrigin(tx, origin, shop.id)
    const catalogue = found.existingForkId
      ? await getCopy(tx, found.existingForkId)
      : await createCopy(tx, shop, found.origin)
    const { added, skipped } = await copyItems(tx, catalogue.id, found.origin.id, { shop, text })
    const resold =
      added > 0 ? await resellAll(tx, shop.id, otherSuppliersEntries(catalogue.id, shop.ownerId)) : 0
    // The shop's lists (its catalogues, its items) change with the copy and the resold items.
    changed(tx, cacheTag.shop(shop.id))
    return {
      // Read before the items were copied: the count grows by what was added.
      catalogue: { ...catalogue, num_products: catalogue.num_products + added },
      owner_id: shop.ownerId,
      created: !found.existingForkId,
      added,
      resold,
      skipped,
    }
  })
}
