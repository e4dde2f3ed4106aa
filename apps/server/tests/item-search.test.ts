import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Item search (decision 020): accents, case, Spanish stems and prefixes; type and supplier
 * filters; suggestions; dropshipping suppliers; nothing unpublished or of another shop leaks;
 * bad input is refused with field messages. Runs on PGlite and on PostgreSQL.
 */
const { app, database } = await createTestApp()
const db = database.db

const roaster = await createUser(db, { email: 'srch-roaster@example.test', name: 'Finca Chiapaneca' })
await createShop(db, roaster.id, { slug: 'srch-cafe' })
const chiapas = await createItem(db, roaster.id, {
  name: 'Café de Chiapas',
  tags: ['orgánico', 'altura'],
  plainDescription: 'Granos tostados a mano en pequeños lotes.',
  listPrice: 18_000,
  queuePosition: 3,
})
const pot = await createItem(db, roaster.id, {
  name: 'Cafetera de barro',
  tags: ['cocina'],
  plainDescription: 'Para hervir agua.',
  listPrice: 40_000,
  queuePosition: 1,
})
const tea = await createItem(db, roaster.id, {
  name: 'Té verde',
  plainDescription: 'Hojas enteras, sin cafeína.',
  listPrice: 9_000,
  queuePosition: 2,
})
const tasting = await createItem(db, roaster.id, {
  type: 'experience',
  name: 'Cata de café',
  experienceDate: new Date(Date.now() + 86_400_000 * 60),
})
const grinding = await createItem(db, roaster.id, {
  type: 'service',
  name: 'Molienda a la medida',
  plainDescription: 'Molemos tu café como lo pidas.',
})
const secret = await createItem(db, roaster.id, { name: 'Café secreto', listState: 'unpublished' })
const hidden = await createItem(db, roaster.id, { name: 'Café escondido', hiden: true })
const disabled = await createItem(db, roaster.id, { name: 'Café apagado', disabled: true })
// A dropshipping item that nobody may see yet: it does not make its owner a supplier.
await createItem(db, roaster.id, { name: 'Café a granel', isDropshipping: true, listState: 'unpublished' })

const dropshipper = await createUser(db, {
  email: 'srch-dropshipper@example.test',
  name: 'Tostadores Ñuu Savi',
  avatar: '/static/test/nuu.svg',
})
await createShop(db, dropshipper.id, { slug: 'srch-otro' })
const veracruz = await createItem(db, dropshipper.id, {
  name: 'Café de Veracruz',
  tags: ['tueste medio'],
  isDropshipping: true,
})
const chocolate = await createItem(db, dropshipper.id, { name: 'Chocolate de Oaxaca', isDropshipping: true })

const roasterCookie = await loginAs(app, 'srch-roaster@example.test')
const dropshipperCookie = await loginAs(app, 'srch-dropshipper@example.test')

type Listed = { id: string; name: string; list_state?: string }
const ids = (response: { json(): { results: Listed[] } }) => response.json().results.map((i) => i.id)
const get = (url: string, cookie?: string) => app.inject({ url, headers: cookie ? { cookie } : {} })

