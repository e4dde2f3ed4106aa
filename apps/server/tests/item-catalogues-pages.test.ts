import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { catalogueItems, catalogues } from '../src/modules/catalogues/catalogues.tables.ts'
import { createCatalogue } from './factories/catalogues.ts'
import { createItem } from './factories/items.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The item page's 'Agregar a un catálogo' (000 §7, 001 §2, §5, §8, §9; decision 074): who sees the
 * control, its page without JavaScript (15 catalogues a page), and its forms' posts, which add
 * through the API and land back on the item with the outcome.
 */
const { app, database } = await createTestApp({ web: true, env: { ANSWER_CACHE: '0' } })
const db = database.db

const owner = await createUser(db, { email: 'icat-owner@example.test' })
const shop = await createShop(db, owner.id, { slug: 'icat-tienda', name: 'Tienda Catálogos' })
const jarro = await createItem(db, owner.id, { name: 'Jarro de barro' })
// 16 catalogues in all: the page shows 15 and a link to the next, newest change first (001 §9,
// decision 075): 'Cocina', last changed, comes first though it is last in the shop's order, and
// 'Extra 1', first in that order but changed longest ago, is on the second page.
const changedOn = (day: number) => new Date(Date.UTC(2026, 9, day))
const cocina = await createCatalogue(db, shop.id, {
  slug: 'cocina',
  name: 'Cocina',
  position: 16,
  updatedAt: changedOn(20),
})
for (let n = 1; n <= 15; n++) {
  await createCatalogue(db, shop.id, { name: `Extra ${n}`, position: n, updatedAt: changedOn(n) })
}

// The owner's second shop: its catalogue is one this shop could show (decision 078).
const ownerSecond = await createShop(db, owner.id, { slug: 'icat-segunda', name: 'Segunda' })
const fromSecond = await createCatalogue(db, ownerSecond.id, { slug: 'de-la-segunda', name: 'De la segunda' })

const other = await createUser(db, { email: 'icat-other@example.test' })
const otherShop = await createShop(db, other.id, { slug: 'icat-otra', name: 'Otra' })
const otherCatalogue = await createCatalogue(db, otherShop.id, { slug: 'ajena', name: 'Ajena' })
const staffAdmin = await createUser(db, { email: 'icat-admin@example.test' })
await addStaff(db, shop.id, staffAdmin.id, 'admin')
const dispatcher = await createUser(db, { email: 'icat-dispatcher@example.test' })
await addStaff(db, shop.id, dispatcher.id, 'dispatcher')
await createUser(db, { email: 'icat-customer@example.test' })

const cookie = {
  owner: await loginAs(app, 'icat-owner@example.test'),
  admin: await loginAs(app, 'icat-admin@example.test'),
  other: await loginAs(app, 'icat-other@example.test'),
  dispatcher: await loginAs(app, 'icat-dispatcher@example.test'),
  customer: await loginAs(app, 'icat-customer@example.test'),
}
const itemPath = `/icat-tienda/productos/${owner.id}/${jarro.id}`
const pagePath = `${itemPath}/catalogos`
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const get = (url: string, who?: string, lang?: string) =>
  app.inject({
    url,
    headers: { ...(who ? { cookie: who } : {}), ...(lang ? { 'accept-language': lang } : {}) },
  })
const post = (url: string, who: string | undefined, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { ...(who ? { cookie: who } : {}), 'content-type': 'application/x-www-form-urlencoded' },
  })
const held = async (catalogueId: string) =>
  (
    await db
      .select()
      .from(catalogueItems)
      .where(and(eq(catalogueItems.catalogueId, catalogueId), eq(catalogueItems.itemId, jarro.id)))
  ).length
const catalogueCount = async () => (await db.select().from(catalogues)).length

