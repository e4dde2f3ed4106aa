import { ERROR_MESSAGES } from '@tianguis/core/messages'
import { describe, expect, it } from 'vitest'
import { createItem } from './factories/items.ts'
import { createPlan, givePlan } from './factories/plans.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Items to resell and their quotes (001 §6, §7 products-to-resale; decision 071): only resellers
 * (ul1–ul3) see margins, sorted by margin, filtered by type, text and supplier; 'Buy by' and earn
 * at the viewer's plan rate, and the premium plan's offer.
 */
const { app, database } = await createTestApp()
const db = database.db

const supplier = await createUser(db, { name: 'Alfarería Resale', userLevel: 'ul2' })
const other = await createUser(db, { name: 'Otro Proveedor Resale' })
const tag = `zq${Date.now().toString(36)}`
const small = await createItem(db, supplier.id, {
  name: `Cántaro ${tag}`,
  listPrice: 20_000,
  isDropshipping: true,
  contributionMargin: 3_001,
})
const large = await createItem(db, other.id, {
  name: `Rebozo ${tag}`,
  listPrice: 45_000,
  isDropshipping: true,
  contributionMargin: 12_000,
})
const service = await createItem(db, supplier.id, {
  name: `Taller ${tag}`,
  type: 'service',
  plainDescription: 'un taller de barro',
  listPrice: 30_000,
  isDropshipping: true,
  contributionMargin: 5_000,
})
// Not resellable: not for dropshipping, hidden, price on request, no margin.
const notDropshipping = await createItem(db, supplier.id, { name: `Jarro ${tag}`, contributionMargin: 9_000 })
await createItem(db, supplier.id, {
  name: `Oculto ${tag}`,
  isDropshipping: true,
  contributionMargin: 9_000,
  hiden: true,
})
await createItem(db, supplier.id, {
  name: `Consultar ${tag}`,
  isDropshipping: true,
  contributionMargin: 9_000,
  hidePrice: true,
})
await createItem(db, supplier.id, { name: `Sin margen ${tag}`, isDropshipping: true })

const reseller = await createUser(db, { userLevel: 'ul2' })
const resellerCookie = await loginAs(app, reseller.email)
const starter = await createPlan(db, { name: 'Inicial', commissionRate: 3_000 })
const entrepreneur = await createUser(db, { userLevel: 'ul1' })
await givePlan(db, entrepreneur.id, starter.id, 'pln_basic_professional')
const entrepreneurCookie = await loginAs(app, entrepreneur.email)

const list = (cookie: string, query: string) =>
  app.inject({ method: 'GET', url: `/api/v1/me/resale/items?text=${tag}${query}`, headers: { cookie } })

