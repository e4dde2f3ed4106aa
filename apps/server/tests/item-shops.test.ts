import { describe, expect, it } from 'vitest'
import { shopItems } from '../src/modules/resale/resale.tables.ts'
import { createItem } from './factories/items.ts'
import { createShop, THEME_INFO } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** `GET /api/v1/items/:id/shops` (decision 052): where an item of the platform's pages can be bought. */
const { app, database } = await createTestApp()
const db = database.db

const sections = (...on: Array<'products' | 'services' | 'experiences'>) => ({
  ...THEME_INFO,
  sections_info: on.map((section) => ({ section, enabled: true })),
})

// Sol sells in two shops of her own with products on, and a third with services only.
const sol = await createUser(db, { email: 'its-sol@example.test' })
await createShop(db, sol.id, { slug: 'its-bazar', name: 'Sol Bazar' })
await createShop(db, sol.id, {
  slug: 'its-artesanias',
  name: 'Sol Artesanías',
  canonicalUrl: 'artesanias-sol.example',
  photo: '/static/test/sol.svg',
})
await createShop(db, sol.id, {
  slug: 'its-servicios',
  name: 'Sol Servicios',
  storeThemeInfo: sections('services'),
})
// Two other owners resell her jar; one more resells it with its products section off; one sells nothing of hers.
const luna = await createUser(db, { email: 'its-luna@example.test' })
const zeta = await createShop(db, luna.id, { slug: 'its-zeta', name: 'Abarrotes Zeta' })
const market = await createShop(db, luna.id, {
  slug: 'its-mercado',
  name: 'Mercado Luna',
  storeThemeInfo: sections('products', 'experiences'),
})
const closed = await createShop(db, luna.id, {
  slug: 'its-cerrada',
  name: 'Cerrada',
  storeThemeInfo: sections(),
})
await createShop(db, luna.id, { slug: 'its-ajena', name: 'Ajena' })

const jar = await createItem(db, sol.id, { name: 'Jarro' })
const lesson = await createItem(db, sol.id, { name: 'Clase', type: 'service' })
const tour = await createItem(db, sol.id, {
  name: 'Recorrido',
  type: 'experience',
  experienceDate: new Date(Date.now() + 30 * 86_400_000),
})
const draft = await createItem(db, sol.id, { name: 'Borrador', listState: 'unpublished' })
const off = await createItem(db, sol.id, { name: 'Apagado', disabled: true })
await db.insert(shopItems).values([
  { shopId: zeta.id, itemId: jar.id },
  { shopId: market.id, itemId: jar.id },
  { shopId: closed.id, itemId: jar.id },
  { shopId: market.id, itemId: tour.id },
])
// A supplier with no shop whose item nobody resells.
const loner = await createUser(db, { email: 'its-loner@example.test' })
const orphan = await createItem(db, loner.id, { name: 'Huérfano' })

const shopsOf = async (id: string, query = '', cookie?: string) => {
  const response = await app.inject({
    url: `/api/v1/items/${id}/shops${query}`,
    headers: cookie ? { cookie } : {},
  })
  return { response, body: response.json() }
}
const slugs = (body: { results: { slug: string }[] }) => body.results.map((shop) => shop.slug)

describe('GET /api/v1/items/:id/shops', () => {
  it('lists the supplier’s own shops first, then the resellers, each by name, in one statement', async () => {
    const { response, body } = await shopsOf(jar.id)
    expect(response.statusCode, response.body).toBe(200)
    expect(slugs(body)).toEqual(['its-artesanias', 'its-bazar', 'its-zeta', 'its-mercado'])
    expect(body.matches_estimated).toBe(4)
    expect(body.results[0]).toEqual({
      slug: 'its-artesanias',
      name: 'Sol Artesanías',
      photo: '/static/test/sol.svg',
      canonical_url: 'artesanias-sol.example',
      own: true,
    })
    expect(body.results.map((shop: { own: boolean }) => shop.own)).toEqual([true, true, false, false])
    expect(Number(response.headers['x-sql-statements'])).toBe(1)
  })

  it('leaves out shops whose section of the item’s kind is off', async () => {
    expect(slugs((await shopsOf(lesson.id)).body)).toEqual(['its-artesanias', 'its-bazar', 'its-servicios'])
    // Sol's shops show no experiences; the market that resells the tour does.
    expect((await shopsOf(tour.id)).body).toMatchObject({
      results: [{ slug: 'its-mercado', own: false }],
      matches_estimated: 1,
    })
  })

  it('pages with offset and limit, keeping the whole count', async () => {
    const { body } = await shopsOf(jar.id, '?offset=1&limit=2')
    expect(slugs(body)).toEqual(['its-bazar', 'its-zeta'])
    expect(body.matches_estimated).toBe(4)
    expect((await shopsOf(jar.id, '?offset=50')).body).toEqual({ results: [], matches_estimated: 4 })
  })

  it('answers an empty list for an item no shop sells', async () => {
    const { response, body } = await shopsOf(orphan.id)
    expect(response.statusCode).toBe(200)
    expect(body).toEqual({ results: [], matches_estimated: 0 })
  })

  it('answers 404 for an item the viewer cannot open; its supplier sees an unpublished one', async () => {
    for (const id of [draft.id, off.id, 'itm_missing']) {
      const { response, body } = await shopsOf(id)
      expect(response.statusCode, id).toBe(404)
      expect(body.error.code, id).toBe('item_not_found')
      expect(body.error.message, id).toBeTruthy()
    }
    const cookie = await loginAs(app, 'its-sol@example.test')
    const own = await shopsOf(draft.id, '', cookie)
    expect(own.response.statusCode).toBe(200)
    expect(slugs(own.body)).toEqual(['its-artesanias', 'its-bazar'])
    expect((await shopsOf(off.id, '', cookie)).response.statusCode).toBe(404)
  })

  it('refuses unknown and out-of-range query fields', async () => {
    const unknown = await shopsOf(jar.id, '?page=2')
    expect(unknown.response.statusCode).toBe(400)
    expect(unknown.body.error.code).toBe('unknown_fields')
    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?offset=uno']) {
      const { response, body } = await shopsOf(jar.id, query)
      expect(response.statusCode, query).toBe(400)
      expect(body.error.code, query).toBe('invalid_request')
    }
  })
})
