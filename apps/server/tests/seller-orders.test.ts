import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderNotes, purchaseOrderLines, purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { createOrder } from './factories/orders.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The seller's orders (decision 081; 002 §4–§7): the shop's sales — orders whose supplier is the
 * shop's owner — listed with filters and read whole by its staff; another shop's sales are not
 * there (quality.md 2); strict queries (quality.md 1).
 */
const { app, database } = await createTestApp()
const db = database.db

const seller = await createUser(db, { email: 'so-seller@example.test' })
const shop = await createShop(db, seller.id, { slug: 'so-tienda' })
const staff: Record<string, string> = {}
for (const role of ['admin', 'accountant', 'dispatcher', 'qrreader'] as const) {
  const user = await createUser(db, { email: `so-${role}@example.test` })
  await addStaff(db, shop.id, user.id, role)
  staff[role] = await loginAs(app, user.email)
}
const customer = await createUser(db, { email: 'so-customer@example.test' })
const other = await createUser(db, { email: 'so-other@example.test' })
const otherShop = await createShop(db, other.id, { slug: 'so-otra' })
const owner = await loginAs(app, seller.email)
const otherOwner = await loginAs(app, other.email)
const customerCookie = await loginAs(app, customer.email)

const addressOf = (recipient: string) => ({
  id: 'adr_x',
  recipient,
  street: 'Av. Reforma',
  exterior_number: '10',
  interior_number: null,
  neighbourhood: null,
  city: 'Ciudad de México',
  province_name: 'Ciudad de México',
  province_code: 'CMX',
  postcode: '06600',
  country: 'MX' as const,
  phone: '5512345678',
  references: null,
})
const who = { shopId: shop.id, customerId: customer.id, supplierId: seller.id }
const day = (iso: string) => new Date(iso)
// Placed on different days (Mexico City), changed in the order listed last.
const quote = await createOrder(
  db,
  { ...who, status: 'awaiting_confirmation' },
  { address: addressOf('Lucía Pérez'), createdAt: day('2026-11-02T18:00:00Z') },
)
const paid = await createOrder(db, who, {
  contactEmail: 'marta@example.test',
  createdAt: day('2026-11-10T18:00:00Z'),
})
const shipping = await createOrder(
  db,
  { ...who, status: 'on_the_way' },
  // 23:30 in Mexico City on the 20th is the 21st in UTC.
  { createdAt: day('2026-11-21T05:30:00Z') },
)
await db
  .update(purchaseOrderLines)
  .set({ name: 'Rebozo de seda' })
  .where(eq(purchaseOrderLines.orderId, shipping.id))
const theirs = await createOrder(db, { shopId: otherShop.id, customerId: customer.id, supplierId: other.id })
let tick = Date.parse('2026-11-25T12:00:00Z')
for (const order of [theirs, quote, paid, shipping]) {
  tick += 60_000
  await db
    .update(purchaseOrders)
    .set({ updatedAt: new Date(tick) })
    .where(eq(purchaseOrders.id, order.id))
}

const get = (url: string, cookie: string) => app.inject({ url, headers: { cookie } })
const list = (query: string, cookie = owner) => get(`/api/v1/shops/so-tienda/orders${query}`, cookie)
const ids = (response: { json(): { results: { id: string }[] } }) => response.json().results.map((o) => o.id)

