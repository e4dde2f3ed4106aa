import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createCatalogue } from './factories/catalogues.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The shop of a request (decision 026): read once per request, shared by the in-process API calls
 * a page makes, read anew after a write in the same request, and checked after the session.
 */
let host: FastifyInstance
const { app, database } = await createTestApp({
  env: { ANSWER_CACHE: '0' },
  extend: (instance) => {
    host = instance
    // Stands in for a page: in-process API calls made while handling one outer request.
    instance.get('/__page/:slug', async (request) => {
      const { slug } = request.params as { slug: string }
      const cookie = request.headers.cookie
      const ask = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
        host.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) })
      const [shop, catalogues] = await Promise.all([
        ask('GET', `/api/v1/shops/${slug}`),
        ask('GET', `/api/v1/shops/${slug}/catalogues`),
      ])
      const renamed = request.headers['x-rename']
        ? await ask('PATCH', `/api/v1/shops/${slug}`, { name: String(request.headers['x-rename']) })
        : null
      const after = await ask('GET', `/api/v1/shops/${slug}`)
      return {
        shop: shop.json().name,
        catalogues: catalogues.json().matches_estimated,
        renamed: renamed?.statusCode ?? null,
        after: after.json().name,
      }
    })
  },
})
const db = database.db
const owner = await createUser(db, { email: 'scope-owner@example.test' })
const shop = await createShop(db, owner.id, { slug: 'alcance', name: 'Alcance' })
await createCatalogue(db, shop.id, { name: 'Cestas', slug: 'cestas' })

describe('the shop of a request', () => {
  it('is read once for all the API calls one page makes', async () => {
    const response = await app.inject('/__page/alcance')
    expect(response.json()).toEqual({ shop: 'Alcance', catalogues: 1, renamed: null, after: 'Alcance' })
    // One read of the shop for the three calls, and the catalogue page: 2 statements, not 4.
    expect(Number(response.headers['x-sql-statements'])).toBe(2)
  })

  it('is read anew after a write in the same request (a form action before the loaders)', async () => {
    const cookie = await loginAs(app, 'scope-owner@example.test')
    const response = await app.inject({
      url: '/__page/alcance',
      headers: { cookie, 'x-rename': 'Alcance Nuevo' },
    })
    expect(response.json()).toEqual({
      shop: 'Alcance',
      catalogues: 1,
      renamed: 200,
      after: 'Alcance Nuevo',
    })
  })

  it('answers an unknown shop 404 shop_not_found on public routes, and 401 first on protected ones', async () => {
    const missing = await app.inject('/api/v1/shops/no-hay/catalogues')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.code).toBe('shop_not_found')
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v1/shops/no-hay/catalogues',
      payload: { name: 'X' },
    })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().error.code).toBe('unauthorized')
    // Nothing about the shop was read for the anonymous caller.
    expect(Number(anonymous.headers['x-sql-statements'])).toBe(0)
  })
})
