import { describe, expect, it } from 'vitest'
import { createItem } from './factories/items.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * /apps/me/referral's search field offers up to 10 item names as a `<datalist>` (001 §9 'product
 * search suggestions 10'; decision 075): the browser shows and narrows them as one types.
 */
const { app, database } = await createTestApp({ web: true, env: { ANSWER_CACHE: '0' } })
const db = database.db

const supplier = await createUser(db, { name: 'Alfarera Sugerida' })
for (let n = 1; n <= 11; n++) {
  await createItem(db, supplier.id, {
    name: `Olla sugerida ${n}`,
    isDropshipping: true,
    listPrice: 90_000,
    contributionMargin: 10_000 + n,
  })
}
await createItem(db, supplier.id, {
  name: 'Jarra sugerida',
  type: 'service',
  isDropshipping: true,
  listPrice: 90_000,
  contributionMargin: 5_000,
})
await createItem(db, supplier.id, { name: 'Olla sin reventa', contributionMargin: 90_000 })
const reseller = await createUser(db, { userLevel: 'ul2' })
const resellerCookie = await loginAs(app, reseller.email)

const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const page = async (url: string, cookie: string) => {
  const response = await app.inject({ url, headers: { cookie } })
  return { status: response.statusCode, html: shown(response.body) }
}
const options = (html: string) =>
  [
    ...(html.match(/<datalist id="resale-suggestions">([\s\S]*?)<\/datalist>/)?.[1] ?? '').matchAll(
      /<option value="([^"]*)"/g,
    ),
  ].map((match) => match[1])

describe('the reseller’s search suggestions', () => {
  it('ties a datalist of the 10 largest-margin names to the search field', async () => {
    const { status, html } = await page('/apps/me/referral', resellerCookie)
    expect(status).toBe(200)
    const field = html.match(/<input type="search"[^>]*name="text"[^>]*>/)?.[0]
    expect(field).toContain('list="resale-suggestions"')
    expect(options(html)).toEqual(Array.from({ length: 10 }, (_, i) => `Olla sugerida ${11 - i}`))
    expect(html).not.toContain('value="Olla sin reventa"')
  })

  it('suggests for the text and type already chosen', async () => {
    const byText = await page('/apps/me/referral?text=jarra', resellerCookie)
    expect(options(byText.html)).toEqual(['Jarra sugerida'])
    const byType = await page('/apps/me/referral?type=service', resellerCookie)
    expect(options(byType.html)).toEqual(['Jarra sugerida'])
  })

  it('offers no datalist when nothing matches, nor to ul0, who is told why', async () => {
    const none = await page('/apps/me/referral?text=zzzzqqq', resellerCookie)
    expect(none.html).not.toContain('<datalist')
    expect(none.html).not.toContain('list="resale-suggestions"')
    const user = await createUser(db, { userLevel: 'ul0' })
    const refused = await page('/apps/me/referral', await loginAs(app, user.email))
    expect(refused.status).toBe(403)
    expect(refused.html).not.toContain('<datalist')
    expect(refused.html).not.toContain('Olla sugerida')
  })
})
