import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { catalogueItems, shopCatalogues } from '../src/modules/catalogues/catalogues.tables.ts'
import { shopItems } from '../src/modules/resale/resale.tables.ts'
import { createCatalogue } from './factories/catalogues.ts'
import { createItem } from './factories/items.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** A catalogue's contents (001 §2, §4, §7; decision 068): the grid, add, remove, move, position. */
const { app, database } = await createTestApp()
const db = database.db

const owner = await createUser(db, { email: 'ci-owner@example.test' })
const shop = await createShop(db, owner.id, { slug: 'ci-shop' })
const admin = await createUser(db, { email: 'ci-admin@example.test' })
await addStaff(db, shop.id, admin.id, 'admin')
const supplier = await createUser(db, { email: 'ci-supplier@example.test' })
const rival = await createUser(db, { email: 'ci-rival@example.test' })
const rivalShop = await createShop(db, rival.id, { slug: 'ci-rival' })
const ownerCookie = await loginAs(app, 'ci-owner@example.test')
const adminCookie = await loginAs(app, 'ci-admin@example.test')
const rivalCookie = await loginAs(app, 'ci-rival@example.test')

const own = await Promise.all(
  ['Jarro de barro', 'Taza azul', 'Plato hondo'].map((name) => createItem(db, owner.id, { name })),
)
const dropship = await createItem(db, supplier.id, { name: 'Rebozo de seda', isDropshipping: true })
const notForResale = await createItem(db, supplier.id, { name: 'Sarape', isDropshipping: false })

const base = '/api/v1/shops/ci-shop/catalogues'
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie = ownerCookie,
) =>
  app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

async function placesOf(catalogueId: string) {
  const rows = await db
    .select({ itemId: catalogueItems.itemId, position: catalogueItems.position })
    .from(catalogueItems)
    .where(eq(catalogueItems.catalogueId, catalogueId))
    .orderBy(asc(catalogueItems.position))
  return rows.map((row) => [row.itemId, row.position])
}

