import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { items } from '../src/modules/items/items.tables.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** Items: the supplier's own management, bad input and other people's items (the public lists: shop-items.test.ts). */
const { app, database } = await createTestApp()
const db = database.db

const supplier = await createUser(db, { email: 'itm-supplier@example.test' })
await createShop(db, supplier.id, { slug: 'itm-shop' })
const other = await createUser(db, { email: 'itm-other@example.test' })
await createShop(db, other.id, { slug: 'itm-other' })
await createUser(db, { email: 'itm-customer@example.test' })
const supplierCookie = await loginAs(app, 'itm-supplier@example.test')
const otherCookie = await loginAs(app, 'itm-other@example.test')
const customerCookie = await loginAs(app, 'itm-customer@example.test')

async function rowOf(id: string) {
  const [row] = await db.select().from(items).where(eq(items.id, id))
  return row
}
async function countOf(ownerId: string) {
  return (await db.select({ id: items.id }).from(items).where(eq(items.ownerId, ownerId))).length
}

const product = {
  name: 'Sombrero de palma',
  type: 'product',
  photos: ['/static/demo/mercado-hzt.svg', 'https://cdn.example.test/sombrero-2.png'],
  list_price: 45_000,
  crossout_price: 60_000,
  variants: { Talla: 'M', Color: 'Natural' },
  plain_description: 'Tejido a mano.',
  tags: ['sombrero', 'palma'],
  available: 12,
  contribution_margin: 5_000,
  list_state: 'published',
  return_fees: 'restocking_fees',
  restocking_fees: 1_550,
}

