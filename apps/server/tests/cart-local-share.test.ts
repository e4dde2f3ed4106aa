import { describe, expect, it } from 'vitest'
import { cartLines } from '../src/modules/cart/cart.tables.ts'
import { shopItems } from '../src/modules/resale/resale.tables.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { cartScene, products, quantities, type View } from './helpers/cart-scene.ts'

/** A local cart merged at sign-in, the anonymous preview, sharing a cart, and resold items in the shop's pages (decisions 042, 044). */
const { app, db, jarro, limited, shirt, resold, resold2, notSold, customer, call, add, storedLines } =
  await cartScene()

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
