import { and, eq, inArray, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { newId } from '../../platform/ids.ts'
import { stockReservations } from './checkout.tables.ts'

/** The stock held for a checkout being paid (one row per item). */
export async function recordReservations(
  ctx: ServiceContext,
  checkoutId: string,
  moves: readonly { itemId: string; quantity: number }[],
): Promise<void> {
  if (moves.length === 0) return
  await ctx.db
    .insert(stockReservations)
    .values(
      moves.map((move) => ({ id: newId('rsv'), checkoutId, itemId: move.itemId, quantity: move.quantity })),
    )
}

/**
 * held → sold or released (or sold → released: a reference that lapsed unpaid, decision 057), once: answers the moves that changed, so a second release (the job
 * after a decline, two jobs at once) finds nothing held and gives nothing back twice.
 */
export async function settleReservations(
  ctx: ServiceContext,
  checkoutId: string,
  to: 'sold' | 'released',
  from: 'held' | 'sold' = 'held',
): Promise<{ itemId: string; quantity: number }[]> {
  return ctx.db
    .update(stockReservations)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(stockReservations.checkoutId, checkoutId), eq(stockReservations.status, from)))
    .returning({ itemId: stockReservations.itemId, quantity: stockReservations.quantity })
}

/**
 * One order of the checkout canceled (decision 082): the reservations of its items, held or sold,
 * become released, once — answers the moves that changed, so a second cancellation, or the
 * reference's expiry after it, gives nothing back twice. An item belongs to one supplier, so to one
 * order of a checkout: its reservation row is that order's.
 */
export async function releaseItemReservations(
  ctx: ServiceContext,
  checkoutId: string,
  itemIds: readonly string[],
): Promise<{ itemId: string; quantity: number }[]> {
  if (itemIds.length === 0) return []
  return ctx.db
    .update(stockReservations)
    .set({ status: 'released', updatedAt: sql`now()` })
    .where(
      and(
        eq(stockReservations.checkoutId, checkoutId),
        inArray(stockReservations.itemId, [...new Set(itemIds)]),
        inArray(stockReservations.status, ['held', 'sold']),
      ),
    )
    .returning({ itemId: stockReservations.itemId, quantity: stockReservations.quantity })
}
