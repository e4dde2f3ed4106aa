import { describe, expect, it } from 'vitest'
import { catalogueItems } from '../src/modules/catalogues/catalogues.tables.ts'
import { createCatalogue } from './factories/catalogues.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** /catalogos/{slug}: the catalogue's grid, its search and pages, and the admin's controls (decision 068). */
const { app, database } = await createTestApp({ web: true })
const db = database.db
const owner = await createUser(db, { email: 'grid-owner@example.test' })
const shop = await createShop(db, owner.id, { slug: 'con-grid', name: 'Con Grid' })
const catalogue = await createCatalogue(db, shop.id, { slug: 'vasos', name: 'Vasos' })
await createCatalogue(db, shop.id, { slug: 'otros', name: 'Otros' })
const made = []
for (let i = 0; i < 32; i++) {
  made.push(await createItem(db, owner.id, { name: i === 5 ? 'Jarra azul' : `Vaso número ${i}` }))
}
await db
  .insert(catalogueItems)
  .values(made.map((item, position) => ({ catalogueId: catalogue.id, itemId: item.id, position })))
const ownerCookie = await loginAs(app, 'grid-owner@example.test')

const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const names = (html: string) =>
  [...shown(html).matchAll(/<li[^>]*data-product="[^"]+"[\s\S]*?<a[^>]*>([^<]+)<\/a>/g)].map(
    ([, name]) => name,
  )

describe('a catalogue’s grid', () => {
  it('shows a visitor 30 products in the catalogue’s order with 48×48 images, and pages through ?page', async () => {
    const first = await app.inject('/con-grid/catalogos/vasos')
    expect(first.statusCode).toBe(200)
    expect(names(first.body)).toHaveLength(30)
    expect(names(first.body)[0]).toBe('Vaso número 0')
    expect(shown(first.body)).toContain('32 productos')
    expect(shown(first.body)).toMatch(/<img[^>]*width="48"[^>]*height="48"/)
    expect(shown(first.body)).toContain('href="/con-grid/catalogos/vasos?page=2"')
    const second = await app.inject('/con-grid/catalogos/vasos?page=2')
    expect(names(second.body)).toEqual(['Vaso número 30', 'Vaso número 31'])
  })

  it('searches through a GET form on ?filter, without JavaScript', async () => {
    const page = await app.inject('/con-grid/catalogos/vasos?filter=jarra')
    expect(page.statusCode).toBe(200)
    expect(names(page.body)).toEqual(['Jarra azul'])
    expect(shown(page.body)).toMatch(/<form role="search"[^>]*method="get"/)
    const none = await app.inject('/con-grid/catalogos/vasos?filter=zzzz')
    expect(shown(none.body)).toContain('No encontramos nada para «zzzz».')
  })

  it('gives the shop’s admin the options menu and the add dialog’s button; a visitor gets neither', async () => {
    const visitor = shown((await app.inject('/con-grid/catalogos/vasos')).body)
    expect(visitor).not.toContain('Opciones de')
    expect(visitor).not.toContain('Agregar productos')
    const admin = await app.inject({ url: '/con-grid/catalogos/vasos', headers: { cookie: ownerCookie } })
    expect(admin.statusCode).toBe(200)
    const html = shown(admin.body)
    expect(html).toContain('aria-label="Opciones de Vaso número 0"')
    expect(html).toContain('Agregar productos')
    // ?cataloguesFilter offers the bulk add of the listed products to another catalogue.
    const bulk = shown(
      (
        await app.inject({
          url: '/con-grid/catalogos/vasos?cataloguesFilter',
          headers: { cookie: ownerCookie },
        })
      ).body,
    )
    expect(bulk).toContain('Agregar 30 productos')
    expect(bulk).toContain('>Otros</option>')
  })
})
