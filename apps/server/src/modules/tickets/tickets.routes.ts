import {
  scanBody,
  scanResult,
  ticket,
  ticketFilesQuery,
  ticketList,
  ticketParams,
  ticketsQuery,
} from '@tianguis/core/contracts/tickets'
import { formatTicketCode } from '@tianguis/core/tickets/ticket-code'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { route } from '../../http/route.ts'
import { ticketsPdf, ticketsZip } from './ticket-files.ts'
import { qrSvg } from './ticket-qr.ts'
import { listMyTickets, myOrderTickets, myTicket, scanTicket, type TicketView } from './tickets.service.ts'

const TAGS = ['tickets']
const signedIn = { kind: 'user' } as const
const slugParams = z.strictObject({ slug: z.string().min(1).max(100) })

/** A ticket as the API answers it (without its QR: the scanner's answer). */
function presentFields({ row, status }: TicketView) {
  return {
    id: row.id,
    order_id: row.orderId,
    item_id: row.itemId,
    line: row.linePosition,
    experience: { name: row.experienceName, date: row.experienceDate?.toISOString() ?? null },
    attendee: { full_name: row.attendeeName, phone: row.attendeePhone, type: row.attendeeType },
    code: formatTicketCode(row.code),
    status,
    used_at: row.usedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }
}

/** The buyer's ticket, with its QR code as an SVG image. */
async function present(view: TicketView) {
  return { ...presentFields(view), qr_svg: await qrSvg(view.row.code) }
}

/** A file download named as 002 §9 asks: the ticket's or the order's id plus .pdf or .zip. */
function download(reply: FastifyReply, name: string, type: string, body: Buffer) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('x-content-type-options', 'nosniff')
    .send(body)
}

/**
 * Tickets for experiences (002 §2 "My tickets", §7 attendants calls, §8, §9; decision 083): the
 * buyer's list (ten a page), one ticket, its PDF, an order's tickets as one PDF or a zip, and the
 * door's scan.
 */
export function ticketsRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/me/tickets',
    summary: 'The viewer’s tickets, newest first, 10 a page (002 §9), each with its QR code as SVG',
    tags: TAGS,
    access: signedIn,
    query: ticketsQuery,
    responses: { 200: ticketList },
    handler: async ({ ctx, query }) => {
      const { results, total } = await listMyTickets(ctx, {
        offset: query.offset,
        limit: query.limit,
        orderId: query.order_id,
      })
      return { results: await Promise.all(results.map(present)), matches_estimated: total }
    },
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/tickets/:id',
    summary: 'One of the viewer’s tickets (another person’s is 404 ticket_not_found)',
    tags: TAGS,
    access: signedIn,
    params: ticketParams,
    responses: { 200: ticket },
    handler: async ({ ctx, params }) => present(await myTicket(ctx, params.id)),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/tickets/:id.pdf',
    summary: 'One ticket as a PDF, `{ticket id}.pdf`',
    tags: TAGS,
    access: signedIn,
    params: ticketParams,
    responses: { 200: null },
    file: 'application/pdf',
    handler: async ({ ctx, params, reply }) => {
      const view = await myTicket(ctx, params.id)
      return download(reply, `${view.row.id}.pdf`, 'application/pdf', await ticketsPdf([view], ctx.locale))
    },
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/tickets.pdf',
    summary: 'Every ticket of one of the viewer’s orders as one PDF, `{order id}.pdf`',
    tags: TAGS,
    access: signedIn,
    query: ticketFilesQuery,
    responses: { 200: null },
    file: 'application/pdf',
    handler: async ({ ctx, query, reply }) => {
      const views = await myOrderTickets(ctx, query.order_id)
      return download(reply, `${query.order_id}.pdf`, 'application/pdf', await ticketsPdf(views, ctx.locale))
    },
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/tickets.zip',
    summary: 'Every ticket of one of the viewer’s orders as a zip of PDFs, `{order id}.zip`',
    tags: TAGS,
    access: signedIn,
    query: ticketFilesQuery,
    responses: { 200: null },
    file: 'application/zip',
    handler: async ({ ctx, query, reply }) => {
      const views = await myOrderTickets(ctx, query.order_id)
      return download(reply, `${query.order_id}.zip`, 'application/zip', await ticketsZip(views, ctx.locale))
    },
  })

  route(app, {
    method: 'POST',
    url: '/api/v1/shops/:slug/tickets/scan',
    summary:
      'The door: marks a ticket of the shop owner’s experiences used, once (again → 409 ticket_already_used with used_at)',
    tags: TAGS,
    access: { kind: 'shop', action: 'shop.tickets.scan' },
    params: slugParams,
    body: scanBody,
    responses: { 200: scanResult },
    handler: async ({ ctx, body }) => ({ ticket: presentFields(await scanTicket(ctx, body.code)) }),
  })
}
