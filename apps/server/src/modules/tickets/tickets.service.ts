import { randomBytes } from 'node:crypto'
import {
  type Attendee,
  experienceEnded,
  type TicketStatus,
  ticketStatus,
} from '@tianguis/core/tickets/attendees'
import { normalizeTicketCode, TICKET_CODE_BYTES, ticketCodeFrom } from '@tianguis/core/tickets/ticket-code'
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { requireShop, type ServiceContext } from '../../kernel/context.ts'
import { inTransaction } from '../../kernel/transaction.ts'
import { newId } from '../../platform/ids.ts'
import { orderStatusesOf } from '../orders/order-status.service.ts'
import { tickets } from './tickets.tables.ts'

/**
 * Tickets for experiences (002 §2 "My tickets", §3, §4, §8; decision 083): made when an order is
 * placed from the attendees captured in the checkout, listed for their buyer, scanned once at the
 * door by the seller's shops.
 */

export type TicketRow = typeof tickets.$inferSelect

/** A ticket with where it stands (its order's state and its use). */
export interface TicketView {
  row: TicketRow
  status: TicketStatus
}

/** A placed order's line, as the placement knows it. */
export interface PlacedLine {
  /** The line's place in its order. */
  position: number
  itemId: string
  name: string
  /** Set when the line is an experience (decision 083). */
  experienceDate: Date | null
  attendees: readonly Attendee[] | null
}

/**
 * One ticket per attendee of each experience line of the placed orders, in one statement (none
 * when no line is an experience). An experience that has ended makes none: 409 `experience_ended`,
 * and the placement around it rolls back (002 §4).
 */
export async function issueTickets(
  ctx: ServiceContext,
  placed: {
    shopId: string
    customerId: string
    orders: { orderId: string; supplierId: string; lines: readonly PlacedLine[] }[]
  },
  now = new Date(),
): Promise<string[]> {
  const rows: (typeof tickets.$inferInsert)[] = []
  for (const order of placed.orders) {
    for (const line of order.lines) {
      if (!line.experienceDate) continue
      if (experienceEnded(line.experienceDate, now)) throw new AppError('experience_ended')
      for (const [position, attendee] of (line.attendees ?? []).entries()) {
        rows.push({
          id: newId('tkt'),
          orderId: order.orderId,
          linePosition: line.position,
          position,
          itemId: line.itemId,
          shopId: placed.shopId,
          customerId: placed.customerId,
          supplierId: order.supplierId,
          experienceName: line.name,
          experienceDate: line.experienceDate,
          attendeeName: attendee.full_name,
          attendeePhone: attendee.phone,
          attendeeType: attendee.type,
          code: ticketCodeFrom(randomBytes(TICKET_CODE_BYTES)),
        })
      }
    }
  }
  if (rows.length === 0) return []
  await ctx.db.insert(tickets).values(rows)
  return rows.map((row) => row.id)
}

/** Where each ticket stands, from its order's state (one statement for the lot). */
async function withStatus(ctx: ServiceContext, rows: TicketRow[]): Promise<TicketView[]> {
  const statuses = await orderStatusesOf(
    ctx,
    rows.map((row) => row.orderId),
  )
  return rows.map((row) => ({
    row,
    status: ticketStatus(statuses.get(row.orderId) ?? 'canceled', row.usedAt),
  }))
}

const newestFirst = [
  desc(tickets.createdAt),
  asc(tickets.orderId),
  asc(tickets.linePosition),
  asc(tickets.position),
]

/** GET /me/tickets: the viewer's tickets, newest first, a page at a time; `orderId` keeps one order's. */
export async function listMyTickets(
  ctx: ServiceContext,
  page: { offset: number; limit: number; orderId?: string | undefined },
): Promise<{ results: TicketView[]; total: number }> {
  const where = and(
    eq(tickets.customerId, ctx.viewer.userId!),
    ...(page.orderId ? [eq(tickets.orderId, page.orderId)] : []),
  )
  const rows = await ctx.db
    .select({ ticket: tickets, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(tickets)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset)
  // Past the last page no row carries the count: it is asked for on its own then.
  const total =
    rows[0]?.total ??
    (page.offset > 0
      ? ((
          await ctx.db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(tickets)
            .where(where)
        )[0]?.n ?? 0)
      : 0)
  return {
    results: await withStatus(
      ctx,
      rows.map((row) => row.ticket),
    ),
    total,
  }
}

/** One ticket of the viewer's; anybody else's is 404 `ticket_not_found` (quality case 1). */
export async function myTicket(ctx: ServiceContext, ticketId: string): Promise<TicketView> {
  const [row] = await ctx.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), eq(tickets.customerId, ctx.viewer.userId!)))
  if (!row) throw new AppError('ticket_not_found')
  return (await withStatus(ctx, [row]))[0]!
}

/** Every ticket of one of the viewer's orders, in the order's order; none (or not theirs) is 404. */
export async function myOrderTickets(ctx: ServiceContext, orderId: string): Promise<TicketView[]> {
  const rows = await ctx.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.orderId, orderId), eq(tickets.customerId, ctx.viewer.userId!)))
    .orderBy(asc(tickets.linePosition), asc(tickets.position))
  if (rows.length === 0) throw new AppError('ticket_not_found')
  return withStatus(ctx, rows)
}

/**
 * POST /shops/:slug/tickets/scan: the door lets the attendee in once. Only a ticket of an
 * experience the shop's owner sold is found (another seller's is 404 `ticket_not_found`); one
 * whose order is not paid or was canceled is 409 `ticket_not_valid`; the use is one conditional
 * UPDATE (`… where used_at is null`), so of two scans at once one wins and the other is 409
 * `ticket_already_used` with the time of the first.
 */
export async function scanTicket(ctx: ServiceContext, code: string): Promise<TicketView> {
  const shop = requireShop(ctx)
  const normalized = normalizeTicketCode(code)
  if (!normalized) throw new AppError('ticket_not_found')
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.code, normalized), eq(tickets.supplierId, shop.ownerId)))
    if (!row) throw new AppError('ticket_not_found')
    const statuses = await orderStatusesOf(tx, [row.orderId], { forUpdate: true })
    const status = ticketStatus(statuses.get(row.orderId) ?? 'canceled', null)
    if (status !== 'valid') throw new AppError('ticket_not_valid', { details: { status } })
    if (row.usedAt)
      throw new AppError('ticket_already_used', { details: { used_at: row.usedAt.toISOString() } })
    const [used] = await tx.db
      .update(tickets)
      .set({ usedAt: sql`now()`, usedBy: tx.viewer.userId })
      .where(and(eq(tickets.id, row.id), isNull(tickets.usedAt)))
      .returning()
    if (!used) {
      // Another scan took it between the read and the update: its time, as committed.
      const [again] = await tx.db
        .select({ usedAt: tickets.usedAt })
        .from(tickets)
        .where(eq(tickets.id, row.id))
      throw new AppError('ticket_already_used', {
        details: { used_at: (again?.usedAt ?? row.usedAt)?.toISOString() ?? null },
      })
    }
    return { row: used, status: 'used' as const }
  })
}
