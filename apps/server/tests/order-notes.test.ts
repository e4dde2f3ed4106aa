import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { systemContext } from '../src/kernel/context.ts'
import { orderNotesOf } from '../src/modules/orders/order-notes.service.ts'
import { orderNotes } from '../src/modules/orders/orders.tables.ts'
import { createOrder } from './factories/orders.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Notes on a sale (decision 081; 002 §3, §6 "add visible or internal notes"): the staff who move
 * orders write them, the seller's detail lists them all, the customer sees only those meant for
 * them; strict bodies (quality.md 1), another shop's order untouched (quality.md 2), a retried post
 * adds one note.
 */
const { app, database } = await createTestApp()
const db = database.db

const seller = await createUser(db, { email: 'on-seller@example.test' })
const shop = await createShop(db, seller.id, { slug: 'on-tienda' })
const dispatcher = await createUser(db, { email: 'on-dispatcher@example.test' })
await addStaff(db, shop.id, dispatcher.id, 'dispatcher')
const accountant = await createUser(db, { email: 'on-accountant@example.test' })
await addStaff(db, shop.id, accountant.id, 'accountant')
const customer = await createUser(db, { email: 'on-customer@example.test' })
const stranger = await createUser(db, { email: 'on-stranger@example.test' })
const other = await createUser(db, { email: 'on-other@example.test' })
await createShop(db, other.id, { slug: 'on-otra' })
const cookies = {
  owner: await loginAs(app, seller.email),
  dispatcher: await loginAs(app, dispatcher.email),
  accountant: await loginAs(app, accountant.email),
  customer: await loginAs(app, customer.email),
  stranger: await loginAs(app, stranger.email),
  otherOwner: await loginAs(app, other.email),
}
const order = await createOrder(db, { shopId: shop.id, customerId: customer.id, supplierId: seller.id })

const note = (cookie: string, payload: object, headers: Record<string, string> = {}, id = order.id) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/shops/on-tienda/orders/${id}/notes`,
    headers: { cookie, ...headers },
    payload,
  })
const notesIn = async (id: string) => db.select().from(orderNotes).where(eq(orderNotes.orderId, id))

describe('POST /shops/:slug/orders/:id/notes', () => {
  it('adds a note for the client and an internal one; the seller’s detail lists both newest first', async () => {
    const internal = await note(cookies.owner, { text: '  Cliente frecuente  ', visibility: 'internal' })
    expect(internal.statusCode, internal.body).toBe(201)
    expect(internal.json()).toMatchObject({
      text: 'Cliente frecuente',
      visibility: 'internal',
      author_role: 'seller',
    })
    const client = await note(cookies.dispatcher, { text: 'Sale hoy por la tarde', visibility: 'client' })
    expect(client.json()).toMatchObject({ visibility: 'client', author_role: 'dispatcher' })
    const detail = await app.inject({
      url: `/api/v1/shops/on-tienda/orders/${order.id}`,
      headers: { cookie: cookies.accountant },
    })
    expect(detail.json().notes.map((n: { text: string }) => n.text)).toEqual([
      'Sale hoy por la tarde',
      'Cliente frecuente',
    ])
  })

  it('shows the customer only the notes meant for them, on their own order only', async () => {
    const own = await app.inject({
      url: `/api/v1/me/orders/${order.id}/tracking`,
      headers: { cookie: cookies.customer },
    })
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json().notes.map((n: { text: string }) => n.text)).toEqual(['Sale hoy por la tarde'])
    expect(JSON.stringify(own.json())).not.toContain('Cliente frecuente')
    const ctx = systemContext(db)
    expect((await orderNotesOf(ctx, order.id, { clientOnly: true })).map((n) => n.visibility)).toEqual([
      'client',
    ])
    const strangers = await app.inject({
      url: `/api/v1/me/orders/${order.id}/tracking`,
      headers: { cookie: cookies.stranger },
    })
    expect(strangers.statusCode).toBe(404)
    expect(strangers.json().error.code).toBe('order_not_found')
  })

  it('refuses empty, too long, unknown-visibility and extra-field notes (400), and the accountant (403); nothing is added', async () => {
    const before = (await notesIn(order.id)).length
    for (const [body, code] of [
      [{ text: '   ', visibility: 'client' }, 'invalid_request'],
      [{ text: 'x'.repeat(501), visibility: 'client' }, 'invalid_request'],
      [{ text: 'Hola', visibility: 'public' }, 'invalid_request'],
      [{ text: 'Hola' }, 'invalid_request'],
      [{ text: 'Hola', visibility: 'client', author_id: seller.id }, 'unknown_fields'],
    ] as const) {
      const response = await note(cookies.owner, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().error.code).toBe(code)
    }
    expect((await note(cookies.owner, { text: 'x'.repeat(500), visibility: 'client' })).statusCode).toBe(201)
    expect((await note(cookies.accountant, { text: 'Hola', visibility: 'client' })).statusCode).toBe(403)
    expect(await notesIn(order.id)).toHaveLength(before + 1)
  })

  it('is order_not_found for another shop’s sale, whichever shop it is asked through; no note is added', async () => {
    const theirs = await createOrder(db, { shopId: shop.id, customerId: customer.id, supplierId: other.id })
    const here = await note(cookies.owner, { text: 'Hola', visibility: 'client' }, {}, theirs.id)
    expect(here.statusCode).toBe(404)
    expect(here.json().error.code).toBe('order_not_found')
    const there = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/on-otra/orders/${order.id}/notes`,
      headers: { cookie: cookies.otherOwner },
      payload: { text: 'Hola', visibility: 'client' },
    })
    expect(there.statusCode).toBe(404)
    expect(await notesIn(theirs.id)).toHaveLength(0)
    expect((await notesIn(order.id)).some((n) => n.text === 'Hola')).toBe(false)
  })

  it('adds one note for a post retried with the same Idempotency-Key', async () => {
    const fresh = await createOrder(db, { shopId: shop.id, customerId: customer.id, supplierId: seller.id })
    const key = { 'idempotency-key': crypto.randomUUID() }
    const body = { text: 'Empaque de regalo', visibility: 'client' }
    const [first, second] = await Promise.all([
      note(cookies.owner, body, key, fresh.id),
      note(cookies.owner, body, key, fresh.id),
    ])
    // The second answers the first's note, or that the first is still running (409).
    const made = [first!, second!].find((answer) => answer.statusCode === 201)!
    expect([first!.statusCode, second!.statusCode].every((status) => [201, 409].includes(status))).toBe(true)
    const third = await note(cookies.owner, body, key, fresh.id)
    expect(third.json().id).toBe(made.json().id)
    expect(await notesIn(fresh.id)).toHaveLength(1)
  })
})
