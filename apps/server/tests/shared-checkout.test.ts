import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { checkouts } from '../src/modules/checkout/checkout.tables.ts'
import { SHARED_VIEW_LIMITS } from '../src/modules/checkout/shared-checkout.routes.ts'
import { items } from '../src/modules/items/items.tables.ts'
import { signInGuest } from './factories/guests.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser } from './factories/users.ts'
import { configureSupplier, fakePayments, fakeShipping, readyCheckout } from './helpers/checkout-fakes.ts'
import { type Named, sharedCheckoutKit } from './helpers/shared-checkout-kit.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The public shared checkout (002 §4 "public shared checkout … public_slug"; decision 054): the
 * link made once by a customer with an account, the public view priced now with nothing of the
 * sharer, and the 404s and limits that keep links to their shop. Buying from it:
 * shared-checkout-buying.test.ts.
 */
const { app, database } = await createTestApp({
  payments: fakePayments().provider,
  shipping: fakeShipping().provider,
})
const db = database.db

const { nextAddress, sharedScene, byName, view, start } = sharedCheckoutKit(app, db)

describe('sharing a checkout', () => {
  it('makes the link once: the page’s path and its end a month later; again is slug_public_was_alrready_generated', async () => {
    const s = await sharedScene()
    expect(s.share.public_slug).toMatch(/^[\w-]{16}$/)
    expect(s.share.url).toBe(`/${s.shop.slug}/comprar/compartido/${s.publicSlug}`)
    const days = (Date.parse(s.share.expires_at) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
    const again = await app.inject({
      method: 'POST',
      url: `${s.base}/share`,
      headers: { cookie: s.sharerCookie },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('slug_public_was_alrready_generated')
    // The checkout itself now names its link, for the sharer's page.
    const read = await app.inject({ url: s.base, headers: { cookie: s.sharerCookie } })
    expect(read.json().public_slug).toBe(s.publicSlug)
  })

  it('refuses a guest: sharing needs an account of one’s own (403 account_required)', async () => {
    const supplier = await createUser(db)
    const shop = await createShop(db, supplier.id)
    await configureSupplier(db, supplier.id)
    const item = await createItem(db, supplier.id)
    const guest = await signInGuest(app, db, '+525512340054')
    const { base } = await readyCheckout(app, guest, shop.slug, { item: { item_id: item.id, quantity: 1 } })
    const refused = await app.inject({ method: 'POST', url: `${base}/share`, headers: { cookie: guest } })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('account_required')
  })
})

describe('the public view', () => {
  it('shows anyone the items priced now, and nothing of the sharer, in 5 statements', async () => {
    const s = await sharedScene()
    const response = await view(s.shop.slug, s.publicSlug)
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    expect(body.public_slug).toBe(s.publicSlug)
    expect(body.shop).toEqual({ slug: s.shop.slug, name: expect.any(String) })
    expect(body.cart.id).toBeNull()
    const products = byName(
      body.cart.orders.flatMap((o: { aggregated: { products: Named[] }[] }) =>
        o.aggregated.flatMap((g) => g.products),
      ),
    )
    expect(products).toEqual([
      expect.objectContaining({
        name: 'Jarro compartido',
        quantity: 2,
        amount: 20_000,
        total: 40_000,
        unavailable: null,
      }),
      expect.objectContaining({
        name: 'Vela compartida',
        quantity: 3,
        amount: 5_000,
        total: 15_000,
        unavailable: null,
      }),
    ])
    expect(body.cart.totals).toEqual([{ amount: 55_000, currency: 'MXN' }])
    expect(body.cart.orders[0].supplier.name).toBe('Alfarería Sol')
    expect(body.price_changes).toEqual([])
    expect(body.gone).toEqual([])
    // Nothing personal of the sharer: not her name, email, phone, address, ids or her checkout's.
    const text = response.body
    for (const secret of [
      s.sharer.name,
      s.sharer.email,
      s.sharer.id,
      'ana@example.test',
      '5512345678',
      'Reforma',
      'Ana López',
      s.checkout.id,
      'sofia-ref',
      'navidad',
    ]) {
      expect(text).not.toContain(secret)
    }
    // The shop, the link with its lines, the items, the suppliers' settings and their names.
    expect(Number(response.headers['x-sql-statements'])).toBeLessThanOrEqual(5)
  })

  it('prices at today’s prices with the moved ones listed, flags what ran out, lists what is gone', async () => {
    const s = await sharedScene()
    const gone = await createItem(db, s.supplier.id, { name: 'Maceta retirada' })
    // A third line whose item is then deleted: it is listed apart, not priced.
    await db.execute(
      sql`insert into checkout_lines (id, checkout_id, checkout_order_id, position, item_id, name, unit_price, quantity, total, currency, supplier_id, stock_type)
          select 'ckl_gone_' || ${s.publicSlug}, checkout_id, checkout_order_id, 9, ${gone.id}, 'Maceta retirada', 1000, 4, 4000, 'MXN', supplier_id, 'onstock'
          from checkout_lines where checkout_id = ${s.checkout.id} limit 1`,
    )
    await db.delete(items).where(eq(items.id, gone.id))
    await db.update(items).set({ listPrice: 23_000 }).where(eq(items.id, s.jarro.id))
    await db.update(items).set({ available: 0 }).where(eq(items.id, s.vela.id))
    const body = (await view(s.shop.slug, s.publicSlug)).json()
    const products = byName(body.cart.orders[0].aggregated.flatMap((g: { products: Named[] }) => g.products))
    expect(products).toEqual([
      expect.objectContaining({ name: 'Jarro compartido', amount: 23_000, total: 46_000, unavailable: null }),
      expect.objectContaining({ name: 'Vela compartida', unavailable: 'out_of_stock' }),
    ])
    // Only what can be bought counts: the sharer's frozen 55,000 is never answered.
    expect(body.cart.totals).toEqual([{ amount: 46_000, currency: 'MXN' }])
    expect(body.price_changes).toEqual([
      {
        item_id: s.jarro.id,
        name: 'Jarro compartido',
        shared_price: { amount: 20_000, currency: 'MXN' },
        price: { amount: 23_000, currency: 'MXN' },
      },
    ])
    expect(body.gone).toEqual([{ name: 'Maceta retirada', quantity: 4 }])
  })

  it('lowers a quantity above the stock left, with the warning naming its line', async () => {
    const s = await sharedScene()
    await db.update(items).set({ available: 1 }).where(eq(items.id, s.jarro.id))
    const body = (await view(s.shop.slug, s.publicSlug)).json()
    const jarro = body.cart.orders[0].aggregated[0].products.find((p: { id: string }) => p.id === s.jarro.id)
    expect(jarro.quantity).toBe(1)
    expect(body.cart.warnings).toContainEqual({
      code: 'insufficient_stock',
      params: { available: 1, quantity: 1 },
      line_id: jarro.line_id,
    })
  })

  it('answers 404 shared_checkout_not_found for an unknown link, an ended one and another shop’s', async () => {
    const s = await sharedScene()
    const otherOwner = await createUser(db)
    const other = await createShop(db, otherOwner.id)
    const address = nextAddress()
    const unknown = await view(s.shop.slug, 'NoSuchLink000000', { address })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.code).toBe('shared_checkout_not_found')
    // A slug only works in the shop it was made in.
    const elsewhere = await view(other.slug, s.publicSlug, { address })
    expect(elsewhere.statusCode).toBe(404)
    expect(elsewhere.json().error.code).toBe('shared_checkout_not_found')
    const elsewhereStart = await start(other.slug, s.publicSlug, s.sharerCookie)
    expect(elsewhereStart.statusCode).toBe(404)
    // A month later the link no longer opens.
    await db
      .update(checkouts)
      .set({ sharedUntil: sql`now() - interval '1 second'` })
      .where(eq(checkouts.id, s.checkout.id))
    const ended = await view(s.shop.slug, s.publicSlug, { address })
    expect(ended.statusCode).toBe(404)
    expect(ended.json().error.code).toBe('shared_checkout_not_found')
    expect(ended.json().error.message).toBe('Este enlace de compra no existe o ya venció.')
    // A slug of the wrong shape is refused before any lookup.
    expect((await view(s.shop.slug, 'x', { address })).statusCode).toBe(400)
  })

  it('limits openings per address (429 rate_limited), and unknown links sooner', async () => {
    const s = await sharedScene()
    const address = nextAddress()
    for (let i = 0; i < SHARED_VIEW_LIMITS.views.max; i += 1) {
      expect((await view(s.shop.slug, s.publicSlug, { address })).statusCode).toBe(200)
    }
    const over = await view(s.shop.slug, s.publicSlug, { address })
    expect(over.statusCode).toBe(429)
    expect(over.json().error.code).toBe('rate_limited')
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    // Guessing: after 10 misses the address may not even open a real link for a while.
    const guesser = nextAddress()
    for (let i = 0; i < SHARED_VIEW_LIMITS.misses.max; i += 1) {
      expect(
        (await view(s.shop.slug, `Guess${String(i).padStart(11, '0')}`, { address: guesser })).statusCode,
      ).toBe(404)
    }
    expect((await view(s.shop.slug, s.publicSlug, { address: guesser })).statusCode).toBe(429)
    // Another address is not touched by either.
    expect((await view(s.shop.slug, s.publicSlug)).statusCode).toBe(200)
  })
})
