import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { route } from '../src/http/route.ts'
import { apiCaller } from '../src/web/mount-web.ts'
import { createItem } from './factories/items.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Pages call the API's GET routes in-process without inject (decision 032). Each case asks the
 * same thing as a page would (through the pages' API caller, from a request standing in for a
 * page) and over HTTP, and expects the same answer: the same permission checks, input checks,
 * errors in the viewer's language and shaped bodies.
 */
const { app, database } = await createTestApp({
  extend: (app) => {
    // Stands in for a page: calls the API the way loaders do, with the page's own headers.
    app.get('/__page', async (request) => {
      const { path } = request.query as { path: string }
      const headers: Record<string, string> = {}
      for (const name of ['cookie', 'accept-language'] as const) {
        const value = request.headers[name]
        if (typeof value === 'string') headers[name] = value
      }
      const answer = await apiCaller(app, request)({ method: 'GET', path, headers })
      return { ...answer, statements: request.ctx.tally.statements }
    })
    // A route that fails inside, to see what a page is told.
    route(app, {
      method: 'GET',
      url: '/api/v1/__test/broken',
      summary: 'test only',
      tags: ['test'],
      access: { kind: 'public' },
      responses: { 200: z.object({ ok: z.boolean() }) },
      handler: async () => {
        throw new Error('secret detail of a failure')
      },
    })
    // A rate-limited read: its limit counts per request, so it must not skip the hooks.
    route(app, {
      method: 'GET',
      url: '/api/v1/__test/limited',
      summary: 'test only',
      tags: ['test'],
      access: { kind: 'public' },
      responses: { 200: z.object({ ok: z.boolean() }) },
      rateLimit: { max: 100, timeWindow: '1 minute' },
      handler: async () => ({ ok: true }),
    })
    // A read registered without route(), with a hook of its own.
    app.route({
      method: 'GET',
      url: '/api/v1/__test/hooked',
      preHandler: async () => {},
      handler: async () => ({ ok: true }),
    })
  },
})
const db = database.db

interface PageCall {
  status: number
  body: unknown
  contract?: string
  statements: number
}

async function asPage(path: string, headers: Record<string, string> = {}): Promise<PageCall> {
  const response = await app.inject({ url: `/__page?path=${encodeURIComponent(path)}`, headers })
  expect(response.statusCode).toBe(200)
  return response.json()
}

async function overHttp(path: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ url: path, headers })
  return { status: response.statusCode, body: response.json() as unknown }
}

/** The page's answer and the HTTP answer agree; the page's came without inject. */
async function same(path: string, headers: Record<string, string> = {}) {
  expect(app.inProcessRoutes.find('GET', path)).not.toBeNull()
  const page = await asPage(path, headers)
  const http = await overHttp(path, headers)
  expect({ status: page.status, body: page.body }).toEqual(http)
  return page
}

let owner: string
let staffAccountant: string
let customer: string
let slug: string

beforeAll(async () => {
  const ownerUser = await createUser(db, { email: 'owner@in-process.test' })
  const accountant = await createUser(db, { email: 'accountant@in-process.test' })
  await createUser(db, { email: 'customer@in-process.test' })
  const shop = await createShop(db, ownerUser.id)
  slug = shop.slug
  await addStaff(db, shop.id, accountant.id, 'accountant')
  await createItem(db, ownerUser.id, { name: 'Jarra de barro' })
  await createItem(db, ownerUser.id, { name: 'Borrador', listState: 'unpublished' })
  owner = await loginAs(app, 'owner@in-process.test')
  staffAccountant = await loginAs(app, 'accountant@in-process.test')
  customer = await loginAs(app, 'customer@in-process.test')
})

const SAFE_PATHS = (s: string) => [
  `/api/v1/shops/${s}`,
  `/api/v1/shops/${s}/items?type=product`,
  `/api/v1/shops/${s}/banners/visible`,
  '/api/v1/me',
]

