import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { shops } from '../src/modules/shops/shops.tables.ts'
import { shopHeaders, shopSlides } from '../src/modules/shops/showcase.tables.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createHeader } from './factories/showcase.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The header and carousel editors as pages, without JavaScript (decision 096): admins only, the
 * form's posts, the field messages and toasts drawn by the server, the home's edit buttons.
 */
const { app, database } = await createTestApp({ web: true })
const db = database.db
const owner = await createUser(db, { email: 'vitrina-duena@example.test' })
const shop = await createShop(db, owner.id, { slug: 'vitrina', name: 'Vitrina' })
const other = await createUser(db, { email: 'vitrina-otra@example.test' })
await createShop(db, other.id, { slug: 'vitrina-otra', name: 'Otra' })
const dispatcher = await createUser(db, { email: 'vitrina-despacho@example.test' })
await addStaff(db, shop.id, dispatcher.id, 'dispatcher')
const ownerCookie = await loginAs(app, 'vitrina-duena@example.test')
const otherCookie = await loginAs(app, 'vitrina-otra@example.test')
const dispatcherCookie = await loginAs(app, 'vitrina-despacho@example.test')
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')

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

describe('the editors’ pages', () => {
  it('are for the shop’s admins only: visitors, other shops’ owners and a dispatcher get 404', async () => {
    for (const url of [
      '/vitrina/admin/encabezados',
      '/vitrina/admin/encabezados/nuevo',
      '/vitrina/admin/carrusel',
      '/vitrina/admin/carrusel/nuevo',
    ]) {
      expect((await app.inject({ url, headers: { cookie: ownerCookie } })).statusCode, url).toBe(200)
      for (const cookie of [undefined, otherCookie, dispatcherCookie]) {
        expect((await app.inject({ url, headers: cookie ? { cookie } : {} })).statusCode, url).toBe(404)
      }
    }
    const refused = await post(
      '/vitrina/admin/encabezados/nuevo',
      { intent: 'save', title: 'Intruso' },
      otherCookie,
    )
    expect(refused.statusCode).toBeGreaterThanOrEqual(400)
    expect(await db.select().from(shopHeaders).where(eq(shopHeaders.title, 'Intruso'))).toEqual([])
  })

  it('show the edit buttons on the home to admins only', async () => {
    const admin = shown((await app.inject({ url: '/vitrina', headers: { cookie: ownerCookie } })).body)
    expect(admin).toContain('href="/vitrina/admin/carrusel"')
    expect(admin).toContain('Editar header')
    const visitor = shown((await app.inject({ url: '/vitrina' })).body)
    expect(visitor).not.toContain('/admin/carrusel')
    expect(visitor).not.toContain('Editar header')
  })

  it('save a header from the form, back to the list with the success toast; the home shows it', async () => {
    const response = await post('/vitrina/admin/encabezados/nuevo', {
      intent: 'save',
      title: 'Hecho a mano',
      subtitle: '',
      description: 'Piezas únicas',
      target: 'all',
      action_type: 'signup',
      button_label: 'Únete',
      url: '',
      product: '',
    })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/vitrina/admin/encabezados?hecho=creado')
    const list = shown(
      (await app.inject({ url: '/vitrina/admin/encabezados?hecho=creado', headers: { cookie: ownerCookie } }))
        .body,
    )
    expect(list).toContain('Exito')
    expect(list).toContain('Se creó el header correctamente')
    expect(list).toContain('Hecho a mano')
    expect(list).toContain('Se muestra en la tienda')
    const home = shown((await app.inject({ url: '/vitrina' })).body)
    expect(home).toContain('Hecho a mano')
    expect(home).toContain('Únete')
  })

  it('show each refused field’s message and the server’s message in a toast, keeping what was typed', async () => {
    const response = await post('/vitrina/admin/encabezados/nuevo', {
      intent: 'save',
      title: 'Con enlace',
      action_type: 'url',
      button_label: '',
      url: '',
    })
    expect(response.statusCode).toBe(400)
    const html = shown(response.body)
    expect(html).toContain('id="field-url-error"')
    expect(html).toMatch(/id="field-button_label-error"[^>]*>Este campo es obligatorio\./)
    expect(html).toContain('data-flash-toast')
    expect(html).toContain('value="Con enlace"')
  })

  it('offer the header’s colour choice and custom colours on its list; a palette posted there comes back to it', async () => {
    const list = shown(
      (await app.inject({ url: '/vitrina/admin/encabezados', headers: { cookie: ownerCookie } })).body,
    )
    expect(list).toContain('Colores')
    expect(list).toContain('aria-label="Usar la paleta union marketplace"')
    expect(list).toContain('Colores propios')
    expect(list).toContain('action="/vitrina/admin/tienda"')
    const chosen = await post('/vitrina/admin/tienda', {
      intent: 'palette',
      palette: 'union-marketplace',
      next: '/vitrina/admin/encabezados',
    })
    expect(chosen.statusCode).toBe(302)
    expect(chosen.headers.location).toBe('/vitrina/admin/encabezados')
    const theme = (await app.inject({ url: '/api/v1/shops/vitrina' })).json().store_theme_info
    expect(theme).toMatchObject({ color1: '#1e3a8a', color2: '#f59e0b' })
    // A `next` outside the shop's admin pages is not followed: the look editor's own page instead.
    const away = await post('/vitrina/admin/tienda', {
      intent: 'colours',
      color1: '#111111',
      color2: '#eeeeee',
      next: '//evil.example/admin/',
    })
    expect(away.headers.location).toMatch(/^\/vitrina\/admin\/tienda\?hecho=/)
  })

  it('delete a header from the list: the count drops and the toast says so', async () => {
    const header = await createHeader(db, shop.id, { title: 'Para borrar' })
    const before = shown(
      (await app.inject({ url: '/vitrina/admin/encabezados', headers: { cookie: ownerCookie } })).body,
    )
    const count = Number(before.match(/(\d+) headers/)?.[1])
    const response = await post('/vitrina/admin/encabezados', { intent: 'delete', id: header.id })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/vitrina/admin/encabezados?hecho=borrado')
    const after = shown(
      (
        await app.inject({
          url: '/vitrina/admin/encabezados?hecho=borrado',
          headers: { cookie: ownerCookie },
        })
      ).body,
    )
    expect(after).toContain(`${count - 1} headers`)
    expect(after).toContain('Se borró el header correctamente')
  })

  it('save a slide with its images uploaded; a file that is no image shows the rejection', async () => {
    await db
      .update(shops)
      .set({ storeThemeInfo: { ...shop.storeThemeInfo, columns: 1 } })
      .where(eq(shops.id, shop.id))
    const png = (await import('node:fs/promises')).readFile(
      new URL('../../../e2e/fixtures/foto-ambar.png', import.meta.url),
    )
    const image = new File([await png], 'foto.png', { type: 'image/png' })
    const rejected = await post('/vitrina/admin/carrusel/nuevo', {
      intent: 'save',
      hzt_file: image,
      vrt_file: new File(['no soy una imagen'], 'x.png', { type: 'image/png' }),
      type: 'URL',
      url: 'example.com',
      target: 'all',
    })
    expect(rejected.statusCode).toBe(400)
    expect(shown(rejected.body)).toContain('Imagen rechazada')
    expect(await db.select().from(shopSlides).where(eq(shopSlides.shopId, shop.id))).toEqual([])

    const invalid = await post('/vitrina/admin/carrusel/nuevo', {
      intent: 'save',
      hzt_file: image,
      vrt_file: image,
      type: 'URL',
      url: 'no es enlace',
      target: 'all',
    })
    expect(invalid.statusCode).toBe(400)
    expect(shown(invalid.body)).toContain('Enlace inválido.')

    const saved = await post('/vitrina/admin/carrusel/nuevo', {
      intent: 'save',
      hzt_file: image,
      vrt_file: image,
      type: 'URL',
      url: 'example.com/verano',
      url_target: 'on',
      target: 'anon',
    })
    expect(saved.statusCode).toBe(302)
    expect(saved.headers.location).toBe('/vitrina/admin/carrusel?hecho=creado')
    const [row] = await db.select().from(shopSlides).where(eq(shopSlides.shopId, shop.id))
    expect(row).toMatchObject({
      url: 'https://example.com/verano',
      urlTarget: true,
      target: 'anon',
      actionType: 'url',
    })
    expect(row!.hztImage).toMatch(/^\/uploads\//)
    // A visitor (audience anon) sees it; the column toggle goes back to 2.
    expect(shown((await app.inject({ url: '/vitrina' })).body)).toContain('href="https://example.com/verano"')
    const columns = await post('/vitrina/admin/carrusel', { intent: 'columns', columns: '2' })
    expect(columns.headers.location).toBe('/vitrina/admin/carrusel?hecho=columnas')
    const [after] = await db.select({ theme: shops.storeThemeInfo }).from(shops).where(eq(shops.id, shop.id))
    expect(after!.theme.columns).toBe(2)
  })
})
