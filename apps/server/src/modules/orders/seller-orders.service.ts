import type { DeliveryType } from '@tianguis/core/checkout/delivery-types'
import type {
  SellerOrderDetail,
  SellerOrderListQuery,
  SellerOrderSummary,
} from '@tianguis/core/contracts/seller-orders'
import { LOCALE_TIME_ZONE } from '@tianguis/core/dates'
import { mayQuote } from '@tianguis/core/orders/back-office'
import {
  DISPLAYED_ORDER_STATE,
  nextOrderEvent,
  type OrderActor,
  type OrderStatus,
} from '@tianguis/core/orders/lifecycle'
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { orderHistoryOf } from './order-lifecycle.service.ts'
import { orderNotesOf } from './order-notes.service.ts'
import { purchaseOrderLines, purchaseOrders } from './orders.tables.ts'

/**
 * The seller's side of purchase orders (002 §4–§7; decision 081): whose orders a viewer may see
 * (a shop's sales: those whose supplier is the shop's owner; a dropshipping supplier's: those they
 * ship), listed newest change first, and one read whole. An order outside the scope does not exist
 * for the viewer (`order_not_found`, quality.md 2).
 */
export type OrderScope = { supplierId: string } | { dssupplierId: string }

export const scopeCondition = (scope: OrderScope): SQL =>
  'supplierId' in scope
    ? eq(purchaseOrders.supplierId, scope.supplierId)
    : eq(purchaseOrders.dssupplierId, scope.dssupplierId)

/** `%…%` for ILIKE, with the user's own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The outer order's id, qualified: drizzle writes a one-table select's columns bare, which inside a
 * subquery on the lines would name the line's own id.
 */
const orderIdRef = sql.raw('"purchase_orders"."id"')

const summaryColumns = {
  id: purchaseOrders.id,
  status: purchaseOrders.status,
  kind: purchaseOrders.kind,
  createdAt: purchaseOrders.createdAt,
  updatedAt: purchaseOrders.updatedAt,
  address: purchaseOrders.address,
  contactEmail: purchaseOrders.contactEmail,
  deliveryType: purchaseOrders.deliveryType,
  total: purchaseOrders.total,
  currency: purchaseOrders.currency,
  firstItem: sql<string>`(select l.name from ${purchaseOrderLines} l where l.order_id = ${orderIdRef} order by l.position limit 1)`,
  lines: sql<number>`(select count(*)::int from ${purchaseOrderLines} l where l.order_id = ${orderIdRef})`,
}
type SummaryRow = {
  id: string
  status: OrderStatus
  kind: SellerOrderSummary['kind']
  createdAt: Date
  updatedAt: Date
  address: SellerOrderDetail['address']
  contactEmail: string
  deliveryType: string
  total: number
  currency: string
  firstItem: string | null
  lines: number
}

function summaryOf(row: SummaryRow, actor: OrderActor | null): SellerOrderSummary {
  return {
    id: row.id,
    status: row.status,
    displayed_state: DISPLAYED_ORDER_STATE[row.status],
    kind: row.kind,
    placed_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    customer_name: row.address?.recipient ?? row.contactEmail,
    contact_email: row.contactEmail,
    delivery_type: row.deliveryType as DeliveryType,
    total: { amount: row.total, currency: row.currency },
    first_item: row.firstItem ?? '',
    lines: row.lines,
    next: actor ? nextOrderEvent(row.status, actor) : null,
  }
}

/** The list's filters as SQL: the state, the text, and the placed days in the viewer's time zone. */
function filtersOf(ctx: ServiceContext, scope: OrderScope, query: SellerOrderListQuery): SQL {
  const zone = LOCALE_TIME_ZONE[ctx.locale]
  const conditions: SQL[] = [scopeCondition(scope)]
  if (query.state) conditions.push(eq(purchaseOrders.status, query.state as OrderStatus))
  if (query.text) {
    const like = containing(query.text)
    conditions.push(
      sql`(${purchaseOrders.id} = ${query.text} or ${purchaseOrders.contactEmail} ilike ${like} or ${purchaseOrders.address}->>'recipient' ilike ${like} or exists (select 1 from ${purchaseOrderLines} l where l.order_id = ${orderIdRef} and l.name ilike ${like}))`,
    )
  }
  // Whole days where the viewer is: from the first day's start to the last day's end.
  if (query.start_date)
    conditions.push(
      sql`${purchaseOrders.createdAt} >= (${query.start_date}::date)::timestamp at time zone ${zone}`,
    )
  if (query.end_date)
    conditions.push(
      sql`${purchaseOrders.createdAt} < (${query.end_date}::date + 1)::timestamp at time zone ${zone}`,
    )
  return and(...conditions)!
}

/**
 * A page of the scope's orders, newest change first (002 §7 `sort=-updated_at`), with the count, in
 * one statement (a window count; the supplier's and the dropshipping supplier's indexes on
 * `(…, updated_at)`). `actor` is the viewer's role, for each order's 'next'.
 */