describe('shop list search (?q=)', () => {
  it.each([
    'CAFE',
    'café',
    'cafe',
    'Cafés',
    'cafet',
    'caf',
    'chiapas',
    'CHIAP',
    'tostado',
    'organicos',
    'Altura',
  ])('finds “Café de Chiapas” with %j', async (q) => {
    const response = await get(`/api/v1/shops/srch-cafe/items?q=${encodeURIComponent(q)}`)
    expect(response.statusCode, response.body).toBe(200)
    expect(ids(response)).toContain(chiapas.id)
  })

  it('needs every word to match and ranks the name above the description', async () => {
    const both = await get('/api/v1/shops/srch-cafe/items?q=cafe%20chiapas')
    expect(ids(both)).toEqual([chiapas.id])
    const cafe = await get('/api/v1/shops/srch-cafe/items?q=cafe')
    expect(ids(cafe)).toContain(pot.id) // "Cafetera": cafe is its prefix
    // "sin cafeína" is only in the tea's description: found, but after the names.
    expect(ids(cafe).at(-1)).toBe(tea.id)
  })

  it('finds words of the description by their stem', async () => {
    const response = await get('/api/v1/shops/srch-cafe/items?q=hervir')
    expect(ids(response)).toEqual([pot.id])
    const none = await get('/api/v1/shops/srch-cafe/items?q=xilofono')
    expect(none.json()).toEqual({ results: [], matches_estimated: 0 })
  })

  it('orders by relevance without a sort, by the sort when one is given', async () => {
    const relevance = await get('/api/v1/shops/srch-cafe/items?q=cafetera')
    expect(ids(relevance)[0]).toBe(pot.id)
    const byPrice = await get('/api/v1/shops/srch-cafe/items?q=caf&sort=-list_price')
    const prices = byPrice.json().results.map((i: { list_price: number }) => i.list_price)
    expect(prices).toEqual([...prices].sort((x, y) => y - x))
    const byPosition = await get('/api/v1/shops/srch-cafe/items?q=caf&sort=queue_position')
    expect(ids(byPosition)).toEqual([pot.id, tea.id, chiapas.id])
  })

  it('searches within one type', async () => {
    const experiences = await get('/api/v1/shops/srch-cafe/items?q=cafe&type=experience')
    expect(ids(experiences)).toEqual([tasting.id])
    const services = await get('/api/v1/shops/srch-cafe/items?q=cafe&type=service')
    expect(ids(services)).toEqual([grinding.id])
  })

  it('keeps other shops’ items and unpublished, hidden or disabled ones out', async () => {
    for (const cookie of [undefined, dropshipperCookie]) {
      const response = await get('/api/v1/shops/srch-cafe/items?q=cafe', cookie)
      const found = ids(response)
      for (const item of [veracruz, secret, hidden, disabled]) expect(found).not.toContain(item.id)
      expect(response.body).not.toContain('list_state')
    }
    const other = await get('/api/v1/shops/srch-otro/items?q=chiapas')
    expect(other.json()).toEqual({ results: [], matches_estimated: 0 })
  })

  it('shows the owner their unpublished and hidden matches, marked, but not disabled ones', async () => {
    const response = await get('/api/v1/shops/srch-cafe/items?q=cafe', roasterCookie)
    const byId = Object.fromEntries(response.json().results.map((i: Listed) => [i.id, i]))
    expect(byId[secret.id]).toMatchObject({ list_state: 'unpublished', hiden: false })
    expect(byId[hidden.id]).toMatchObject({ list_state: 'published', hiden: true })
    expect(byId[chiapas.id]).toMatchObject({ list_state: 'published', hiden: false })
    expect(byId[disabled.id]).toBeUndefined()
    expect(response.body).not.toContain('contribution_margin')
  })

  it('treats operators and quotes in the text as plain words', async () => {
    for (const q of ["'", "café' | chiapas", '&|!():*', "cafe:* & !'", 'a\\b', '<->', '%', '_', '""']) {
      const response = await get(`/api/v1/shops/srch-cafe/items?q=${encodeURIComponent(q)}`)
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200)
      expect(response.json().results).toEqual(expect.any(Array))
    }
    const quoted = await get(`/api/v1/shops/srch-cafe/items?q=${encodeURIComponent("café' | chiapas")}`)
    expect(ids(quoted)).toEqual([chiapas.id])
    const blank = await get('/api/v1/shops/srch-cafe/items?q=%20%20')
    expect(blank.json().matches_estimated).toBe(3) // no text: the plain list
  })
})

