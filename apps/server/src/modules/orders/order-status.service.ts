import type { OrderStatus } from '@tianguis/core/orders/lifecycle'
import { inArray } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { purchaseOrders } from './orders.tables.ts'

/**
 * The state of each of these orders, in one statement (the tickets of decision 083 are valid while
 * their order is paid). An id with no order is absent from the map.
 */
export async function orderStatusesOf(
  ctx: ServiceContext,
  orderIds: readonly string[],
  options: { forUpdate?: boolean } = {},
): Promise<Map<string, OrderStatus>> {
  const ids = [...new Set(orderIds)]
  if (ids.length === 0) return new Map()
  const query = ctx.db
    .select({ id: purchaseOrders.id, status: purchaseOrders.status })
    .from(purchaseOrders)
    .where(inArray(purchaseOrders.id, ids))
  // A scan reads its order's state under the order's lock: a cancellation waits for it, or it for one.
  const rows = options.forUpdate ? await query.for('share') : await query
  return new Map(rows.map((row) => [row.id, row.status]))
}
