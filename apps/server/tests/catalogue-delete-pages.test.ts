import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../src/modules/catalogues/catalogues.tables.ts'
import { createCatalogue } from './factories/catalogues.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * A shop admin deletes a catalogue from /catalogos (000 §4, decision 037): the cards' control, the
 * confirmation page without JavaScript, its action, and the list's outcome toast after the redirect.
 */
const { app, database } = await createTestApp({ web: true })
const db = database.db
const admin = await createUser(db, { email: 'duena-borra@example.test' })
const shop = await createShop(db, admin.id, { slug: 'borra-catalogos', name: 'Borra Catálogos' })
const cocina = await createCatalogue(db, shop.id, { slug: 'cocina', name: 'Cocina', position: 1 })
await createCatalogue(db, shop.id, { slug: 'textiles', name: 'Textiles', position: 2 })
const other = await createUser(db, { email: 'otra-duena@example.test' })
await createShop(db, other.id, { slug: 'otra-tienda-borra', name: 'Otra' })

const adminCookie = await loginAs(app, 'duena-borra@example.test')
const otherCookie = await loginAs(app, 'otra-duena@example.test')
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const stillThere = async (id: string) =>
  (await db.select().from(catalogues).where(eq(catalogues.id, id))).length

function post(url: string, cookie: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
  })
}

describe('the catalogue page for a shop admin', () => {
  it('shows the count and each card’s delete control; visitors and other shops’ owners get neither', async () => {
    const page = shown(
      (await app.inject({ url: '/borra-catalogos/catalogos', headers: { cookie: adminCookie } })).body,
    )
    expect(page).toContain('2 catálogos')
    expect(page).toContain('href="/borra-catalogos/catalogos/cocina/eliminar"')
    expect(page).toContain('aria-label="Eliminar el catálogo Cocina"')
    for (const cookie of [undefined, otherCookie]) {
      const html = shown(
        (await app.inject({ url: '/borra-catalogos/catalogos', headers: cookie ? { cookie } : {} })).body,
      )
      expect(html).toContain('href="/borra-catalogos/catalogos/cocina"')
      expect(html).not.toContain('/eliminar')
      expect(html).not.toContain('2 catálogos')
    }
  })

  it('has a live region for toasts in the page from the start, empty', async () => {
    const html = shown((await app.inject('/borra-catalogos/catalogos')).body)
    expect(html).toContain('<div id="toasts-polite" aria-live="polite" class="sr-only"></div>')
    expect(html).toContain('<div id="toasts-assertive" aria-live="assertive" class="sr-only"></div>')
  })
})

describe('/catalogos/:slug/eliminar', () => {
  it('asks the admin to confirm; anyone else, and an unknown catalogue, get 404', async () => {
    const page = await app.inject({
      url: '/borra-catalogos/catalogos/cocina/eliminar',
      headers: { cookie: adminCookie },
    })
    expect(page.statusCode).toBe(200)
    const html = shown(page.body)
    expect(html).toContain('¿Eliminar el catálogo «Cocina»?')
    expect(html).toContain(`name="id" value="${cocina.id}"`)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect((await app.inject('/borra-catalogos/catalogos/cocina/eliminar')).statusCode).toBe(404)
    const another = await app.inject({
      url: '/borra-catalogos/catalogos/cocina/eliminar',
      headers: { cookie: otherCookie },
    })
    expect(another.statusCode).toBe(404)
    const unknown = await app.inject({
      url: '/borra-catalogos/catalogos/nada/eliminar',
      headers: { cookie: adminCookie },
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses another shop’s owner: back to the list with the failure, the catalogue kept', async () => {
    const answer = await post('/borra-catalogos/catalogos/cocina/eliminar', otherCookie, { id: cocina.id })
    expect(answer.statusCode).toBe(302)
    expect(answer.headers.location).toBe('/borra-catalogos/catalogos?hecho=no-eliminado')
    expect(await stillThere(cocina.id)).toBe(1)
  })

  it('deletes, lands on the list saying so, and says it failed when it is already gone', async () => {
    const answer = await post('/borra-catalogos/catalogos/cocina/eliminar', adminCookie, { id: cocina.id })
    expect(answer.statusCode).toBe(302)
    expect(answer.headers.location).toBe('/borra-catalogos/catalogos?hecho=eliminado')
    expect(await stillThere(cocina.id)).toBe(0)

    const list = await app.inject({
      url: answer.headers.location as string,
      headers: { cookie: adminCookie },
    })
    const html = shown(list.body)
    expect(html).toContain('Catálogo eliminado')
    // Its close link is the list without the mark; the count went down.
    expect(html).toMatch(/<a href="\/borra-catalogos\/catalogos"[^>]*>.*Cerrar notificación/)
    expect(html).toContain('1 catálogo')
    expect(html).not.toContain('href="/borra-catalogos/catalogos/cocina"')

    const again = await post('/borra-catalogos/catalogos/cocina/eliminar', adminCookie, { id: cocina.id })
    expect(again.headers.location).toBe('/borra-catalogos/catalogos?hecho=no-eliminado')
    const failed = shown(
      (await app.inject({ url: again.headers.location as string, headers: { cookie: adminCookie } })).body,
    )
    expect(failed).toContain('No se pudo eliminar el catálogo. Inténtalo más tarde.')
  })

  it('speaks the visitor’s language', async () => {
    const html = shown(
      (
        await app.inject({
          url: '/borra-catalogos/catalogos?hecho=eliminado',
          headers: { cookie: adminCookie, 'accept-language': 'en' },
        })
      ).body,
    )
    expect(html).toContain('Catalogue deleted')
    expect(html).toContain('Close notification')
  })
})
