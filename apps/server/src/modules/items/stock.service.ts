import { and, eq, gte, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag } from '../../kernel/cache-tags.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { changed } from '../../kernel/transaction.ts'
import { items } from './items.tables.ts'

/** Units of one on-stock item taken or given back. */
export interface StockMove {
  itemId: string
  quantity: number
}

/** One move per item (the same item on two lines counts once), in id order so concurrent payers lock alike. */
function merged(moves: readonly StockMove[]): StockMove[] {
  const byItem = new Map<string, number>()
  for (const move of moves) byItem.set(move.itemId, (byItem.get(move.itemId) ?? 0) + move.quantity)
  return [...byItem]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([itemId, quantity]) => ({ itemId, quantity }))
}

/**
 * Takes units from on-stock items (decision 048): ONE conditional UPDATE per item,
 * `available = available - q where id = $ and available >= q`, so two payers for the last unit
 * can never both get it (the row lock orders them; the second sees the first's decrement). All or
 * nothing: call it inside the caller's transaction; any item short throws 409
 * `insufficient_stock` with the items short, and the transaction rolls every decrement back.
 * On-demand items are not decremented (the caller leaves them out).
 */
export async function reserveStock(ctx: ServiceContext, moves: readonly StockMove[]): Promise<StockMove[]> {
  const taken = merged(moves)
  const short: string[] = []
  const owners = new Set<string>()
  for (const move of taken) {
    const rows = await ctx.db
      .update(items)
      .set({ available: sql`${items.available} - ${move.quantity}` })
      .where(
        and(eq(items.id, move.itemId), eq(items.stockType, 'onstock'), gte(items.available, move.quantity)),
      )
      .returning({ ownerId: items.ownerId })
    if (rows.length === 0) short.push(move.itemId)
    else owners.add(rows[0]!.ownerId)
  }
  if (short.length > 0) throw new AppError('insufficient_stock', { details: { item_ids: short } })
  // The items' pages show what is left.
  changed(ctx, ...[...owners].map((owner) => cacheTag.itemsOf(owner)))
  return taken
}

/** Gives units back (a failed payment, an expired checkout): one UPDATE per item. */
export async function releaseStock(ctx: ServiceContext, moves: readonly StockMove[]): Promise<void> {
  const owners = new Set<string>()
  for (const move of merged(moves)) {
    const rows = await ctx.db
      .update(items)
      .set({ available: sql`${items.available} + ${move.quantity}` })
      .where(and(eq(items.id, move.itemId), eq(items.stockType, 'onstock')))
      .returning({ ownerId: items.ownerId })
    if (rows[0]) owners.add(rows[0].ownerId)
  }
  changed(ctx, ...[...owners].map((owner) => cacheTag.itemsOf(owner)))
}
