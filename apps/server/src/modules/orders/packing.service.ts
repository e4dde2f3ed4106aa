import type {
  NotPackedList,
  OrderPackage,
  PackingAnswer,
  PackUnitsBody,
} from '@tianguis/core/contracts/packing'
import type { OrderStatus } from '@tianguis/core/orders/lifecycle'
import {
  checkPackageQuantity,
  checkPackUnits,
  type LinePacking,
  type PackingRefusal,
  packageGrams,
  unitsLeft,
  unitsNotPacked,
} from '@tianguis/core/orders/packing'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { inTransaction } from '../../kernel/transaction.ts'
import { newId } from '../../platform/ids.ts'
import { orderPackageLines, orderPackages, purchaseOrderLines, purchaseOrders } from './orders.tables.ts'
import { type OrderScope, scopeCondition } from './seller-orders.service.ts'

/**
 * Packing a franchise shop's order (002 §7 "Franchise orders": binpacked, notpacked; decision 087).
 * The shop's staff put the units of the order's lines into packages while it is in process. Every
 * change locks the order's row first (the same lock `orderStep()` takes), then checks the move with
 * core's rules (`orders/packing.ts`) against what is packed now: of two packers at once the second
 * waits, then sees the first one's packages, so a line's units are never packed twice, and no
 * package changes once the order has left 'in process'. Which shop may pack is the route's question.
 */

/** The outer line's id, qualified (drizzle writes a one-table select's columns bare). */
const lineIdRef = sql.raw('"purchase_order_lines"."id"')

interface PackingLine extends LinePacking {
  itemId: string
  name: string
  photo: string | null
  variants: Record<string, string>
}

/** The order in the scope, or `order_not_found`; locked for the transaction when `lock`. */
async function orderIn(ctx: ServiceContext, scope: OrderScope, orderId: string, lock: boolean) {
  const query = ctx.db
    .select({ id: purchaseOrders.id, status: purchaseOrders.status })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, orderId), scopeCondition(scope)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw new AppError('order_not_found')
  return row as { id: string; status: OrderStatus }
}

/** Locks an order's row for the transaction (the lock `orderStep()` and every packing change take). */
export async function lockOrder(ctx: ServiceContext, orderId: string): Promise<void> {
  await ctx.db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, orderId))
    .for('update')
}

/** Every line of the order with how many of its units are in packages, in the order's line order. */
async function linesOf(ctx: ServiceContext, orderId: string): Promise<PackingLine[]> {
  const rows = await ctx.db
    .select({
      lineId: purchaseOrderLines.id,
      itemId: purchaseOrderLines.itemId,
      name: purchaseOrderLines.name,
      photo: purchaseOrderLines.photo,
      variants: purchaseOrderLines.variants,
      quantity: purchaseOrderLines.quantity,
      packed: sql<number>`coalesce((select sum(p.quantity) from ${orderPackageLines} p where p.line_id = ${lineIdRef}), 0)::int`,
    })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderId, orderId))
    .orderBy(asc(purchaseOrderLines.position))
  return rows
}

/** Units of the order not in any package (the 'ready' guard of a franchise shop's order reads it). */
export async function orderUnitsNotPacked(ctx: ServiceContext, orderId: string): Promise<number> {
  return unitsNotPacked(await linesOf(ctx, orderId))
}

/**
 * GET …/notpacked: a page of the order's lines that still have units to pack, and all units left.
 * An order has a cart's few lines, so they are read whole and paged here.
 */
export async function notPackedOf(
  ctx: ServiceContext,
  scope: OrderScope,
  orderId: string,
  page: { offset: number; limit: number },
): Promise<NotPackedList> {
  await orderIn(ctx, scope, orderId, false)
  const open = (await linesOf(ctx, orderId)).filter((line) => unitsLeft(line) > 0)
  return {
    results: open.slice(page.offset, page.offset + page.limit).map((line) => ({
      line_id: line.lineId,
      item_id: line.itemId,
      name: line.name,
      photo: line.photo,
      variants: line.variants,
      quantity: line.quantity,
      packed: line.packed,
      not_packed: unitsLeft(line),
    })),
    matches_estimated: open.length,
    units_not_packed: unitsNotPacked(open),
  }
}

