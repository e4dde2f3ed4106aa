import { itemCreateBody, ownItem } from '@tianguis/core/contracts/items'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { idempotencyKeys } from '../src/http/idempotency.tables.ts'
import { fingerprintOf, purgeExpiredKeys } from '../src/http/idempotency.ts'
import { route } from '../src/http/route.ts'
import { AppError } from '../src/kernel/app-error.ts'
import { catalogues } from '../src/modules/catalogues/catalogues.tables.ts'
import { createItem } from '../src/modules/items/items.service.ts'
import { items } from '../src/modules/items/items.tables.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Idempotency-Key on write routes (decision 028): replay, 422 for another body, 409 while the
 * first runs, 24 hours, per viewer, 5xx not kept; and the item create page's hidden key.
 */

// Test-only routes: one whose handler waits for the test, one that fails once with a 500, and
// one that writes and then refuses (its write must not survive).
let entered: () => void = () => {}
let release: () => void = () => {}
let failures = 1
const held = z.strictObject({ name: z.string().min(1) })
function testRoutes(app: FastifyInstance) {
  const common = { tags: ['test'], access: { kind: 'user' as const }, idempotent: true }
  route(app, {
    ...common,
    method: 'POST',
    url: '/api/v1/test/held-items',
    summary: 'Creates an item once the test lets it',
    body: held,
    responses: { 201: ownItem },
    handler: async ({ ctx, body }) => {
      entered()
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return createItem(ctx, itemCreateBody.parse({ name: body.name, type: 'product' }))
    },
  })
  route(app, {
    ...common,
    method: 'POST',
    url: '/api/v1/test/flaky-items',
    summary: 'Fails with an unexpected error while `failures` lasts, then creates',
    body: held,
    responses: { 201: ownItem },
    handler: async ({ ctx, body }) => {
      const item = await createItem(ctx, itemCreateBody.parse({ name: body.name, type: 'product' }))
      if (failures-- > 0) throw new Error('the disk is full')
      return item
    },
  })
  route(app, {
    ...common,
    method: 'POST',
    url: '/api/v1/test/refused-items',
    summary: 'Creates an item, then refuses',
    body: held,
    responses: { 201: ownItem },
    handler: async ({ ctx, body }) => {
      await createItem(ctx, itemCreateBody.parse({ name: body.name, type: 'product' }))
      throw new AppError('slug_taken')
    },
  })
}

const { app, database } = await createTestApp({ web: true, extend: testRoutes })
const db = database.db
const onPostgres = Boolean(process.env.DATABASE_URL)

const seller = await createUser(db, { email: 'idem-seller@example.test' })
await createShop(db, seller.id, { slug: 'idem-shop' })
const other = await createUser(db, { email: 'idem-other@example.test' })
const sellerCookie = await loginAs(app, 'idem-seller@example.test')
const otherCookie = await loginAs(app, 'idem-other@example.test')
// Item creation has a per-minute quota (decision 031): the last tests create with their own sellers.
await createUser(db, { email: 'idem-expiring@example.test' })
const expiringCookie = await loginAs(app, 'idem-expiring@example.test')
const former = await createUser(db, { email: 'idem-former@example.test' })
const formerCookie = await loginAs(app, 'idem-former@example.test')

const post = (url: string, payload: unknown, key: string | null, cookie = sellerCookie) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { cookie, ...(key === null ? {} : { 'idempotency-key': key }) },
  })
const itemsNamed = async (name: string) => db.select({ id: items.id }).from(items).where(eq(items.name, name))
const keyRow = async (key: string) =>
  (await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0]

