import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogueItems } from '../src/modules/catalogues/catalogues.tables.ts'
import { createCatalogue } from './factories/catalogues.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * What a catalogue of 30 products costs (decision 073): its product list in SQL statements
 * (quality.md: a list ≤ 4) for every kind of viewer, and a visitor's page in scripts: the admin's
 * options menu, add dialog, position overlay and bulk add are lazy chunks the visitor's page never
 * references, neither in its HTML nor through the static imports of what the HTML loads.
 */
const { app, database, config } = await createTestApp({ web: true, env: { ANSWER_CACHE: '0' } })
const db = database.db
const owner = await createUser(db, { email: 'cost-owner@example.test', userLevel: 'ul2' })
await createUser(db, { email: 'cost-customer@example.test', userLevel: 'ul0' })
const shop = await createShop(db, owner.id, { slug: 'costo', name: 'Costo' })
const catalogue = await createCatalogue(db, shop.id, { slug: 'treinta', name: 'Treinta' })
const made = []
for (let i = 0; i < 30; i++) made.push(await createItem(db, owner.id, { name: `Producto ${i}` }))
await db
  .insert(catalogueItems)
  .values(made.map((item, position) => ({ catalogueId: catalogue.id, itemId: item.id, position })))
const viewers = [
  ['a visitor', ''],
  ['a signed-in customer', await loginAs(app, 'cost-customer@example.test')],
  ['the shop’s owner', await loginAs(app, 'cost-owner@example.test')],
] as const

const assets = path.join(config.webBuildDir, 'client')
/** The admin's chunks (decision 068) and the signed-in copy controls' (decision 073), by their built names. */
const ADMIN_CHUNKS =
  /\/(row-options|admin-bar|add-dialog|position-change|admin-actions|catalogue-copy-controls)-[\w-]+\.js$/

/** The scripts a page's HTML names (module script, preloads, the manifest's imports). */
function referencedScripts(html: string): string[] {
  return [...new Set([...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map(([, file]) => file!))]
}

/** Those scripts and everything they import statically, as the browser loads them before any press. */
function firstLoadClosure(files: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...files]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(path.join(assets, file), 'utf8')
    // `import … from "./x.js"` and `import "./x.js"`; a dynamic `import("./x.js")` is not followed.
    for (const [, spec] of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g))
      queue.push(path.posix.join(path.posix.dirname(file), spec!))
  }
  return seen
}

describe('a catalogue of 30 products', () => {
  for (const [who, cookie] of viewers) {
    it(`lists its products to ${who} in at most 4 statements`, async () => {
      const response = await app.inject({
        url: '/api/v1/shops/costo/catalogues/treinta/products',
        headers: cookie ? { cookie } : {},
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().results).toHaveLength(30)
      expect(response.json().matches_estimated).toBe(30)
      // The shop, the list with its catalogue; signed in, also the session (two statements).
      expect(Number(response.headers['x-sql-statements'])).toBeLessThanOrEqual(cookie ? 4 : 2)
    })
  }

  it('shows a visitor its page in the list’s budget, with no admin chunk on the first load', async () => {
    const response = await app.inject('/costo/catalogos/treinta')
    expect(response.statusCode).toBe(200)
    expect(Number(response.headers['x-sql-statements'])).toBeLessThanOrEqual(2)
    expect(response.body).toContain('30 productos')
    const scripts = referencedScripts(response.body)
    // The page's own route chunk is among them, so the closure below is the page's real first load.
    expect(scripts.some((file) => /\/catalogo-[\w-]+\.js$/.test(file))).toBe(true)
    const loaded = [...firstLoadClosure(scripts)]
    expect(loaded.filter((file) => ADMIN_CHUNKS.test(file))).toEqual([])
    // The admin's chunks exist in the build, loaded lazily from the grid: the check above is not empty.
    const built = readdirSync(path.join(assets, 'assets')).map((name) => `/assets/${name}`)
    expect(
      built.filter((file) => /\/(row-options|admin-bar|catalogue-copy-controls)-[\w-]+\.js$/.test(file)),
    ).toHaveLength(3)
    // Nor the texts of the fork, duplicate and share controls, which only signed-in viewers see.
    expect(response.body).not.toContain('sections.catalogue.forks')
  })

  it('renders the owner the options menu, whose chunks come after hydration, not with the page', async () => {
    const response = await app.inject({ url: '/costo/catalogos/treinta', headers: { cookie: viewers[2][1] } })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('aria-label="Opciones de Producto 0"')
    const loaded = [...firstLoadClosure(referencedScripts(response.body))]
    expect(loaded.filter((file) => ADMIN_CHUNKS.test(file))).toEqual([])
  })
})
