import type { ReturnDetail, ReturnRefundAnswer, ReturnSummary } from '@tianguis/core/contracts/returns'
import type { RefundRecord, RefundStatus } from '@tianguis/core/ledger/refunds'
import type { OrderNoteVisibility } from '@tianguis/core/orders/back-office'
import type { ReturnReason } from '@tianguis/core/returns/reasons'
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { newId } from '../../platform/ids.ts'
import { orderReturns, returnNotes, returnRefunds } from './returns.tables.ts'

/**
 * Returns, their notes and refunds (decision 091). Whose a return is — the customer's, or a
 * shop's sales — is the `owner` every read takes: another's is `return_not_found`, as if it did
 * not exist. The rules (eligibility, the reason tree, fees, refundable amounts, closing) are
 * core's, applied by the flows (flows/start-return.ts, refund-return.ts, close-return.ts).
 */
export type ReturnRow = typeof orderReturns.$inferSelect
export type ReturnRefundRow = typeof returnRefunds.$inferSelect
export type ReturnOwner = { customerId: string } | { shopId: string }

const ownedBy = (owner: ReturnOwner) =>
  'customerId' in owner
    ? eq(orderReturns.customerId, owner.customerId)
    : eq(orderReturns.shopId, owner.shopId)

export async function insertReturn(
  ctx: ServiceContext,
  values: Omit<typeof orderReturns.$inferInsert, 'id' | 'status'>,
): Promise<ReturnRow> {
  const [row] = await ctx.db
    .insert(orderReturns)
    .values({ ...values, id: newId('ret') })
    .returning()
  return row!
}

/** The order's lines that have an open return, and which. */
export async function openReturnsOfOrder(ctx: ServiceContext, orderId: string): Promise<Map<string, string>> {
  const rows = await ctx.db
    .select({ id: orderReturns.id, lineId: orderReturns.lineId })
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, orderId), eq(orderReturns.status, 'open')))
  return new Map(rows.map((row) => [row.lineId, row.id]))
}

export async function returnOf(
  ctx: ServiceContext,
  id: string,
  owner: ReturnOwner,
  options: { forUpdate?: boolean } = {},
): Promise<ReturnRow> {
  const query = ctx.db
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.id, id), ownedBy(owner)))
  const [row] = options.forUpdate ? await query.for('update') : await query
  if (!row) throw new AppError('return_not_found')
  return row
}

export async function listReturns(
  ctx: ServiceContext,
  owner: ReturnOwner,
  page: { offset: number; limit: number },
): Promise<{ results: ReturnSummary[]; matches_estimated: number }> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(orderReturns)
      .where(ownedBy(owner))
      .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
      .offset(page.offset)
      .limit(page.limit),
    ctx.db.select({ n: count() }).from(orderReturns).where(ownedBy(owner)),
  ])
  return { results: rows.map(summaryOf), matches_estimated: total?.n ?? 0 }
}

export async function addReturnNote(
  ctx: ServiceContext,
  returnId: string,
  note: {
    authorId: string | null
    authorRole: string
    visibility: OrderNoteVisibility
    event?: string
    text?: string
  },
): Promise<void> {
  await ctx.db.insert(returnNotes).values({
    id: newId('rnote'),
    returnId,
    authorId: note.authorId,
    authorRole: note.authorRole,
    visibility: note.visibility,
    event: note.event ?? 'note',
    text: note.text ?? '',
  })
}

export async function returnNotesOf(
  ctx: ServiceContext,
  returnId: string,
  { clientOnly }: { clientOnly: boolean },
) {
  const rows = await ctx.db
    .select()
    .from(returnNotes)
    .where(
      clientOnly
        ? and(eq(returnNotes.returnId, returnId), eq(returnNotes.visibility, 'client'))
        : eq(returnNotes.returnId, returnId),
    )
    .orderBy(asc(returnNotes.at), asc(returnNotes.id))
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    event: row.event,
    visibility: row.visibility,
    author_role: row.authorRole,
    text: row.text,
  }))
}

