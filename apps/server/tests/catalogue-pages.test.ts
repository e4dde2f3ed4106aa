import { describe, expect, it } from 'vitest'
import { createCatalogue } from './factories/catalogues.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** The catalogue strip on the shop's pages, /catalogos and /catalogos/{slug} (000 §2; decisions 022, 038). */
const { app, database } = await createTestApp({ web: true })
const db = database.db
const owner = await createUser(db, { email: 'catalogos@example.test' })
const shop = await createShop(db, owner.id, { slug: 'con-catalogos', name: 'Con Catálogos' })
await createCatalogue(db, shop.id, { slug: 'cocina', name: 'Cocina', position: 1 })
await createCatalogue(db, shop.id, { slug: 'textiles', name: 'Textiles', position: 2 })
const empty = await createUser(db, { email: 'sin-nada@example.test' })
await createShop(db, empty.id, { slug: 'sin-nada', name: 'Sin Nada' })

const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')

/** The strip as the page draws it (null when there is none): its links' names and addresses. */
function stripOf(html: string) {
  const nav = shown(html).match(/<nav aria-label="Catálogos de la tienda"[\s\S]*?<\/nav>/)?.[0]
  if (!nav) return null
  return [...nav.matchAll(/<a[^>]*href="([^"]+)"[^>]*>[\s\S]*?<span>([^<]+)<\/span><\/a>/g)].map(
    ([, href, name]) => `${name} ${href}`,
  )
}

describe('the shop home', () => {
  it('shows the catalogue strip in the shop’s order, each linking to its catalogue', async () => {
    const response = await app.inject('/con-catalogos')
    expect(response.statusCode).toBe(200)
    const html = shown(response.body)
    expect(html).toMatch(/<nav aria-label="Catálogos de la tienda"/)
    expect(html).toContain('href="/con-catalogos/catalogos/cocina"')
    expect(html.indexOf('Cocina')).toBeLessThan(html.indexOf('Textiles'))
    // The items live on the section pages, which the top menu links.
    expect(html).toContain('href="/con-catalogos/productos"')
  })

  it('adds no SQL statement for the strip: 2 for a visitor, none for the next, at most 6 for the logged-in owner', async () => {
    // In English, which no other test here asks for: the page is rendered, not a kept copy.
    const english = { 'accept-language': 'en' }
    const visitor = await app.inject({ url: '/con-catalogos', headers: english })
    expect(visitor.headers['x-page-cache']).toBe('miss')
    expect(Number(visitor.headers['x-sql-statements'])).toBe(2)
    // The next visitor gets the page kept for visitors (decision 024): no statement at all.
    const next = await app.inject({ url: '/con-catalogos', headers: english })
    expect(next.headers['x-page-cache']).toBe('hit')
    expect(Number(next.headers['x-sql-statements'])).toBe(0)
    const cookie = await loginAs(app, 'catalogos@example.test')
    const owned = await app.inject({ url: '/con-catalogos', headers: { cookie } })
    expect(Number(owned.headers['x-sql-statements'])).toBeLessThanOrEqual(6)
  })

  it('shows no strip without catalogues', async () => {
    const html = shown((await app.inject('/sin-nada')).body)
    expect(html).not.toContain('Catálogos de la tienda')
  })
})

describe('/catalogos', () => {
  it('lists the shop’s catalogues as cards', async () => {
    const html = shown((await app.inject('/con-catalogos/catalogos')).body)
    expect(html).toContain('href="/con-catalogos/catalogos/textiles"')
    expect(html).not.toContain('Esta tienda todavía no tiene catálogos')
    const none = shown((await app.inject('/sin-nada/catalogos')).body)
    expect(none).toContain('Esta tienda todavía no tiene catálogos')
  })

  it('shows a catalogue by its slug, and answers 404 ‘Categoría no encontrada’ for an unknown one', async () => {
    const found = await app.inject('/con-catalogos/catalogos/cocina')
    expect(found.statusCode).toBe(200)
    expect(shown(found.body)).toMatch(/<h2[^>]*>Cocina<\/h2>/)
    expect(shown(found.body)).toContain('Este catálogo todavía no tiene productos')
    const missing = await app.inject('/con-catalogos/catalogos/nada')
    expect(missing.statusCode).toBe(404)
    expect(shown(missing.body)).toContain('Categoría no encontrada')
  })
})

describe('the strip on every shop page (000 §2: slider header, catalogue strip, breadcrumb, page content)', () => {
  const expected = ['Cocina /con-catalogos/catalogos/cocina', 'Textiles /con-catalogos/catalogos/textiles']

  it('shows the strip’s names on the item list and on a catalogue’s page, above the breadcrumb', async () => {
    for (const url of ['/con-catalogos/productos', '/con-catalogos/catalogos/textiles']) {
      const response = await app.inject(url)
      expect(response.statusCode, url).toBe(200)
      expect(stripOf(response.body), url).toEqual(expected)
      const html = shown(response.body)
      expect(html.indexOf('Catálogos de la tienda'), url).toBeLessThan(html.indexOf('Ruta de navegación'))
    }
  })

  it('shows it on the home (under the slides) and on the shop’s not-found page, so neither is a dead end', async () => {
    expect(stripOf((await app.inject('/con-catalogos')).body)).toEqual(expected)
    const missing = await app.inject('/con-catalogos/no-existe')
    expect(missing.statusCode).toBe(404)
    expect(stripOf(missing.body)).toEqual(expected)
  })

  it('shows none on the sign-in and sign-up pages, nor on the platform’s own pages', async () => {
    for (const url of ['/con-catalogos/login', '/con-catalogos/signup', '/marketplace', '/', '/login']) {
      const response = await app.inject(url)
      expect(response.statusCode, url).toBe(200)
      expect(stripOf(response.body), url).toBeNull()
      expect(shown(response.body), url).not.toContain('/con-catalogos/catalogos/cocina')
    }
  })

  it('shows none on any page of a shop without catalogues', async () => {
    for (const url of ['/sin-nada/productos', '/sin-nada/catalogos']) {
      expect(stripOf((await app.inject(url)).body), url).toBeNull()
    }
  })

  it('sends the strip’s texts only where the shop has one', async () => {
    const withStrip = await app.inject('/con-catalogos/servicios')
    expect(withStrip.body).toContain('Pausar catálogos')
    const without = await app.inject('/sin-nada/servicios')
    expect(without.body).not.toContain('Pausar catálogos')
  })
})