/** The packages' contents, in the order's line order. */
async function packagesWhole(
  ctx: ServiceContext,
  rows: { id: string; number: number; createdAt: Date }[],
): Promise<OrderPackage[]> {
  if (rows.length === 0) return []
  const contents = await ctx.db
    .select({
      packageId: orderPackageLines.packageId,
      lineId: orderPackageLines.lineId,
      quantity: orderPackageLines.quantity,
      itemId: purchaseOrderLines.itemId,
      name: purchaseOrderLines.name,
      variants: purchaseOrderLines.variants,
    })
    .from(orderPackageLines)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, orderPackageLines.lineId))
    .where(
      inArray(
        orderPackageLines.packageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(purchaseOrderLines.position))
  return rows.map((row) => {
    const lines = contents
      .filter((c) => c.packageId === row.id)
      .map((c) => ({
        line_id: c.lineId,
        item_id: c.itemId,
        name: c.name,
        variants: c.variants,
        quantity: c.quantity,
      }))
    const units = lines.reduce((sum, line) => sum + line.quantity, 0)
    return {
      id: row.id,
      number: row.number,
      created_at: row.createdAt.toISOString(),
      lines,
      units,
      weight_grams: packageGrams(units),
    }
  })
}

/** GET …/binpacked: a page of the order's packages, first opened first, with the count in one statement. */
export async function packagesOf(
  ctx: ServiceContext,
  scope: OrderScope,
  orderId: string,
  page: { offset: number; limit: number },
): Promise<{ results: OrderPackage[]; matches_estimated: number }> {
  await orderIn(ctx, scope, orderId, false)
  const rows = await ctx.db
    .select({
      id: orderPackages.id,
      number: orderPackages.number,
      createdAt: orderPackages.createdAt,
      n: sql<number>`count(*) over ()::int`,
    })
    .from(orderPackages)
    .where(eq(orderPackages.orderId, orderId))
    .orderBy(asc(orderPackages.number))
    .offset(page.offset)
    .limit(page.limit)
  let total = rows[0]?.n ?? 0
  if (rows.length === 0 && page.offset > 0) {
    const [counted] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderPackages)
      .where(eq(orderPackages.orderId, orderId))
    total = counted?.n ?? 0
  }
  return { results: await packagesWhole(ctx, rows), matches_estimated: total }
}

/** One package of the order, or `package_not_found`. */
async function packageIn(ctx: ServiceContext, orderId: string, packageId: string) {
  const [row] = await ctx.db
    .select({ id: orderPackages.id, number: orderPackages.number, createdAt: orderPackages.createdAt })
    .from(orderPackages)
    .where(and(eq(orderPackages.id, packageId), eq(orderPackages.orderId, orderId)))
  if (!row) throw new AppError('package_not_found')
  return row
}

/** GET …/binpacked/:package. */
export async function packageOf(
  ctx: ServiceContext,
  scope: OrderScope,
  orderId: string,
  packageId: string,
): Promise<OrderPackage> {
  await orderIn(ctx, scope, orderId, false)
  const [whole] = await packagesWhole(ctx, [await packageIn(ctx, orderId, packageId)])
  return whole!
}

function refuse(refusal: PackingRefusal): never {
  if (refusal.code === 'order_not_packing') throw new AppError('order_not_packing')
  throw new AppError('packing_quantity_exceeded', { params: { available: refusal.available } })
}

