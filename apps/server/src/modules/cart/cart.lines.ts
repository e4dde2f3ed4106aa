import { and, eq, inArray } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { cartLines, carts } from './cart.tables.ts'

/** A stored cart line as the checkout reads it (decision 041). */
export interface StoredCartLine {
  id: string
  cartId: string
  itemId: string
  variants: Record<string, string>
  quantity: number
}

/**
 * The lines of a customer's cart in one shop, oldest first (the order the drawer shows), or an
 * empty list when they have no cart there. The checkout prices them itself, inside its
 * transaction, from the items' purchase facts.
 */
export async function cartLinesOf(
  ctx: ServiceContext,
  shopId: string,
  customerId: string,
): Promise<StoredCartLine[]> {
  return ctx.db
    .select({
      id: cartLines.id,
      cartId: cartLines.cartId,
      itemId: cartLines.itemId,
      variants: cartLines.variants,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(and(eq(carts.shopId, shopId), eq(carts.customerId, customerId)))
    .orderBy(cartLines.addedAt, cartLines.id)
}

/** Removes bought lines from the customer's cart after an order is placed (002 §4). */
export async function removeCartLines(
  ctx: ServiceContext,
  customerId: string,
  lineIds: readonly string[],
): Promise<void> {
  if (lineIds.length === 0) return
  const own = ctx.db.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId))
  await ctx.db
    .delete(cartLines)
    .where(and(inArray(cartLines.id, [...lineIds]), inArray(cartLines.cartId, own)))
}
