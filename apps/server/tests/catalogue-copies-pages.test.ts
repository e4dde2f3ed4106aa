import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { catalogueItems, catalogues } from '../src/modules/catalogues/catalogues.tables.ts'
import { createCatalogue } from './factories/catalogues.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** The catalogue page's fork, duplicate and share controls and their posts (decision 070). */
const { app, database } = await createTestApp({ web: true })
const db = database.db
const supplier = await createUser(db, { email: 'copias-proveedor@example.test' })
const owner = await createUser(db, { email: 'copias-duena@example.test' })
const shop = await createShop(db, owner.id, { slug: 'copias-origen' })
const reseller = await createUser(db, { email: 'copias-revende@example.test', slug: 'copias-revende' })
await createShop(db, reseller.id, { slug: 'copias-mia' })
const coordinator = await createUser(db, { email: 'copias-ul2@example.test', userLevel: 'ul2' })
const ul2Shop = await createShop(db, coordinator.id, { slug: 'copias-ul2' })
const origin = await createCatalogue(db, shop.id, { slug: 'temporada', name: 'Temporada' })
const item = await createItem(db, supplier.id, { name: 'Sombrero', isDropshipping: true })
await db.insert(catalogueItems).values({ catalogueId: origin.id, itemId: item.id, position: 0 })
const ownerCookie = await loginAs(app, 'copias-duena@example.test')
const resellerCookie = await loginAs(app, 'copias-revende@example.test')

const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const page = async (cookie?: string) =>
  shown(
    (await app.inject({ url: '/copias-origen/catalogos/temporada', headers: cookie ? { cookie } : {} })).body,
  )
const post = (cookie: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/copias-origen/catalogos/temporada/copias',
    payload: new URLSearchParams(fields).toString(),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
  })

describe('the catalogue page’s copy controls', () => {
  it('offers the fork to a signed-in owner of another shop, duplicate and share to the admin, nothing to visitors', async () => {
    const visitor = await page()
    expect(visitor).not.toContain('Agregar a mi tienda')
    expect(visitor).not.toContain('Duplicar catálogo')
    const other = await page(resellerCookie)
    expect(other).toContain('Agregar a mi tienda')
    expect(other).not.toContain('Duplicar catálogo')
    const admin = await page(ownerCookie)
    expect(admin).toContain('Duplicar catálogo')
    expect(admin).toContain('Enlace para compartir')
    expect(admin).not.toContain('Agregar a mi tienda')
  })

  it('forks into the viewer’s shop through the page’s action and answers the fork', async () => {
    // The button's fetcher asks for data (decision 076); a plain post is redirected, below.
    const response = await post(resellerCookie, {
      intent: 'fork',
      id: origin.id,
      target: 'copias-mia',
      reply: 'data',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.body).toContain('"added":1')
    const copies = await db.select().from(catalogues).where(eq(catalogues.originId, origin.id))
    expect(copies).toHaveLength(1)
    const products = await app.inject({
      url: `/copias-origen/catalogos/temporada/copias?ref=copias-revende&catalogo=${copies[0]!.id}`,
      headers: { cookie: resellerCookie },
    })
    expect(products.body).toContain('Sombrero')
  })

  it('duplicates for the admin and opens the copy; a ul2 admin is not offered it', async () => {
    const response = await post(ownerCookie, { intent: 'duplicate', id: origin.id, name: 'Temporada 2' })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/copias-origen/catalogos/temporada-2')
    const ul2Catalogue = await createCatalogue(db, ul2Shop.id)
    const ul2Page = shown(
      (
        await app.inject({
          url: `/copias-ul2/catalogos/${ul2Catalogue.slug}`,
          headers: { cookie: await loginAs(app, 'copias-ul2@example.test') },
        })
      ).body,
    )
    expect(ul2Page).toContain('Enlace para compartir')
    expect(ul2Page).not.toContain('Duplicar catálogo')
  })
})