async function answerFor(ctx: ServiceContext, orderId: string, packageId: string): Promise<PackingAnswer> {
  const [row] = await ctx.db
    .select({ id: orderPackages.id, number: orderPackages.number, createdAt: orderPackages.createdAt })
    .from(orderPackages)
    .where(eq(orderPackages.id, packageId))
  const [whole] = row ? await packagesWhole(ctx, [row]) : []
  return { package: whole ?? null, units_not_packed: await orderUnitsNotPacked(ctx, orderId) }
}

/**
 * PATCH …/notpacked/:line: `quantity` of the line's units not packed yet go into `package` (one of
 * the order's) or into a new one, numbered after the order's last. Only while the order is in
 * process, never more than the line has left.
 */
export async function packUnits(
  ctx: ServiceContext,
  scope: OrderScope,
  orderId: string,
  lineId: string,
  packerId: string,
  body: PackUnitsBody,
): Promise<PackingAnswer> {
  return inTransaction(ctx, async (tx) => {
    const order = await orderIn(tx, scope, orderId, true)
    const line = (await linesOf(tx, orderId)).find((one) => one.lineId === lineId)
    if (!line) throw new AppError('order_line_not_found')
    const target = body.package === undefined ? null : await packageIn(tx, orderId, body.package)
    const refusal = checkPackUnits(order.status, line, body.quantity)
    if (refusal) refuse(refusal)
    let packageId = target?.id
    if (!packageId) {
      const [last] = await tx.db
        .select({ n: sql<number>`coalesce(max(${orderPackages.number}), 0)::int` })
        .from(orderPackages)
        .where(eq(orderPackages.orderId, orderId))
      packageId = newId('opk')
      await tx.db
        .insert(orderPackages)
        .values({ id: packageId, orderId, number: (last?.n ?? 0) + 1, createdBy: packerId })
    }
    await tx.db
      .insert(orderPackageLines)
      .values({ packageId, lineId, quantity: body.quantity })
      .onConflictDoUpdate({
        target: [orderPackageLines.packageId, orderPackageLines.lineId],
        set: { quantity: sql`${orderPackageLines.quantity} + excluded.quantity` },
      })
    return answerFor(tx, orderId, packageId)
  })
}

/**
 * PATCH …/binpacked/:package/:line: the package now holds `quantity` of the line — more takes them
 * from the line's unpacked units, fewer gives them back, 0 takes the line out. A package left empty
 * is removed (the answer's `package` is then null).
 */
export async function setPackageLine(
  ctx: ServiceContext,
  scope: OrderScope,
  orderId: string,
  packageId: string,
  lineId: string,
  quantity: number,
): Promise<PackingAnswer> {
  return inTransaction(ctx, async (tx) => {
    const order = await orderIn(tx, scope, orderId, true)
    await packageIn(tx, orderId, packageId)
    const line = (await linesOf(tx, orderId)).find((one) => one.lineId === lineId)
    if (!line) throw new AppError('order_line_not_found')
    const [held] = await tx.db
      .select({ quantity: orderPackageLines.quantity })
      .from(orderPackageLines)
      .where(and(eq(orderPackageLines.packageId, packageId), eq(orderPackageLines.lineId, lineId)))
    const refusal = checkPackageQuantity(order.status, line, held?.quantity ?? 0, quantity)
    if (refusal) refuse(refusal)
    if (quantity === 0) {
      await tx.db
        .delete(orderPackageLines)
        .where(and(eq(orderPackageLines.packageId, packageId), eq(orderPackageLines.lineId, lineId)))
      // An emptied package is removed.
      await tx.db
        .delete(orderPackages)
        .where(
          and(
            eq(orderPackages.id, packageId),
            sql`not exists (select 1 from ${orderPackageLines} p where p.package_id = ${orderPackages.id})`,
          ),
        )
    } else {
      await tx.db
        .insert(orderPackageLines)
        .values({ packageId, lineId, quantity })
        .onConflictDoUpdate({
          target: [orderPackageLines.packageId, orderPackageLines.lineId],
          set: { quantity },
        })
    }
    return answerFor(tx, orderId, packageId)
  })
}
