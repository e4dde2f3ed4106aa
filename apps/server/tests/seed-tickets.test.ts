import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../src/modules/identity/identity.tables.ts'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { tickets } from '../src/modules/tickets/tickets.tables.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { DEMO_PASSWORD } from '../src/seed/demo-data/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Carla's demo tickets (decision 083): two tickets of Proveedora's Taller de barro bought in `demo`
 * through the checkout's flows with their attendees, one used at the door an hour before the seed
 * ran, made once.
 */
const { app, database } = await createTestApp()
const db = database.db

const login = async (email: string) => {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  })
  return String(answer.headers['set-cookie']).split(';')[0]!
}

describe('Carla’s demo tickets', () => {
  it('are two tickets of the demo experience, one used and one valid, shown in My tickets; a second seed adds none', async () => {
    await seedDemo(db)
    const [order] = await db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.checkoutId, 'chk_demo_tickets'))
    expect(order).toMatchObject({ status: 'paid', paymentType: 'card', deliveryType: 'collection' })
    const [proveedora] = await db.select().from(users).where(eq(users.email, 'proveedor@demo.test'))
    const made = await db.select().from(tickets).where(eq(tickets.orderId, order!.id))
    expect(
      made
        .sort((a, b) => a.position - b.position)
        .map((t) => [t.attendeeName, t.attendeeType, t.supplierId, t.usedBy, t.usedAt !== null]),
    ).toEqual([
      ['Carla Cliente', 'adult', proveedora!.id, proveedora!.id, true],
      ['Sofía Cliente', 'child', proveedora!.id, null, false],
    ])
    expect(made[0]!.usedAt!.getTime()).toBeLessThan(Date.now() - 59 * 60_000)

    const carla = await login('cliente@demo.test')
    const mine = await app.inject({ method: 'GET', url: '/api/v1/me/tickets', headers: { cookie: carla } })
    expect(
      mine
        .json()
        .results.filter((t: { order_id: string }) => t.order_id === order!.id)
        .map((t: { attendee: { full_name: string }; status: string; experience: { name: string } }) => [
          t.experience.name,
          t.attendee.full_name,
          t.status,
        ]),
    ).toEqual([
      ['Taller de barro', 'Carla Cliente', 'used'],
      ['Taller de barro', 'Sofía Cliente', 'valid'],
    ])

    await seedDemo(db)
    expect(await db.select().from(tickets).where(eq(tickets.orderId, order!.id))).toHaveLength(2)
  })
})
