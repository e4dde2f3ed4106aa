import { asc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outbox } from '../src/modules/notifications/outbox.tables.ts'
import { orderHistory, purchaseOrderLines, purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { paymentAttempts } from '../src/modules/payments/payments.tables.ts'
import { newId } from '../src/platform/ids.ts'
import { createOrder } from './factories/orders.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * My purchases through the API (002 §2, §3, §7; decision 080): the list's filters and paging in
 * one statement, the detail, the customer's 'next', and another person's orders out of reach.
 */
const { app, database } = await createTestApp()
const db = database.db

const carla = await createUser(db, { email: 'mo-carla@example.test', name: 'Carla Compradora' })
const otro = await createUser(db, { email: 'mo-otro@example.test', name: 'Otro Cliente' })
const ana = await createUser(db, { email: 'mo-ana@example.test', name: 'Ana Vendedora' })
const pepe = await createUser(db, { email: 'mo-pepe@example.test', name: 'Pepe Proveedor' })
const tienda = await createShop(db, ana.id, {
  slug: 'mo-tienda',
  name: 'Tienda de Ana',
  contactPhone: '5598765432',
  contactCountryCode: '52',
})
const mercado = await createShop(db, pepe.id, { slug: 'mo-mercado', name: 'Mercado de Pepe' })
const cookie = await loginAs(app, 'mo-carla@example.test')
const otroCookie = await loginAs(app, 'mo-otro@example.test')

const day = (iso: string) => new Date(iso)
/** One of Carla's orders, with a line named `name`, last changed at `updated`. */
async function order(
  status: Parameters<typeof createOrder>[1]['status'],
  updated: string,
  overrides: Partial<typeof purchaseOrders.$inferInsert> = {},
  name = 'Jarro de barro',
  where: { shopId: string; supplierId: string } = { shopId: tienda.id, supplierId: ana.id },
) {
  const made = await createOrder(
    db,
    { ...where, customerId: carla.id, status },
    { createdAt: day(updated), updatedAt: day(updated), ...overrides },
  )
  await db.update(purchaseOrderLines).set({ name }).where(eq(purchaseOrderLines.orderId, made.id))
  return made
}

const paid = await order('paid', '2026-10-01T18:00:00Z', { paymentType: 'card' }, 'Maceta de talavera')
const onTheWay = await order(
  'on_the_way',
  '2026-10-05T18:00:00Z',
  { deliveryType: 'shipping' },
  'Café de Chiapas',
)
const toDeliver = await order('to_deliver', '2026-10-03T18:00:00Z', {}, 'Canasta artesanal', {
  shopId: mercado.id,
  supplierId: pepe.id,
})
const awaitingPayment = await order(
  'awaiting_payment',
  '2026-10-02T18:00:00Z',
  { paymentType: 'deposit' },
  'Rebozo de algodón',
)
const quoting = await order('awaiting_confirmation', '2026-10-04T18:00:00Z', {}, 'Vela de copal')
const delivered = await order(
  'delivered',
  '2026-09-20T18:00:00Z',
  { deliveredAt: day('2026-09-20T18:00:00Z') },
  'Molcajete de piedra',
)
const canceled = await order(
  'canceled',
  '2026-09-15T18:00:00Z',
  {
    canceledAt: day('2026-09-15T18:00:00Z'),
    cancelReason: 'other',
    cancelDescription: 'Lo pedí dos veces',
    cancelMessage: 'Gracias',
  },
  'Playera bordada 100%',
)
const expired = await order('payment_expired', '2026-09-10T18:00:00Z', { paymentType: 'store' }, 'Mezcal')
// Someone else's, in the same shop.
const notHers = await createOrder(db, { shopId: tienda.id, customerId: otro.id, supplierId: ana.id })

const list = (query = '', as = cookie) =>
  app.inject({ url: `/api/v1/me/orders${query}`, headers: { cookie: as } })
const ids = async (query = '') => {
  const response = await list(query)
  expect(response.statusCode, response.body).toBe(200)
  return (response.json().results as { id: string }[]).map((o) => o.id)
}
const statusOf = async (id: string) =>
  (
    await db.select({ status: purchaseOrders.status }).from(purchaseOrders).where(eq(purchaseOrders.id, id))
  )[0]?.status

describe('GET /api/v1/me/orders', () => {
  it('lists the orders still under way, the last changed first, each with its shop, seller, total and state', async () => {
    const response = await list()
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.results.map((o: { id: string }) => o.id)).toEqual([
      onTheWay.id,
      quoting.id,
      toDeliver.id,
      awaitingPayment.id,
      paid.id,
    ])
    expect(body.matches_estimated).toBe(5)
    expect(body.results[2]).toEqual({
      id: toDeliver.id,
      status: 'to_deliver',
      displayed_state: 'to_deliver',
      kind: 'purchase',
      created_at: '2026-10-03T18:00:00.000Z',
      updated_at: '2026-10-03T18:00:00.000Z',
      shop: { slug: 'mo-mercado', name: 'Mercado de Pepe' },
      seller: { id: pepe.id, name: 'Pepe Proveedor' },
      currency: 'MXN',
      total: 25_000,
      payment_type: 'card',
      delivery_type: 'collection',
      line_names: ['Canasta artesanal'],
      lines_count: 1,
    })
    expect(body.results[1]).toMatchObject({
      status: 'awaiting_confirmation',
      displayed_state: 'awaiting_seller_confirmation',
      payment_type: null,
    })
    // One statement for the page and its count, besides the session's.
    expect(Number(response.headers['x-sql-statements'])).toBeLessThanOrEqual(4)
    expect(body.results.map((o: { id: string }) => o.id)).not.toContain(notHers.id)
  })

  it('adds the delivered and the canceled or expired ones only when asked (both off by default)', async () => {
    expect(await ids('?include_delivered=true')).toContain(delivered.id)
    expect(await ids('?include_delivered=true')).not.toContain(canceled.id)
    const withCanceled = await ids('?include_canceled=true')
    expect(withCanceled).toEqual(expect.arrayContaining([canceled.id, expired.id]))
    expect(withCanceled).not.toContain(delivered.id)
    expect(await ids('?include_delivered=true&include_canceled=true')).toHaveLength(8)
    expect(await ids('?include_delivered=false')).toHaveLength(5)
  })

  it('filters by one state or a group of them, whatever the include flags say', async () => {
    expect(await ids('?state=delivered')).toEqual([delivered.id])
    expect(await ids('?state=paid&include_delivered=true')).toEqual([paid.id])
    expect(await ids('?state=in_progress')).toEqual([onTheWay.id, toDeliver.id, paid.id])
    expect(await ids('?state=to_confirm')).toEqual([quoting.id])
    expect(await ids('?state=not_completed')).toEqual([canceled.id, expired.id])
  })

  it('filters by payment type and delivery type', async () => {
    expect(await ids('?payment_type=deposit')).toEqual([awaitingPayment.id])
    expect(await ids('?payment_type=store&include_canceled=true')).toEqual([expired.id])
    expect(await ids('?delivery_type=shipping')).toEqual([onTheWay.id])
    expect(await ids('?delivery_type=to_branch')).toEqual([])
  })

  it('filters by the days the orders were placed, in the viewer’s time zone', async () => {
    expect(await ids('?start_date=2026-10-03&end_date=2026-10-04')).toEqual([quoting.id, toDeliver.id])
    expect(await ids('?start_date=2026-10-05')).toEqual([onTheWay.id])
    expect(await ids('?end_date=2026-10-01')).toEqual([paid.id])
    // 18:00 UTC on 1 October is noon in Mexico City: the same day. Past midnight there, the next.
    await order('paid', '2026-10-08T05:30:00Z', {}, 'Tarde')
    expect((await list('?start_date=2026-10-07&end_date=2026-10-07')).json().results).toHaveLength(1)
    expect((await list('?start_date=2026-10-08')).json().results).toHaveLength(0)
  })

  it('finds an order by its id or by a product’s name, ignoring case and accents and taking % literally', async () => {
    expect(await ids(`?text=${paid.id}`)).toEqual([paid.id])
    expect(await ids(`?text=${paid.id.toUpperCase()}`)).toEqual([paid.id])
    expect(await ids('?text=cafe')).toEqual([onTheWay.id])
    expect(await ids('?text=ALGODON')).toEqual([awaitingPayment.id])
    expect(await ids('?text=%25&include_canceled=true')).toEqual([canceled.id])
    expect(await ids('?text=_')).toEqual([])
    expect(await ids('?text=vela%20de')).toEqual([quoting.id])
    // Another customer's id finds nothing.
    expect(await ids(`?text=${notHers.id}`)).toEqual([])
  })

  it('pages by offset and limit (10 by default, at most 50) in the same number of statements', async () => {
    const many = await createUser(db, { email: 'mo-many@example.test' })
    const manyCookie = await loginAs(app, 'mo-many@example.test')
    for (let i = 0; i < 25; i++)
      await createOrder(
        db,
        { shopId: tienda.id, customerId: many.id, supplierId: ana.id },
        { updatedAt: new Date(Date.UTC(2026, 9, 1, 12, i)) },
      )
    const first = await list('', manyCookie)
    expect(first.json().results).toHaveLength(10)
    expect(first.json().matches_estimated).toBe(25)
    const third = await list('?offset=20', manyCookie)
    expect(third.json().results).toHaveLength(5)
    const all = await list('?limit=50', manyCookie)
    expect(all.json().results).toHaveLength(25)
    const pages = [
      ...first.json().results,
      ...(await list('?offset=10', manyCookie)).json().results,
      ...third.json().results,
    ].map((o: { id: string }) => o.id)
    expect(pages).toEqual(all.json().results.map((o: { id: string }) => o.id))
    expect(new Set(pages).size).toBe(25)
    const counts = [first, third, all].map((r) => Number(r.headers['x-sql-statements']))
    for (const count of counts) expect(count).toBeLessThanOrEqual(4)
    expect(Number(third.headers['x-sql-statements'])).toBe(Number(all.headers['x-sql-statements']))
    const filtered = await list('?state=paid&text=jarro&start_date=2026-01-01&payment_type=card', manyCookie)
    expect(filtered.json().matches_estimated).toBe(25)
    expect(Number(filtered.headers['x-sql-statements'])).toBeLessThanOrEqual(4)
  })

  it('counts its matches up to 100 and one past the page asked for, a lower bound beyond', async () => {
    const lots = await createUser(db, { email: 'mo-lots@example.test' })
    const lotsCookie = await loginAs(app, 'mo-lots@example.test')
    const base = { checkoutId: 'chk_lots', shopId: tienda.id, customerId: lots.id, supplierId: ana.id }
    await db.insert(purchaseOrders).values(
      Array.from({ length: 120 }, (_, i) => ({
        ...base,
        id: `ord_lots${String(i).padStart(4, '0')}`,
        status: 'paid' as const,
        paymentType: 'card',
        currency: 'MXN',
        itemsTotal: 1_000,
        shippingCost: 0,
        total: 1_000,
        deliveryType: 'collection',
        contactEmail: 'lots@example.test',
        updatedAt: new Date(Date.UTC(2026, 9, 1, 0, i)),
      })),
    )
    const count = async (query: string) => (await list(query, lotsCookie)).json().matches_estimated
    expect(await count('')).toBe(100)
    expect(await count('?offset=90')).toBe(101)
    expect(await count('?offset=100&limit=15')).toBe(116)
    expect(await count('?offset=110&limit=20')).toBe(120)
    const last = (await list('?offset=110&limit=20', lotsCookie)).json().results
    expect(last.map((o: { id: string }) => o.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `ord_lots${String(9 - i).padStart(4, '0')}`),
    )
    expect(last[0]).toMatchObject({ line_names: [], lines_count: 0 })
  })

  it('refuses unknown fields and values out of its schema with 400 and the field named', async () => {
    const refused = async (query: string, code: string, field: string) => {
      const response = await list(query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().error.code, query).toBe(code)
      expect(Object.keys(response.json().error.fields ?? {}), query).toContain(field)
      expect(response.json().error.message).toEqual(expect.any(String))
    }
    await refused('?status=paid', 'unknown_fields', 'status')
    await refused('?customer_id=someone', 'unknown_fields', 'customer_id')
    await refused('?state=shipped', 'invalid_request', 'state')
    await refused('?payment_type=cheque', 'invalid_request', 'payment_type')
    await refused('?delivery_type=drone', 'invalid_request', 'delivery_type')
    await refused('?include_delivered=yes', 'invalid_request', 'include_delivered')
    await refused('?include_canceled=1', 'invalid_request', 'include_canceled')
    await refused('?start_date=2026-13-01', 'invalid_request', 'start_date')
    await refused('?end_date=ayer', 'invalid_request', 'end_date')
    await refused('?start_date=2026-10-05&end_date=2026-10-01', 'invalid_request', 'end_date')
    await refused('?limit=51', 'invalid_request', 'limit')
    await refused('?limit=0', 'invalid_request', 'limit')
    await refused('?offset=-1', 'invalid_request', 'offset')
    await refused('?sort=updated_at', 'invalid_request', 'sort')
    await refused(`?text=${'x'.repeat(101)}`, 'invalid_request', 'text')
  })

  it('asks a visitor without a session to sign in', async () => {
    const response = await app.inject({ url: '/api/v1/me/orders' })
    expect(response.statusCode).toBe(401)
  })
})

