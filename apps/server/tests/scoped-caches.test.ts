import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { route } from '../src/http/route.ts'
import { cacheTag } from '../src/kernel/cache-tags.ts'
import { changed, inTransaction } from '../src/kernel/transaction.ts'
import { shops } from '../src/modules/shops/shops.tables.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Writes drop only the kept answers and pages that show what they changed (decision 025), after
 * their transaction commits; a log in, a log out or a customer's own changes drop nothing. Also: an
 * answer outside its route's contract is a logged 500, not the caller's 400.
 */
const logLines: string[] = []
const log = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk))
    done()
  },
})

const { app, database } = await createTestApp({
  web: true,
  logStream: log,
  extend: (app) => {
    // Test-only routes: a write that commits, one that rolls back, and an answer that breaks its contract.
    route(app, {
      method: 'POST',
      url: '/api/v1/test/touch-shop/:id',
      summary: 'test',
      tags: ['test'],
      access: { kind: 'public' },
      params: z.strictObject({ id: z.string() }),
      query: z.strictObject({ fail: z.enum(['0', '1']).default('0') }),
      responses: { 204: null },
      handler: ({ ctx, params, query }) =>
        inTransaction(ctx, async (tx) => {
          await tx.db.update(shops).set({ updatedAt: new Date() })
          changed(tx, cacheTag.shop(params.id))
          if (query.fail === '1') throw new Error('rolled back on purpose')
        }),
    })
    route(app, {
      method: 'GET',
      url: '/api/v1/test/broken-contract',
      summary: 'test',
      tags: ['test'],
      access: { kind: 'public' },
      responses: { 200: z.strictObject({ name: z.string() }) },
      handler: async () => ({ name: 42, secret: 'hidden-value' }),
    })
  },
})
const db = database.db

const ownerA = await createUser(db, { email: 'sc-a@example.test' })
const shopA = await createShop(db, ownerA.id, { slug: 'sc-uno', name: 'Tienda Uno' })
const ownerB = await createUser(db, { email: 'sc-b@example.test' })
await createShop(db, ownerB.id, { slug: 'sc-dos', name: 'Tienda Dos' })
await createUser(db, { email: 'sc-customer@example.test' })
const ownerACookie = await loginAs(app, 'sc-a@example.test')
const ownerBCookie = await loginAs(app, 'sc-b@example.test')

const visit = (url: string) => app.inject({ url })
const cacheOf = async (url: string) => (await visit(url)).headers['x-page-cache']

/** Both shops' homes and product lists rendered and kept. */
async function keepAll() {
  for (const url of ['/sc-uno', '/sc-dos', '/sc-uno/productos', '/sc-dos/productos']) {
    await visit(url)
    expect(await cacheOf(url)).toBe('hit')
  }
}

describe('caches scoped to what changed', () => {
  it('keeps every page through a log in, a log out, an anonymous log out and a profile change', async () => {
    await keepAll()
    const customer = await loginAs(app, 'sc-customer@example.test')
    const profile = await app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie: customer },
      payload: { name: 'Cliente Nuevo' },
    })
    expect(profile.statusCode, profile.body).toBe(200)
    const out = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: customer },
    })
    expect(out.statusCode).toBe(204)
    const anonymousOut = await app.inject({ method: 'POST', url: '/api/v1/auth/logout' })
    expect(anonymousOut.statusCode).toBeLessThan(500)
    for (const url of ['/sc-uno', '/sc-dos', '/sc-uno/productos', '/sc-dos/productos'])
      expect(await cacheOf(url), url).toBe('hit')
  })

  it('drops only the pages of the shop a write changed', async () => {
    await keepAll()
    const renamed = await app.inject({
      method: 'PATCH',
      url: '/api/v1/shops/sc-uno',
      headers: { cookie: ownerACookie },
      payload: { name: 'Tienda Uno Renombrada' },
    })
    expect(renamed.statusCode).toBe(200)
    const home = await visit('/sc-uno')
    expect(home.headers['x-page-cache']).toBe('miss')
    expect(home.body).toContain('Tienda Uno Renombrada')
    expect(await cacheOf('/sc-uno/productos')).toBe('miss')
    expect(await cacheOf('/sc-dos')).toBe('hit')
    expect(await cacheOf('/sc-dos/productos')).toBe('hit')
  })

  it('drops the lists of the supplier whose item changed, not the other shop’s', async () => {
    await keepAll()
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/me/items',
      headers: { cookie: ownerBCookie },
      payload: {
        name: 'Jarro de barro',
        type: 'product',
        list_price: 12_000,
        available: 3,
        list_state: 'published',
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const list = await visit('/sc-dos/productos')
    expect(list.headers['x-page-cache']).toBe('miss')
    expect(list.body).toContain('Jarro de barro')
    expect(await cacheOf('/sc-uno/productos')).toBe('hit')
    expect(await cacheOf('/sc-uno')).toBe('hit')
  })

  it('runs a transaction’s cache drop after COMMIT, and never after a rollback', async () => {
    await keepAll()
    const failed = await app.inject({ method: 'POST', url: `/api/v1/test/touch-shop/${shopA.id}?fail=1` })
    expect(failed.statusCode).toBe(500)
    expect(await cacheOf('/sc-uno')).toBe('hit')
    const committed = await app.inject({ method: 'POST', url: `/api/v1/test/touch-shop/${shopA.id}` })
    expect(committed.statusCode).toBe(204)
    expect(await cacheOf('/sc-uno')).toBe('miss')
    expect(await cacheOf('/sc-dos')).toBe('hit')
  })
})

describe('an answer outside its contract', () => {
  it('is a logged 500 internal_error that names no field of the answer', async () => {
    const response = await app.inject({ url: '/api/v1/test/broken-contract' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      error: { code: 'internal_error', message: expect.any(String) },
    })
    expect(response.body).not.toContain('"name"')
    expect(response.body).not.toContain('hidden-value')
    const logged = logLines.filter((line) => line.includes('answered outside its contract'))
    expect(logged).toHaveLength(1)
    expect(logged[0]).toContain('GET /api/v1/test/broken-contract')
    expect(logged[0]).not.toContain('hidden-value')
  })
})
