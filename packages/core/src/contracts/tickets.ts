import { z } from 'zod'
import {
  ATTENDEE_NAME_MAX,
  ATTENDEE_TYPES,
  TICKET_STATUSES,
  TICKETS_PAGE_SIZE,
} from '../tickets/attendees.ts'
import { listOf, pageQuery } from './common.ts'

/**
 * Attendees in checkout and the tickets made of them (002 §2, §3 "Ticket or attendee", §7
 * attendants calls; decision 083).
 */

const id = z.string().min(1).max(100)

/** One attendee per ticket: the full name is required, the phone optional (kept as a national number). */
export const attendeeInput = z.strictObject({
  full_name: z.string().trim().min(1).max(ATTENDEE_NAME_MAX),
  phone: z.string().trim().min(7).max(25).optional(),
  type: z.enum(ATTENDEE_TYPES),
})
export type AttendeeInput = z.infer<typeof attendeeInput>

/**
 * PUT …/checkouts/:id/attendees: the attendees of some experience lines, each line's whole list
 * (one per unit of the line). Lines not named keep theirs.
 */
export const attendeesBody = z.strictObject({
  lines: z
    .array(z.strictObject({ line_id: id, attendees: z.array(attendeeInput).max(999) }))
    .min(1)
    .max(100),
})
export type AttendeesBody = z.infer<typeof attendeesBody>

export const attendee = z.object({
  full_name: z.string(),
  phone: z.string().nullable(),
  type: z.enum(ATTENDEE_TYPES),
})

/** A checkout line that is an experience: its date, whether it has ended, and its attendees so far. */
export const lineExperience = z.object({
  /** ISO 8601. */
  date: z.string(),
  /** Dated earlier than now: no tickets can be made (409 `experience_ended` on paying). */
  ended: z.boolean(),
  attendees: z.array(attendee),
})

const ticketFields = {
  id: z.string(),
  order_id: z.string(),
  item_id: z.string(),
  /** The order line's place (0 = its first line). */
  line: z.number().int(),
  experience: z.object({ name: z.string(), date: z.string().nullable() }),
  attendee,
  /** The code the QR holds, in groups of five (`ABCDE-FGHJK-MNPQR-STVWX`). */
  code: z.string(),
  /** valid, used (scanned), pending (its order is not paid yet), void (its order was canceled). */
  status: z.enum(TICKET_STATUSES),
  used_at: z.string().nullable(),
  created_at: z.string(),
}

/** A ticket as its buyer sees it, with its QR code as an SVG image made by the server. */
export const ticket = z.object({ ...ticketFields, qr_svg: z.string() })
export type Ticket = z.infer<typeof ticket>

export const ticketList = listOf(ticket)

/** GET /me/tickets: 10 a page (002 §9); `order_id` keeps one order's. */
export const ticketsQuery = pageQuery(TICKETS_PAGE_SIZE).extend({ order_id: id.optional() })

export const ticketParams = z.strictObject({ id })

/** GET /me/tickets.pdf and .zip: every ticket of one order. */
export const ticketFilesQuery = z.strictObject({ order_id: id })

/** POST /shops/:slug/tickets/scan: what the scanner read (case, spaces and dashes do not matter). */
export const scanBody = z.strictObject({ code: z.string().trim().min(1).max(64) })

/** A scan that let the attendee in: the ticket, now used. */
export const scanResult = z.object({ ticket: z.object(ticketFields) })
export type ScanResult = z.infer<typeof scanResult>