describe('GET /api/v1/me/orders/:id', () => {
  it('answers the order in detail: lines, totals, shop, seller and branch, delivery, payment, history and next', async () => {
    const attempt = newId('pat')
    await db.insert(paymentAttempts).values({
      id: attempt,
      checkoutId: onTheWay.checkoutId,
      customerId: carla.id,
      provider: 'sandbox',
      paymentType: 'card',
      amount: 25_000,
      currency: 'MXN',
      status: 'approved',
      cardBrand: 'Visa',
      cardLast4: '4242',
    })
    await db
      .update(purchaseOrders)
      .set({
        paymentAttemptId: attempt,
        address: {
          id: 'adr_1',
          recipient: 'Carla',
          street: 'Álvaro Obregón',
          exterior_number: '12',
          interior_number: null,
          neighbourhood: 'Roma Norte',
          city: 'Ciudad de México',
          province_name: 'Ciudad de México',
          province_code: 'CMX',
          postcode: '06700',
          country: 'MX',
          phone: '5512345678',
          references: null,
        },
      })
      .where(eq(purchaseOrders.id, onTheWay.id))
    const response = await app.inject({ url: `/api/v1/me/orders/${onTheWay.id}`, headers: { cookie } })
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      id: onTheWay.id,
      status: 'on_the_way',
      displayed_state: 'on_the_way',
      next: 'deliver',
      shop: { slug: 'mo-tienda', name: 'Tienda de Ana' },
      seller: { id: ana.id, name: 'Ana Vendedora' },
      branch: { name: 'Tienda de Ana', address: null, phone: '+52 5598765432' },
      items_total: 25_000,
      shipping_cost: 0,
      extra_charge: null,
      total: 25_000,
      return_deadline: null,
      delivery: {
        type: 'shipping',
        address: { street: 'Álvaro Obregón', postcode: '06700' },
        contact_email: 'cliente@example.test',
      },
      invoicing: { tax_id: null, name: null, tax_regime: null, cfdi_use: null },
      payment: { type: 'card', status: 'approved', card: { brand: 'Visa', last4: '4242' }, reference: null },
      cancellation: null,
      lines: [{ name: 'Café de Chiapas', quantity: 1, unit_price: 25_000, total: 25_000, variants: {} }],
      history: [{ event: 'place', from: null, to: 'on_the_way', actor: 'customer', note: null }],
    })
    expect(Number(response.headers['x-sql-statements'])).toBeLessThanOrEqual(5)
  })

  it('shows a transfer’s reference, a delivery’s return deadline and a cancellation’s reason', async () => {
    const attempt = newId('pat')
    await db.insert(paymentAttempts).values({
      id: attempt,
      checkoutId: awaitingPayment.checkoutId,
      customerId: carla.id,
      provider: 'sandbox',
      paymentType: 'deposit',
      amount: 25_000,
      currency: 'MXN',
      status: 'pending',
      reference: '1234567',
    })
    await db
      .update(purchaseOrders)
      .set({ paymentAttemptId: attempt })
      .where(eq(purchaseOrders.id, awaitingPayment.id))
    const detail = async (id: string) =>
      (await app.inject({ url: `/api/v1/me/orders/${id}`, headers: { cookie } })).json()
    expect((await detail(awaitingPayment.id)).payment).toEqual({
      type: 'deposit',
      status: 'pending',
      card: null,
      reference: '1234567',
    })
    expect(await detail(delivered.id)).toMatchObject({
      status: 'delivered',
      next: null,
      delivered_at: '2026-09-20T18:00:00.000Z',
      return_deadline: '2026-09-23T18:00:00.000Z',
    })
    expect(await detail(canceled.id)).toMatchObject({
      displayed_state: 'canceled',
      cancellation: { reason: 'other', description: 'Lo pedí dos veces', message: 'Gracias' },
    })
    expect(await detail(quoting.id)).toMatchObject({
      payment: null,
      next: null,
      displayed_state: 'awaiting_seller_confirmation',
    })
  })

  it('answers another person’s order, or none, as order_not_found (404)', async () => {
    for (const [id, as] of [
      [notHers.id, cookie],
      [paid.id, otroCookie],
      ['ord_none', cookie],
    ] as const) {
      const response = await app.inject({ url: `/api/v1/me/orders/${id}`, headers: { cookie: as } })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('order_not_found')
      expect(response.body).not.toContain('Jarro')
    }
    expect((await app.inject({ url: `/api/v1/me/orders/${paid.id}` })).statusCode).toBe(401)
  })
})