describe('GET /api/v1/me/resale/items', () => {
  it('lists what can be resold, largest margin first, with Buy by and earn at the default rate', async () => {
    const response = await list(resellerCookie, '')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.results.map((item: { name: string }) => item.name)).toEqual([
      `Rebozo ${tag}`,
      `Taller ${tag}`,
      `Cántaro ${tag}`,
    ])
    expect(body.matches_estimated).toBe(3)
    expect(body.results[0]).toMatchObject({
      id: large.id,
      contribution_margin: 12_000,
      quote: { item_id: large.id, list_price: 45_000, buy_by: 39_000, earn: 6_000, upgrade: null },
    })
    // 3001 × 0.5 = 1500.5 → 1501, rounded once, half up.
    expect(body.results[2].quote).toMatchObject({ buy_by: 18_499, earn: 1_501 })
  })

  it('filters by type, by supplier and by a text in the description', async () => {
    const services = (await list(resellerCookie, '&type=service')).json()
    expect(services.results.map((i: { id: string }) => i.id)).toEqual([service.id])
    const bySupplier = (await list(resellerCookie, `&dssupplier=${supplier.id}`)).json()
    expect(bySupplier.results.map((i: { id: string }) => i.id)).toEqual([service.id, small.id])
    const described = await app.inject({
      method: 'GET',
      url: `/api/v1/me/resale/items?text=${encodeURIComponent(`barro ${tag}`)}`,
      headers: { cookie: resellerCookie },
    })
    expect(described.json().results.map((i: { id: string }) => i.id)).toEqual([service.id])
  })

  it('pages by offset and limit (10 by default)', async () => {
    const second = (await list(resellerCookie, '&limit=1&offset=1')).json()
    expect(second.results.map((i: { id: string }) => i.id)).toEqual([service.id])
    expect(second.matches_estimated).toBe(3)
  })

  it("leaves out the viewer's own items", async () => {
    const cookie = await loginAs(app, supplier.email)
    const mine = (await list(cookie, '')).json()
    expect(mine.results.map((i: { id: string }) => i.id)).toEqual([large.id])
  })

  it('quotes at the plan rate and offers the professional plan (margin × professional rate)', async () => {
    const body = (await list(entrepreneurCookie, '&limit=1')).json()
    expect(body.results[0].quote).toEqual({
      item_id: large.id,
      currency: 'MXN',
      list_price: 45_000,
      buy_by: 41_400,
      earn: 3_600,
      upgrade: { plan_id: 'pln_basic_professional', plan_name: 'Profesional básico', earn: 6_000 },
    })
  })

  it('refuses ul0 and unknown levels with 403 reseller_level_required (margins are not public)', async () => {
    for (const level of ['ul0', ''] as const) {
      const user = await createUser(db, { userLevel: level })
      const response = await list(await loginAs(app, user.email), '')
      expect(response.statusCode).toBe(403)
      expect(response.json().error).toMatchObject({
        code: 'reseller_level_required',
        message: ERROR_MESSAGES['es-MX'].reseller_level_required,
      })
    }
    expect((await app.inject({ method: 'GET', url: '/api/v1/me/resale/items' })).statusCode).toBe(401)
  })

  it.each([
    ['an unknown field', '&owner=x', 'unknown_fields'],
    ['another sort', '&sort=list_price', 'invalid_request'],
    ['a wrong type', '&limit=many', 'invalid_request'],
    ['a limit above 30', '&limit=31', 'invalid_request'],
    ['a too-long text', `&text=${'a'.repeat(101)}`, 'invalid_request'],
  ])('refuses %s with 400', async (_, query, code) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/me/resale/items?offset=0${query}`,
      headers: { cookie: resellerCookie },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe(code)
  })
})

describe('GET /api/v1/me/resale/quotes', () => {
  const quotes = (cookie: string, ids: string[]) =>
    app.inject({ method: 'GET', url: `/api/v1/me/resale/quotes?items=${ids.join(',')}`, headers: { cookie } })

  it('quotes the resellable items asked for, in the order asked, and skips the rest', async () => {
    const response = await quotes(entrepreneurCookie, [small.id, notDropshipping.id, large.id, 'itm_nope'])
    expect(response.statusCode).toBe(200)
    expect(response.json().results).toEqual([
      {
        item_id: small.id,
        currency: 'MXN',
        list_price: 20_000,
        buy_by: 19_100,
        earn: 900,
        upgrade: { plan_id: 'pln_basic_professional', plan_name: 'Profesional básico', earn: 1_501 },
      },
      expect.objectContaining({ item_id: large.id, earn: 3_600 }),
    ])
  })

  it('answers no quotes to ul0 (they see the sign-up call to action instead)', async () => {
    const user = await createUser(db, { userLevel: 'ul0' })
    const response = await quotes(await loginAs(app, user.email), [large.id])
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ results: [] })
  })

  it.each([
    ['no ids', '', 'invalid_request'],
    ['more than 36 ids', Array.from({ length: 37 }, (_, i) => `itm_${i}`).join(','), 'invalid_request'],
  ])('refuses %s with 400', async (_, items, code) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/me/resale/quotes?items=${items}`,
      headers: { cookie: resellerCookie },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe(code)
  })
})
