import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { catalogues, shopCatalogues } from '../src/modules/catalogues/catalogues.tables.ts'
import { createCatalogue } from './factories/catalogues.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Which catalogues a shop shows (decisions 066, 067; 000 §2, §4, §7, §9; 001 §9): the available
 * ones, show in store, remove from store (the catalogue stays), the owner's own for the dropdown.
 */
const { app, database } = await createTestApp()
const db = database.db
const owner = await createUser(db, { email: 'shelf-owner@example.test' })
const shop = await createShop(db, owner.id, { slug: 'shelf-shop' })
const secondShop = await createShop(db, owner.id, { slug: 'shelf-second' })
const other = await createUser(db, { email: 'shelf-other@example.test' })
const otherShop = await createShop(db, other.id, { slug: 'shelf-other' })
const staff = await createUser(db, { email: 'shelf-admin@example.test' })
await addStaff(db, shop.id, staff.id, 'admin')
const ownerCookie = await loginAs(app, 'shelf-owner@example.test')
const otherCookie = await loginAs(app, 'shelf-other@example.test')
const adminCookie = await loginAs(app, 'shelf-admin@example.test')

/** A catalogue of the owner made in the second shop, not shown in shelf-shop, updated at `at`. */
async function spare(name: string, at: Date) {
  return createCatalogue(db, secondShop.id, { name, slug: name.toLowerCase(), updatedAt: at })
}
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie = ownerCookie) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {} })
const shownIn = async (shopId: string) =>
  (await db.select().from(shopCatalogues).where(eq(shopCatalogues.shopId, shopId))).map((r) => r.catalogueId)

