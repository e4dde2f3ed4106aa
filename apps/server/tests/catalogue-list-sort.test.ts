import { describe, expect, it } from 'vitest'
import { createCatalogue } from './factories/catalogues.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The shop's catalogue list in the item page dropdown's order (001 §9: sorted by `updated_at`
 * descending; decision 075): `?sort=-updated_at`, the shop's order by default, anything else 400.
 */
const { app, database } = await createTestApp({ env: { ANSWER_CACHE: '0' } })
const db = database.db
const owner = await createUser(db, { email: 'sort-owner@example.test' })
const shop = await createShop(db, owner.id, { slug: 'sort-shop' })
const other = await createUser(db, { email: 'sort-other@example.test' })
const otherShop = await createShop(db, other.id, { slug: 'sort-other' })
const ownerCookie = await loginAs(app, 'sort-owner@example.test')

const on = (day: number) => new Date(Date.UTC(2026, 9, day))
// In the shop's order: primero (changed on the 1st), segundo (the 9th), tercero (the 5th).
const primero = await createCatalogue(db, shop.id, { name: 'Primero', position: 0, updatedAt: on(1) })
const segundo = await createCatalogue(db, shop.id, { name: 'Segundo', position: 1, updatedAt: on(9) })
const tercero = await createCatalogue(db, shop.id, { name: 'Tercero', position: 2, updatedAt: on(5) })
// Newer than all of them, but another shop's: never in this list.
await createCatalogue(db, otherShop.id, { name: 'Ajeno', position: 0, updatedAt: on(20) })

const ids = async (query: string) => {
  const response = await app.inject(`/api/v1/shops/sort-shop/catalogues${query}`)
  expect(response.statusCode, query).toBe(200)
  return response.json().results.map((c: { id: string }) => c.id)
}

describe('GET /api/v1/shops/:slug/catalogues?sort', () => {
  it('lists in the shop’s order by default and with sort=position', async () => {
    expect(await ids('')).toEqual([primero.id, segundo.id, tercero.id])
    expect(await ids('?sort=position')).toEqual([primero.id, segundo.id, tercero.id])
  })

  it('lists newest change first with sort=-updated_at, paged, with the same count', async () => {
    expect(await ids('?sort=-updated_at')).toEqual([segundo.id, tercero.id, primero.id])
    expect(await ids('?sort=-updated_at&offset=1&limit=1')).toEqual([tercero.id])
    const page = await app.inject('/api/v1/shops/sort-shop/catalogues?sort=-updated_at&limit=1')
    expect(page.json().matches_estimated).toBe(3)
    // Still the shop read once and one statement for the page with its count.
    expect(Number(page.headers['x-sql-statements'])).toBe(2)
  })

  it('puts a catalogue just renamed first', async () => {
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/v1/shops/sort-shop/catalogues/${primero.id}`,
      headers: { cookie: ownerCookie },
      payload: { name: 'Primero renombrado' },
    })
    expect(renamed.statusCode).toBe(200)
    expect(await ids('?sort=-updated_at')).toEqual([primero.id, segundo.id, tercero.id])
    expect(await ids('')).toEqual([primero.id, segundo.id, tercero.id])
  })

  it.each([
    ['another sort', '?sort=name', 'invalid_request'],
    ['updated_at ascending', '?sort=updated_at', 'invalid_request'],
    ['two sorts', '?sort=position&sort=-updated_at', 'invalid_request'],
    ['a too-long sort', `?sort=${'x'.repeat(200)}`, 'invalid_request'],
    ['an unknown field', '?order=-updated_at', 'unknown_fields'],
  ])('refuses %s with 400 and our error shape', async (_, query, code) => {
    const response = await app.inject(`/api/v1/shops/sort-shop/catalogues${query}`)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({ code, message: expect.any(String) })
  })
})
