import type { AttendeesBody, lineExperience } from '@tianguis/core/contracts/tickets'
import { parsePhone } from '@tianguis/core/phone'
import { type Attendee, attendeesComplete, experienceEnded } from '@tianguis/core/tickets/attendees'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { inTransaction } from '../../kernel/transaction.ts'
import { assertOpen, type CheckoutLineRow, type LoadedCheckout, loadCheckout } from './checkout.service.ts'
import { checkoutLines } from './checkout.tables.ts'

/**
 * The attendees of a checkout's experiences (002 §2 "Experience attendee capture", §5 "Attendee
 * info must be reviewed"; decision 083): one per ticket, kept on the line until the order is placed
 * and its tickets are made of them.
 */

/** A line's experience as the checkout answers it, or null for a product or a service. */
export function experienceOf(
  line: Pick<CheckoutLineRow, 'experienceDate' | 'attendees'>,
  now = new Date(),
): z.infer<typeof lineExperience> | null {
  if (!line.experienceDate) return null
  return {
    date: line.experienceDate.toISOString(),
    ended: experienceEnded(line.experienceDate, now),
    attendees: line.attendees ?? [],
  }
}

/**
 * What paying or placing checks before anything moves: no experience has ended (002 §4: no
 * tickets after it; 409 `experience_ended`), and each has its attendees (409 `attendees_incomplete`).
 */
export function assertAttendeesReady(loaded: LoadedCheckout, now = new Date()): void {
  if (loaded.lines.some((line) => experienceEnded(line.experienceDate, now))) {
    throw new AppError('experience_ended')
  }
  if (!attendeesComplete(loaded.lines)) throw new AppError('attendees_incomplete')
}

/**
 * PUT …/attendees: each named line's whole list of attendees, one per unit. A line that is not an
 * experience of this checkout, a list of the wrong length or a phone that is not a Mexican or
 * Argentine number is 400 with the field named; an experience that has ended is 409.
 */
export async function updateAttendees(
  ctx: ServiceContext,
  checkoutId: string,
  body: AttendeesBody,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const loaded = await loadCheckout(tx, checkoutId, { forUpdate: true })
    assertOpen(loaded.checkout)
    const byId = new Map(loaded.lines.map((line) => [line.id, line]))
    const country = loaded.checkout.address?.country ?? (loaded.checkout.currency === 'ARS' ? 'AR' : 'MX')
    const fields: NonNullable<AppError['fields']> = {}
    const now = new Date()
    const writes: { lineId: string; attendees: Attendee[] }[] = []
    let ended = false
    body.lines.forEach((sent, index) => {
      const line = byId.get(sent.line_id)
      if (!line?.experienceDate) {
        fields[`lines.${index}.line_id`] = { problem: 'invalid_value' }
        return
      }
      if (experienceEnded(line.experienceDate, now)) ended = true
      if (sent.attendees.length !== line.quantity) {
        fields[`lines.${index}.attendees`] = {
          problem: sent.attendees.length < line.quantity ? 'too_small' : 'too_big',
          params: sent.attendees.length < line.quantity ? { min: line.quantity } : { max: line.quantity },
        }
      }
      const attendees = sent.attendees.map((attendee, position): Attendee => {
        const phone = attendee.phone ? parsePhone(attendee.phone, country) : null
        if (attendee.phone && !phone) {
          fields[`lines.${index}.attendees.${position}.phone`] = { problem: 'invalid_format' }
        }
        return { full_name: attendee.full_name, phone: phone?.national ?? null, type: attendee.type }
      })
      writes.push({ lineId: line.id, attendees })
    })
    if (Object.keys(fields).length > 0) throw new AppError('invalid_request', { fields })
    if (ended) throw new AppError('experience_ended')
    for (const write of writes) {
      await tx.db
        .update(checkoutLines)
        .set({ attendees: write.attendees })
        .where(eq(checkoutLines.id, write.lineId))
    }
  })
}