describe('catalogue shelf', () => {
  it('lists the owner’s catalogues the shop does not show, newest first, 5 by default, paged', async () => {
    const shownHere = await createCatalogue(db, shop.id, { name: 'Aquí', slug: 'aqui' })
    const made = []
    for (let n = 0; n < 7; n++) made.push(await spare(`Libre${n}`, new Date(Date.UTC(2026, 0, 1 + n))))
    await createCatalogue(db, otherShop.id, { name: 'Ajeno', slug: 'ajeno' })
    const first = await call('GET', '/api/v1/shops/shelf-shop/catalogues/available')
    expect(first.statusCode).toBe(200)
    const body = first.json()
    expect(body.matches_estimated).toBe(7)
    expect(body.results.map((c: { name: string }) => c.name)).toEqual([
      'Libre6',
      'Libre5',
      'Libre4',
      'Libre3',
      'Libre2',
    ])
    expect(body.results[0]).toMatchObject({ num_products: 0, icon_color: expect.any(Number) })
    expect(body.results.some((c: { id: string }) => c.id === shownHere.id)).toBe(false)
    const second = (
      await call('GET', '/api/v1/shops/shelf-shop/catalogues/available?offset=5&limit=30')
    ).json()
    expect(second.results.map((c: { name: string }) => c.name)).toEqual(['Libre1', 'Libre0'])
    const past = (
      await call('GET', '/api/v1/shops/shelf-shop/catalogues/available?offset=30&limit=30')
    ).json()
    expect(past).toEqual({ results: [], matches_estimated: 7 })
    // A staff admin of the shop sees the owner's catalogues too.
    const asAdmin = await call('GET', '/api/v1/shops/shelf-shop/catalogues/available', adminCookie)
    expect(asAdmin.json().matches_estimated).toBe(7)
  })

  it('refuses a limit above 50 (the product page’s), unknown and ill-typed query fields', async () => {
    for (const query of ['limit=51', 'limit=0', 'offset=-1', 'limit=abc', 'page=2']) {
      const response = await call('GET', `/api/v1/shops/shelf-shop/catalogues/available?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(['invalid_request', 'unknown_fields']).toContain(response.json().error.code)
    }
    expect((await call('GET', '/api/v1/shops/shelf-shop/catalogues/available?limit=50')).statusCode).toBe(200)
  })

  it('shows an available catalogue last in the store, once; it leaves the available list', async () => {
    const one = await spare('Mostrar', new Date(Date.UTC(2026, 5, 1)))
    const shown = await call('PUT', `/api/v1/shops/shelf-shop/catalogues/${one.id}/shown`)
    expect(shown.statusCode).toBe(200)
    const again = await call('PUT', `/api/v1/shops/shelf-shop/catalogues/${one.id}/shown`)
    expect(again.json()).toEqual(shown.json())
    const list = (await call('GET', '/api/v1/shops/shelf-shop/catalogues?limit=100', '')).json()
    expect(list.results.at(-1)).toMatchObject({ id: one.id, name: 'Mostrar' })
    const available = (await call('GET', '/api/v1/shops/shelf-shop/catalogues/available?limit=50')).json()
    expect(available.results.some((c: { id: string }) => c.id === one.id)).toBe(false)
    // Still shown in its home shop: showing is per shop.
    expect(await shownIn(secondShop.id)).toContain(one.id)
  })

  it('removes a catalogue from the store only: the catalogue and its other shops stay; it becomes available', async () => {
    const one = await spare('Quitar', new Date(Date.UTC(2026, 6, 1)))
    await call('PUT', `/api/v1/shops/shelf-shop/catalogues/${one.id}/shown`)
    const removed = await call('DELETE', `/api/v1/shops/shelf-shop/catalogues/${one.id}/shown`)
    expect(removed.statusCode).toBe(204)
    expect(await shownIn(shop.id)).not.toContain(one.id)
    expect(await shownIn(secondShop.id)).toContain(one.id)
    expect(await db.select().from(catalogues).where(eq(catalogues.id, one.id))).toHaveLength(1)
    const available = (await call('GET', '/api/v1/shops/shelf-shop/catalogues/available')).json()
    expect(available.results[0]).toMatchObject({ id: one.id })
    const twice = await call('DELETE', `/api/v1/shops/shelf-shop/catalogues/${one.id}/shown`)
    expect(twice.statusCode).toBe(404)
    expect(twice.json().error.code).toBe('catalogue_not_found')
  })

  it('gives another shop’s admin 404 for every shelf route, and changes no row', async () => {
    const theirs = await createCatalogue(db, otherShop.id, { name: 'Suyo', slug: 'suyo-shelf' })
    const mine = await createCatalogue(db, shop.id, { name: 'Mío', slug: 'mio-shelf' })
    const before = { mine: await shownIn(shop.id), theirs: await shownIn(otherShop.id) }
    // The other owner on this shop's routes: the shop hides itself.
    for (const [method, url] of [
      ['GET', '/api/v1/shops/shelf-shop/catalogues/available'],
      ['PUT', `/api/v1/shops/shelf-shop/catalogues/${mine.id}/shown`],
      ['DELETE', `/api/v1/shops/shelf-shop/catalogues/${mine.id}/shown`],
    ] as const) {
      expect((await call(method, url, otherCookie)).statusCode, `${method} ${url}`).toBe(404)
    }
    // This shop's owner naming the other's catalogue: not found (showing it would be forking it).
    const show = await call('PUT', `/api/v1/shops/shelf-shop/catalogues/${theirs.id}/shown`)
    expect(show.statusCode).toBe(404)
    expect(show.json().error.code).toBe('catalogue_not_found')
    const remove = await call('DELETE', `/api/v1/shops/shelf-shop/catalogues/${theirs.id}/shown`)
    expect(remove.statusCode).toBe(404)
    // And renaming or deleting it through this shop: not found, unchanged.
    const rename = await app.inject({
      method: 'PATCH',
      url: `/api/v1/shops/shelf-shop/catalogues/${theirs.id}`,
      headers: { cookie: ownerCookie },
      payload: { name: 'Robado' },
    })
    expect(rename.statusCode).toBe(404)
    expect((await call('DELETE', `/api/v1/shops/shelf-shop/catalogues/${theirs.id}`)).statusCode).toBe(404)
    expect(await shownIn(shop.id)).toEqual(before.mine)
    expect(await shownIn(otherShop.id)).toEqual(before.theirs)
    const [still] = await db.select().from(catalogues).where(eq(catalogues.id, theirs.id))
    expect(still).toMatchObject({ name: 'Suyo' })
  })

  it('refuses a body where none is taken, with our error shape, showing nothing', async () => {
    const one = await spare('Cuerpo', new Date())
    const withBody = await app.inject({
      method: 'PUT',
      url: `/api/v1/shops/shelf-shop/catalogues/${one.id}/shown`,
      headers: { cookie: ownerCookie },
      payload: { position: 0 },
    })
    expect(withBody.statusCode).toBe(400)
    expect(withBody.json().error.code).toEqual(expect.any(String))
    expect(
      await db
        .select()
        .from(shopCatalogues)
        .where(and(eq(shopCatalogues.shopId, shop.id), eq(shopCatalogues.catalogueId, one.id))),
    ).toEqual([])
  })

  it('deleting a catalogue takes it out of every shop that showed it', async () => {
    const one = await spare('Borrar', new Date())
    await call('PUT', `/api/v1/shops/shelf-shop/catalogues/${one.id}/shown`)
    const gone = await call('DELETE', `/api/v1/shops/shelf-shop/catalogues/${one.id}`)
    expect(gone.statusCode).toBe(204)
    expect(await shownIn(shop.id)).not.toContain(one.id)
    expect(await shownIn(secondShop.id)).not.toContain(one.id)
  })

  it('lists the viewer’s own catalogues newest first, 15 a page; anonymous is 401', async () => {
    for (let n = 0; n < 6; n++) await spare(`Propio${n}`, new Date(Date.UTC(2025, 0, 1 + n)))
    const own = (await call('GET', '/api/v1/me/catalogues')).json()
    expect(own.results.length).toBeLessThanOrEqual(15)
    expect(own.matches_estimated).toBeGreaterThan(15)
    const dates = own.results.map((c: { updated_at: string }) => c.updated_at)
    expect([...dates].sort().reverse()).toEqual(dates)
    const theirs = (await call('GET', '/api/v1/me/catalogues', otherCookie)).json()
    expect(theirs.results.every((c: { name: string }) => ['Ajeno', 'Suyo'].includes(c.name))).toBe(true)
    expect((await call('GET', '/api/v1/me/catalogues', '')).statusCode).toBe(401)
    expect((await call('GET', '/api/v1/me/catalogues?limit=101')).statusCode).toBe(400)
  })
})