describe('GET /shops/:slug/orders', () => {
  it('lists the shop’s sales newest change first with their state, customer, total and the viewer’s next step, in at most 4 statements', async () => {
    const response = await list('')
    expect(response.statusCode, response.body).toBe(200)
    expect(ids(response)).toEqual([shipping.id, paid.id, quote.id])
    expect(response.json().matches_estimated).toBe(3)
    const [first, second, third] = response.json().results
    expect(first).toMatchObject({
      status: 'on_the_way',
      displayed_state: 'on_the_way',
      first_item: 'Rebozo de seda',
      lines: 1,
      total: { amount: 25_000, currency: 'MXN' },
      next: 'deliver',
    })
    expect(second).toMatchObject({ status: 'paid', contact_email: 'marta@example.test', next: 'process' })
    expect(third).toMatchObject({
      status: 'awaiting_confirmation',
      displayed_state: 'awaiting_seller_confirmation',
      customer_name: 'Lucía Pérez',
      delivery_type: 'delivery',
      next: null,
    })
    // The session (two statements), the shop, and the page with its count.
    expect(Number(response.headers['x-sql-statements'])).toBeLessThanOrEqual(4)
  })

  it('pages, and counts past the end', async () => {
    const page = await list('?limit=2&offset=2')
    expect(ids(page)).toEqual([quote.id])
    expect(page.json().matches_estimated).toBe(3)
    const past = await list('?offset=30')
    expect(past.json()).toEqual({ results: [], matches_estimated: 3 })
  })

  it('filters by state, by text (id, email, name, item) and by the days placed where the viewer is', async () => {
    expect(ids(await list('?state=paid'))).toEqual([paid.id])
    expect(ids(await list(`?text=${paid.id}`))).toEqual([paid.id])
    expect(ids(await list('?text=MARTA@'))).toEqual([paid.id])
    expect(ids(await list('?text=lucía'))).toEqual([quote.id])
    expect(ids(await list('?text=rebozo'))).toEqual([shipping.id])
    expect(ids(await list('?text=100%25'))).toEqual([])
    expect(ids(await list('?start_date=2026-11-10'))).toEqual([shipping.id, paid.id])
    expect(ids(await list('?end_date=2026-11-10'))).toEqual([paid.id, quote.id])
    // Placed on the 20th in Mexico City, the 21st in UTC.
    expect(ids(await list('?start_date=2026-11-20&end_date=2026-11-20'))).toEqual([shipping.id])
    expect(ids(await list('?start_date=2026-11-21'))).toEqual([])
  })

  it('refuses unknown fields, unknown states, malformed dates and limits out of bounds (400)', async () => {
    for (const [query, code] of [
      ['?status=paid', 'unknown_fields'],
      ['?state=shipped', 'invalid_request'],
      ['?start_date=10-11-2026', 'invalid_request'],
      ['?end_date=2026-11-10T00:00', 'invalid_request'],
      ['?start_date=2026-02-30', 'invalid_request'],
      ['?start_date=0000-01-01', 'invalid_request'],
      ['?limit=0', 'invalid_request'],
      ['?limit=1e3', 'invalid_request'],
      ['?sort=updated_at', 'invalid_request'],
    ] as const) {
      const response = await list(query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().error.code, query).toBe(code)
    }
  })

  it('shows staff who see orders the same list; the next step is the seller’s for admins, the dispatcher’s for a dispatcher, none for an accountant', async () => {
    expect(ids(await list('', staff.admin!))).toEqual([shipping.id, paid.id, quote.id])
    expect((await list('?state=paid', staff.dispatcher!)).json().results[0].next).toBe('process')
    expect((await list('?state=paid', staff.accountant!)).json().results[0].next).toBeNull()
    expect((await list('', staff.qrreader!)).statusCode).toBe(403)
    expect((await list('', customerCookie)).statusCode).toBe(404)
  })

  it('never lists another shop’s sales: each owner sees their own', async () => {
    expect(ids(await get('/api/v1/shops/so-otra/orders', otherOwner))).toEqual([theirs.id])
    expect((await list('', otherOwner)).statusCode).toBe(404)
  })
})

describe('GET /shops/:slug/orders/:id', () => {
  it('reads a sale whole: lines, address, history, every note newest first, and what the viewer may do', async () => {
    await db.insert(orderNotes).values([
      {
        id: 'onote_a',
        orderId: quote.id,
        authorId: seller.id,
        authorRole: 'seller',
        visibility: 'internal',
        text: 'Llamar antes',
        at: new Date('2026-11-25T10:00:00Z'),
      },
      {
        id: 'onote_b',
        orderId: quote.id,
        authorId: seller.id,
        authorRole: 'seller',
        visibility: 'client',
        text: 'Entregamos el sábado',
        at: new Date('2026-11-25T11:00:00Z'),
      },
    ])
    const response = await get(`/api/v1/shops/so-tienda/orders/${quote.id}`, owner)
    expect(response.statusCode, response.body).toBe(200)
    const detail = response.json()
    expect(detail).toMatchObject({
      id: quote.id,
      status: 'awaiting_confirmation',
      address: { recipient: 'Lucía Pérez', postcode: '06600' },
      items_total: { amount: 25_000, currency: 'MXN' },
      estimated_delivery_at: null,
      estimated_cost: null,
      tracking: null,
      can_quote: true,
      can_note: true,
      next: null,
    })
    expect(detail.order_lines).toEqual([
      expect.objectContaining({
        name: 'Jarro de barro',
        quantity: 1,
        unit_price: { amount: 25_000, currency: 'MXN' },
      }),
    ])
    expect(detail.history).toEqual([
      expect.objectContaining({ event: 'place', from: null, to: 'awaiting_confirmation', actor: 'customer' }),
    ])
    expect(detail.notes.map((n: { text: string; visibility: string }) => [n.text, n.visibility])).toEqual([
      ['Entregamos el sábado', 'client'],
      ['Llamar antes', 'internal'],
    ])
  })

  it('tells a dispatcher they may not quote, and an accountant they may only read', async () => {
    const dispatcher = (await get(`/api/v1/shops/so-tienda/orders/${quote.id}`, staff.dispatcher!)).json()
    expect(dispatcher).toMatchObject({ can_quote: false, can_note: true })
    const accountant = (await get(`/api/v1/shops/so-tienda/orders/${paid.id}`, staff.accountant!)).json()
    expect(accountant).toMatchObject({ can_quote: false, can_note: false, next: null })
  })

  it('is order_not_found for another shop’s sale read through one’s own shop, and for no order', async () => {
    const theirsHere = await get(`/api/v1/shops/so-tienda/orders/${theirs.id}`, owner)
    expect(theirsHere.statusCode).toBe(404)
    expect(theirsHere.json().error.code).toBe('order_not_found')
    const oursThere = await get(`/api/v1/shops/so-otra/orders/${quote.id}`, otherOwner)
    expect(oursThere.statusCode).toBe(404)
    expect(oursThere.json().error.code).toBe('order_not_found')
    expect((await get('/api/v1/shops/so-tienda/orders/ord_none', owner)).json().error.code).toBe(
      'order_not_found',
    )
  })
})
