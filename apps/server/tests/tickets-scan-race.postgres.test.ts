/**
 * Many scans of one ticket at once, on PostgreSQL where requests really run side by side
 * (quality.md 3; decision 083): the use is one conditional UPDATE (`… where used_at is null`), so
 * exactly one scan lets the attendee in and every other says when it was used. PostgreSQL only
 * (`*.postgres.test.ts`, vitest.config.ts).
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tickets } from '../src/modules/tickets/tickets.tables.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createTicket } from './factories/tickets.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

const { app, database } = await createTestApp()
const db = database.db

describe('scanning one ticket at once on PostgreSQL', () => {
  it('lets one of ten scans in; the nine others get ticket_already_used with the first scan’s time', async () => {
    const owner = await createUser(db)
    const shop = await createShop(db, owner.id)
    const customer = await createUser(db)
    const ticket = await createTicket(db, { shopId: shop.id, customerId: customer.id, supplierId: owner.id })
    const readers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const reader = await createUser(db)
        await addStaff(db, shop.id, reader.id, 'qrreader')
        return loginAs(app, reader.email)
      }),
    )
    const answers = await Promise.all(
      readers.map((cookie) =>
        app.inject({
          method: 'POST',
          url: `/api/v1/shops/${shop.slug}/tickets/scan`,
          headers: { cookie },
          payload: { code: ticket.code },
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(9)
    const [row] = await db.select().from(tickets).where(eq(tickets.id, ticket.id))
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().error).toMatchObject({
        code: 'ticket_already_used',
        details: { used_at: row!.usedAt!.toISOString() },
      })
    }
  })
})