describe('Idempotency-Key on item create', () => {
  it('replays the first answer, status and body, for the same key and body, and creates once', async () => {
    const body = { name: 'Jarrón de Talavera', type: 'product', list_price: 12_500, tags: ['barro', 'azul'] }
    const first = await post('/api/v1/me/items', body, 'key-replay-1')
    expect(first.statusCode).toBe(201)
    expect(first.headers['idempotent-replayed']).toBeUndefined()
    const again = await post('/api/v1/me/items', body, 'key-replay-1')
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.body).toBe(first.body)
    // The same body with its keys in another order is the same request.
    const reordered = await post(
      '/api/v1/me/items',
      { tags: ['barro', 'azul'], list_price: 12_500, type: 'product', name: 'Jarrón de Talavera' },
      'key-replay-1',
    )
    expect(reordered.statusCode).toBe(201)
    expect(reordered.json().id).toBe(first.json().id)
    expect(await itemsNamed('Jarrón de Talavera')).toHaveLength(1)
    expect(await keyRow('key-replay-1')).toMatchObject({
      scope: seller.id,
      method: 'POST',
      route: '/api/v1/me/items',
      status: 201,
    })
  })

  it('answers 422 idempotency_key_reused for the same key with another body, and creates nothing', async () => {
    await post('/api/v1/me/items', { name: 'Molcajete', type: 'product' }, 'key-reused-1')
    const other = await post('/api/v1/me/items', { name: 'Metate', type: 'product' }, 'key-reused-1')
    expect(other.statusCode).toBe(422)
    expect(other.json().error).toEqual({
      code: 'idempotency_key_reused',
      message: 'Esta clave de idempotencia ya se usó con otra solicitud.',
    })
    expect(await itemsNamed('Metate')).toHaveLength(0)
    expect(await itemsNamed('Molcajete')).toHaveLength(1)
  })

  it('keeps keys per viewer: another user with the same key gets their own new item', async () => {
    const body = { name: 'Huipil bordado', type: 'product' }
    const mine = await post('/api/v1/me/items', body, 'key-shared-1')
    const theirs = await post('/api/v1/me/items', body, 'key-shared-1', otherCookie)
    expect(theirs.statusCode).toBe(201)
    expect(theirs.headers['idempotent-replayed']).toBeUndefined()
    expect(theirs.json().id).not.toBe(mine.json().id)
    const rows = await db.select({ owner: items.ownerId }).from(items).where(eq(items.name, 'Huipil bordado'))
    expect(rows.map((r) => r.owner).sort()).toEqual([seller.id, other.id].sort())
  })

  it('keeps keys per route: the same key on another create route is another request', async () => {
    await post('/api/v1/me/items', { name: 'Canasta', type: 'product' }, 'key-route-1')
    const catalogue = await post('/api/v1/shops/idem-shop/catalogues', { name: 'Canastas' }, 'key-route-1')
    expect(catalogue.statusCode).toBe(201)
    const again = await post('/api/v1/shops/idem-shop/catalogues', { name: 'Canastas' }, 'key-route-1')
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(await db.select().from(catalogues).where(eq(catalogues.name, 'Canastas'))).toHaveLength(1)
  })

  it('documents the header on the routes that honour it', async () => {
    const doc = (await app.inject('/api/openapi.json')).json()
    const header = (op: { parameters?: Array<{ name: string }> }) =>
      (op.parameters ?? []).some((p) => p.name === 'Idempotency-Key')
    expect(header(doc.paths['/api/v1/me/items'].post)).toBe(true)
    expect(header(doc.paths['/api/v1/shops/{slug}/catalogues'].post)).toBe(true)
    expect(header(doc.paths['/api/v1/shops/{slug}/banners'].post)).toBe(true)
    expect(header(doc.paths['/api/v1/me/items/{id}'].patch)).toBe(false)
  })

  it('works without a key as before: two posts, two items', async () => {
    const body = { name: 'Sin clave', type: 'product' }
    expect((await post('/api/v1/me/items', body, null)).statusCode).toBe(201)
    expect((await post('/api/v1/me/items', body, null)).statusCode).toBe(201)
    expect(await itemsNamed('Sin clave')).toHaveLength(2)
  })

  it('refuses a key longer than 255 characters, empty, or with control characters (400), before any work', async () => {
    for (const key of ['k'.repeat(256), '', 'tab\there', 'bell\u0007', 'ñandú']) {
      const response = await post('/api/v1/me/items', { name: 'Clave mala', type: 'product' }, key)
      expect(response.statusCode, JSON.stringify(key)).toBe(400)
      expect(response.json().error.code).toBe('idempotency_key_invalid')
    }
    expect(await itemsNamed('Clave mala')).toHaveLength(0)
    expect(
      (await post('/api/v1/me/items', { name: 'Clave larga', type: 'product' }, 'k'.repeat(255))).statusCode,
    ).toBe(201)
  })
})

