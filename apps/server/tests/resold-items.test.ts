import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { shopItems } from '../src/modules/resale/resale.tables.ts'
import { createItem } from './factories/items.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * A shop's resold items (001 §4, §5, §8; decision 069): its admin adds another supplier's item and
 * removes it, the rules refuse what cannot be resold there, `in_store` follows the viewer's shop,
 * and nobody else changes a row (quality.md 2, 4, 5).
 */
const { app, database } = await createTestApp()
const db = database.db

const supplier = await createUser(db, { email: 'rsl-supplier@example.test' })
await createShop(db, supplier.id, { slug: 'rsl-supplier-shop' })
const reseller = await createUser(db, { email: 'rsl-reseller@example.test' })
const shop = await createShop(db, reseller.id, { slug: 'rsl-shop', name: 'A de Rita' })
const admin = await createUser(db, { email: 'rsl-admin@example.test' })
await addStaff(db, shop.id, admin.id, 'admin')
const accountant = await createUser(db, { email: 'rsl-accountant@example.test' })
await addStaff(db, shop.id, accountant.id, 'accountant')
const other = await createUser(db, { email: 'rsl-other@example.test' })
await createShop(db, other.id, { slug: 'rsl-other-shop' })
await createUser(db, { email: 'rsl-customer@example.test' })

const resellable = await createItem(db, supplier.id, { isDropshipping: true, name: 'Rebozo' })
const second = await createItem(db, supplier.id, { isDropshipping: true })
const notDropshipping = await createItem(db, supplier.id, { isDropshipping: false })
const unpublished = await createItem(db, supplier.id, { isDropshipping: true, listState: 'unpublished' })
const hidden = await createItem(db, supplier.id, { isDropshipping: true, hiden: true })
const disabled = await createItem(db, supplier.id, { isDropshipping: true, disabled: true })
const own = await createItem(db, reseller.id, { isDropshipping: true })

const cookie = {
  reseller: await loginAs(app, 'rsl-reseller@example.test'),
  admin: await loginAs(app, 'rsl-admin@example.test'),
  accountant: await loginAs(app, 'rsl-accountant@example.test'),
  other: await loginAs(app, 'rsl-other@example.test'),
  customer: await loginAs(app, 'rsl-customer@example.test'),
  supplier: await loginAs(app, 'rsl-supplier@example.test'),
}

const put = (slug: string, itemId: string, who?: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/shops/${slug}/resold-items/${itemId}`,
    headers: who ? { cookie: who } : {},
  })
const del = (slug: string, itemId: string, who?: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/v1/shops/${slug}/resold-items/${itemId}`,
    headers: who ? { cookie: who } : {},
  })
const rowsOf = (shopId: string, itemId: string) =>
  db
    .select()
    .from(shopItems)
    .where(and(eq(shopItems.shopId, shopId), eq(shopItems.itemId, itemId)))
const listIds = async (slug: string) =>
  (await app.inject({ url: `/api/v1/shops/${slug}/items` }))
    .json()
    .results.map((item: { id: string }) => item.id)

describe('adding an item to a shop', () => {
  it('adds another supplier’s published dropshipping item once, and the shop lists it', async () => {
    const first = await put('rsl-shop', resellable.id, cookie.reseller)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({ item_id: resellable.id, in_store: true })
    const again = await put('rsl-shop', resellable.id, cookie.reseller)
    expect(again.statusCode).toBe(200)
    expect(await rowsOf(shop.id, resellable.id)).toHaveLength(1)
    expect(await listIds('rsl-shop')).toContain(resellable.id)
  })

  it('lets a staff admin add, and puts the item last in the shop’s order', async () => {
    const response = await put('rsl-shop', second.id, cookie.admin)
    expect(response.statusCode, response.body).toBe(200)
    const [row] = await rowsOf(shop.id, second.id)
    const [firstRow] = await rowsOf(shop.id, resellable.id)
    expect(row!.position).toBeGreaterThan(firstRow!.position)
  })

  it('refuses unpublished, hidden, own and non-dropshipping items with item_not_resellable', async () => {
    for (const item of [unpublished, hidden, own, notDropshipping]) {
      const response = await put('rsl-shop', item.id, cookie.reseller)
      expect(response.statusCode, response.body).toBe(409)
      expect(response.json().error.code).toBe('item_not_resellable')
      expect(await rowsOf(shop.id, item.id)).toHaveLength(0)
    }
  })

  it('answers item_not_found for a disabled or unknown item', async () => {
    for (const id of [disabled.id, 'itm_nothing_here']) {
      const response = await put('rsl-shop', id, cookie.reseller)
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('item_not_found')
    }
  })

  it('keeps a restricted shop to its one supplier, with the spec’s message', async () => {
    const owner = await createUser(db)
    const restricted = await createShop(db, owner.id, { slug: 'rsl-restricted', onlySupplierId: supplier.id })
    const elsewhere = await createUser(db)
    const foreign = await createItem(db, elsewhere.id, { isDropshipping: true })
    const ownerCookie = await loginAs(app, owner.email)
    const refused = await put('rsl-restricted', foreign.id, ownerCookie)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatchObject({
      code: 'supplier_restricted',
      message: 'Sólo se pueden agregar productos de este proveedor a la tienda.',
    })
    expect(await rowsOf(restricted.id, foreign.id)).toHaveLength(0)
    expect((await put('rsl-restricted', resellable.id, ownerCookie)).statusCode).toBe(200)
  })

  it('lets a franchise shop take franchise products only (invalid_product otherwise)', async () => {
    const franchisor = await createUser(db)
    await createShop(db, franchisor.id, { storeType: 'franchise' })
    const franchiseProduct = await createItem(db, franchisor.id, { isDropshipping: false })
    const owner = await createUser(db)
    const franchise = await createShop(db, owner.id, { slug: 'rsl-franchise', storeType: 'franchise' })
    const ownerCookie = await loginAs(app, owner.email)
    const refused = await put('rsl-franchise', resellable.id, ownerCookie)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.code).toBe('invalid_product')
    expect(await rowsOf(franchise.id, resellable.id)).toHaveLength(0)
    const added = await put('rsl-franchise', franchiseProduct.id, ownerCookie)
    expect(added.statusCode, added.body).toBe(200)
  })

  it('answers 404 to another shop’s owner and a customer, 403 to an accountant, 401 anonymous; no row', async () => {
    const item = await createItem(db, supplier.id, { isDropshipping: true })
    expect((await put('rsl-shop', item.id, cookie.other)).statusCode).toBe(404)
    expect((await put('rsl-shop', item.id, cookie.customer)).statusCode).toBe(404)
    expect((await put('rsl-shop', item.id, cookie.accountant)).statusCode).toBe(403)
    expect((await put('rsl-shop', item.id)).statusCode).toBe(401)
    expect(await rowsOf(shop.id, item.id)).toHaveLength(0)
  })
})