describe('a page calling a GET route in-process', () => {
  it('gets what an HTTP client gets, with the route’s contract marked as checked', async () => {
    for (const cookie of [undefined, customer, owner]) {
      for (const path of SAFE_PATHS(slug)) {
        const page = await same(path, cookie ? { cookie } : {})
        expect(page.status).toBe(200)
        expect(page.contract).toEqual(expect.any(String))
      }
    }
    // The owner's own view still carries their draft; a customer's does not.
    const ownerList = await asPage(`/api/v1/shops/${slug}/items?type=product`, { cookie: owner })
    const customerList = await asPage(`/api/v1/shops/${slug}/items?type=product`, { cookie: customer })
    expect(JSON.stringify(ownerList.body)).toContain('Borrador')
    expect(JSON.stringify(customerList.body)).not.toContain('Borrador')
  })

  it('refuses an unauthorised viewer as the API does: 401, 403 and 404, in the viewer’s language', async () => {
    const staffList = `/api/v1/shops/${slug}/staff`
    const anonymous = await same(staffList, { 'accept-language': 'en' })
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toMatchObject({ error: { code: 'unauthorized' } })
    const stranger = await same(staffList, { cookie: customer })
    expect(stranger.status).toBe(404)
    expect(stranger.body).toMatchObject({ error: { code: 'not_found' } })
    // Allowed roles get the list; no contract is claimed for an error.
    expect((await same(staffList, { cookie: staffAccountant })).status).toBe(200)
    expect((await same(staffList, { cookie: owner })).status).toBe(200)
    expect(anonymous.contract).toBeUndefined()
    const ownItems = await same('/api/v1/me/items', {})
    expect(ownItems.status).toBe(401)
  })

  it('checks the input as the API does', async () => {
    const tooMany = await same(`/api/v1/shops/${slug}/items?limit=1000`, { 'accept-language': 'en' })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body).toMatchObject({
      error: { code: 'invalid_request', fields: { limit: expect.any(String) } },
    })
    const unknownField = await same(`/api/v1/shops/${slug}/items?list_price=1`)
    expect(unknownField.status).toBe(400)
    expect(unknownField.body).toMatchObject({ error: { code: 'unknown_fields' } })
    const missing = await same('/api/v1/shops/no-such-shop')
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ error: { code: 'shop_not_found' } })
  })

  it('answers a failure inside a route as internal_error, without its detail', async () => {
    const page = await asPage('/api/v1/__test/broken')
    expect(app.inProcessRoutes.find('GET', '/api/v1/__test/broken')).not.toBeNull()
    expect(page.status).toBe(500)
    expect(page.body).toMatchObject({ error: { code: 'internal_error' } })
    expect(JSON.stringify(page.body)).not.toContain('secret')
  })

  it('counts its SQL statements in the page’s tally', async () => {
    for (const path of SAFE_PATHS(slug)) {
      const page = await asPage(path, { cookie: owner })
      const http = await app.inject({ url: path, headers: { cookie: owner } })
      expect(page.statements).toBeGreaterThan(0)
      expect(page.statements).toBe(Number(http.headers['x-sql-statements']))
    }
  })

  it('leaves writes, unknown paths and rate-limited routes to inject', () => {
    expect(app.inProcessRoutes.find('PATCH', '/api/v1/me')).toBeNull()
    expect(app.inProcessRoutes.find('GET', '/api/v1/nothing-here')).toBeNull()
    const limited = app.routeSpecs.filter((spec) => spec.rateLimit)
    expect(limited.map((spec) => spec.url)).toContain('/api/v1/__test/limited')
    for (const spec of limited) expect(app.inProcessRoutes.find(spec.method, spec.url)).toBeNull()
    // Not declared with route(): only route()'s handlers are called directly.
    expect(app.inProcessRoutes.find('GET', '/api/v1/__test/hooked')).toBeNull()
  })
})

// The pages' caller falls back to inject for what it does not call directly.
describe('what still goes through inject', () => {
  it('answers an unknown API path with the JSON not-found error', async () => {
    const page = await asPage('/api/v1/nothing-here')
    expect(page.status).toBe(404)
    expect(page.body).toMatchObject({ error: { code: 'route_not_found' } })
  })
})