describe('catalogue contents', () => {
  it('adds items at the end in a zero-based order; another supplier’s dropshipping item also goes to the home shop’s resold items', async () => {
    const cat = await createCatalogue(db, shop.id, { slug: 'cocina' })
    const first = await call('POST', `${base}/${cat.id}/products`, { product_id: own[0]!.id })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({ added: [own[0]!.id], num_products: 1 })
    const more = await call(
      'POST',
      `${base}/${cat.id}/products`,
      { product_ids: [dropship.id, own[1]!.id, own[0]!.id] },
      adminCookie,
    )
    expect(more.json()).toEqual({ added: [dropship.id, own[1]!.id], num_products: 3 })
    expect(await placesOf(cat.id)).toEqual([
      [own[0]!.id, 0],
      [dropship.id, 1],
      [own[1]!.id, 2],
    ])
    const resold = await db.select().from(shopItems).where(eq(shopItems.shopId, shop.id))
    expect(resold.map((row) => row.itemId)).toEqual([dropship.id])

    const list = await call('GET', `${base}/cocina/products`, undefined, '')
    expect(list.statusCode).toBe(200)
    expect(list.json().matches_estimated).toBe(3)
    expect(
      list
        .json()
        .results.map((item: { id: string; queue_position: number }) => [item.id, item.queue_position]),
    ).toEqual([
      [own[0]!.id, 0],
      [dropship.id, 1],
      [own[1]!.id, 2],
    ])
    expect(list.json().catalogue).toEqual({ id: cat.id, slug: 'cocina', name: cat.name, photo: null })
    // The shop (once per request), then the catalogue by its slug with the page and its count.
    expect(Number(list.headers['x-sql-statements'])).toBe(2)
    expect(list.json().results[0]).not.toHaveProperty('contribution_margin')
  })

  it('refuses an item that is not for resale or does not exist, writing nothing', async () => {
    const cat = await createCatalogue(db, shop.id)
    const refused = await call('POST', `${base}/${cat.id}/products`, {
      product_ids: [own[2]!.id, notForResale.id],
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('item_not_resellable')
    const missing = await call('POST', `${base}/${cat.id}/products`, { product_id: 'itm_nothing' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.code).toBe('item_not_found')
    expect(await placesOf(cat.id)).toEqual([])
    const resold = await db
      .select()
      .from(shopItems)
      .where(and(eq(shopItems.shopId, shop.id), eq(shopItems.itemId, notForResale.id)))
    expect(resold).toEqual([])
  })

  it('with show_in_store, shows one of the owner’s catalogues this shop does not show and adds to it, in one transaction; a refused add shows nothing', async () => {
    const second = await createShop(db, owner.id, { slug: 'ci-second' })
    const elsewhere = await createCatalogue(db, second.id, { slug: 'de-otra-tienda' })
    const shown = async () =>
      (await db.select().from(shopCatalogues).where(eq(shopCatalogues.catalogueId, elsewhere.id)))
        .map((row) => row.shopId)
        .sort()
    // Without the flag the shop does not show it, so it is not found there.
    const plain = await call('POST', `${base}/${elsewhere.id}/products`, { product_id: own[0]!.id })
    expect(plain.statusCode).toBe(404)
    expect(plain.json().error.code).toBe('catalogue_not_found')
    // A refused item rolls the showing back.
    const refused = await call('POST', `${base}/${elsewhere.id}/products`, {
      product_id: notForResale.id,
      show_in_store: true,
    })
    expect(refused.statusCode).toBe(409)
    expect(await shown()).toEqual([second.id])
    const added = await call(
      'POST',
      `${base}/${elsewhere.id}/products`,
      { product_id: own[0]!.id, show_in_store: true },
      adminCookie,
    )
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json()).toEqual({ added: [own[0]!.id], num_products: 1 })
    expect(await shown()).toEqual([shop.id, second.id].sort())
    expect(await placesOf(elsewhere.id)).toEqual([[own[0]!.id, 0]])
    // Another owner's catalogue cannot be shown this way: that is a fork.
    const foreign = await createCatalogue(db, rivalShop.id)
    const taken = await call('POST', `${base}/${foreign.id}/products`, {
      product_id: own[0]!.id,
      show_in_store: true,
    })
    expect(taken.statusCode).toBe(404)
    expect(await placesOf(foreign.id)).toEqual([])
    const wrong = await call('POST', `${base}/${elsewhere.id}/products`, {
      product_id: own[1]!.id,
      show_in_store: 'yes',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.code).toBe('invalid_request')
  })

  it('searches and pages the grid (30 a page), and lists only what the viewing shop sells', async () => {
    const cat = await createCatalogue(db, shop.id, { slug: 'muchos' })
    const many = []
    for (let i = 0; i < 32; i++) many.push(await createItem(db, owner.id, { name: `Vaso ${i}` }))
    await call('POST', `${base}/${cat.id}/products`, { product_ids: many.map((item) => item.id) })
    await call('POST', `${base}/${cat.id}/products`, { product_id: dropship.id })
    const page1 = await call('GET', `${base}/muchos/products`, undefined, '')
    expect(page1.json().results).toHaveLength(30)
    expect(page1.json().matches_estimated).toBe(33)
    const page2 = await call('GET', `${base}/muchos/products?offset=30`, undefined, '')
    expect(page2.json().results.map((item: { name: string }) => item.name)).toEqual([
      'Vaso 30',
      'Vaso 31',
      'Rebozo de seda',
    ])
    const found = await call('GET', `${base}/muchos/products?text=rebozo`, undefined, '')
    expect(found.json()).toMatchObject({ matches_estimated: 1, results: [{ id: dropship.id }] })
    // The shop stops reselling the supplier's item: its catalogue no longer offers it.
    await db.delete(shopItems).where(and(eq(shopItems.shopId, shop.id), eq(shopItems.itemId, dropship.id)))
    const after = await call('GET', `${base}/muchos/products?text=rebozo`, undefined, '')
    expect(after.json()).toMatchObject({ results: [], matches_estimated: 0, catalogue: { slug: 'muchos' } })
    await call('POST', `${base}/${cat.id}/products`, { product_id: dropship.id })
    const missing = await call('GET', `${base}/nada/products`, undefined, '')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.code).toBe('catalogue_not_found')
  })

  it('changes an item’s zero-based position; the others shift by one', async () => {
    const cat = await createCatalogue(db, shop.id)
    await call('POST', `${base}/${cat.id}/products`, { product_ids: own.map((item) => item.id) })
    const moved = await call('PUT', `${base}/${cat.id}/products/${own[2]!.id}/position`, {
      queue_position: 0,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toEqual({ queue_position: 0 })
    expect(await placesOf(cat.id)).toEqual([
      [own[2]!.id, 0],
      [own[0]!.id, 1],
      [own[1]!.id, 2],
    ])
    await call('PUT', `${base}/${cat.id}/products/${own[2]!.id}/position`, { queue_position: 2 })
    expect(await placesOf(cat.id)).toEqual([
      [own[0]!.id, 0],
      [own[1]!.id, 1],
      [own[2]!.id, 2],
    ])
    const beyond = await call('PUT', `${base}/${cat.id}/products/${own[0]!.id}/position`, {
      queue_position: 3,
    })
    expect(beyond.statusCode).toBe(400)
    expect(beyond.json().error).toMatchObject({ code: 'invalid_request' })
    expect(beyond.json().error.fields).toHaveProperty('queue_position')
    const absent = await call('PUT', `${base}/${cat.id}/products/${dropship.id}/position`, {
      queue_position: 0,
    })
    expect(absent.statusCode).toBe(404)
    expect(absent.json().error.code).toBe('item_not_found')
  })

  it('removes an item and closes the gap; removing it again is not found', async () => {
    const cat = await createCatalogue(db, shop.id)
    await call('POST', `${base}/${cat.id}/products`, { product_ids: own.map((item) => item.id) })
    const gone = await call('DELETE', `${base}/${cat.id}/products/${own[0]!.id}`)
    expect(gone.statusCode).toBe(204)
    expect(await placesOf(cat.id)).toEqual([
      [own[1]!.id, 0],
      [own[2]!.id, 1],
    ])
    const again = await call('DELETE', `${base}/${cat.id}/products/${own[0]!.id}`)
    expect(again.statusCode).toBe(404)
  })

  it('moves items to the end of another catalogue of the shop', async () => {
    const from = await createCatalogue(db, shop.id)
    const to = await createCatalogue(db, shop.id)
    await call('POST', `${base}/${from.id}/products`, { product_ids: own.map((item) => item.id) })
    await call('POST', `${base}/${to.id}/products`, { product_id: dropship.id })
    const moved = await call('POST', `${base}/${from.id}/products/move`, {
      product_ids: [own[2]!.id, own[0]!.id],
      catalogue_id: to.id,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toEqual({ moved: [own[0]!.id, own[2]!.id] })
    expect(await placesOf(from.id)).toEqual([[own[1]!.id, 0]])
    expect(await placesOf(to.id)).toEqual([
      [dropship.id, 0],
      [own[0]!.id, 1],
      [own[2]!.id, 2],
    ])
    const none = await call('POST', `${base}/${from.id}/products/move`, {
      product_ids: [dropship.id],
      catalogue_id: to.id,
    })
    expect(none.statusCode).toBe(404)
  })

  it('offers the add dialog the shop’s own items and others’ dropshipping ones, marking those in the catalogue', async () => {
    const cat = await createCatalogue(db, shop.id)
    await call('POST', `${base}/${cat.id}/products`, { product_id: own[0]!.id })
    const page = await call('GET', `${base}/${cat.id}/candidates?text=jarro`)
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json().results).toEqual([
      expect.objectContaining({ id: own[0]!.id, name: 'Jarro de barro', in_catalogue: true }),
    ])
    const rebozo = await call('GET', `${base}/${cat.id}/candidates?text=rebozo`)
    expect(rebozo.json().results).toEqual([expect.objectContaining({ id: dropship.id, in_catalogue: false })])
    const sarape = await call('GET', `${base}/${cat.id}/candidates?text=sarape`)
    expect(sarape.json().results).toEqual([])
    const all = await call('GET', `${base}/${cat.id}/candidates`)
    expect(all.json().results).toHaveLength(10)
  })

  it('answers another shop’s admin 404 on every change and leaves the rows as they were (quality.md 2)', async () => {
    const cat = await createCatalogue(db, shop.id)
    await call('POST', `${base}/${cat.id}/products`, { product_ids: own.map((item) => item.id) })
    const other = await createCatalogue(db, rivalShop.id)
    const before = await placesOf(cat.id)
    const rivalBase = '/api/v1/shops/ci-rival/catalogues'
    const attempts = [
      call('POST', `${rivalBase}/${cat.id}/products`, { product_id: dropship.id }, rivalCookie),
      call('DELETE', `${rivalBase}/${cat.id}/products/${own[0]!.id}`, undefined, rivalCookie),
      call(
        'PUT',
        `${rivalBase}/${cat.id}/products/${own[0]!.id}/position`,
        { queue_position: 2 },
        rivalCookie,
      ),
      call(
        'POST',
        `${rivalBase}/${cat.id}/products/move`,
        { product_ids: [own[0]!.id], catalogue_id: other.id },
        rivalCookie,
      ),
      call(
        'POST',
        `${rivalBase}/${other.id}/products/move`,
        { product_ids: [own[0]!.id], catalogue_id: cat.id },
        rivalCookie,
      ),
      call('GET', `${rivalBase}/${cat.id}/candidates`, undefined, rivalCookie),
      // The rival in our shop's address is not its admin.
      call('DELETE', `${base}/${cat.id}/products/${own[0]!.id}`, undefined, rivalCookie),
    ]
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404)
      expect(response.json().error.code).toEqual(expect.any(String))
    }
    expect(await placesOf(cat.id)).toEqual(before)
    expect(await placesOf(other.id)).toEqual([])
  })

  it('refuses unknown fields, wrong types and too long values with 400 and a stable code, writing nothing', async () => {
    const cat = await createCatalogue(db, shop.id)
    const bodies: Array<[string, 'POST' | 'PUT', unknown]> = [
      [`${base}/${cat.id}/products`, 'POST', { product_id: own[0]!.id, position: 3 }],
      [`${base}/${cat.id}/products`, 'POST', { product_id: 7 }],
      [`${base}/${cat.id}/products`, 'POST', { product_id: 'x'.repeat(101) }],
      [`${base}/${cat.id}/products`, 'POST', { product_ids: Array(101).fill(own[0]!.id) }],
      [`${base}/${cat.id}/products`, 'POST', { product_id: own[0]!.id, product_ids: [own[1]!.id] }],
      [`${base}/${cat.id}/products`, 'POST', {}],
      [`${base}/${cat.id}/products/move`, 'POST', { product_ids: [own[0]!.id], catalogue_id: cat.id, x: 1 }],
      [`${base}/${cat.id}/products/${own[0]!.id}/position`, 'PUT', { queue_position: -1 }],
      [`${base}/${cat.id}/products/${own[0]!.id}/position`, 'PUT', { queue_position: 1.5 }],
      [`${base}/${cat.id}/products/${own[0]!.id}/position`, 'PUT', { queue_position: '2' }],
    ]
    for (const [url, method, body] of bodies) {
      const response = await call(method, url, body)
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(['invalid_request', 'unknown_fields']).toContain(response.json().error.code)
    }
    const longText = await call('GET', `${base}/${cat.slug}/products?text=${'a'.repeat(101)}`, undefined, '')
    expect(longText.statusCode).toBe(400)
    expect(await placesOf(cat.id)).toEqual([])
  })
})
