import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cartLines, carts } from '../src/modules/cart/cart.tables.ts'
import type { users } from '../src/modules/identity/identity.tables.ts'
import { items } from '../src/modules/items/items.tables.ts'
import { shopItems, supplierSettings } from '../src/modules/resale/resale.tables.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The cart API (002 §3–§5; decisions 041, 042): adding, changing and removing lines, merging a
 * local cart, the anonymous preview, sharing and copying, and quality cases 1, 5 and 6.
 */
const { app, database } = await createTestApp()
const db = database.db

// The shop `crt-shop` of Olga sells her own items and two of Rita's (a dropshipping supplier).
const owner = await createUser(db, { email: 'crt-owner@example.test', name: 'Olga Tienda', slug: 'olga' })
const shop = await createShop(db, owner.id, { slug: 'crt-shop' })
const reseller = await createUser(db, { email: 'crt-rita@example.test', name: 'Rita Proveedora' })
const stranger = await createUser(db, { email: 'crt-stranger@example.test', name: 'Sin Tienda' })

const jarro = await createItem(db, owner.id, { name: 'Jarro', listPrice: 12_000, available: 5 })
const limited = await createItem(db, owner.id, {
  name: 'Mezcal',
  listPrice: 50_000,
  available: 10,
  maxPurchaseAmount: 2,
})
const onDemand = await createItem(db, owner.id, {
  name: 'Retrato',
  listPrice: 90_000,
  stockType: 'ondemand',
  available: 0,
})
const shirt = await createItem(db, owner.id, {
  name: 'Camisa',
  listPrice: 30_000,
  available: 20,
  variants: { Talla: 'Chica, Mediana, Grande', Color: 'Añil' },
})
const soldOut = await createItem(db, owner.id, { name: 'Agotado', available: 0 })
const disabled = await createItem(db, owner.id, { name: 'Apagado', disabled: true })
const resold = await createItem(db, reseller.id, {
  name: 'Rebozo revendido',
  listPrice: 40_000,
  available: 8,
  isDropshipping: true,
})
const resold2 = await createItem(db, reseller.id, { name: 'Canasta revendida', listPrice: 15_000 })
const notSold = await createItem(db, stranger.id, { name: 'Ajeno', listPrice: 1_000 })
await db.insert(shopItems).values([
  { shopId: shop.id, itemId: resold.id },
  { shopId: shop.id, itemId: resold2.id },
])
await db.insert(supplierSettings).values({
  userId: owner.id,
  isConfigured: true,
  enabledPaymentTypes: ['card', 'store'],
  fixedShippingCost: 9_900,
  fixedShippingDays: 3,
})

let n = 0
/** A fresh customer (each test works on its own cart), signed in. */
async function customer(overrides: Partial<typeof users.$inferInsert> = {}) {
  n += 1
  const user = await createUser(db, { email: `crt-customer-${n}@example.test`, ...overrides })
  return { user, cookie: await loginAs(app, user.email) }
}

