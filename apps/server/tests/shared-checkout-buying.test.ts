import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { checkouts } from '../src/modules/checkout/checkout.tables.ts'
import { items } from '../src/modules/items/items.tables.ts'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { signInGuest } from './factories/guests.ts'
import { createUser, loginAs } from './factories/users.ts'
import { fakePayments, fakeShipping } from './helpers/checkout-fakes.ts'
import { type Named, sharedCheckoutKit } from './helpers/shared-checkout-kit.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Buying from a shared checkout's link (decision 054): the buyer's own checkout of exactly those
 * items priced now, the sharer's attribution kept into the order, again and again, by a guest
 * too; what cannot be bought left out.
 */
const payments = fakePayments()
const { app, database } = await createTestApp({
  payments: payments.provider,
  shipping: fakeShipping().provider,
})
const db = database.db

const { sharedScene, byName, view, start } = sharedCheckoutKit(app, db)

describe('buying from a shared checkout', () => {
  it('starts the buyer’s own checkout of exactly those lines, priced now, with the sharer’s attribution', async () => {
    const s = await sharedScene()
    await db.update(items).set({ listPrice: 21_000 }).where(eq(items.id, s.jarro.id))
    const buyer = await createUser(db)
    const cookie = await loginAs(app, buyer.email)
    const started = await start(s.shop.slug, s.publicSlug, cookie, { campaign: 'mine', click_id: 'clk-1' })
    expect(started.statusCode, started.body).toBe(201)
    const checkout = started.json()
    expect(checkout.id).not.toBe(s.checkout.id)
    expect(checkout.status).toBe('open')
    // The buyer's own contact, no address: nothing of the sharer's checkout comes along.
    expect(checkout.contact).toEqual({ email: buyer.email, phone: null })
    expect(checkout.address).toBeNull()
    expect(checkout.public_slug).toBeNull()
    expect(
      byName(
        checkout.orders[0].lines as (Named & { item_id: string; quantity: number; unit_price: number })[],
      ).map((l) => [l.item_id, l.quantity, l.unit_price]),
    ).toEqual([
      [s.jarro.id, 2, 21_000],
      [s.vela.id, 3, 5_000],
    ])
    expect(checkout.grand_total).toEqual({ amount: 57_000, currency: 'MXN' })
    const [row] = await db.select().from(checkouts).where(eq(checkouts.id, checkout.id))
    expect(row).toMatchObject({
      customerId: buyer.id,
      source: 'shared',
      sharedFrom: s.checkout.id,
      // The link's values win; the buyer's cookie fills only what the sharer's checkout left empty.
      referral: 'sofia-ref',
      campaign: 'navidad',
      clickId: 'clk-1',
    })
    // The sharer's checkout is as it was.
    const sharers = await app.inject({ url: s.base, headers: { cookie: s.sharerCookie } })
    expect(sharers.json().grand_total.amount).toBeGreaterThanOrEqual(55_000)
    expect(sharers.json().contact.email).toBe('ana@example.test')
  })

  it('can be bought from again and again, by a guest too, and the order keeps the attribution', async () => {
    const s = await sharedScene()
    const guest = await signInGuest(app, db, '+525512349054')
    const first = await start(s.shop.slug, s.publicSlug, guest)
    expect(first.statusCode, first.body).toBe(201)
    const second = await start(s.shop.slug, s.publicSlug, guest)
    expect(second.statusCode).toBe(201)
    expect(second.json().id).not.toBe(first.json().id)
    // Paying the second one places an order credited to the sharer's referral.
    const base = `/api/v1/shops/${s.shop.slug}/checkouts/${second.json().id}`
    await app.inject({
      method: 'PUT',
      url: `${base}/contact`,
      headers: { cookie: guest },
      payload: { email: 'guest54@example.test' },
    })
    const chosen = await app.inject({
      method: 'PUT',
      url: `${base}/delivery`,
      headers: { cookie: guest },
      payload: { supplier_id: s.supplier.id, delivery_type: 'collection' },
    })
    const paid = await app.inject({
      method: 'POST',
      url: `${base}/pay`,
      headers: { cookie: guest, 'idempotency-key': crypto.randomUUID() },
      payload: { payment_type: 'card', card_token: 'tok_ok', expected_total: chosen.json().grand_total },
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json().status).toBe('paid')
    const [order] = await db
      .select()
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.id, paid.json().order_ids[0])))
    expect(order).toMatchObject({ referral: 'sofia-ref', campaign: 'navidad' })
    // The link still opens for the next buyer.
    expect((await view(s.shop.slug, s.publicSlug)).statusCode).toBe(200)
  })

  it('needs a session (401), leaves out what cannot be bought, and answers purchase_unavailable when nothing can', async () => {
    const s = await sharedScene()
    expect((await start(s.shop.slug, s.publicSlug, '')).statusCode).toBe(401)
    const buyer = await loginAs(app, (await createUser(db)).email)
    await db.update(items).set({ available: 0 }).where(eq(items.id, s.vela.id))
    const partial = await start(s.shop.slug, s.publicSlug, buyer)
    expect(partial.statusCode).toBe(201)
    expect(partial.json().orders[0].lines.map((l: { item_id: string }) => l.item_id)).toEqual([s.jarro.id])
    expect(partial.json().warnings).toContainEqual(
      expect.objectContaining({ code: 'out_of_stock', item_id: s.vela.id }),
    )
    await db.update(items).set({ available: 0 }).where(eq(items.id, s.jarro.id))
    const none = await start(s.shop.slug, s.publicSlug, buyer)
    expect(none.statusCode).toBe(409)
    expect(none.json().error.code).toBe('purchase_unavailable')
    // Unknown fields are refused like any checkout body.
    const strict = await start(s.shop.slug, s.publicSlug, buyer, { total: 1 })
    expect(strict.statusCode).toBe(400)
  })
})
