import type { OrderStatus } from '../orders/lifecycle.ts'

/**
 * Attendees and tickets of experiences (002 §2 "Experience attendee capture and My tickets", §3
 * "Ticket or attendee: full name, phone, type, QR code, used flag", §4 "creation is blocked after
 * an experience ends", §5 "Attendee info must be reviewed"; decision 083).
 */

/** Who a ticket admits: a type the door can check at a glance. `general` when the event makes no difference. */
export const ATTENDEE_TYPES = ['general', 'adult', 'child'] as const
export type AttendeeType = (typeof ATTENDEE_TYPES)[number]
export const ATTENDEE_NAME_MAX = 120

/** 002 §9 "Attendants page size 10": My tickets shows ten at a time. */
export const TICKETS_PAGE_SIZE = 10
export const TICKETS_PAGE_MAX = 50

/** An attendee as the checkout keeps it: the phone as a national number, or null. */
export interface Attendee {
  full_name: string
  phone: string | null
  type: AttendeeType
}

/** What the attendee rules need of a checkout line. */
export interface AttendeeLine {
  quantity: number
  /** The experience's date when the line is an experience (one ticket per unit), else null. */
  experienceDate: Date | null
  attendees: readonly Attendee[] | null
}

/** A line that is an experience: it takes one attendee per ticket. */
export function needsAttendees(line: Pick<AttendeeLine, 'experienceDate'>): boolean {
  return line.experienceDate !== null
}

/** Every experience line has one attendee, with a name, per ticket. */
export function attendeesComplete(lines: readonly AttendeeLine[]): boolean {
  return lines.every(
    (line) =>
      !needsAttendees(line) ||
      (line.attendees !== null &&
        line.attendees.length === line.quantity &&
        line.attendees.every((attendee) => attendee.full_name.trim() !== '')),
  )
}

/** 001 §4 / 002 §4: an experience dated earlier than now has ended; no tickets are made for it. */
export function experienceEnded(date: Date | null, now: Date): boolean {
  return date !== null && date.getTime() < now.getTime()
}

/**
 * Where a ticket stands, from its order's state and its use: `valid` at the door once the order is
 * paid (and while it goes on to delivery), `used` once scanned, `pending` while the order waits
 * for its payment or its seller, `void` when the order was canceled or its payment expired.
 */
export const TICKET_STATUSES = ['valid', 'used', 'pending', 'void'] as const
export type TicketStatus = (typeof TICKET_STATUSES)[number]

const PAID: ReadonlySet<OrderStatus> = new Set([
  'paid',
  'in_process',
  'to_deliver',
  'on_the_way',
  'delivered',
])
const VOID: ReadonlySet<OrderStatus> = new Set(['canceled', 'payment_expired'])

export function ticketStatus(orderStatus: OrderStatus, usedAt: Date | string | null): TicketStatus {
  if (VOID.has(orderStatus)) return 'void'
  if (!PAID.has(orderStatus)) return 'pending'
  return usedAt === null ? 'valid' : 'used'
}
