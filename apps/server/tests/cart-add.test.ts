import { describe, expect, it } from 'vitest'
import { cartScene, products, quantities, type View } from './helpers/cart-scene.ts'

/** Adding to the cart (002 §3–§5; decision 042): priced answers per supplier, variants, the shop's items only, stock and maximum, 6 statements. */
const {
  app,
  owner,
  jarro,
  limited,
  onDemand,
  shirt,
  soldOut,
  disabled,
  resold,
  notSold,
  customer,
  call,
  add,
  storedLines,
} = await cartScene()

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
