import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { checkouts } from '../src/modules/checkout/checkout.tables.ts'
import { users } from '../src/modules/identity/identity.tables.ts'
import { orderHistory, orderNotes, purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { DEMO_PASSWORD } from '../src/seed/demo-data/accounts.ts'
import { loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Ana's demo sales (decision 081): with Carla's purchases, `demo`'s back office shows an order in
 * every state from awaiting confirmation to delivered, made by the checkout's and the back office's
 * own flows, once; the shipped ones carry the sandbox post's tracking link.
 */
const { app, database } = await createTestApp({ web: true })
const db = database.db
const userId = async (email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id
const count = async () => ({
  checkouts: (await db.select().from(checkouts)).length,
  orders: (await db.select().from(purchaseOrders)).length,
  history: (await db.select().from(orderHistory)).length,
  notes: (await db.select().from(orderNotes)).length,
})

describe('Ana’s demo sales', () => {
  it('put an order of hers in every state after checkout, bought by Emilio and moved by her and the carrier', async () => {
    await seedDemo(db)
    const ana = await userId('admin@demo.test')
    const emilio = await userId('emprendedor@demo.test')
    const sales = await db.select().from(purchaseOrders).where(eq(purchaseOrders.supplierId, ana))
    expect(new Set(sales.map((o) => o.status))).toEqual(
      new Set([
        'awaiting_confirmation',
        'awaiting_customer',
        'awaiting_payment',
        'paid',
        'in_process',
        'to_deliver',
        'on_the_way',
        'delivered',
        'payment_expired',
        // Carla's canceled orders of Ana's (decisions 080, 082).
        'canceled',
      ]),
    )
    const emilios = sales.filter((o) => o.customerId === emilio)
    expect(emilios).toHaveLength(6)
    expect(emilios.every((o) => o.address?.recipient === 'Emilio Emprendedor')).toBe(true)
    const quoted = emilios.find((o) => o.status === 'awaiting_customer')!
    expect(quoted.estimatedCost).toBe(12_000)
    expect(quoted.estimatedDeliveryAt!.getTime()).toBeGreaterThan(Date.now())
    for (const o of emilios.filter((o) => ['to_deliver', 'on_the_way', 'delivered'].includes(o.status))) {
      expect(o.carrier).toBe('sandbox')
      expect(o.trackingUrl).toBe(`/api/v1/sandbox/shipping/shipments/${o.trackingNumber}`)
    }
    const delivered = emilios.find((o) => o.status === 'delivered')!
    const steps = await db.select().from(orderHistory).where(eq(orderHistory.orderId, delivered.id))
    expect(steps.map((s) => [s.event, s.actor]).sort()).toEqual(
      [
        // The wallet's page approved before the order was placed: it is placed paid.
        ['place', 'customer'],
        ['process', 'seller'],
        ['ready', 'seller'],
        ['ship', 'system'],
        ['deliver', 'system'],
      ].sort(),
    )
    const notes = await db.select().from(orderNotes)
    expect(notes.map((n) => n.visibility).sort()).toEqual(['client', 'internal'])
  })

  it('show in her back office, with the tracking link, and a second seed adds nothing', async () => {
    await seedDemo(db)
    const before = await count()
    const cookie = await loginAs(app, 'admin@demo.test', DEMO_PASSWORD)
    const list = await app.inject({ url: '/api/v1/shops/demo/orders?state=on_the_way', headers: { cookie } })
    const [shipped] = list.json().results
    expect(shipped).toMatchObject({ first_item: 'Retrato en acuarela', next: 'deliver' })
    const page = await app.inject({ url: `/demo/admin/pedidos/${shipped.id}`, headers: { cookie } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('/api/v1/sandbox/shipping/shipments/sbx_shp_')
    expect(page.body).toContain('Entregado')
    await seedDemo(db)
    expect(await count()).toEqual(before)
  })
})
