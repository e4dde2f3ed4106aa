import { describe, expect, it } from 'vitest'
import { createItem } from './factories/items.ts'
import { createPlan, givePlan } from './factories/plans.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The resale box's short form on item cards (001 §6; decision 072): with the `showResaleInfo`
 * cookie on, ul1 and ul2 see 'Cómpralo en {buy by}' and 'Gana {earn}' under a dropshipping item's
 * price at their plan's rate, on a shop's product list and the platform's; visitors and ul0 see
 * nothing, the cookie on or not, and nobody sees them with it off.
 */
const { app, database } = await createTestApp({ web: true, env: { ANSWER_CACHE: '0' } })
const db = database.db

const supplier = await createUser(db, { email: 'crp-supplier@example.test', userLevel: 'ul2' })
await createShop(db, supplier.id, { slug: 'crp-proveedora', name: 'Proveedora de tarjetas' })
await createItem(db, supplier.id, {
  name: 'Rebozo de tarjeta',
  listPrice: 89_000,
  contributionMargin: 12_000,
  isDropshipping: true,
})
await createItem(db, supplier.id, { name: 'Jarro sin reventa', listPrice: 10_000, contributionMargin: 2_000 })

const starter = await createPlan(db, { name: 'Inicial de tarjetas', commissionRate: 3_000 })
const emilio = await createUser(db, { email: 'crp-ul1@example.test', userLevel: 'ul1' })
await givePlan(db, emilio.id, starter.id)
await createUser(db, { email: 'crp-ul2@example.test', userLevel: 'ul2' })
await createUser(db, { email: 'crp-ul0@example.test', userLevel: 'ul0' })

const session = {
  ul1: await loginAs(app, 'crp-ul1@example.test'),
  ul2: await loginAs(app, 'crp-ul2@example.test'),
  ul0: await loginAs(app, 'crp-ul0@example.test'),
}
const ON = 'showResaleInfo=true'
const LISTS = ['/crp-proveedora/productos', `/products?filter=tarjeta`]

/** The page's visible text (scripts dropped), with the cookies given. */
async function pageText(url: string, ...cookies: string[]) {
  const response = await app.inject({ url, headers: cookies.length ? { cookie: cookies.join('; ') } : {} })
  expect(response.statusCode, url).toBe(200)
  return response.body.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
}
const count = (html: string, text: string) => html.split(text).length - 1

describe('resale lines on item cards', () => {
  it('shows ul1 what buying and reselling pay at their plan’s rate, on dropshipping items only', async () => {
    for (const url of LISTS) {
      const html = await pageText(url, session.ul1, ON)
      expect(html.includes('Rebozo de tarjeta'), url).toBe(true)
      // 890.00 with a margin of 120.00 at 0.3: earns 36.00, buys by 854.00.
      expect(count(html, 'Cómpralo en $854.00'), url).toBe(1)
      expect(count(html, 'Gana $36.00'), url).toBe(1)
      // The jarro is not for dropshipping: only the rebozo's card has the lines.
      expect(count(html, 'Cómpralo en '), url).toBe(1)
    }
  })

  it('shows ul2 the default rate’s amounts', async () => {
    for (const url of LISTS) {
      const html = await pageText(url, session.ul2, ON)
      expect(html.includes('Cómpralo en $830.00'), url).toBe(true)
      expect(html.includes('Gana $60.00'), url).toBe(true)
    }
  })

  it('shows nothing to visitors and ul0 with the cookie on, nor to a reseller with it off', async () => {
    for (const url of LISTS) {
      for (const html of [
        await pageText(url, ON),
        await pageText(url, session.ul0, ON),
        await pageText(url, session.ul1),
        await pageText(url, session.ul2, 'showResaleInfo=false'),
      ]) {
        expect(html.includes('Rebozo de tarjeta'), url).toBe(true)
        expect(html.includes('Cómpralo en'), url).toBe(false)
        expect(/Gana \$/.test(html), url).toBe(false)
      }
    }
  })

  it('speaks the visitor’s locale', async () => {
    const html = await pageText('/crp-proveedora/productos', session.ul1, ON, 'locale=en')
    expect(html.includes('Buy it for $854.00')).toBe(true)
    expect(html.includes('Earn $36.00')).toBe(true)
  })
})
