import { itemUpdateBody, ownItem } from '@tianguis/core/contracts/items'
import { itemPublication } from '@tianguis/core/item-states'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { route } from '../src/http/route.ts'
import { updateItem } from '../src/modules/items/items.service.ts'
import { items } from '../src/modules/items/items.tables.ts'
import { createItem } from './factories/items.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The item's states as machines (decision 029): the database's CHECK comes from the
 * definition, the supplier's steps keep working, and a refused step answers a clear code.
 */

// Test-only: the same change as PATCH /api/v1/me/items/:id, taken by the platform's moderation
// (no real route acts as the platform yet).
function moderationRoute(app: FastifyInstance) {
  route(app, {
    method: 'PATCH',
    url: '/api/v1/test/moderation/items/:id',
    summary: 'Changes an item as the platform',
    tags: ['test'],
    access: { kind: 'user' },
    params: z.strictObject({ id: z.string() }),
    body: itemUpdateBody,
    responses: { 200: ownItem },
    handler: ({ ctx, params, body }) => updateItem(ctx, params.id, body, 'platform'),
  })
}

const { app, database } = await createTestApp({ extend: moderationRoute })
const db = database.db
const supplier = await createUser(db, { email: 'states-supplier@example.test' })
const cookie = await loginAs(app, 'states-supplier@example.test')
const patch = (url: string, payload: object) =>
  app.inject({ method: 'PATCH', url, payload, headers: { cookie } })
const stateOf = async (id: string) =>
  (await db.select({ listState: items.listState, hiden: items.hiden }).from(items).where(eq(items.id, id)))[0]

describe('item states in the database', () => {
  it('the list_state CHECK lists exactly the machine’s states', async () => {
    const result = await db.execute(
      sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'items_list_state_check'`,
    )
    const rows = (result as unknown as { rows: Array<{ def: string }> }).rows
    const listed = [...(rows[0]?.def ?? '').matchAll(/'([a-z_]+)'/g)].map((m) => m[1])
    expect(listed).toEqual([...itemPublication.states])
  })

  it('refuses a state outside the machine, whoever writes it', async () => {
    const item = await createItem(db, supplier.id)
    await expect(
      db.execute(sql`update items set list_state = 'archived' where id = ${item.id}`),
    ).rejects.toThrow()
    expect(await stateOf(item.id)).toEqual({ listState: 'published', hiden: false })
  })

  it('starts a new item as an unpublished draft, shown', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/me/items',
      payload: { name: 'Borrador nuevo', type: 'product' },
      headers: { cookie },
    })
    expect(created.json()).toMatchObject({ list_state: 'unpublished', hiden: false })
  })
})

describe('item steps', () => {
  it('lets the supplier publish, hide, show and unpublish; the same value again changes nothing', async () => {
    const item = await createItem(db, supplier.id, { listState: 'unpublished' })
    const url = `/api/v1/me/items/${item.id}`
    for (const [body, expected] of [
      [{ list_state: 'published' }, { listState: 'published', hiden: false }],
      [{ list_state: 'published' }, { listState: 'published', hiden: false }],
      [{ hiden: true }, { listState: 'published', hiden: true }],
      [
        { hiden: false, list_state: 'unpublished' },
        { listState: 'unpublished', hiden: false },
      ],
    ] as const) {
      const response = await patch(url, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(200)
      expect(await stateOf(item.id)).toEqual(expected)
    }
  })

  it('answers 409 transition_not_allowed for a step its actor may not take, and changes nothing', async () => {
    const item = await createItem(db, supplier.id, {
      listState: 'unpublished',
      hiden: true,
      name: 'Retirado',
    })
    const url = `/api/v1/test/moderation/items/${item.id}`
    const publish = await patch(url, { list_state: 'published', name: 'Renombrado' })
    expect(publish.statusCode).toBe(409)
    expect(publish.json().error).toEqual({
      code: 'transition_not_allowed',
      message: 'Este cambio de estado no está permitido.',
      fields: { list_state: expect.any(String) },
    })
    const show = await patch(url, { hiden: false })
    expect(show.statusCode).toBe(409)
    expect(Object.keys(show.json().error.fields)).toEqual(['hiden'])
    const [row] = await db.select({ name: items.name }).from(items).where(eq(items.id, item.id))
    expect(row?.name).toBe('Retirado')
    expect(await stateOf(item.id)).toEqual({ listState: 'unpublished', hiden: true })
    // What the platform may do: withdraw.
    const published = await createItem(db, supplier.id)
    const withdrawn = await patch(`/api/v1/test/moderation/items/${published.id}`, {
      list_state: 'unpublished',
      hiden: true,
    })
    expect(withdrawn.statusCode).toBe(200)
    expect(await stateOf(published.id)).toEqual({ listState: 'unpublished', hiden: true })
  })
})
