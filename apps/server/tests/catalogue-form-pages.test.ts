import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../src/modules/catalogues/catalogues.tables.ts'
import { createCatalogue } from './factories/catalogues.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * A shop admin's catalogue form and management on the pages (001 §5, §8; 000 §2; decision 067):
 * new and edit (the slug stays), 'Invalid name' on the name field, 'upload image error' clearing
 * the photo, and the admin's controls on /catalogos.
 */
const { app, database } = await createTestApp({ web: true })
const db = database.db
const owner = await createUser(db, { email: 'forma-duena@example.test' })
const shop = await createShop(db, owner.id, { slug: 'forma-tienda', name: 'Forma' })
const other = await createUser(db, { email: 'forma-otra@example.test' })
await createShop(db, other.id, { slug: 'forma-otra', name: 'Otra' })
const ownerCookie = await loginAs(app, 'forma-duena@example.test')
const otherCookie = await loginAs(app, 'forma-otra@example.test')
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const rowsNamed = async (name: string) => db.select().from(catalogues).where(eq(catalogues.name, name))

/** A multipart post as the browser sends the form (the photo as a file). */
async function post(url: string, fields: Record<string, string | File>, cookie = ownerCookie) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form })
  return app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { cookie, 'content-type': encoded.headers.get('content-type')! },
  })
}

describe('the catalogue form', () => {
  it('is for the shop’s admins only: visitors and other shops’ owners get 404', async () => {
    const page = await app.inject({ url: '/forma-tienda/catalogos/nuevo', headers: { cookie: ownerCookie } })
    expect(page.statusCode).toBe(200)
    const html = shown(page.body)
    expect(html).toContain('Nuevo catálogo')
    expect(html).toContain('maxLength="150"')
    expect(html).toContain('accept="image/jpeg,image/png,image/jpg,image/svg+xml"')
    expect(html).toContain('Tamaño recomendado')
    for (const cookie of [undefined, otherCookie]) {
      const response = await app.inject({
        url: '/forma-tienda/catalogos/nuevo',
        headers: cookie ? { cookie } : {},
      })
      expect(response.statusCode).toBe(404)
    }
    const refused = await post('/forma-tienda/catalogos/nuevo', { name: 'Intruso' }, otherCookie)
    expect(refused.statusCode).toBeGreaterThanOrEqual(400)
    expect(await rowsNamed('Intruso')).toEqual([])
  })

  it('creates a catalogue and goes back to the list, which shows it', async () => {
    const response = await post('/forma-tienda/catalogos/nuevo', { name: 'Cestería fina' })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/forma-tienda/catalogos')
    const [row] = await rowsNamed('Cestería fina')
    expect(row).toMatchObject({ slug: 'cesteria-fina', shopId: shop.id, ownerId: owner.id })
    const list = shown(
      (await app.inject({ url: '/forma-tienda/catalogos', headers: { cookie: ownerCookie } })).body,
    )
    expect(list).toContain('Cestería fina')
    expect(list).toContain('href="/forma-tienda/catalogos/cesteria-fina/editar"')
    expect(list).toContain('0 productos')
    expect(list).toContain('href="/forma-tienda/catalogos/nuevo"')
  })

  it('gives visitors and other shops’ owners none of the management on /catalogos', async () => {
    for (const cookie of [undefined, otherCookie]) {
      const html = shown(
        (await app.inject({ url: '/forma-tienda/catalogos', headers: cookie ? { cookie } : {} })).body,
      )
      expect(html).toContain('Cestería fina')
      expect(html).not.toContain('/catalogos/nuevo')
      expect(html).not.toContain('/editar')
      expect(html).not.toContain('productos</p>')
    }
  })

  it('shows the server’s ‘Invalid name’ on the name field and saves nothing', async () => {
    const response = await post('/forma-tienda/catalogos/nuevo', { name: '!!!' })
    expect(response.statusCode).toBe(400)
    const html = shown(response.body)
    expect(html).toMatch(/id="field-name-error"[^>]*>Nombre inválido</)
    expect(await rowsNamed('!!!')).toEqual([])
    const english = await app.inject({
      url: '/forma-tienda/catalogos/nuevo',
      headers: { cookie: ownerCookie, 'accept-language': 'en' },
    })
    expect(shown(english.body)).toContain('New catalogue')
  })

  it('says ‘upload image error’ and clears the photo when the upload is refused, saving nothing', async () => {
    const fake = new File(['not an image at all'], 'foto.png', { type: 'image/png' })
    const response = await post('/forma-tienda/catalogos/nuevo', {
      name: 'Con foto mala',
      photo: '/static/demo/cocina.svg',
      photo_file: fake,
    })
    expect(response.statusCode).toBe(400)
    const html = shown(response.body)
    expect(html).toContain('upload image error')
    expect(html).not.toContain('name="photo" value=')
    expect(html).toContain('value="Con foto mala"')
    expect(await rowsNamed('Con foto mala')).toEqual([])
  })

  it('renames keeping the slug: the shared link shows the new name', async () => {
    const old = await createCatalogue(db, shop.id, { slug: 'ropa-vieja', name: 'Ropa vieja' })
    const form = shown(
      (
        await app.inject({
          url: '/forma-tienda/catalogos/ropa-vieja/editar',
          headers: { cookie: ownerCookie },
        })
      ).body,
    )
    expect(form).toContain('value="Ropa vieja"')
    const response = await post('/forma-tienda/catalogos/ropa-vieja/editar', { name: 'Ropa nueva' })
    expect(response.statusCode).toBe(302)
    const [row] = await db.select().from(catalogues).where(eq(catalogues.id, old.id))
    expect(row).toMatchObject({ name: 'Ropa nueva', slug: 'ropa-vieja' })
    const page = await app.inject('/forma-tienda/catalogos/ropa-vieja')
    expect(page.statusCode).toBe(200)
    expect(shown(page.body)).toContain('Ropa nueva')
    const missing = await app.inject({
      url: '/forma-tienda/catalogos/no-existe/editar',
      headers: { cookie: ownerCookie },
    })
    expect(missing.statusCode).toBe(404)
  })
})