describe('GET /api/v1/items/search', () => {
  it('searches every supplier’s published items', async () => {
    const response = await get('/api/v1/items/search?q=caf%C3%A9')
    expect(response.statusCode, response.body).toBe(200)
    const found = ids(response)
    expect(found).toEqual(expect.arrayContaining([chiapas.id, pot.id, veracruz.id, tasting.id, grinding.id]))
    for (const item of [secret, hidden, disabled, chocolate]) expect(found).not.toContain(item.id)
    expect(response.json().matches_estimated).toBe(found.length)
  })

  it('filters by type and by supplier', async () => {
    const products = await get('/api/v1/items/search?q=cafe&type=product')
    expect(ids(products).sort()).toEqual([chiapas.id, pot.id, tea.id, veracruz.id].sort())
    const ofOne = await get(`/api/v1/items/search?q=cafe&supplier=${dropshipper.id}`)
    expect(ids(ofOne)).toEqual([veracruz.id])
    const both = await get(`/api/v1/items/search?q=cafe&type=experience&supplier=${dropshipper.id}`)
    expect(both.json()).toEqual({ results: [], matches_estimated: 0 })
    const nobody = await get('/api/v1/items/search?q=cafe&supplier=usr_nobody')
    expect(nobody.json()).toEqual({ results: [], matches_estimated: 0 })
  })

  it('looks for similar words only when no word matches as it is', async () => {
    const misspelt = await get('/api/v1/items/search?q=chiapaz')
    expect(ids(misspelt)).toEqual([chiapas.id])
    const two = await get('/api/v1/items/search?q=caf%C3%A9%20chiapaz')
    expect(ids(two)).toEqual([chiapas.id])
    // "cafet" is the prefix of "Cafetera": found as it is, so no similar words are added.
    const prefix = await get('/api/v1/items/search?q=cafet')
    expect(ids(prefix)).toEqual([pot.id])
    const shop = await get('/api/v1/shops/srch-cafe/items?q=cafe%20chiapaz')
    expect(ids(shop)).toEqual([chiapas.id])
  })

  it('lists everything visible, newest first, without a text', async () => {
    const response = await get(`/api/v1/items/search?supplier=${dropshipper.id}`)
    expect(ids(response)).toEqual([chocolate.id, veracruz.id])
  })

  it('never marks list state, even for the owner', async () => {
    const response = await get('/api/v1/items/search?q=cafe', roasterCookie)
    expect(response.body).not.toContain('list_state')
    expect(ids(response)).not.toContain(secret.id)
  })

  it('counts exactly up to 1,000 matches, then gives a lower bound that still pages', async () => {
    const bulk = await createUser(db, { email: 'srch-bulk@example.test' })
    await db.execute(sql`
      insert into items (id, owner_id, name, type, slug, list_state, available, queue_position)
      select 'itm_bulk' || n, ${bulk.id}, 'Mezcal joven ' || n, 'product', 'mezcal-' || n, 'published', 1, n
      from generate_series(1, 1005) as n`)
    const first = await get(`/api/v1/items/search?q=mezcal&supplier=${bulk.id}&limit=10`)
    expect(first.json().results).toHaveLength(10)
    expect(first.json().matches_estimated).toBe(1000)
    const last = await get(`/api/v1/items/search?q=mezcal&supplier=${bulk.id}&offset=1000&limit=10`)
    expect(last.json().results).toHaveLength(5)
    expect(last.json().matches_estimated).toBe(1005)
    await db.execute(sql`delete from items where owner_id = ${bulk.id}`)
  })
})

describe('GET /api/v1/items/suggestions', () => {
  it('suggests up to 5 lower-cased completions and 10 items', async () => {
    const response = await get('/api/v1/items/suggestions?q=CAF')
    expect(response.statusCode, response.body).toBe(200)
    const { completions, items } = response.json()
    expect(completions.length).toBeGreaterThan(0)
    expect(completions.length).toBeLessThanOrEqual(5)
    expect(completions).toContain('café de chiapas')
    for (const completion of completions) expect(completion).toBe(completion.toLowerCase())
    expect(items.length).toBeLessThanOrEqual(10)
    expect(items.map((i: Listed) => i.id)).not.toContain(secret.id)
  })

  it('keeps to one shop and one type when asked', async () => {
    const shop = await get('/api/v1/items/suggestions?q=cafe&shop=srch-otro')
    expect(shop.json()).toEqual({
      completions: ['café de veracruz'],
      items: [expect.objectContaining({ id: veracruz.id })],
    })
    const type = await get('/api/v1/items/suggestions?q=cafe&type=experience')
    expect(type.json().items.map((i: Listed) => i.id)).toEqual([tasting.id])
    const unknown = await get('/api/v1/items/suggestions?q=cafe&shop=no-such-shop')
    expect(unknown.json()).toEqual({ completions: [], items: [] })
  })

  it('holds at most 10 items and 5 completions however many match', async () => {
    const bulk = await createUser(db, { email: 'srch-bulk2@example.test' })
    await db.execute(sql`
      insert into items (id, owner_id, name, type, slug, list_state, available)
      select 'itm_sugg' || n, ${bulk.id}, 'Pulque curado ' || n, 'product', 'pulque-' || n, 'published', 1
      from generate_series(1, 30) as n`)
    const response = await get('/api/v1/items/suggestions?q=pulque')
    expect(response.json().items).toHaveLength(10)
    expect(response.json().completions).toHaveLength(5)
    await db.execute(sql`delete from items where owner_id = ${bulk.id}`)
  })
})

