import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderReturns } from '../src/modules/returns/returns.tables.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { DEMO_PASSWORD } from '../src/seed/demo-data/accounts.ts'
import { loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Carla's demo returns (decision 091), made through the returns' flows: one open with a partial
 * refund, one refunded and closed; what her returns and Ana's show; a second seed adds none.
 */
const { app, database } = await createTestApp()
const db = database.db
await seedDemo(db)
const carla = await loginAs(app, 'cliente@demo.test', DEMO_PASSWORD)
const get = async (url: string, cookie: string) => {
  const response = await app.inject({ url, headers: { cookie } })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

describe('Carla’s demo returns', () => {
  it('one open with a partial refund and one closed, refunded in full', async () => {
    const mine = await get('/api/v1/me/returns', carla)
    expect(mine.results.map((r: { status: string }) => r.status).sort()).toEqual(['closed', 'open'])
    const open = await get(
      `/api/v1/me/returns/${mine.results.find((r: { status: string }) => r.status === 'open').id}`,
      carla,
    )
    expect(open.refunds).toHaveLength(1)
    expect(open.refunds[0].status).toBe('success')
    expect(open.refunds[0].amount.amount).toBeLessThan(open.terms.offered_refund.amount)
    const closed = await get(
      `/api/v1/me/returns/${mine.results.find((r: { status: string }) => r.status === 'closed').id}`,
      carla,
    )
    expect(closed.refunds.map((r: { status: string }) => r.status)).toEqual(['success'])
    expect(closed.refunds[0].amount.amount).toBe(closed.terms.offered_refund.amount)
    expect(closed.notes.map((n: { event: string }) => n.event)).toEqual([
      'started',
      'refund_success',
      'closed',
    ])

    // Both are Ana's sales in the demo shop: her returns page lists them.
    const ana = await loginAs(app, 'admin@demo.test', DEMO_PASSWORD)
    const shop = await get('/api/v1/shops/demo/returns', ana)
    expect(shop.results).toHaveLength(2)

    const before = await db.select().from(orderReturns)
    await seedDemo(db)
    expect(await db.select().from(orderReturns)).toHaveLength(before.length)
    expect(before.every((r) => r.customerId === before[0]!.customerId)).toBe(true)
    expect((await db.select().from(orderReturns).where(eq(orderReturns.status, 'open'))).length).toBe(1)
  })
})
