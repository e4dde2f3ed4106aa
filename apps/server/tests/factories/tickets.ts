import { randomBytes } from 'node:crypto'
import { TICKET_CODE_BYTES, ticketCodeFrom } from '@tianguis/core/tickets/ticket-code'
import { tickets } from '../../src/modules/tickets/tickets.tables.ts'
import type { Db } from '../../src/platform/db/client.ts'
import { newId } from '../../src/platform/ids.ts'
import { createOrder } from './orders.ts'

/**
 * A ticket of `customerId` for an experience sold by `supplierId` in `shopId`, on a paid order of
 * its own (or `orderId`'s). For tests of what comes after the purchase; the checkout's tests make
 * tickets through the flows.
 */
export async function createTicket(
  db: Db,
  who: { shopId: string; customerId: string; supplierId: string; orderId?: string },
  overrides: Partial<typeof tickets.$inferInsert> = {},
) {
  const orderId = who.orderId ?? (await createOrder(db, who)).id
  const [ticket] = await db
    .insert(tickets)
    .values({
      id: newId('tkt'),
      orderId,
      linePosition: 0,
      position: 0,
      itemId: newId('itm'),
      shopId: who.shopId,
      customerId: who.customerId,
      supplierId: who.supplierId,
      experienceName: 'Taller de barro',
      experienceDate: new Date(Date.now() + 7 * 86_400_000),
      attendeeName: 'Ana López',
      attendeeType: 'general',
      code: ticketCodeFrom(randomBytes(TICKET_CODE_BYTES)),
      ...overrides,
    })
    .returning()
  return ticket!
}
