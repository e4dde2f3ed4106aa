import { describe, expect, it } from 'vitest'
import { catalogueItems } from '../src/modules/catalogues/catalogues.tables.ts'
import { shopItems } from '../src/modules/resale/resale.tables.ts'
import { createCatalogue } from './factories/catalogues.ts'
import { createItem } from './factories/items.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * `in_store` on item lists (decision 072), as the item answers have it (decision 069): the shop
 * the viewer looks at when they administer it, else their own first shop; absent for visitors,
 * for viewers without a shop and for that shop owner's own items. The shop's list, the platform's
 * search (with and without a text), a catalogue's products and a public referral catalogue's.
 */
const { app, database } = await createTestApp({ env: { ANSWER_CACHE: '0' } })
const db = database.db

const supplier = await createUser(db, { email: 'lis-supplier@example.test' })
const supplierShop = await createShop(db, supplier.id, { slug: 'lis-supplier-shop' })
const reseller = await createUser(db, { email: 'lis-reseller@example.test' })
const shop = await createShop(db, reseller.id, { slug: 'lis-shop' })
const admin = await createUser(db, { email: 'lis-admin@example.test' })
await addStaff(db, shop.id, admin.id, 'admin')
await createUser(db, { email: 'lis-customer@example.test' })

const resold = await createItem(db, supplier.id, { isDropshipping: true, name: 'Jícara resistolada' })
const notResold = await createItem(db, supplier.id, { isDropshipping: true, name: 'Jícara sin revender' })
const own = await createItem(db, reseller.id, { name: 'Jícara propia' })
await db.insert(shopItems).values({ shopId: shop.id, itemId: resold.id, position: 0 })

const catalogue = await createCatalogue(db, shop.id, { slug: 'lis-jicaras' })
await db.insert(catalogueItems).values([
  { catalogueId: catalogue.id, itemId: resold.id, position: 0 },
  { catalogueId: catalogue.id, itemId: own.id, position: 1 },
])
const supplierCatalogue = await createCatalogue(db, supplierShop.id, { slug: 'lis-proveedor' })
await db.insert(catalogueItems).values([
  { catalogueId: supplierCatalogue.id, itemId: resold.id, position: 0 },
  { catalogueId: supplierCatalogue.id, itemId: notResold.id, position: 1 },
])

const cookie = {
  reseller: await loginAs(app, 'lis-reseller@example.test'),
  admin: await loginAs(app, 'lis-admin@example.test'),
  customer: await loginAs(app, 'lis-customer@example.test'),
  supplier: await loginAs(app, 'lis-supplier@example.test'),
}

/** The list's `in_store` by item name; a name without the field maps to 'absent'. */
async function inStoreByName(url: string, who?: string) {
  const response = await app.inject({ url, headers: who ? { cookie: who } : {} })
  expect(response.statusCode, response.body).toBe(200)
  const results = response.json().results as { name: string; in_store?: boolean }[]
  return Object.fromEntries(results.map((item) => [item.name, 'in_store' in item ? item.in_store : 'absent']))
}

describe('in_store on item lists', () => {
  it('marks the shop’s list for its owner and its admins: resold items true, the owner’s own absent', async () => {
    for (const who of [cookie.reseller, cookie.admin]) {
      expect(await inStoreByName('/api/v1/shops/lis-shop/items', who)).toEqual({
        'Jícara resistolada': true,
        'Jícara propia': 'absent',
      })
    }
  })

  it('on another shop’s list, answers for the viewer’s own shop', async () => {
    expect(await inStoreByName('/api/v1/shops/lis-supplier-shop/items', cookie.reseller)).toEqual({
      'Jícara resistolada': true,
      'Jícara sin revender': false,
    })
  })

  it('leaves it out for visitors, viewers without a shop and the supplier’s own items', async () => {
    const none = { 'Jícara resistolada': 'absent', 'Jícara sin revender': 'absent' }
    expect(await inStoreByName('/api/v1/shops/lis-supplier-shop/items')).toEqual(none)
    expect(await inStoreByName('/api/v1/shops/lis-supplier-shop/items', cookie.customer)).toEqual(none)
    expect(await inStoreByName('/api/v1/shops/lis-supplier-shop/items', cookie.supplier)).toEqual(none)
  })

  it('marks the platform’s search, with a text and without', async () => {
    const byText = await inStoreByName('/api/v1/items/search?q=jicara', cookie.reseller)
    expect(byText).toEqual({
      'Jícara resistolada': true,
      'Jícara sin revender': false,
      'Jícara propia': 'absent',
    })
    const all = await inStoreByName(`/api/v1/items/search?supplier=${supplier.id}`, cookie.reseller)
    expect(all).toEqual({ 'Jícara resistolada': true, 'Jícara sin revender': false })
    expect(await inStoreByName(`/api/v1/items/search?supplier=${supplier.id}`)).toEqual({
      'Jícara resistolada': 'absent',
      'Jícara sin revender': 'absent',
    })
  })

  it('marks a catalogue’s products and a public referral catalogue’s', async () => {
    expect(
      await inStoreByName('/api/v1/shops/lis-shop/catalogues/lis-jicaras/products', cookie.admin),
    ).toEqual({
      'Jícara resistolada': true,
      'Jícara propia': 'absent',
    })
    const referral = `/api/v1/public/referral/${supplier.id}/catalogues/lis-proveedor/products`
    expect(await inStoreByName(referral, cookie.reseller)).toEqual({
      'Jícara resistolada': true,
      'Jícara sin revender': false,
    })
    expect(await inStoreByName(referral)).toEqual({
      'Jícara resistolada': 'absent',
      'Jícara sin revender': 'absent',
    })
  })

  it('follows a removal at once (signed-in answers are never kept)', async () => {
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/shops/lis-shop/resold-items/${resold.id}`,
      headers: { cookie: cookie.reseller },
    })
    expect(removed.statusCode).toBe(204)
    expect(await inStoreByName('/api/v1/shops/lis-supplier-shop/items', cookie.reseller)).toEqual({
      'Jícara resistolada': false,
      'Jícara sin revender': false,
    })
  })
})
