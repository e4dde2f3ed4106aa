import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { items } from '../src/modules/items/items.tables.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Visitors' shop lists reused for a few seconds (decision 023): what a visitor, the supplier
 * and another visitor see before and after the supplier changes an item.
 */
const { app, database } = await createTestApp()
const db = database.db

const supplier = await createUser(db, { email: 'vlc-supplier@example.test' })
await createShop(db, supplier.id, { slug: 'vlc-shop' })
const first = await createItem(db, supplier.id, { name: 'Jarro de barro', queuePosition: 1 })
await createItem(db, supplier.id, { name: 'Cazuela oculta', queuePosition: 2, listState: 'unpublished' })
const supplierCookie = await loginAs(app, 'vlc-supplier@example.test')

const list = (query = 'type=product', cookie?: string) =>
  app.inject({ url: `/api/v1/shops/vlc-shop/items?${query}`, headers: cookie ? { cookie } : {} })
const names = (response: Awaited<ReturnType<typeof list>>) =>
  response.json().results.map((item: { name: string }) => item.name)

describe('the visitors’ shop list cache', () => {
  it('answers a repeated visitor list from memory: the same body, no SQL statement', async () => {
    const miss = await list('type=product&sort=list_price')
    expect(miss.statusCode).toBe(200)
    expect(miss.headers['x-answer-cache']).toBe('miss')
    // The shop (resolved once per request, decision 026), then the page with its count.
    expect(Number(miss.headers['x-sql-statements'])).toBe(2)
    // The same question with its parameters in another order.
    const hit = await list('sort=list_price&type=product')
    expect(hit.statusCode).toBe(200)
    expect(hit.headers['x-answer-cache']).toBe('hit')
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(Number(hit.headers['x-sql-statements'])).toBe(0)
    expect(hit.body).toBe(miss.body)
    expect(names(hit)).toEqual(['Jarro de barro'])
  })

  it('never serves the owner’s view from it, nor gives it to visitors', async () => {
    await list()
    const own = await list('type=product', supplierCookie)
    expect(own.headers['x-answer-cache']).toBeUndefined()
    expect(names(own)).toEqual(['Jarro de barro', 'Cazuela oculta'])
    expect(own.json().results[1].list_state).toBe('unpublished')
    const visitor = await list()
    expect(names(visitor)).toEqual(['Jarro de barro'])
    expect(visitor.body).not.toContain('list_state')
  })

  it('shows a visitor the supplier’s change at once: create, update, publish and delete', async () => {
    expect(names(await list())).toEqual(['Jarro de barro'])
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/me/items',
      headers: { cookie: supplierCookie },
      payload: { name: 'Molcajete', type: 'product', list_price: 30_000, list_state: 'published' },
    })
    expect(created.statusCode).toBe(201)
    const afterCreate = await list()
    expect(afterCreate.headers['x-answer-cache']).toBe('miss')
    expect(names(afterCreate)).toContain('Molcajete')

    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/v1/me/items/${first.id}`,
      headers: { cookie: supplierCookie },
      payload: { name: 'Jarro de barro negro' },
    })
    expect(renamed.statusCode).toBe(200)
    expect(names(await list())).toContain('Jarro de barro negro')

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/items/${created.json().id}`,
      headers: { cookie: supplierCookie },
    })
    expect(removed.statusCode).toBe(204)
    expect(names(await list())).not.toContain('Molcajete')
  })

  it('keeps no answer from a write that failed or a shop that did not exist yet', async () => {
    await list()
    const refused = await app.inject({
      method: 'PATCH',
      url: `/api/v1/me/items/${first.id}`,
      headers: { cookie: supplierCookie },
      payload: { list_price: -1 },
    })
    expect(refused.statusCode).toBe(400)
    expect((await list()).headers['x-answer-cache']).toBe('hit')

    const before = await app.inject({ url: '/api/v1/shops/vlc-later/items' })
    expect(before.statusCode).toBe(404)
    expect(before.json().error.code).toBe('shop_not_found')
    await createShop(db, supplier.id, { slug: 'vlc-later' })
    const after = await app.inject({ url: '/api/v1/shops/vlc-later/items' })
    expect(after.statusCode).toBe(200)
  })

  it('shows a change made elsewhere (another process) once the answer’s seconds are up', async () => {
    // A write that does not pass through this process's routes, as another server's would.
    const stale = await list('type=product&limit=5')
    await db.update(items).set({ name: 'Jarro renombrado afuera' }).where(eq(items.id, first.id))
    expect((await list('type=product&limit=5')).body).toBe(stale.body)
    // Move this process's clock past the answer's time instead of waiting for it.
    const realNow = performance.now.bind(performance)
    const cache = app.answers as unknown as { now: () => number }
    const now = cache.now
    cache.now = () => realNow() + 60_000
    try {
      expect(names(await list('type=product&limit=5'))).toContain('Jarro renombrado afuera')
    } finally {
      cache.now = now
    }
  })
})
