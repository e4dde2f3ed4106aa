import { catalogueIconColour } from '@tianguis/core/catalogues'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { catalogueItems, catalogues } from '../src/modules/catalogues/catalogues.tables.ts'
import { createCatalogue } from './factories/catalogues.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** A shop's catalogues (000 §2–§3, 001 §3, §5, §7): public list and page, admin create/change/delete. */
const { app, database } = await createTestApp()
const db = database.db
const owner = await createUser(db, { email: 'cat-owner@example.test' })
const shop = await createShop(db, owner.id, { slug: 'cat-shop' })
const other = await createUser(db, { email: 'cat-other@example.test' })
const otherShop = await createShop(db, other.id, { slug: 'cat-other' })
const ownerCookie = await loginAs(app, 'cat-owner@example.test')
const otherCookie = await loginAs(app, 'cat-other@example.test')

const post = (payload: unknown, cookie = ownerCookie, slug = 'cat-shop') =>
  app.inject({
    method: 'POST',
    url: `/api/v1/shops/${slug}/catalogues`,
    headers: { cookie },
    payload: payload as object,
  })

describe('catalogues', () => {
  it('creates catalogues at the end of the list with a slug from the name, unique in the shop', async () => {
    const first = await post({ name: '  Cocina mexicana ' })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ name: 'Cocina mexicana', slug: 'cocina-mexicana', photo: null })
    const twin = await post({ name: 'Cocina Mexicana', photo: '/static/demo/cocina.svg' })
    expect(twin.json()).toMatchObject({ slug: 'cocina-mexicana-2' })
    expect(twin.json().photo).toMatch(/^\/static\/demo\/cocina\.svg\?v=[0-9a-z]{8}$/)
    const elsewhere = await post({ name: 'Cocina mexicana' }, otherCookie, 'cat-other')
    expect(elsewhere.json().slug).toBe('cocina-mexicana')
    const list = await app.inject('/api/v1/shops/cat-shop/catalogues')
    expect(list.statusCode).toBe(200)
    expect(list.json().results.map((c: { slug: string }) => c.slug)).toEqual([
      'cocina-mexicana',
      'cocina-mexicana-2',
    ])
    expect(list.json().matches_estimated).toBe(2)
  })

  it('answers the public list in 2 SQL statements: the shop (read once per request), the page with its count', async () => {
    const list = await app.inject('/api/v1/shops/cat-other/catalogues')
    expect(list.json().matches_estimated).toBe(1)
    expect(Number(list.headers['x-sql-statements'])).toBe(2)
  })

  it('refuses a missing, blank or too long name and unknown fields, writing nothing', async () => {
    const before = await db.select().from(catalogues).where(eq(catalogues.shopId, shop.id))
    for (const body of [
      {},
      { name: '   ' },
      { name: 'x'.repeat(151) },
      { name: 'Ok', slug: 'mine' },
      { name: 7 },
    ]) {
      const response = await post(body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(['invalid_request', 'unknown_fields']).toContain(response.json().error.code)
    }
    const bad = await post({ name: '' })
    expect(bad.json().error.fields).toHaveProperty('name')
    const after = await db.select().from(catalogues).where(eq(catalogues.shopId, shop.id))
    expect(after).toHaveLength(before.length)
  })

  it('shows one catalogue by slug; a missing one answers catalogue_not_found in the visitor’s language', async () => {
    await createCatalogue(db, shop.id, { slug: 'textiles', name: 'Textiles' })
    const found = await app.inject('/api/v1/shops/cat-shop/catalogues/textiles')
    expect(found.json()).toMatchObject({ slug: 'textiles', name: 'Textiles' })
    const missing = await app.inject('/api/v1/shops/cat-shop/catalogues/nada')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error).toMatchObject({
      code: 'catalogue_not_found',
      message: 'Categoría no encontrada',
    })
    const english = await app.inject({
      url: '/api/v1/shops/cat-shop/catalogues/nada',
      headers: { 'accept-language': 'en' },
    })
    expect(english.json().error.message).toBe('Catalogue not found')
    const noShop = await app.inject('/api/v1/shops/no-such-shop/catalogues')
    expect(noShop.json().error.code).toBe('shop_not_found')
  })

  it('renames keeping the slug (the old link still works) and deletes; another shop’s catalogue is not found and stays as it was', async () => {
    const mine = await createCatalogue(db, shop.id, { slug: 'viejo', name: 'Viejo' })
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/v1/shops/cat-shop/catalogues/${mine.id}`,
      headers: { cookie: ownerCookie },
      payload: { name: 'Nuevo nombre' },
    })
    expect(renamed.json()).toMatchObject({ name: 'Nuevo nombre', slug: 'viejo' })
    const byOldLink = await app.inject('/api/v1/shops/cat-shop/catalogues/viejo')
    expect(byOldLink.json()).toMatchObject({ id: mine.id, name: 'Nuevo nombre' })
    const theirs = await createCatalogue(db, otherShop.id, { slug: 'suyo', name: 'Suyo' })
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: `/api/v1/shops/cat-shop/catalogues/${theirs.id}`,
        headers: { cookie: ownerCookie },
        ...(method === 'PATCH' ? { payload: { name: 'Robado' } } : {}),
      })
      expect(response.statusCode).toBe(404)
    }
    const [still] = await db.select().from(catalogues).where(eq(catalogues.id, theirs.id))
    expect(still).toMatchObject({ name: 'Suyo', slug: 'suyo' })
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/v1/shops/cat-shop/catalogues/${mine.id}`,
      headers: { cookie: ownerCookie },
    })
    expect(gone.statusCode).toBe(204)
    expect(await db.select().from(catalogues).where(eq(catalogues.id, mine.id))).toEqual([])
  })

  it('answers invalid_name on the name field for a name of punctuation only or a reserved word, writing nothing', async () => {
    const before = await db.select().from(catalogues).where(eq(catalogues.shopId, shop.id))
    for (const name of ['!!!', '☕ ☕', 'Nuevo']) {
      const response = await post({ name }, ownerCookie)
      expect(response.statusCode, name).toBe(400)
      expect(response.json().error).toMatchObject({ code: 'invalid_name', message: 'Nombre inválido' })
      expect(response.json().error.fields).toHaveProperty('name')
    }
    const english = await app.inject({
      method: 'POST',
      url: '/api/v1/shops/cat-shop/catalogues',
      headers: { cookie: ownerCookie, 'accept-language': 'en' },
      payload: { name: '...' },
    })
    expect(english.json().error.message).toBe('Invalid name')
    const mine = await createCatalogue(db, shop.id, { slug: 'bien', name: 'Bien' })
    const rename = await app.inject({
      method: 'PATCH',
      url: `/api/v1/shops/cat-shop/catalogues/${mine.id}`,
      headers: { cookie: ownerCookie },
      payload: { name: '?!' },
    })
    expect(rename.json().error.code).toBe('invalid_name')
    const [still] = await db.select().from(catalogues).where(eq(catalogues.id, mine.id))
    expect(still?.name).toBe('Bien')
    const after = await db.select().from(catalogues).where(eq(catalogues.shopId, shop.id))
    expect(after).toHaveLength(before.length + 1)
  })

  it('answers num_products, the icon colour from the id and a photo with an 8-character suffix that changes with the photo', async () => {
    const made = await post({ name: 'Con foto', photo: '/static/demo/a.svg' })
    const first = made.json()
    expect(first.num_products).toBe(0)
    expect(first.icon_color).toBe(catalogueIconColour(first.id))
    expect(first.photo).toMatch(/^\/static\/demo\/a\.svg\?v=[0-9a-z]{8}$/)
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/v1/shops/cat-shop/catalogues/${first.id}`,
      headers: { cookie: ownerCookie },
      payload: { name: 'Con foto nueva' },
    })
    expect(renamed.json().photo).toBe(first.photo)
    const rephotographed = await app.inject({
      method: 'PATCH',
      url: `/api/v1/shops/cat-shop/catalogues/${first.id}`,
      headers: { cookie: ownerCookie },
      payload: { photo: '/static/demo/b.svg' },
    })
    expect(rephotographed.json().photo).toMatch(/^\/static\/demo\/b\.svg\?v=[0-9a-z]{8}$/)
    expect(rephotographed.json().photo.slice(-8)).not.toBe(first.photo.slice(-8))
    expect(new Date(rephotographed.json().updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(first.updated_at).getTime(),
    )
    const items = [await createItem(db, owner.id), await createItem(db, owner.id)]
    await db
      .insert(catalogueItems)
      .values(items.map((item, position) => ({ catalogueId: first.id, itemId: item.id, position })))
    const listed = (await app.inject('/api/v1/shops/cat-shop/catalogues?limit=100')).json()
    expect(listed.results.find((c: { id: string }) => c.id === first.id).num_products).toBe(2)
    const one = await app.inject(`/api/v1/shops/cat-shop/catalogues/${first.slug}`)
    expect(one.json().num_products).toBe(2)
  })
})