describe('in_store for the viewer', () => {
  const inStoreOf = async (url: string, who?: string) => {
    const response = await app.inject({ url, headers: who ? { cookie: who } : {} })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().in_store
  }

  it('says whether the viewer’s own shop resells the item on the platform’s page', async () => {
    const item = await createItem(db, supplier.id, { isDropshipping: true })
    expect(await inStoreOf(`/api/v1/items/${resellable.id}`, cookie.reseller)).toBe(true)
    expect(await inStoreOf(`/api/v1/items/${item.id}`, cookie.reseller)).toBe(false)
    // Another supplier's shop page: the reseller does not administer it, so their own shop counts.
    expect(await inStoreOf(`/api/v1/shops/rsl-supplier-shop/items/${resellable.id}`, cookie.reseller)).toBe(
      true,
    )
  })

  it('follows the shop an admin looks at, and is absent for visitors, the supplier and users without a shop', async () => {
    expect(await inStoreOf(`/api/v1/shops/rsl-shop/items/${resellable.id}`, cookie.admin)).toBe(true)
    expect(await inStoreOf(`/api/v1/items/${resellable.id}`)).toBeUndefined()
    expect(await inStoreOf(`/api/v1/items/${resellable.id}`, cookie.customer)).toBeUndefined()
    expect(await inStoreOf(`/api/v1/items/${resellable.id}`, cookie.supplier)).toBeUndefined()
    expect(await inStoreOf(`/api/v1/shops/rsl-shop/items/${own.id}`, cookie.reseller)).toBeUndefined()
  })

  it('answers a list’s ids in one call', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/shops/rsl-shop/resold-items/in-store',
      headers: { cookie: cookie.reseller },
      payload: { item_ids: [resellable.id, notDropshipping.id, 'itm_unknown'] },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      results: { [resellable.id]: true, [notDropshipping.id]: false, itm_unknown: false },
    })
  })

  it('refuses bad bodies with a stable code', async () => {
    const cases: [unknown, string][] = [
      [{ item_ids: [resellable.id], shop_id: shop.id }, 'unknown_fields'],
      [{ item_ids: 'itm_1' }, 'invalid_request'],
      [{ item_ids: [] }, 'invalid_request'],
      [{ item_ids: Array.from({ length: 101 }, (_, i) => `itm_${i}`) }, 'invalid_request'],
      [{ item_ids: ['x'.repeat(101)] }, 'invalid_request'],
    ]
    for (const [payload, code] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/shops/rsl-shop/resold-items/in-store',
        headers: { cookie: cookie.reseller },
        payload: payload as object,
      })
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
      expect(response.json().error.code).toBe(code)
    }
    // An item id over 100 characters is not even a route (the router's parameter bound): 404.
    const longId = await put('rsl-shop', 'x'.repeat(101), cookie.reseller)
    expect(longId.statusCode).toBe(404)
    expect(longId.json().error.code).toEqual(expect.any(String))
  })

  it('answers the check 404 to another shop’s owner', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/shops/rsl-shop/resold-items/in-store',
      headers: { cookie: cookie.other },
      payload: { item_ids: [resellable.id] },
    })
    expect(response.statusCode).toBe(404)
  })
})

describe('removing an item from a shop', () => {
  it('is 404 for another shop’s owner, and the row stays', async () => {
    const response = await del('rsl-shop', second.id, cookie.other)
    expect(response.statusCode).toBe(404)
    expect(await rowsOf(shop.id, second.id)).toHaveLength(1)
  })

  it('removes the resold item, which leaves the list; removing it again is item_not_found', async () => {
    const removed = await del('rsl-shop', second.id, cookie.reseller)
    expect(removed.statusCode, removed.body).toBe(204)
    expect(await rowsOf(shop.id, second.id)).toHaveLength(0)
    expect(await listIds('rsl-shop')).not.toContain(second.id)
    const again = await del('rsl-shop', second.id, cookie.reseller)
    expect(again.statusCode).toBe(404)
    expect(again.json().error.code).toBe('item_not_found')
  })

  it('never removes the owner’s own item (not resold: not found)', async () => {
    const response = await del('rsl-shop', own.id, cookie.reseller)
    expect(response.statusCode).toBe(404)
    expect(await listIds('rsl-shop')).toContain(own.id)
  })
})