describe('GET /api/v1/public/dssuppliers', () => {
  it('lists users with a published dropshipping item as id, name and image', async () => {
    const response = await get('/api/v1/public/dssuppliers')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      results: [{ id: dropshipper.id, name: 'Tostadores Ñuu Savi', image: '/static/test/nuu.svg' }],
      matches_estimated: 1,
    })
  })

  it('searches the name, case and accents ignored', async () => {
    for (const text of ['nuu', 'ÑUU savi', 'tostador']) {
      const response = await get(`/api/v1/public/dssuppliers?text=${encodeURIComponent(text)}`)
      expect(ids(response), text).toEqual([dropshipper.id])
    }
    const none = await get('/api/v1/public/dssuppliers?text=chiapaneca')
    expect(none.json()).toEqual({ results: [], matches_estimated: 0 })
    const operators = await get(`/api/v1/public/dssuppliers?text=${encodeURIComponent("%_'")}`)
    expect(operators.statusCode).toBe(200)
  })
})

describe('bad input', () => {
  const long = 'x'.repeat(101)
  const cases: [string, string, string][] = [
    ['/api/v1/shops/srch-cafe/items', `q=${long}`, 'q'],
    ['/api/v1/shops/srch-cafe/items', 'q=a&q=b', 'q'],
    ['/api/v1/shops/srch-cafe/items', 'limit=0', 'limit'],
    ['/api/v1/shops/srch-cafe/items', 'sort=relevance', 'sort'],
    ['/api/v1/items/search', `q=${long}`, 'q'],
    ['/api/v1/items/search', 'limit=0', 'limit'],
    ['/api/v1/items/search', 'limit=-1', 'limit'],
    ['/api/v1/items/search', 'limit=1.5', 'limit'],
    ['/api/v1/items/search', 'limit=1e3', 'limit'],
    ['/api/v1/items/search', 'offset=-1', 'offset'],
    ['/api/v1/items/search', 'offset=10001', 'offset'],
    ['/api/v1/items/search', 'type=franchise', 'type'],
    ['/api/v1/items/search', `supplier=${long}`, 'supplier'],
    ['/api/v1/items/suggestions', '', 'q'],
    ['/api/v1/items/suggestions', 'q=%20', 'q'],
    ['/api/v1/items/suggestions', `q=${long}`, 'q'],
    ['/api/v1/items/suggestions', 'q=cafe&limit=5', 'limit'],
    ['/api/v1/public/dssuppliers', 'limit=31', 'limit'],
    ['/api/v1/public/dssuppliers', 'limit=0', 'limit'],
    ['/api/v1/public/dssuppliers', 'limit=1e3', 'limit'],
    ['/api/v1/public/dssuppliers', 'limit=1.5', 'limit'],
    ['/api/v1/public/dssuppliers', `text=${long}`, 'text'],
    ['/api/v1/public/dssuppliers', 'q=cafe', 'q'],
  ]
  for (const [path, query, field] of cases) {
    it(`refuses ${path}?${query.slice(0, 30)} with a message on ${field}`, async () => {
      const response = await get(`${path}?${query}`)
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json().error.code).toMatch(/^(invalid_request|unknown_fields)$/)
      expect(response.json().error.fields[field]).toEqual(expect.any(String))
    })
  }

  it('answers a search in at most 4 statements', async () => {
    for (const url of [
      '/api/v1/items/search?q=cafe',
      '/api/v1/items/suggestions?q=cafe&shop=srch-cafe',
      '/api/v1/public/dssuppliers?text=nuu',
    ]) {
      const response = await get(url, roasterCookie)
      expect(Number(response.headers['x-sql-statements']), url).toBeLessThanOrEqual(4)
    }
  })

  it('documents the new routes in the OpenAPI document', async () => {
    const response = await get('/api/openapi.json')
    expect(response.statusCode).toBe(200)
    const { paths } = response.json()
    expect(paths['/api/v1/items/search'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'q',
      'type',
      'supplier',
      'offset',
      'limit',
    ])
    expect(paths['/api/v1/items/suggestions'].get).toBeDefined()
    expect(paths['/api/v1/public/dssuppliers'].get).toBeDefined()
    expect(paths['/api/v1/shops/{slug}/items'].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'q',
    )
  })
})
