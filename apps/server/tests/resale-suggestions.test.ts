import { ERROR_MESSAGES } from '@tianguis/core/messages'
import { describe, expect, it } from 'vitest'
import { createItem } from './factories/items.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The reseller's search suggestions (001 §9 'product search suggestions 10'; decision 075):
 * at most 10 names, only of what GET /api/v1/me/resale/items would list, resellers only.
 */
const { app, database } = await createTestApp()
const db = database.db

const supplier = await createUser(db, { name: 'Cafetalera Sugerencias' })
const tag = `zs${Date.now().toString(36)}`
// Twelve resellable coffees, margins 1,000 … 12,000: the ten largest are suggested.
const coffees: Awaited<ReturnType<typeof createItem>>[] = []
for (let n = 1; n <= 12; n++) {
  coffees.push(
    await createItem(db, supplier.id, {
      name: `Café ${tag} ${n}`,
      isDropshipping: true,
      listPrice: 50_000,
      contributionMargin: n * 1_000,
    }),
  )
}
const tea = await createItem(db, supplier.id, {
  name: `Té ${tag}`,
  type: 'service',
  isDropshipping: true,
  listPrice: 50_000,
  contributionMargin: 500,
})
// Not resellable: not for dropshipping, no margin, price on request, hidden.
await createItem(db, supplier.id, { name: `Café ${tag} propio`, contributionMargin: 90_000 })
await createItem(db, supplier.id, { name: `Café ${tag} sin margen`, isDropshipping: true })
await createItem(db, supplier.id, {
  name: `Café ${tag} a consultar`,
  isDropshipping: true,
  contributionMargin: 90_000,
  hidePrice: true,
})
await createItem(db, supplier.id, {
  name: `Café ${tag} oculto`,
  isDropshipping: true,
  contributionMargin: 90_000,
  hiden: true,
})

const reseller = await createUser(db, { userLevel: 'ul2' })
const resellerCookie = await loginAs(app, reseller.email)
const get = (query: string, cookie = resellerCookie) =>
  app.inject({ method: 'GET', url: `/api/v1/me/resale/suggestions${query}`, headers: { cookie } })
const names = (body: { results: { name: string }[] }) => body.results.map((row) => row.name)

describe('GET /api/v1/me/resale/suggestions', () => {
  it('suggests at most 10 names of resellable items matching the text, largest margin first on a tie', async () => {
    const response = await get(`?text=${encodeURIComponent(`café ${tag}`)}`)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.results).toHaveLength(10)
    expect(names(body)).toEqual(Array.from({ length: 10 }, (_, i) => `Café ${tag} ${12 - i}`))
    expect(body.results[0]).toEqual({ id: coffees[11]!.id, name: `Café ${tag} 12` })
    // Only names and ids: margins stay out of the suggestions.
    expect(Object.keys(body.results[0]).sort()).toEqual(['id', 'name'])
  })

  it('completes a half-typed word and keeps to the type and supplier asked for', async () => {
    expect((await get(`?text=${tag}&type=service`)).json().results).toEqual([
      { id: tea.id, name: `Té ${tag}` },
    ])
    const other = await createUser(db, { name: 'Otra' })
    expect(names((await get(`?text=${tag}&dssupplier=${other.id}`)).json())).toEqual([])
    const half = (await get(`?text=${encodeURIComponent(`${tag} caf`)}`)).json()
    expect(names(half)).toContain(`Café ${tag} 12`)
    expect(names(half)).not.toContain(`Té ${tag}`)
  })

  it('leaves out what the list leaves out, and the viewer’s own items', async () => {
    const all = names((await get(`?text=${encodeURIComponent(`${tag} propio`)}`)).json())
    expect(all).toEqual([])
    for (const word of ['margen', 'consultar', 'oculto']) {
      expect(names((await get(`?text=${encodeURIComponent(`${tag} ${word}`)}`)).json())).toEqual([])
    }
    const own = await createUser(db, { userLevel: 'ul1' })
    await createItem(db, own.id, {
      name: `Mío ${tag}`,
      isDropshipping: true,
      contributionMargin: 5_000,
    })
    const ownCookie = await loginAs(app, own.email)
    expect(names((await get(`?text=${encodeURIComponent(`mío ${tag}`)}`, ownCookie)).json())).toEqual([])
    expect(names((await get(`?text=${encodeURIComponent(`mío ${tag}`)}`)).json())).toEqual([`Mío ${tag}`])
  })

  it('refuses ul0 and unknown levels with 403 reseller_level_required, and anonymous with 401', async () => {
    for (const level of ['ul0', ''] as const) {
      const user = await createUser(db, { userLevel: level })
      const response = await get(`?text=${tag}`, await loginAs(app, user.email))
      expect(response.statusCode).toBe(403)
      expect(response.json().error).toMatchObject({
        code: 'reseller_level_required',
        message: ERROR_MESSAGES['es-MX'].reseller_level_required,
      })
    }
    expect((await app.inject(`/api/v1/me/resale/suggestions?text=${tag}`)).statusCode).toBe(401)
  })

  it.each([
    ['an unknown field', '?text=a&limit=20', 'unknown_fields'],
    ['a wrong type', '?text=a&type=thing', 'invalid_request'],
    ['a too-long text', `?text=${'a'.repeat(101)}`, 'invalid_request'],
    ['a too-long supplier', `?dssupplier=${'s'.repeat(101)}`, 'invalid_request'],
  ])('refuses %s with 400', async (_, query, code) => {
    const response = await get(query)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({ code, message: expect.any(String) })
  })
})
