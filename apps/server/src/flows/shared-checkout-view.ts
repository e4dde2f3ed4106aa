import { checkVariantChoice } from '@tianguis/core/cart/variants'
import { priceChanges } from '@tianguis/core/checkout/shared'
import type { SharedCheckoutView } from '@tianguis/core/contracts/shared-checkout'
import { requireShop, type ServiceContext } from '../kernel/context.ts'
import { type LineToPrice, priceCart } from '../modules/cart/cart.pricing.ts'
import { type SharedCheckout, sharedCheckoutBySlug } from '../modules/checkout/checkout.shared.ts'
import { type PurchaseFacts, purchaseFactsInShop } from '../modules/items/purchase-facts.ts'

/**
 * The shared lines that can still be offered: an item this shop still sells, in a choice of
 * variants it still offers (put in the item's canonical spelling). The rest are `gone`.
 */
export function offerableLines(
  shared: SharedCheckout,
  facts: ReadonlyMap<string, PurchaseFacts>,
): { lines: LineToPrice[]; gone: { name: string; quantity: number }[] } {
  const lines: LineToPrice[] = []
  const gone: { name: string; quantity: number }[] = []
  for (const [position, line] of shared.lines.entries()) {
    const item = facts.get(line.itemId)
    const choice = item ? checkVariantChoice(item.variants, line.variants) : null
    if (!choice?.ok) gone.push({ name: line.name, quantity: line.quantity })
    // The line's position is its id in the answer, so a lowered quantity's warning names its line.
    else
      lines.push({
        id: String(position),
        itemId: line.itemId,
        variants: choice.variants,
        quantity: line.quantity,
      })
  }
  return { lines, gone }
}

/**
 * The facts as a buyer meets them at the checkout (decision 048): a free item costs 0, and an
 * item whose price is hidden is not for sale here — nor is its price shown on a public page.
 */
function asSold(facts: ReadonlyMap<string, PurchaseFacts>): Map<string, PurchaseFacts> {
  return new Map(
    [...facts].map(([id, item]) => [
      id,
      item.hidePrice
        ? { ...item, unitPrice: 0, disabled: true }
        : item.isFree
          ? { ...item, unitPrice: 0 }
          : item,
    ]),
  )
}

/**
 * GET /shops/:slug/shared-checkouts/:public_slug (decision 054): the shared checkout's lines
 * priced as they are now — never the sharer's frozen totals — as the cart prices them (grouped per
 * supplier, what cannot be bought flagged, quantities over the limit lowered with a warning),
 * with the items whose price moved since it was shared and the lines no longer sold here. Four
 * statements after the shop: the link with its lines, the items, the suppliers' settings and names.
 */
export async function viewSharedCheckout(
  ctx: ServiceContext,
  publicSlug: string,
  shopName: string,
): Promise<SharedCheckoutView> {
  const shop = requireShop(ctx)
  const shared = await sharedCheckoutBySlug(ctx, shop.id, publicSlug)
  const facts = asSold(
    await purchaseFactsInShop(
      ctx,
      shop,
      shared.lines.map((line) => line.itemId),
    ),
  )
  const { lines, gone } = offerableLines(shared, facts)
  const cart = await priceCart(ctx, null, lines, facts)
  const offered = new Set(lines.map((line) => line.itemId))
  const now = new Map(
    [...facts.values()]
      .filter((item) => offered.has(item.id) && !item.hidePrice)
      .map((item) => [item.id, { amount: item.unitPrice, currency: item.currency }]),
  )
  return {
    public_slug: publicSlug,
    shop: { slug: shop.slug, name: shopName },
    link_expires_at: shared.sharedUntil.toISOString(),
    cart,
    price_changes: priceChanges(
      shared.lines.map((line) => ({
        item_id: line.itemId,
        name: line.name,
        shared_price: line.unitPrice,
        shared_currency: line.currency,
      })),
      now,
    ),
    gone,
  }
}