type Json = Record<string, unknown>
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, cookie: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/v1/shops/crt-shop/cart${path}`,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Json }),
  })
const add = (cookie: string, payload: unknown) => call('POST', '/lines', cookie, payload)

interface View {
  id: string | null
  count: number
  totals: { amount: number; currency: string }[]
  warnings: { code: string; params: Record<string, number>; line_id?: string }[]
  orders: {
    supplier: { id: string; name: string }
    dssupplier: { id: string; name: string } | null
    total: number
    amount: number
    is_configured: boolean
    supplier_info: { enabled_payment_types: string[] }
    dssupplier_info: { fixed_shipping_cost: number | null; fixed_shipping_days: number | null } | null
    aggregated: {
      products: {
        line_id: string | null
        id: string
        name: string
        quantity: number
        total: number
        variants: Record<string, string>
        unavailable: string | null
        url: string
      }[]
    }[]
  }[]
}
const products = (view: View) => view.orders.flatMap((o) => o.aggregated.flatMap((g) => g.products))
const quantities = (view: View) => Object.fromEntries(products(view).map((p) => [p.name, p.quantity]))
const storedLines = async (userId: string) =>
  db
    .select({ itemId: cartLines.itemId, quantity: cartLines.quantity, variants: cartLines.variants })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(eq(carts.customerId, userId))
    .orderBy(cartLines.addedAt)

describe('adding to the cart', () => {
  it('adds a line and answers the whole priced cart grouped per supplier', async () => {
    const { user, cookie } = await customer()
    const empty = await call('GET', '', cookie)
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toEqual({ id: null, orders: [], totals: [], count: 0, warnings: [] })

    const first = await add(cookie, { item_id: jarro.id, quantity: 2 })
    expect(first.statusCode, first.body).toBe(201)
    const again = await add(cookie, { item_id: resold.id, quantity: 1 })
    const view = again.json() as View
    expect(view.id).toEqual(expect.any(String))
    expect(view.count).toBe(3)
    expect(view.totals).toEqual([{ amount: 2 * 12_000 + 40_000, currency: 'MXN' }])
    expect(view.orders.map((o) => [o.supplier.name, o.total, o.amount, o.is_configured])).toEqual([
      ['Olga Tienda', 24_000, 2, true],
      ['Rita Proveedora', 40_000, 1, false],
    ])
    // Olga's set-up; Rita has none: not configured, nothing enabled. Her dropshipping item sold
    // in a shop she does not own names her as the dssupplier too (decision 041).
    expect(view.orders[0]!.supplier_info.enabled_payment_types).toEqual(['card', 'store'])
    expect(view.orders[0]!.dssupplier_info).toEqual({ fixed_shipping_cost: 9_900, fixed_shipping_days: 3 })
    expect(view.orders[1]!.dssupplier?.name).toBe('Rita Proveedora')
    expect(view.orders[1]!.supplier_info.enabled_payment_types).toEqual([])
    expect(products(view)[0]).toMatchObject({
      name: 'Jarro',
      quantity: 2,
      total: 24_000,
      unavailable: null,
      url: `/crt-shop/productos/${owner.id}/${jarro.id}`,
    })
    expect(await storedLines(user.id)).toEqual([
      { itemId: jarro.id, quantity: 2, variants: {} },
      { itemId: resold.id, quantity: 1, variants: {} },
    ])
  })

  it('adds to the existing line of the same item and variants, and counts units', async () => {
    const { cookie } = await customer()
    await add(cookie, { item_id: jarro.id, quantity: 1 })
    const view = (await add(cookie, { item_id: jarro.id, quantity: 2 })).json() as View
    expect(quantities(view)).toEqual({ Jarro: 3 })
    expect((await call('GET', '/count', cookie)).json()).toEqual({ count: 3 })
  })

  it('takes a variant the item offers, fills in its fixed ones, and refuses others with 400', async () => {
    const { user, cookie } = await customer()
    const ok = await add(cookie, { item_id: shirt.id, quantity: 1, variants: { Talla: 'mediana' } })
    expect(ok.statusCode, ok.body).toBe(201)
    expect(products(ok.json())[0]!.variants).toEqual({ Talla: 'Mediana', Color: 'Añil' })
    const other = await add(cookie, { item_id: shirt.id, quantity: 1, variants: { Talla: 'Grande' } })
    expect(products(other.json()).map((p) => p.variants.Talla)).toEqual(['Mediana', 'Grande'])

    for (const variants of [{ Talla: 'Enorme' }, { Sabor: 'Fresa', Talla: 'Chica' }, undefined]) {
      const refused = await add(cookie, { item_id: shirt.id, quantity: 1, ...(variants ? { variants } : {}) })
      expect(refused.statusCode, JSON.stringify(variants)).toBe(400)
      expect(refused.json().error.code).toBe('invalid_request')
    }
    expect((await storedLines(user.id)).length).toBe(2)
  })

  it('adds only items the shop sells: another supplier’s item not resold here is 404 item_not_found', async () => {
    const { user, cookie } = await customer()
    const response = await add(cookie, { item_id: notSold.id, quantity: 1 })
    expect(response.statusCode).toBe(404)
    expect(response.json().error).toEqual({
      code: 'item_not_found',
      message: 'Producto, servicio o experiencia no encontrado',
    })
    expect(await storedLines(user.id)).toEqual([])
  })

  it('refuses more than the stock with quantity_exceeded and the units available', async () => {
    const { user, cookie } = await customer()
    await add(cookie, { item_id: jarro.id, quantity: 4 })
    const response = await add(cookie, { item_id: jarro.id, quantity: 2 })
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toEqual({
      code: 'quantity_exceeded',
      message: 'Cantidad excedida. Disponibles: 5.',
      params: { available: 5 },
    })
    const english = await app.inject({
      method: 'POST',
      url: '/api/v1/shops/crt-shop/cart/lines',
      headers: { cookie, 'accept-language': 'en' },
      payload: { item_id: jarro.id, quantity: 6 },
    })
    expect(english.json().error.message).toBe('Quantity exceeded. Available: 5.')
    expect(await storedLines(user.id)).toEqual([{ itemId: jarro.id, quantity: 4, variants: {} }])
  })

  it('refuses more than max_purchase_amount with purchase_amount_exceeded and the maximum', async () => {
    const { cookie } = await customer()
    const response = await add(cookie, { item_id: limited.id, quantity: 3 })
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toEqual({
      code: 'purchase_amount_exceeded',
      message: 'Cantidad de compra excedida: el máximo es 2 por compra.',
      params: { max: 2 },
    })
    // An on-demand item is bound by no stock, only by the cart's 999.
    expect((await add(cookie, { item_id: onDemand.id, quantity: 40 })).statusCode).toBe(201)
  })

  it('refuses an item that cannot be bought: out_of_stock, unavailable_for_sale', async () => {
    const { user, cookie } = await customer()
    const out = await add(cookie, { item_id: soldOut.id, quantity: 1 })
    expect([out.statusCode, out.json().error.code, out.json().error.message]).toEqual([
      409,
      'out_of_stock',
      'Producto agotado.',
    ])
    const off = await add(cookie, { item_id: disabled.id, quantity: 1 })
    expect([off.statusCode, off.json().error.code]).toEqual([409, 'unavailable_for_sale'])
    expect(await storedLines(user.id)).toEqual([])
  })

  it('adds a line to an existing cart in at most 6 SQL statements', async () => {
    const { cookie } = await customer()
    await add(cookie, { item_id: jarro.id, quantity: 1 })
    const response = await add(cookie, { item_id: resold.id, quantity: 1 })
    expect(response.statusCode).toBe(201)
    // The session is kept (decision 032); the shop, the lines, the items' facts, the write, the
    // suppliers' settings and their names.
    expect(Number(response.headers['x-sql-statements'])).toBeLessThanOrEqual(6)
  })

  it('asks visitors to sign in: the saved cart is for signed-in customers', async () => {
    const response = await add('', { item_id: jarro.id, quantity: 1 })
    expect(response.statusCode).toBe(401)
  })
})

describe('changing and removing lines', () => {
  it('sets a line’s quantity, within the same limits, and removes a line', async () => {
    const { user, cookie } = await customer()
    await add(cookie, { item_id: jarro.id, quantity: 1 })
    const view = (await add(cookie, { item_id: limited.id, quantity: 1 })).json() as View
    const [jarroLine, limitedLine] = products(view).map((p) => p.line_id!)

    const patched = await call('PATCH', `/lines/${jarroLine}`, cookie, { quantity: 5 })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(quantities(patched.json())).toEqual({ Jarro: 5, Mezcal: 1 })

    const over = await call('PATCH', `/lines/${limitedLine}`, cookie, { quantity: 3 })
    expect([over.statusCode, over.json().error.code, over.json().error.params]).toEqual([
      409,
      'purchase_amount_exceeded',
      { max: 2 },
    ])

    const removed = await call('DELETE', `/lines/${jarroLine}`, cookie)
    expect(removed.statusCode).toBe(200)
    expect(quantities(removed.json())).toEqual({ Mezcal: 1 })
    expect(await storedLines(user.id)).toEqual([{ itemId: limited.id, quantity: 1, variants: {} }])
  })

  it('answers 404 for another customer’s line and leaves it untouched (quality case 1)', async () => {
    const alice = await customer()
    const bob = await customer()
    const view = (await add(alice.cookie, { item_id: jarro.id, quantity: 2 })).json() as View
    const line = products(view)[0]!.line_id!
    const patched = await call('PATCH', `/lines/${line}`, bob.cookie, { quantity: 1 })
    expect([patched.statusCode, patched.json().error.code]).toEqual([404, 'cart_line_not_found'])
    const deleted = await call('DELETE', `/lines/${line}`, bob.cookie)
    expect(deleted.statusCode).toBe(404)
    expect(await storedLines(alice.user.id)).toEqual([{ itemId: jarro.id, quantity: 2, variants: {} }])
    expect(quantities((await call('GET', '', alice.cookie)).json())).toEqual({ Jarro: 2 })
  })

  it('shows a stored quantity above today’s stock lowered, with insufficient_stock', async () => {
    const { cookie } = await customer()
    const item = await createItem(db, owner.id, { name: 'Escaso', available: 6 })
    await add(cookie, { item_id: item.id, quantity: 6 })
    await db.update(items).set({ available: 2 }).where(eq(items.id, item.id))
    const view = (await call('GET', '', cookie)).json() as View
    expect(quantities(view)).toEqual({ Escaso: 2 })
    expect(view.warnings).toEqual([
      {
        code: 'insufficient_stock',
        params: { available: 2, quantity: 2 },
        line_id: products(view)[0]!.line_id,
      },
    ])
  })

  it('flags lines that can no longer be bought and leaves them out of totals and count', async () => {
    const { cookie } = await customer()
    const item = await createItem(db, owner.id, { name: 'Se apagará', available: 3, listPrice: 1_000 })
    await add(cookie, { item_id: item.id, quantity: 1 })
    await add(cookie, { item_id: jarro.id, quantity: 1 })
    await db.update(items).set({ disabled: true }).where(eq(items.id, item.id))
    const view = (await call('GET', '', cookie)).json() as View
    expect(products(view).map((p) => [p.name, p.unavailable])).toEqual([
      ['Se apagará', 'unavailable_for_sale'],
      ['Jarro', null],
    ])
    expect(view.count).toBe(1)
    expect(view.totals).toEqual([{ amount: 12_000, currency: 'MXN' }])
    expect((await call('GET', '/count', cookie)).json()).toEqual({ count: 1 })
  })
})

describe('bad input (quality cases 5 and 6)', () => {
  it('refuses list_price, amount and status in bodies with 400 unknown_fields, saving nothing', async () => {
    const { user, cookie } = await customer()
    for (const extra of [{ list_price: 1 }, { amount: 1 }, { status: 'paid' }]) {
      const response = await add(cookie, { item_id: jarro.id, quantity: 1, ...extra })
      expect(response.statusCode, JSON.stringify(extra)).toBe(400)
      expect(response.json().error.code).toBe('unknown_fields')
    }
    const bulk = await call('POST', '/bulk', cookie, {
      lines: [{ item_id: jarro.id, quantity: 1, amount: 5 }],
    })
    expect([bulk.statusCode, bulk.json().error.code]).toEqual([400, 'unknown_fields'])
    expect(await storedLines(user.id)).toEqual([])
  })

  it('refuses quantities 0, −1, 1.5, "1e3", 2^53, null and [] with 400, the cart unchanged', async () => {
    const { user, cookie } = await customer()
    const view = (await add(cookie, { item_id: jarro.id, quantity: 2 })).json() as View
    const line = products(view)[0]!.line_id!
    for (const quantity of [0, -1, 1.5, '1e3', 2 ** 53, null, []]) {
      const added = await add(cookie, { item_id: jarro.id, quantity })
      expect([added.statusCode, added.json().error.code], JSON.stringify(quantity)).toEqual([
        400,
        'invalid_request',
      ])
      const patched = await call('PATCH', `/lines/${line}`, cookie, { quantity })
      expect(patched.statusCode, JSON.stringify(quantity)).toBe(400)
      const bulk = await call('POST', '/bulk', cookie, { lines: [{ item_id: jarro.id, quantity }] })
      expect(bulk.statusCode, JSON.stringify(quantity)).toBe(400)
    }
    expect(await storedLines(user.id)).toEqual([{ itemId: jarro.id, quantity: 2, variants: {} }])
  })
})

describe('a local cart: bulk merge and the anonymous preview', () => {
  it('merges a local cart: sums quantities, caps at what is allowed with a warning', async () => {
    const { user, cookie } = await customer()
    await add(cookie, { item_id: jarro.id, quantity: 3 })
    const response = await call('POST', '/bulk', cookie, {
      lines: [
        { item_id: jarro.id, quantity: 2 },
        { item_id: jarro.id, quantity: 2 },
        { item_id: limited.id, quantity: 5 },
        { item_id: resold2.id, quantity: 1 },
        { item_id: notSold.id, quantity: 1 },
      ],
    })
    expect(response.statusCode, response.body).toBe(200)
    const view = response.json() as View
    expect(quantities(view)).toEqual({ Jarro: 5, Mezcal: 2, 'Canasta revendida': 1 })
    const lineOf = (name: string) => products(view).find((p) => p.name === name)!.line_id
    expect(view.warnings).toEqual([
      { code: 'unavailable_for_sale', params: {} },
      { code: 'quantity_exceeded', params: { available: 5 }, line_id: lineOf('Jarro') },
      { code: 'purchase_amount_exceeded', params: { max: 2 }, line_id: lineOf('Mezcal') },
    ])
    expect((await storedLines(user.id)).map((l) => [l.itemId, l.quantity])).toEqual([
      [jarro.id, 5],
      [limited.id, 2],
      [resold2.id, 1],
    ])
  })

  it('prices an anonymous drawer’s lines without storing anything', async () => {
    const before = await db.select().from(cartLines)
    const response = await call('POST', '/preview', '', {
      lines: [
        { item_id: jarro.id, quantity: 1 },
        { item_id: resold.id, quantity: 2 },
        { item_id: shirt.id, quantity: 1, variants: { Talla: 'Chica' } },
      ],
    })
    expect(response.statusCode, response.body).toBe(200)
    const view = response.json() as View
    expect(view.id).toBeNull()
    expect(view.count).toBe(4)
    expect(products(view).every((p) => p.line_id === null)).toBe(true)
    expect(view.totals).toEqual([{ amount: 12_000 + 2 * 40_000 + 30_000, currency: 'MXN' }])
    expect(await db.select().from(cartLines)).toEqual(before)
  })
})

describe('sharing a cart', () => {
  it('shares a cart by link and copies it into another customer’s cart', async () => {
    const ana = await customer()
    await add(ana.cookie, { item_id: jarro.id, quantity: 2 })
    await add(ana.cookie, { item_id: resold.id, quantity: 1 })
    const shared = await call('POST', '/share', ana.cookie)
    expect(shared.statusCode, shared.body).toBe(200)
    const { token, url } = shared.json() as { token: string; url: string }
    expect(url).toBe(`/crt-shop/carrito?compartido=${token}`)
    expect((await call('POST', '/share', ana.cookie)).json().token).toBe(token)

    const beto = await customer()
    await add(beto.cookie, { item_id: jarro.id, quantity: 1 })
    const copied = await call('POST', `/copy/${token}`, beto.cookie)
    expect(copied.statusCode, copied.body).toBe(200)
    expect(quantities(copied.json())).toEqual({ Jarro: 3, 'Rebozo revendido': 1 })
    // Ana's own cart is as it was.
    expect(quantities((await call('GET', '', ana.cookie)).json())).toEqual({
      Jarro: 2,
      'Rebozo revendido': 1,
    })

    const unknown = await call('POST', '/copy/no-such-token', beto.cookie)
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'cart_not_found'])
  })

  it('does not share an empty cart nor a guest’s cart', async () => {
    const empty = await customer()
    const none = await call('POST', '/share', empty.cookie)
    expect([none.statusCode, none.json().error.code]).toEqual([409, 'cart_empty'])

    const guest = await customer({ isGuest: true })
    // A guest buys like any customer…
    expect((await add(guest.cookie, { item_id: jarro.id, quantity: 1 })).statusCode).toBe(201)
    // …but sharing needs an account of one's own.
    const refused = await call('POST', '/share', guest.cookie)
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'account_required'])
  })
})

describe('resold items in the shop’s pages', () => {
  it('lists the items the shop resells beside its own, and opens their detail', async () => {
    const list = await app.inject({ url: '/api/v1/shops/crt-shop/items?type=product&limit=50' })
    const names = list.json().results.map((item: { name: string }) => item.name)
    expect(names).toEqual(expect.arrayContaining(['Jarro', 'Rebozo revendido', 'Canasta revendida']))
    expect(names).not.toContain('Ajeno')
    const detail = await app.inject({ url: `/api/v1/shops/crt-shop/items/${resold.id}` })
    expect(detail.statusCode).toBe(200)
    expect(detail.json()).toMatchObject({ name: 'Rebozo revendido', supplier: { name: 'Rita Proveedora' } })
    const notHere = await app.inject({ url: `/api/v1/shops/crt-shop/items/${notSold.id}` })
    expect(notHere.statusCode).toBe(404)
    const suggested = await app.inject({ url: '/api/v1/items/suggestions?q=rebozo&shop=crt-shop' })
    expect(suggested.json().items.map((item: { name: string }) => item.name)).toEqual(['Rebozo revendido'])
  })

  it('drops the reselling shop’s kept list when the supplier changes a resold item', async () => {
    const seller = await createUser(db, { email: 'crt-seller@example.test', name: 'Vera' })
    const shopOwner = await createUser(db, { email: 'crt-reseller-shop@example.test' })
    const reselling = await createShop(db, shopOwner.id, { slug: 'crt-resells' })
    const item = await createItem(db, seller.id, { name: 'Olla vieja' })
    await db.insert(shopItems).values({ shopId: reselling.id, itemId: item.id })
    const cookie = await loginAs(app, 'crt-seller@example.test')
    const list = () => app.inject({ url: '/api/v1/shops/crt-resells/items?type=product' })
    const names = async () => (await list()).json().results.map((i: { name: string }) => i.name)

    expect(await names()).toEqual(['Olla vieja'])
    expect((await list()).headers['x-answer-cache']).toBe('hit')
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/v1/me/items/${item.id}`,
      headers: { cookie },
      payload: { name: 'Olla nueva' },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(await names()).toEqual(['Olla nueva'])
  })
})