describe('what is kept', () => {
  it('keeps a refusal by the service (4xx) and replays it; a body refused by its schema uses up nothing', async () => {
    // An experience needs a date: the service refuses it (400), and that answer is kept.
    const refused = await post(
      '/api/v1/me/items',
      { name: 'Taller sin fecha', type: 'experience' },
      'key-4xx-1',
    )
    expect(refused.statusCode).toBe(400)
    const replayed = await post(
      '/api/v1/me/items',
      { name: 'Taller sin fecha', type: 'experience' },
      'key-4xx-1',
    )
    expect(replayed.statusCode).toBe(400)
    expect(replayed.headers['idempotent-replayed']).toBe('true')
    expect(replayed.body).toBe(refused.body)
    // An unknown field is refused before the key is looked at: the key stays free.
    const unknown = await post(
      '/api/v1/me/items',
      { name: 'Campo raro', type: 'product', owner: 'x' },
      'key-4xx-2',
    )
    expect(unknown.statusCode).toBe(400)
    expect(await keyRow('key-4xx-2')).toBeUndefined()
    expect(
      (await post('/api/v1/me/items', { name: 'Campo raro', type: 'product' }, 'key-4xx-2')).statusCode,
    ).toBe(201)
  })

  it('rolls back the work of a refused request with its answer kept, so nothing is half-written', async () => {
    const refused = await post('/api/v1/test/refused-items', { name: 'Medio escrito' }, 'key-rollback-1')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('slug_taken')
    expect(await itemsNamed('Medio escrito')).toHaveLength(0)
    expect(
      (await post('/api/v1/test/refused-items', { name: 'Medio escrito' }, 'key-rollback-1')).headers[
        'idempotent-replayed'
      ],
    ).toBe('true')
  })

  it('does not keep a 5xx: the retry with the same key runs again, and only its work stays', async () => {
    failures = 1
    const failed = await post('/api/v1/test/flaky-items', { name: 'Reintento' }, 'key-5xx-1')
    expect(failed.statusCode).toBe(500)
    expect(failed.json().error.code).toBe('internal_error')
    expect(await itemsNamed('Reintento')).toHaveLength(0)
    expect(await keyRow('key-5xx-1')).toBeUndefined()
    const retried = await post('/api/v1/test/flaky-items', { name: 'Reintento' }, 'key-5xx-1')
    expect(retried.statusCode).toBe(201)
    expect(retried.headers['idempotent-replayed']).toBeUndefined()
    expect(await itemsNamed('Reintento')).toHaveLength(1)
  })
})

describe('a duplicate while the first request runs', () => {
  it('answers 409 idempotency_key_in_use while the first is held, then replays its answer', async () => {
    const started = new Promise<void>((resolve) => {
      entered = resolve
    })
    const first = post('/api/v1/test/held-items', { name: 'Pedido lento' }, 'key-held-1')
    await started
    const second = post('/api/v1/test/held-items', { name: 'Pedido lento' }, 'key-held-1')
    if (onPostgres) {
      const duplicate = await second
      expect(duplicate.statusCode).toBe(409)
      expect(duplicate.json().error.code).toBe('idempotency_key_in_use')
      release()
    } else {
      // The embedded database runs one transaction at a time, and the first holds it: the
      // duplicate waits for its commit and gets its answer (still one item).
      release()
      const duplicate = await second
      expect(duplicate.statusCode).toBe(201)
      expect(duplicate.headers['idempotent-replayed']).toBe('true')
    }
    const done = await first
    expect(done.statusCode).toBe(201)
    const after = await post('/api/v1/test/held-items', { name: 'Pedido lento' }, 'key-held-1')
    expect(after.headers['idempotent-replayed']).toBe('true')
    expect(after.json().id).toBe(done.json().id)
    expect(await itemsNamed('Pedido lento')).toHaveLength(1)
  })

  it('answers 409 for a key another server process is still running, on either database', async () => {
    const body = { name: 'En otro proceso', type: 'product' }
    // What another process leaves while its request runs: the claim, without an answer.
    await db.insert(idempotencyKeys).values({
      scope: seller.id,
      key: 'key-running-1',
      method: 'POST',
      route: '/api/v1/me/items',
      fingerprint: fingerprintOf({ body }),
      attempt: 'another-process',
    })
    const duplicate = await post('/api/v1/me/items', body, 'key-running-1')
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json().error.message).toBe(
      'Una solicitud con esta clave de idempotencia todavía está en curso.',
    )
    expect(await itemsNamed('En otro proceso')).toHaveLength(0)
    // A claim whose process died (a minute without an answer; its transaction rolled back) is taken over.
    await db
      .update(idempotencyKeys)
      .set({ startedAt: sql`now() - interval '2 minutes'` })
      .where(eq(idempotencyKeys.key, 'key-running-1'))
    const retried = await post('/api/v1/me/items', body, 'key-running-1')
    expect(retried.statusCode).toBe(201)
    expect(await itemsNamed('En otro proceso')).toHaveLength(1)
  })
})

