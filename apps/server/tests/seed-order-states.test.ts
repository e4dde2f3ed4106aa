import { orderLifecycle } from '@tianguis/core/orders/lifecycle'
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { stockReservations } from '../src/modules/checkout/checkout.tables.ts'
import { orderPackageLines, orderPackages, purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { DEMO_PASSWORD } from '../src/seed/demo-data/accounts.ts'
import { DEMO_ORDER_STATES } from '../src/seed/demo-data/order-states.ts'
import { loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Carla's orders in every lifecycle state across the demo shops (decision 080): bought by the
 * checkout's flows, moved by orderStep(), each step in the history; what "Mis compras" shows her.
 */
const { app, database } = await createTestApp()
const db = database.db
await seedDemo(db)
const cookie = await loginAs(app, 'cliente@demo.test', DEMO_PASSWORD)
const api = async (url: string) => {
  const response = await app.inject({ url, headers: { cookie } })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}
const IDS = DEMO_ORDER_STATES.map((state) => state.id)

describe('Carla’s orders along their lifecycle', () => {
  it('cover every state of the lifecycle across the demo shops, in her purchases', async () => {
    const all = await api('/api/v1/me/orders?include_delivered=true&include_canceled=true&limit=50')
    const states = new Set(all.results.map((o: { status: string }) => o.status))
    expect([...states].sort()).toEqual([...orderLifecycle.states].sort())
    expect(new Set(all.results.map((o: { shop: { slug: string } }) => o.shop.slug))).toEqual(
      new Set(['demo', 'franquicia-centro', 'tienda-afiliada']),
    )
    const placed = await db
      .select({ checkout: purchaseOrders.checkoutId, status: purchaseOrders.status })
      .from(purchaseOrders)
      .where(inArray(purchaseOrders.checkoutId, IDS))
    expect(placed.map((o) => [o.checkout, o.status]).sort()).toEqual(
      DEMO_ORDER_STATES.map((state) => [state.id, state.status]).sort(),
    )
  })

  it('keep each step in the history, by the seller or by her', async () => {
    const [delivered] = await db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.checkoutId, 'chk_demo_delivered'))
    const detail = await api(`/api/v1/me/orders/${delivered!.id}`)
    expect(detail.history.map((h: { event: string; actor: string }) => [h.event, h.actor])).toEqual([
      ['place', 'customer'],
      ['process', 'seller'],
      ['ready', 'seller'],
      ['ship', 'seller'],
      ['deliver', 'customer'],
    ])
    expect(detail).toMatchObject({
      status: 'delivered',
      seller: { name: 'Ana Administradora' },
      payment: { type: 'card', card: { brand: 'Visa', last4: '4242' } },
    })
    expect(Date.parse(detail.return_deadline) - Date.parse(detail.delivered_at)).toBe(72 * 3_600_000)

    const [quoted] = await db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.checkoutId, 'chk_demo_quoted'))
    const quote = await api(`/api/v1/me/orders/${quoted!.id}`)
    expect(quote).toMatchObject({ displayed_state: 'confirm_order', extra_charge: 15_000, payment: null })
    expect(Date.parse(quote.delivery.estimated_delivery_at)).toBeGreaterThan(Date.now())
    expect(quote.history.at(-1)).toMatchObject({
      event: 'quote',
      actor: 'seller',
      note: expect.stringContaining('$150'),
    })
    // Carla can confirm it and pay its items plus the $150 with any of Ana's methods (decision 086).
    const confirmed = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/orders/${quoted!.id}/broker`,
      headers: { cookie },
      payload: { return_path: `/mis-compras/${quoted!.id}`, cancel_path: `/mis-compras/${quoted!.id}/pagar` },
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toMatchObject({
      delivery_cost: 15_000,
      total: { amount: quote.items_total + 15_000, currency: 'MXN' },
      payment_types: expect.arrayContaining(['card', 'store', 'deposit']),
    })

    const [inFranchise] = await db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.checkoutId, 'chk_demo_in_process'))
    expect(await api(`/api/v1/me/orders/${inFranchise!.id}`)).toMatchObject({
      status: 'in_process',
      shop: { slug: 'franquicia-centro' },
      seller: { name: 'Proveedora del Centro' },
      branch: { name: 'Franquicia Centro', phone: '+52 3312345678' },
    })
    // Two of its three bags are packed, one is still to pack (decision 087).
    const packing = await db
      .select({ number: orderPackages.number, quantity: orderPackageLines.quantity })
      .from(orderPackages)
      .innerJoin(orderPackageLines, eq(orderPackageLines.packageId, orderPackages.id))
      .where(eq(orderPackages.orderId, inFranchise!.id))
    expect(packing).toEqual([{ number: 1, quantity: 2 }])
  })

  it('give the canceled order’s units back, and are made once', async () => {
    const reservations = await db
      .select({ status: stockReservations.status })
      .from(stockReservations)
      .where(eq(stockReservations.checkoutId, 'chk_demo_canceled_unpaid'))
    expect(reservations.map((r) => r.status)).toEqual(['released'])
    const before = await db.select().from(purchaseOrders)
    await seedDemo(db)
    expect((await db.select().from(purchaseOrders)).length).toBe(before.length)
  })
})