export async function refundsOfReturn(ctx: ServiceContext, returnId: string): Promise<ReturnRefundRow[]> {
  return ctx.db
    .select()
    .from(returnRefunds)
    .where(eq(returnRefunds.returnId, returnId))
    .orderBy(asc(returnRefunds.createdAt), asc(returnRefunds.id))
}

/** Every return refund made on the order, for core's refundable rule (the caller holds the order's lock). */
export async function refundsOfOrder(ctx: ServiceContext, orderId: string): Promise<RefundRecord[]> {
  return ctx.db
    .select({ amount: returnRefunds.amount, status: returnRefunds.status })
    .from(returnRefunds)
    .where(eq(returnRefunds.orderId, orderId))
}

export async function insertReturnRefund(
  ctx: ServiceContext,
  values: { returnId: string; orderId: string; amount: number; currency: string; createdBy: string | null },
): Promise<ReturnRefundRow> {
  const id = newId('rrf')
  const [row] = await ctx.db
    .insert(returnRefunds)
    .values({ ...values, id, refundKey: `return-refund:${id}` })
    .returning()
  return row!
}

export async function returnRefundOf(ctx: ServiceContext, returnId: string, refundId: string) {
  const [row] = await ctx.db
    .select()
    .from(returnRefunds)
    .where(and(eq(returnRefunds.id, refundId), eq(returnRefunds.returnId, returnId)))
  return row ?? null
}

/** A pending refund's answer; a refund already settled is left as it is (null). */
export async function settleReturnRefund(
  ctx: ServiceContext,
  refundId: string,
  status: Exclude<RefundStatus, 'pending'>,
  providerRefundId: string | null,
): Promise<ReturnRefundRow | null> {
  const [row] = await ctx.db
    .update(returnRefunds)
    .set({ status, providerRefundId, settledAt: new Date() })
    .where(and(eq(returnRefunds.id, refundId), eq(returnRefunds.status, 'pending')))
    .returning()
  return row ?? null
}

export async function markReturnClosed(ctx: ServiceContext, id: string, by: string | null): Promise<void> {
  await ctx.db
    .update(orderReturns)
    .set({ status: 'closed', closedAt: new Date(), closedBy: by })
    .where(and(eq(orderReturns.id, id), eq(orderReturns.status, 'open')))
}

/** The returns of these ids that are the customer's, for the order page's links. */
export async function returnsOfOrders(ctx: ServiceContext, orderIds: readonly string[]) {
  if (orderIds.length === 0) return []
  return ctx.db
    .select({
      id: orderReturns.id,
      orderId: orderReturns.orderId,
      lineId: orderReturns.lineId,
      status: orderReturns.status,
    })
    .from(orderReturns)
    .where(inArray(orderReturns.orderId, [...orderIds]))
}

const m = (amount: number, currency: string) => ({ amount, currency })

export function summaryOf(row: ReturnRow): ReturnSummary {
  return {
    id: row.id,
    order_id: row.orderId,
    line_id: row.lineId,
    item_id: row.itemId,
    item_name: row.itemName,
    quantity: row.quantity,
    status: row.status,
    reason: row.reason as ReturnReason,
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
  }
}

export function refundAnswerOf(row: ReturnRefundRow): ReturnRefundAnswer {
  return {
    id: row.id,
    amount: m(row.amount, row.currency),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  }
}

export function termsOf(row: ReturnRow): ReturnDetail['terms'] {
  const c = row.currency
  return {
    policy: row.returnPolicy,
    policy_legend: row.returnPolicyLegend,
    fees: row.returnFees,
    label: row.returnLabel,
    restocking_fee: row.restockingFee === null ? null : m(row.restockingFee, c),
    offered_refund: m(row.offeredRefund, c),
    return_shipping_paid_by: row.returnShippingPaidBy,
    original_shipping_refunded: m(row.originalShippingRefunded, c),
    deducted: { return_shipping: m(row.deductedShipping, c), restocking: m(row.deductedRestocking, c) },
  }
}