describe('POST /api/v1/me/orders/:id/next', () => {
  const next = (id: string, as = cookie, payload: object = {}) =>
    app.inject({ method: 'POST', url: `/api/v1/me/orders/${id}/next`, headers: { cookie: as }, payload })

  it('marks an order on its way received, keeping the step in its history', async () => {
    const response = await next(toDeliver.id)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      id: toDeliver.id,
      status: 'delivered',
      displayed_state: 'delivered',
      next: null,
    })
    const [row] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, toDeliver.id))
    expect(row!.deliveredAt).toBeInstanceOf(Date)
    const history = await db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, toDeliver.id))
      .orderBy(asc(orderHistory.at), asc(orderHistory.id))
    expect(history.map((h) => [h.event, h.fromState, h.toState, h.actor, h.actorId])).toEqual([
      ['place', null, 'to_deliver', 'customer', carla.id],
      ['deliver', 'to_deliver', 'delivered', 'customer', carla.id],
    ])
    const detail = (
      await app.inject({ url: `/api/v1/me/orders/${toDeliver.id}`, headers: { cookie } })
    ).json()
    expect(detail.return_deadline).toBe(new Date(row!.deliveredAt!.getTime() + 72 * 3_600_000).toISOString())
    // Both sides are told through the outbox, in the step's transaction (decision 082).
    const notices = await db
      .select({ to: outbox.recipient, meta: outbox.meta })
      .from(outbox)
      .where(sql`${outbox.meta}->>'order' = ${toDeliver.id}`)
    expect(notices.map((n) => [n.to, n.meta.event]).sort()).toEqual([
      ['cliente@example.test', 'deliver'],
      ['mo-pepe@example.test', 'deliver'],
    ])
  })

  it('refuses with the lifecycle’s code from a state where the customer has no step, changing nothing', async () => {
    for (const [id, code] of [
      [paid.id, 'order_transition_refused'],
      [quoting.id, 'order_transition_refused'],
      [delivered.id, 'order_transition_refused'],
      [canceled.id, 'order_transition_refused'],
    ] as const) {
      const before = await statusOf(id)
      const response = await next(id)
      expect(response.statusCode).toBe(409)
      expect(response.json().error.code).toBe(code)
      expect(await statusOf(id)).toBe(before)
    }
  })

  it('answers another person’s order as order_not_found and leaves it as it was', async () => {
    const theirs = await createOrder(db, {
      shopId: tienda.id,
      customerId: otro.id,
      supplierId: ana.id,
      status: 'on_the_way',
    })
    const response = await next(theirs.id)
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('order_not_found')
    expect(await statusOf(theirs.id)).toBe('on_the_way')
    expect((await next(theirs.id, otroCookie)).statusCode).toBe(200)
  })

  it('takes two presses at once once: one delivers, the other is refused', async () => {
    const twice = await order('on_the_way', '2026-10-06T18:00:00Z')
    const answers = await Promise.all([next(twice.id), next(twice.id)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const steps = await db.select().from(orderHistory).where(eq(orderHistory.orderId, twice.id))
    expect(steps.filter((s) => s.event === 'deliver')).toHaveLength(1)
  })

  it('refuses a body with fields, changing nothing', async () => {
    const response = await next(onTheWay.id, cookie, { status: 'delivered' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('unknown_fields')
    expect(await statusOf(onTheWay.id)).toBe('on_the_way')
  })
})