describe('the item page’s control', () => {
  it('shows the shop’s admins a link to add the item to a catalogue, leading to its page', async () => {
    for (const who of [cookie.owner, cookie.admin]) {
      const html = shown((await get(itemPath, who)).body)
      expect(html).toContain('aria-label="Agregar Jarro de barro a un catálogo"')
      expect(html).toContain(`href="${pagePath}"`)
      expect(html).toContain('Agregar a un catálogo')
    }
  })

  it('shows nothing of it to visitors, customers, another shop’s owner or staff without the admin permission', async () => {
    for (const who of [undefined, cookie.customer, cookie.other, cookie.dispatcher]) {
      const response = await get(itemPath, who)
      expect(response.statusCode).toBe(200)
      const html = shown(response.body)
      expect(html).toContain('Jarro de barro')
      expect(html).not.toContain('a un catálogo')
      expect(html).not.toContain(pagePath)
    }
  })
})

describe('the control’s page without JavaScript', () => {
  it('lists the shop’s catalogues 15 a page, newest change first, each with its form, and the new-catalogue form', async () => {
    const response = await get(pagePath, cookie.owner)
    expect(response.statusCode).toBe(200)
    const html = shown(response.body)
    expect(html).toContain('Agregar «Jarro de barro» a un catálogo')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toContain('Agregar a «Cocina»')
    expect(html).toContain(`name="catalogue" value="${cocina.id}"`)
    expect(html.match(/name="intent" value="add"/g)).toHaveLength(15)
    expect(html).toContain('Agregar a un catálogo nuevo')
    expect(html).toContain('maxLength="150"')
    expect(html).toContain(`href="${pagePath}?page=2"`)
    expect(html).not.toContain('Ajena')
    const names = [...html.matchAll(/Agregar a «([^»]+)»/g)].map((match) => match[1])
    expect(names).toEqual(['Cocina', ...Array.from({ length: 14 }, (_, i) => `Extra ${15 - i}`)])
    const second = shown((await get(`${pagePath}?page=2`, cookie.owner)).body)
    expect(second.match(/name="intent" value="add"/g)).toHaveLength(1)
    expect(second).toContain('Agregar a «Extra 1»')
  })

  it('offers the owner’s catalogues the shop does not show, each saying it will be shown here', async () => {
    const html = shown((await get(pagePath, cookie.owner)).body)
    expect(html).toContain('Catálogos que esta tienda no muestra')
    expect(html).toContain('Mostrar «De la segunda» aquí y agregar')
    expect(html).toContain(`name="intent" value="available"`)
    expect(html).not.toContain('Mostrar «Cocina»')
    expect(html).not.toContain('Ajena')
  })

  it('is not found for anyone but the shop’s admins, and for an item or prefix that does not fit', async () => {
    for (const who of [undefined, cookie.customer, cookie.other, cookie.dispatcher]) {
      expect((await get(pagePath, who)).statusCode).toBe(404)
    }
    expect(
      (await get(`/icat-tienda/productos/${other.id}/${jarro.id}/catalogos`, cookie.owner)).statusCode,
    ).toBe(404)
    expect(
      (await get(`/icat-tienda/productos/${owner.id}/itm_nada/catalogos`, cookie.owner)).statusCode,
    ).toBe(404)
  })

  it('speaks the visitor’s language', async () => {
    const html = shown((await get(pagePath, cookie.owner, 'en')).body)
    expect(html).toContain('Add “Jarro de barro” to a catalogue')
    expect(html).toContain('Add to a new catalogue')
  })
})