describe('24 hours', () => {
  it('forgets a key after 24 hours: the same key then runs again, and the purge deletes old keys', async () => {
    const body = { name: 'Vela de cera', type: 'product' }
    const first = await post('/api/v1/me/items', body, 'key-old-1', expiringCookie)
    const age = (hours: number) =>
      db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
        .where(eq(idempotencyKeys.key, 'key-old-1'))
    await age(23)
    expect(
      (await post('/api/v1/me/items', body, 'key-old-1', expiringCookie)).headers['idempotent-replayed'],
    ).toBe('true')
    await age(25)
    // Expired: even another body is a new request under the old key.
    const later = await post(
      '/api/v1/me/items',
      { name: 'Vela de soya', type: 'product' },
      'key-old-1',
      expiringCookie,
    )
    expect(later.statusCode).toBe(201)
    expect(later.headers['idempotent-replayed']).toBeUndefined()
    expect(later.json().id).not.toBe(first.json().id)
    expect(await itemsNamed('Vela de soya')).toHaveLength(1)

    await age(25)
    await post('/api/v1/me/items', { name: 'Vela fresca', type: 'product' }, 'key-young-1', expiringCookie)
    expect(await purgeExpiredKeys(db)).toBe(1)
    expect(await keyRow('key-old-1')).toBeUndefined()
    expect(await keyRow('key-young-1')).toBeDefined()
  })
})

describe('the item create page', () => {
  const createPage = '/apps/me/products/create'
  const form = (key: string) =>
    new URLSearchParams({
      idempotency_key: key,
      name: 'Alebrije doble',
      list_price: '350',
      currency: 'MXN',
      stock_type: 'onstock',
      available: '3',
      list_state: 'published',
      return_type: '72hrs',
      return_policy: 'common',
      return_fees: 'customer_all',
      return_shipping_label: 'inbox',
      intent: 'save',
    }).toString()
  const submit = (key: string) =>
    app.inject({
      method: 'POST',
      url: createPage,
      payload: form(key),
      headers: { cookie: formerCookie, 'content-type': 'application/x-www-form-urlencoded' },
    })

  it('carries a new key in a hidden field; the same form sent twice, even at once, creates one item', async () => {
    const page = await app.inject({ url: createPage, headers: { cookie: formerCookie } })
    const key = /name="idempotency_key" value="([0-9a-f-]{36})"/.exec(page.body)?.[1]
    expect(key).toBeDefined()
    const again = await app.inject({ url: createPage, headers: { cookie: formerCookie } })
    expect(again.body).not.toContain(key!)

    const [one, two] = await Promise.all([submit(key!), submit(key!)])
    const three = await submit(key!)
    for (const answer of [one, two, three]) {
      expect(answer.statusCode).toBe(302)
      expect(answer.headers.location).toBe('/apps/me/products?hecho=creado')
    }
    expect(await itemsNamed('Alebrije doble')).toHaveLength(1)
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, key!), eq(idempotencyKeys.scope, former.id)))
    expect(row?.status).toBe(201)
  })
})
