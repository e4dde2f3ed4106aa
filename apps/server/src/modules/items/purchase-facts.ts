import type { StockType } from '@tianguis/core/items'
import { and, inArray } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { soldInShop } from './items.service.ts'
import { items } from './items.tables.ts'

/**
 * What the cart and the checkout need to know of an item to price it and decide whether it can
 * be bought (002 §3 Cart product, §4 purchasable): read fresh on every cart read and again inside
 * the checkout's transaction, so a price or stock change is never missed (decision 041).
 */
export interface PurchaseFacts {
  id: string
  ownerId: string
  name: string
  slug: string
  type: 'product' | 'service' | 'experience'
  photo: string | null
  description: string
  /** Minor units, taxes included. */
  unitPrice: number
  currency: string
  hidePrice: boolean
  isFree: boolean
  stockType: StockType
  available: number
  maxPurchaseAmount: number | null
  /** Disabled, sold out, unpublished or hidden: it cannot be bought now. */
  disabled: boolean
  isDropshipping: boolean
  contributionMargin: number | null
  variants: Record<string, string>
  experienceDate: Date | null
}

/**
 * The facts of each id the shop sells — its owner's items and the ones it resells (decision 042)
 * — in one statement. An item the shop does not sell is absent, as a deleted one is: the cart
 * answers `item_not_found` for it.
 */
export async function purchaseFactsInShop(
  ctx: ServiceContext,
  shop: { id: string; ownerId: string },
  ids: readonly string[],
): Promise<Map<string, PurchaseFacts>> {
  const found = new Map<string, PurchaseFacts>()
  if (ids.length === 0) return found
  const rows = await ctx.db
    .select({
      id: items.id,
      ownerId: items.ownerId,
      name: items.name,
      slug: items.slug,
      type: items.type,
      photos: items.photos,
      description: items.plainDescription,
      unitPrice: items.listPrice,
      currency: items.currency,
      hidePrice: items.hidePrice,
      isFree: items.isFree,
      stockType: items.stockType,
      available: items.available,
      maxPurchaseAmount: items.maxPurchaseAmount,
      disabled: items.disabled,
      soldOut: items.soldOut,
      listState: items.listState,
      hiden: items.hiden,
      isDropshipping: items.isDropshipping,
      contributionMargin: items.contributionMargin,
      variants: items.variants,
      experienceDate: items.experienceDate,
    })
    .from(items)
    .where(and(inArray(items.id, [...new Set(ids)]), soldInShop(shop)))
  for (const { photos, soldOut, listState, hiden, disabled, ...row } of rows) {
    found.set(row.id, {
      ...row,
      photo: photos[0] ?? null,
      // Sold out is a supplier's "none left" switch: the cart treats it as no stock.
      available: soldOut ? 0 : row.available,
      disabled: disabled || listState !== 'published' || hiden,
    })
  }
  return found
}