export async function listScopedOrders(
  ctx: ServiceContext,
  scope: OrderScope,
  query: SellerOrderListQuery,
  actor: OrderActor | null,
): Promise<{ results: SellerOrderSummary[]; matches_estimated: number }> {
  const where = filtersOf(ctx, scope, query)
  const rows = await ctx.db
    .select({ ...summaryColumns, n: sql<number>`count(*) over ()::int` })
    .from(purchaseOrders)
    .where(where)
    .orderBy(desc(purchaseOrders.updatedAt), desc(purchaseOrders.id))
    .offset(query.offset)
    .limit(query.limit)
  if (rows.length === 0 && query.offset > 0) {
    // Past the end the window has no row to carry the count: ask for it alone.
    const [total] = await ctx.db.select({ n: count() }).from(purchaseOrders).where(where)
    return { results: [], matches_estimated: total?.n ?? 0 }
  }
  return {
    results: rows.map((row) => summaryOf(row as SummaryRow, actor)),
    matches_estimated: rows[0]?.n ?? 0,
  }
}

/** What the steps need of an order in the scope; `order_not_found` when it is not there. */
export async function scopedOrder(ctx: ServiceContext, scope: OrderScope, orderId: string) {
  const [row] = await ctx.db
    .select({
      id: purchaseOrders.id,
      status: purchaseOrders.status,
      deliveryType: purchaseOrders.deliveryType,
      rateId: purchaseOrders.rateId,
      carrier: purchaseOrders.carrier,
      trackingNumber: purchaseOrders.trackingNumber,
      trackingUrl: purchaseOrders.trackingUrl,
    })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, orderId), scopeCondition(scope)))
  if (!row) throw new AppError('order_not_found')
  return row
}

/** The tracking link of a booked shipment, as both sides are shown it. */
export function trackingOf(row: {
  carrier: string | null
  trackingNumber: string | null
  trackingUrl: string | null
}) {
  return row.carrier && row.trackingNumber && row.trackingUrl
    ? { carrier: row.carrier, number: row.trackingNumber, url: row.trackingUrl }
    : null
}

/**
 * One order of the scope whole (the seller's detail page): its lines, its history oldest first,
 * every note newest first, the tracking link, and what the viewer may do from here. Four statements.
 */
export async function scopedOrderDetail(
  ctx: ServiceContext,
  scope: OrderScope,
  orderId: string,
  actor: OrderActor | null,
): Promise<SellerOrderDetail> {
  const [row] = await ctx.db
    .select({
      ...summaryColumns,
      contactPhone: purchaseOrders.contactPhone,
      paymentType: purchaseOrders.paymentType,
      itemsTotal: purchaseOrders.itemsTotal,
      shippingCost: purchaseOrders.shippingCost,
      estimatedDeliveryAt: purchaseOrders.estimatedDeliveryAt,
      estimatedCost: purchaseOrders.estimatedCost,
      deliveredAt: purchaseOrders.deliveredAt,
      canceledAt: purchaseOrders.canceledAt,
      cancelReason: purchaseOrders.cancelReason,
      carrier: purchaseOrders.carrier,
      trackingNumber: purchaseOrders.trackingNumber,
      trackingUrl: purchaseOrders.trackingUrl,
    })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, orderId), scopeCondition(scope)))
  if (!row) throw new AppError('order_not_found')
  const lines = await ctx.db
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderId, orderId))
    .orderBy(asc(purchaseOrderLines.position))
  const history = await orderHistoryOf(ctx, orderId)
  const notes = await orderNotesOf(ctx, orderId, { clientOnly: false })
  const money = (amount: number) => ({ amount, currency: row.currency })
  return {
    ...summaryOf(row as SummaryRow, actor),
    contact_phone: row.contactPhone,
    address: row.address,
    payment_type: row.paymentType,
    items_total: money(row.itemsTotal),
    shipping_cost: money(row.shippingCost),
    estimated_delivery_at: row.estimatedDeliveryAt?.toISOString() ?? null,
    estimated_cost: row.estimatedCost === null ? null : money(row.estimatedCost),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    canceled_at: row.canceledAt?.toISOString() ?? null,
    cancel_reason: row.cancelReason,
    order_lines: lines.map((line) => ({
      item_id: line.itemId,
      name: line.name,
      photo: line.photo,
      quantity: line.quantity,
      unit_price: { amount: line.unitPrice, currency: line.currency },
      total: { amount: line.total, currency: line.currency },
      variants: line.variants,
    })),
    tracking: trackingOf(row),
    history: history.map((step) => ({
      at: step.at.toISOString(),
      event: step.event,
      from: step.from as OrderStatus | null,
      to: step.to as OrderStatus,
      actor: step.actor,
      note: step.note,
    })),
    notes,
    can_quote: actor !== null && mayQuote(row.status, actor),
    can_note: actor !== null,
  }
}
