import type { ResoldItem } from '@tianguis/core/contracts/resale-shop'
import { resaleRefusal } from '@tianguis/core/resale'
import { AppError } from '../kernel/app-error.ts'
import { requireShop, type ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { resaleFactsOf } from '../modules/items/resale-facts.ts'
import { addShopItem } from '../modules/resale/shop-items.service.ts'
import { resaleRulesOf } from '../modules/shops/resale-rules.service.ts'

/**
 * Adds another supplier's item to the request's shop (001 §4 "Item in a shop"; decisions 066,
 * 069): the item's facts (items), what the shop accepts (shops) and core's rule decide, then the
 * row is written (resale), in one transaction. The route checked the admin permission
 * (`shop.update`). A disabled or unknown item is `item_not_found`; a refusal is its code
 * (`item_not_resellable`, `supplier_restricted`, `invalid_product`) and nothing is written.
 */
export async function addToShop(ctx: ServiceContext, itemId: string): Promise<ResoldItem> {
  const shop = requireShop(ctx)
  return inTransaction(ctx, async (tx) => {
    const [item, rules] = [await resaleFactsOf(tx, itemId), await resaleRulesOf(tx, shop.id)]
    if (!item) throw new AppError('item_not_found')
    const refusal = resaleRefusal(rules, item)
    if (refusal) throw new AppError(refusal)
    await addShopItem(tx, itemId)
    return { item_id: itemId, in_store: true }
  })
}
