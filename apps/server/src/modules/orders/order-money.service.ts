import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { purchaseOrderLines, purchaseOrders } from './orders.tables.ts'

/**
 * What the ledger needs to know of an order (decision 090): what was paid and how (the shares are
 * split from it), who is on it (the checkout's attribution), and when it was delivered.
 */
export interface OrderMoneyFacts {
  id: string
  status: (typeof purchaseOrders.$inferSelect)['status']
  shopId: string
  supplierId: string
  currency: string
  total: number
  shippingCost: number
  /** The contribution margin of its lines: each line's margin × quantity (null margins count 0). */
  margin: number
  /** Whether a line was another supplier's item resold in the order's shop (its `dssupplier_id`). */
  resold: boolean
  referral: string | null
  campaign: string | null
  clickId: string | null
  paymentAttemptId: string | null
  deliveredAt: Date | null
  lines: { id: string; itemId: string }[]
}

/** The facts of each order asked for, in the order asked; unknown ids are left out. */
export async function orderMoneyFacts(
  ctx: ServiceContext,
  orderIds: readonly string[],
): Promise<OrderMoneyFacts[]> {
  if (orderIds.length === 0) return []
  const rows = await ctx.db
    .select({
      id: purchaseOrders.id,
      status: purchaseOrders.status,
      shopId: purchaseOrders.shopId,
      supplierId: purchaseOrders.supplierId,
      dssupplierId: purchaseOrders.dssupplierId,
      currency: purchaseOrders.currency,
      total: purchaseOrders.total,
      shippingCost: purchaseOrders.shippingCost,
      referral: purchaseOrders.referral,
      campaign: purchaseOrders.campaign,
      clickId: purchaseOrders.clickId,
      paymentAttemptId: purchaseOrders.paymentAttemptId,
      deliveredAt: purchaseOrders.deliveredAt,
    })
    .from(purchaseOrders)
    .where(inArray(purchaseOrders.id, [...orderIds]))
  const lines = await ctx.db
    .select({
      id: purchaseOrderLines.id,
      orderId: purchaseOrderLines.orderId,
      itemId: purchaseOrderLines.itemId,
      quantity: purchaseOrderLines.quantity,
      margin: purchaseOrderLines.margin,
      dssupplierId: purchaseOrderLines.dssupplierId,
    })
    .from(purchaseOrderLines)
    .where(inArray(purchaseOrderLines.orderId, [...orderIds]))
    .orderBy(asc(purchaseOrderLines.orderId), asc(purchaseOrderLines.position))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return orderIds.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    const own = lines.filter((line) => line.orderId === id)
    return [
      {
        id: row.id,
        status: row.status,
        shopId: row.shopId,
        supplierId: row.supplierId,
        currency: row.currency,
        total: row.total,
        shippingCost: row.shippingCost,
        margin: own.reduce((sum, line) => sum + (line.margin ?? 0) * line.quantity, 0),
        resold: row.dssupplierId !== null || own.some((line) => line.dssupplierId !== null),
        referral: row.referral,
        campaign: row.campaign,
        clickId: row.clickId,
        paymentAttemptId: row.paymentAttemptId,
        deliveredAt: row.deliveredAt,
        lines: own.map((line) => ({ id: line.id, itemId: line.itemId })),
      },
    ]
  })
}

/**
 * Delivered orders whose delivery is between `from` (exclusive) and `to` (inclusive), oldest
 * delivery first, after the keyset `after` — the dispersion job's candidates (decision 090).
 */
export async function deliveredBetween(
  ctx: ServiceContext,
  from: Date,
  to: Date,
  limit: number,
  after?: { deliveredAt: Date; id: string },
): Promise<{ id: string; deliveredAt: Date }[]> {
  const rows = await ctx.db
    .select({ id: purchaseOrders.id, deliveredAt: purchaseOrders.deliveredAt })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.status, 'delivered'),
        gt(purchaseOrders.deliveredAt, from),
        lte(purchaseOrders.deliveredAt, to),
        after
          ? sql`(${purchaseOrders.deliveredAt}, ${purchaseOrders.id}) > (${after.deliveredAt.toISOString()}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(purchaseOrders.deliveredAt), asc(purchaseOrders.id))
    .limit(limit)
  return rows.map((row) => ({ id: row.id, deliveredAt: row.deliveredAt! }))
}

/** Locks an order's row for the rest of the transaction (the lock `orderStep()` takes). */
export async function lockOrder(ctx: ServiceContext, orderId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, orderId))
    .for('update')
  return Boolean(row)
}