describe('supplier items', () => {
  it('creates, reads, lists, updates and deletes an item', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/me/items',
      headers: { cookie: supplierCookie },
      payload: product,
    })
    expect(created.statusCode, created.body).toBe(201)
    const body = created.json()
    expect(body.id).toMatch(/^itm_[0-9a-z]{26}$/)
    expect(body).toMatchObject({
      ...product,
      slug: 'sombrero-de-palma',
      owner_id: supplier.id,
      stock_type: 'onstock',
      return_type: '72hrs',
      concluded: false,
    })
    expect(await rowOf(body.id)).toMatchObject({ ownerId: supplier.id, listPrice: 45_000, available: 12 })

    const read = await app.inject({ url: `/api/v1/me/items/${body.id}`, headers: { cookie: supplierCookie } })
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({ available: 12, contribution_margin: 5_000 })

    const list = await app.inject({ url: '/api/v1/me/items', headers: { cookie: supplierCookie } })
    expect(list.json().results.map((i: { id: string }) => i.id)).toContain(body.id)

    const updated = await app.inject({
      method: 'PATCH',
      url: `/api/v1/me/items/${body.id}`,
      headers: { cookie: supplierCookie },
      payload: { name: 'Sombrero fino', list_price: 50_000, return_fees: 'free', hiden: true },
    })
    expect(updated.statusCode, updated.body).toBe(200)
    // Leaving restocking_fees behind clears the stored fee.
    expect(updated.json()).toMatchObject({ name: 'Sombrero fino', restocking_fees: null, hiden: true })
    expect(await rowOf(body.id)).toMatchObject({
      listPrice: 50_000,
      restockingFees: null,
      returnFees: 'free',
    })

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/items/${body.id}`,
      headers: { cookie: supplierCookie },
    })
    expect(deleted.statusCode).toBe(204)
    expect(await rowOf(body.id)).toBeUndefined()
  })

  it('creates an experience with its date, and refuses experience fields on a product', async () => {
    const experience = await app.inject({
      method: 'POST',
      url: '/api/v1/me/items',
      headers: { cookie: supplierCookie },
      payload: { name: 'Taller de barro', type: 'experience', experience_date: '2020-01-01T10:00:00-06:00' },
    })
    expect(experience.statusCode, experience.body).toBe(201)
    expect(experience.json()).toMatchObject({ concluded: true, experience_date: '2020-01-01T16:00:00.000Z' })

    const before = await countOf(supplier.id)
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/me/items',
      headers: { cookie: supplierCookie },
      payload: { name: 'Jarro', type: 'product', experience_date: '2030-01-01T10:00:00Z' },
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.fields).toHaveProperty('experience_date')

    const missing = await app.inject({
      method: 'POST',
      url: '/api/v1/me/items',
      headers: { cookie: supplierCookie },
      payload: { name: 'Taller', type: 'experience' },
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.fields).toHaveProperty('experience_date')

    const fees = await app.inject({
      method: 'POST',
      url: '/api/v1/me/items',
      headers: { cookie: supplierCookie },
      payload: { name: 'Jarro', type: 'product', restocking_fees: 100 },
    })
    expect(fees.statusCode).toBe(400)
    expect(fees.json().error.fields).toHaveProperty('restocking_fees')
    expect(await countOf(supplier.id)).toBe(before)
  })

  const bad: [string, Record<string, unknown>, string, string][] = [
    ['an unknown field (owner)', { owner: 'usr_x' }, 'owner', 'unknown_fields'],
    ['an unknown field (owner_id)', { owner_id: 'usr_x' }, 'owner_id', 'unknown_fields'],
    ['list_price as a string', { list_price: '100' }, 'list_price', 'invalid_request'],
    ['list_price 1.5', { list_price: 1.5 }, 'list_price', 'invalid_request'],
    ['list_price -1', { list_price: -1 }, 'list_price', 'invalid_request'],
    ["list_price '1e3'", { list_price: '1e3' }, 'list_price', 'invalid_request'],
    ['list_price above 1e11', { list_price: 100_000_000_001 }, 'list_price', 'invalid_request'],
    ['a null name', { name: null }, 'name', 'invalid_request'],
    ['a name of 151 characters', { name: 'x'.repeat(151) }, 'name', 'invalid_request'],
    ['21 tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags', 'invalid_request'],
    ['a tag of 41 characters', { tags: ['x'.repeat(41)] }, 'tags.0', 'invalid_request'],
    ['11 photos', { photos: Array(11).fill('/static/a.svg') }, 'photos', 'invalid_request'],
    ['a javascript: photo', { photos: ['javascript:alert(1)'] }, 'photos.0', 'invalid_request'],
    ['an unknown type', { type: 'franchise' }, 'type', 'invalid_request'],
    ['negative stock', { available: -1 }, 'available', 'invalid_request'],
  ]
  for (const [what, change, field, code] of bad) {
    it(`refuses ${what} with a field message and writes nothing`, async () => {
      const before = await countOf(supplier.id)
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/me/items',
        headers: { cookie: supplierCookie },
        payload: { name: 'Jarro', type: 'product', ...change },
      })
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json().error.code).toBe(code)
      expect(response.json().error.fields[field]).toEqual(expect.any(String))
      expect(await countOf(supplier.id)).toBe(before)
    })
  }

  it('refuses bad input on update and leaves the row unchanged', async () => {
    const item = await createItem(db, supplier.id, { name: 'Intacto' })
    for (const payload of [{ list_price: '1e3' }, { owner_id: other.id }, { name: null }]) {
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/v1/me/items/${item.id}`,
        headers: { cookie: supplierCookie },
        payload,
      })
      expect(response.statusCode).toBe(400)
    }
    expect(await rowOf(item.id)).toEqual(item)
  })

  it("answers 404 for another supplier's item and leaves it unchanged", async () => {
    const item = await createItem(db, supplier.id, { name: 'Ajeno' })
    const url = `/api/v1/me/items/${item.id}`
    const read = await app.inject({ url, headers: { cookie: otherCookie } })
    const patch = await app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: otherCookie },
      payload: { name: 'Robado' },
    })
    const del = await app.inject({ method: 'DELETE', url, headers: { cookie: otherCookie } })
    for (const response of [read, patch, del]) {
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('item_not_found')
    }
    expect(await rowOf(item.id)).toEqual(item)
    const list = await app.inject({ url: '/api/v1/me/items', headers: { cookie: otherCookie } })
    expect(list.json().results.map((i: { id: string }) => i.id)).not.toContain(item.id)
  })

  it('keeps visitors out of /me/items (401) and shows a customer only their own, empty list', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({
        method,
        url: '/api/v1/me/items',
        ...(method === 'POST' ? { payload: { name: 'Jarro', type: 'product' } } : {}),
      })
      expect(response.statusCode).toBe(401)
    }
    const item = await createItem(db, supplier.id)
    const read = await app.inject({ url: `/api/v1/me/items/${item.id}`, headers: { cookie: customerCookie } })
    expect(read.statusCode).toBe(404)
    const list = await app.inject({ url: '/api/v1/me/items', headers: { cookie: customerCookie } })
    expect(list.json()).toEqual({ results: [], matches_estimated: 0 })
  })

  it('answers item_not_found in the visitor’s language', async () => {
    const response = await app.inject({
      url: '/api/v1/shops/itm-shop/items/itm_missing',
      headers: { 'accept-language': 'es-MX' },
    })
    expect(response.statusCode).toBe(404)
    expect(response.json().error).toMatchObject({
      code: 'item_not_found',
      message: 'Producto, servicio o experiencia no encontrado',
    })
  })
})

describe('the supplier’s own list order', () => {
  it('sorts by the last change, newest first, when asked; shop lists do not take that sort', async () => {
    const owner = await createUser(db, { email: 'itm-order@example.test' })
    const cookie = await loginAs(app, 'itm-order@example.test')
    const old = await createItem(db, owner.id, { name: 'Viejo', updatedAt: new Date('2026-01-01T00:00:00Z') })
    const fresh = await createItem(db, owner.id, {
      name: 'Nuevo',
      updatedAt: new Date('2026-06-01T00:00:00Z'),
    })
    const list = await app.inject({ url: '/api/v1/me/items?sort=-updated_at', headers: { cookie } })
    expect(list.json().results.map((i: { id: string }) => i.id)).toEqual([fresh.id, old.id])
    const shop = await app.inject({ url: '/api/v1/shops/itm-shop/items?sort=-updated_at' })
    expect(shop.statusCode).toBe(400)
  })
})
