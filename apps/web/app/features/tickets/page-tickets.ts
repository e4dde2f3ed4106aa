import type { AttendeeType, TicketStatus } from '@tianguis/core/tickets/attendees'

/**
 * My tickets as the page uses them (decision 083): the API's tickets shaped for the page, dates in
 * words in the visitor's locale, grouped by order (each order's downloads once).
 */
export interface PageTicket {
  id: string
  experience: string
  /** In words; null when the experience has no date. */
  date: string | null
  attendee: string
  type: AttendeeType
  /** In groups of five, as printed under the QR. */
  code: string
  /** The QR code the server drew (from the code alone), as its SVG's box and dark modules' path. */
  qr: PageQr | null
  status: TicketStatus
  /** When it was scanned, in words. */
  usedAt: string | null
  /** `{ticket id}.pdf`. */
  pdfHref: string
}

export interface PageQr {
  viewBox: string
  /** The dark modules, drawn as one stroked path (qrcode's SVG). */
  path: string
}

/**
 * The QR's box and path out of the server's SVG, so the page draws it as its own elements rather
 * than as HTML from an answer. Anything else is no QR (the code is still printed beside it).
 */
export function qrOf(svg: string): PageQr | null {
  const viewBox = svg.match(/^<svg [^>]*viewBox="(0 0 \d{1,3} \d{1,3})"/)?.[1]
  const path = svg.match(/<path stroke="#000000" d="([MmHhVv0-9. ]+)"\/>/)?.[1]
  return viewBox && path ? { viewBox, path } : null
}

export interface PageTicketOrder {
  orderId: string
  /** `{order id}.pdf` and `{order id}.zip`: every ticket of the order. */
  pdfHref: string
  zipHref: string
  tickets: PageTicket[]
}

export interface PageTickets {
  orders: PageTicketOrder[]
  page: number
  pages: number
  previousHref: string | null
  nextHref: string | null
}

/** Consecutive tickets of one order under one heading (the list is newest first, an order's together). */
export function groupByOrder(tickets: readonly (PageTicket & { orderId: string })[]): PageTicketOrder[] {
  const orders: PageTicketOrder[] = []
  for (const { orderId, ...ticket } of tickets) {
    let last = orders.at(-1)
    if (last?.orderId !== orderId) {
      const query = `?order_id=${encodeURIComponent(orderId)}`
      last = {
        orderId,
        pdfHref: `/api/v1/me/tickets.pdf${query}`,
        zipHref: `/api/v1/me/tickets.zip${query}`,
        tickets: [],
      }
      orders.push(last)
    }
    last.tickets.push(ticket)
  }
  return orders
}