describe('its posts', () => {
  it('adds the item to the chosen catalogue and lands on the item saying so', async () => {
    const answer = await post(pagePath, cookie.owner, { intent: 'add', catalogue: cocina.id })
    expect(answer.statusCode).toBe(302)
    expect(answer.headers.location).toBe(`${itemPath}?catalogo=agregado`)
    expect(await held(cocina.id)).toBe(1)
    const html = shown((await get(answer.headers.location as string, cookie.owner)).body)
    expect(html).toContain('Producto agregado')
    expect(html).toContain('El producto se agregó al catálogo.')
  })

  it('makes a new catalogue with the name and puts the item in it', async () => {
    const before = await catalogueCount()
    const answer = await post(pagePath, cookie.admin, { intent: 'new', name: 'Temporada de lluvias' })
    expect(answer.statusCode).toBe(302)
    expect(answer.headers.location).toBe(`${itemPath}?catalogo=agregado`)
    expect(await catalogueCount()).toBe(before + 1)
    const [made] = await db.select().from(catalogues).where(eq(catalogues.name, 'Temporada de lluvias'))
    // Made in the shop, so its owner's (decision 066), whichever admin made it.
    expect(made?.ownerId).toBe(owner.id)
    expect(await held(made!.id)).toBe(1)
  })

  it('answers a refused name on its field, writing nothing', async () => {
    const before = await catalogueCount()
    const refused = await post(pagePath, cookie.owner, { intent: 'new', name: '¡¡!!' })
    expect(refused.statusCode).toBe(400)
    const html = shown(refused.body)
    expect(html).toContain('Nombre inválido')
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('value="¡¡!!"')
    const tooLong = await post(pagePath, cookie.owner, { intent: 'new', name: 'a'.repeat(151) })
    expect(tooLong.statusCode).toBe(400)
    expect(shown(tooLong.body)).toContain('aria-invalid="true"')
    const english = await app.inject({
      method: 'POST',
      url: pagePath,
      payload: new URLSearchParams({ intent: 'new', name: 'nuevo' }).toString(),
      headers: {
        cookie: cookie.owner,
        'accept-language': 'en',
        'content-type': 'application/x-www-form-urlencoded',
      },
    })
    expect(shown(english.body)).toContain('Invalid name')
    expect(await catalogueCount()).toBe(before)
  })

  it('shows an available catalogue in the shop and adds the item to it', async () => {
    const answer = await post(pagePath, cookie.owner, { intent: 'available', catalogue: fromSecond.id })
    expect(answer.headers.location).toBe(`${itemPath}?catalogo=agregado`)
    expect(await held(fromSecond.id)).toBe(1)
    const html = shown((await get(pagePath, cookie.owner)).body)
    expect(html).not.toContain('Mostrar «De la segunda»')
    expect(html).toContain('Agregar a «De la segunda»')
    // Another owner's catalogue is never shown this way: nothing is written.
    const foreign = await post(pagePath, cookie.owner, { intent: 'available', catalogue: otherCatalogue.id })
    expect(foreign.headers.location).toBe(`${itemPath}?catalogo=no-agregado`)
    expect(await held(otherCatalogue.id)).toBe(0)
  })

  it('says it failed for a catalogue the shop does not show, adding nothing', async () => {
    const answer = await post(pagePath, cookie.owner, { intent: 'add', catalogue: otherCatalogue.id })
    expect(answer.headers.location).toBe(`${itemPath}?catalogo=no-agregado`)
    expect(await held(otherCatalogue.id)).toBe(0)
    for (const fields of [{ intent: 'add' }, { intent: 'add', catalogue: 'x'.repeat(101) }] as Record<
      string,
      string
    >[]) {
      expect((await post(pagePath, cookie.owner, fields)).headers.location).toBe(
        `${itemPath}?catalogo=no-agregado`,
      )
    }
    const html = shown((await get(answer.headers.location as string, cookie.owner)).body)
    expect(html).toContain('Ocurrio un error al agregar el producto.')
  })

  it('answers another shop’s owner, staff without the permission and visitors 404, writing nothing', async () => {
    const textiles = await createCatalogue(db, shop.id, { slug: 'textiles', name: 'Textiles' })
    const before = await catalogueCount()
    for (const who of [cookie.other, cookie.dispatcher, cookie.customer, undefined]) {
      const add = await post(pagePath, who, { intent: 'add', catalogue: textiles.id })
      expect(add.statusCode).toBe(404)
      const made = await post(pagePath, who, { intent: 'new', name: 'Intrusa' })
      expect(made.statusCode).toBe(404)
    }
    expect(await held(textiles.id)).toBe(0)
    expect(await catalogueCount()).toBe(before)
    // Through their own shop's address, our catalogue is not theirs to fill.
    const item = await createItem(db, other.id, { name: 'Taza ajena' })
    const theirs = `/icat-otra/productos/${other.id}/${item.id}/catalogos`
    const answer = await post(theirs, cookie.other, { intent: 'add', catalogue: textiles.id })
    expect(answer.headers.location).toBe(`/icat-otra/productos/${other.id}/${item.id}?catalogo=no-agregado`)
    expect(
      (await db.select().from(catalogueItems).where(eq(catalogueItems.catalogueId, textiles.id))).length,
    ).toBe(0)
  })
})
