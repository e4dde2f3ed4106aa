import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { items } from '../src/modules/items/items.tables.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** The supplier's item pages (issue #4), server-rendered through the same process (needs `npm run build`). */
const { app, database, config } = await createTestApp({ web: true })
const db = database.db
const supplier = await createUser(db, { email: 'vende@example.test', name: 'Vera Vende' })
await createShop(db, supplier.id, { slug: 'taller', name: 'El Taller de Vera' })
const other = await createUser(db, { email: 'otra@example.test' })
const foreign = await createItem(db, other.id, { name: 'Secreto ajeno', listPrice: 9_900 })
await createItem(db, supplier.id, { name: 'Canasta publicada', listPrice: 45_000 })
await createItem(db, supplier.id, { name: 'Borrador escondido', listState: 'unpublished', hiden: true })
await createItem(db, supplier.id, { name: 'Clase de telar', type: 'service', listPrice: 30_000 })
const cookie = await loginAs(app, 'vende@example.test')

/** What the page shows: the HTML without scripts (which carry loader data and messages). */
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { cookie, ...headers } })
const post = (url: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one)
  }
  return app.inject({
    method: 'POST',
    url,
    payload: body.toString(),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
  })
}
/** A browser's multipart form post: text fields and files. */
function postMultipart(
  url: string,
  fields: Record<string, string>,
  files: Array<{ name: string; data: Buffer }>,
) {
  const boundary = `----tianguis${Math.random().toString(16).slice(2)}`
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap((file) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="new_photos"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    ]),
  ]
  return app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  })
}
const stored = async (id: string) => (await db.select().from(items).where(eq(items.id, id)))[0]
const byName = async (name: string) => (await db.select().from(items).where(eq(items.name, name)))[0]

describe('/apps/me/products', () => {
  it('sends visitors to log in and back, on the platform and in a shop', async () => {
    const platform = await app.inject('/apps/me/products?type=service')
    expect(platform.statusCode).toBe(302)
    expect(platform.headers.location).toBe('/login?next=%2Fapps%2Fme%2Fproducts%3Ftype%3Dservice')
    const inShop = await app.inject('/taller/apps/me/products/create')
    expect(inShop.headers.location).toBe('/taller/login?next=%2Ftaller%2Fapps%2Fme%2Fproducts%2Fcreate')
    const edit = await app.inject(`/apps/me/products/${foreign.id}/edit`)
    expect(edit.statusCode).toBe(302)
  })

  it('is linked from the profile of a shop owner, not from other users’ profiles', async () => {
    const own = shown((await get('/perfil')).body)
    expect(own).toContain('href="/apps/me/products"')
    expect(own).toContain('Administrar mis productos, servicios y experiencias')
    const otherCookie = await loginAs(app, 'otra@example.test')
    const theirs = shown((await get('/perfil', { cookie: otherCookie })).body)
    expect(theirs).not.toContain('Administrar mis productos')
  })

  it('brings a visitor back to the page, not its data, when the page’s script asked (single fetch)', async () => {
    const items = await app.inject('/taller/apps/me/products.data?type=service')
    expect(items.body).toContain('/taller/login?next=%2Ftaller%2Fapps%2Fme%2Fproducts%3Ftype%3Dservice"')
    const profile = await app.inject('/taller/perfil.data')
    expect(profile.body).toContain('/taller/login?next=%2Ftaller%2Fperfil"')
  })

  it('lists the viewer’s own items in every state, never another user’s', async () => {
    const response = await get('/apps/me/products')
    expect(response.statusCode).toBe(200)
    const html = shown(response.body)
    expect(html).toContain('Mis productos')
    expect(html).toContain('Canasta publicada')
    expect(html).toContain('Borrador escondido')
    expect(html).toContain('No publicado')
    expect(html).toContain('Oculto')
    expect(html).toContain('$450.00')
    expect(html).not.toContain('Secreto ajeno')
    expect(html).toContain('3 en total')
  })

  it('filters by kind and pages ten at a time, the last changed first', async () => {
    const services = shown((await get('/apps/me/products?type=service')).body)
    expect(services).toContain('Clase de telar')
    expect(services).not.toContain('Canasta publicada')
    const many = await createUser(db, { email: 'muchos@example.test' })
    for (let i = 1; i <= 11; i++)
      await createItem(db, many.id, {
        name: `Pieza ${String(i).padStart(2, '0')}`,
        updatedAt: new Date(Date.UTC(2026, 0, i)),
      })
    const manyCookie = await loginAs(app, 'muchos@example.test')
    const first = shown((await get('/apps/me/products', { cookie: manyCookie })).body)
    expect(first.indexOf('Pieza 11')).toBeLessThan(first.indexOf('Pieza 10'))
    expect(first).toContain('Pieza 02')
    expect(first).not.toContain('Pieza 01')
    expect(first).toContain('Página 1 de 2')
    const second = shown((await get('/apps/me/products?page=2', { cookie: manyCookie })).body)
    expect(second).toContain('Pieza 01')
    expect(second).not.toContain('Pieza 11')
  })

  it('renders in the shop’s frame inside a shop, by path and by sub-domain', async () => {
    const byPath = await get('/taller/apps/me/products')
    expect(byPath.statusCode).toBe(200)
    expect(shown(byPath.body)).toContain('El Taller de Vera')
    const byHost = await get('/apps/me/products', { host: `taller.${config.publicBaseDomain}` })
    expect(byHost.statusCode).toBe(200)
    expect(shown(byHost.body)).toContain('El Taller de Vera')
    expect(shown(byHost.body)).toContain('Canasta publicada')
  })

  it('hides, shows, publishes and unpublishes a row, and comes back saying so', async () => {
    const item = await createItem(db, supplier.id, { name: 'Jarro cambiante' })
    const hide = await post('/apps/me/products?type=product&page=1', { intent: 'hide', id: item.id })
    expect(hide.statusCode).toBe(302)
    expect(hide.headers.location).toBe('/apps/me/products?type=product&page=1&hecho=oculto')
    expect((await stored(item.id))?.hiden).toBe(true)
    await post('/apps/me/products', { intent: 'unpublish', id: item.id })
    expect((await stored(item.id))?.listState).toBe('unpublished')
    const after = shown((await get('/apps/me/products?hecho=despublicado')).body)
    expect(after).toContain('Se despublicó.')
  })

  it('refuses to change another user’s item from the list, and leaves it alone', async () => {
    const response = await post('/apps/me/products', { intent: 'hide', id: foreign.id })
    expect(response.statusCode).toBe(404)
    expect(shown(response.body)).toContain('Producto, servicio o experiencia no encontrado')
    expect((await stored(foreign.id))?.hiden).toBe(false)
  })
})

describe('create and edit pages', () => {
  it('shows each create page with its title and the photo input’s rules', async () => {
    for (const [url, title] of [
      ['/apps/me/products/create', 'Nuevo producto'],
      ['/apps/me/products/services/create', 'Nuevo servicio'],
      ['/apps/me/products/experiences/create', 'Nueva experiencia'],
    ] as const) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(200)
      const html = shown(response.body)
      expect(html).toContain(title)
      expect(html).toContain('accept=".jpg,.jpeg,.png,.svg"')
      expect(html.includes('Fecha y hora'), url).toBe(url.includes('experiences'))
    }
  })

  it('creates a product from the form, with money as minor units', async () => {
    const response = await post('/apps/me/products/create', {
      name: 'Rebozo de seda',
      main_type: 'personal',
      list_price: '1,234.50',
      crossout_price: '1500',
      currency: 'MXN',
      tags: 'seda, rebozo',
      variant_name: ['Color', 'Largo'],
      variant_value: ['Rojo', '2 m'],
      stock_type: 'onstock',
      available: '7',
      list_state: 'published',
      return_type: '72hrs',
      return_policy: 'common',
      return_fees: 'restocking_fees',
      restocking_fees: '25.5',
      return_shipping_label: 'inbox',
      intent: 'save',
    })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/apps/me/products?hecho=creado')
    const row = await byName('Rebozo de seda')
    expect(row).toMatchObject({
      ownerId: supplier.id,
      type: 'product',
      mainType: 'personal',
      listPrice: 123_450,
      crossoutPrice: 150_000,
      tags: ['seda', 'rebozo'],
      variants: { Color: 'Rojo', Largo: '2 m' },
      available: 7,
      listState: 'published',
      restockingFees: 2_550,
    })
  })

  it('keeps every typed value and shows each problem beside its field', async () => {
    const response = await post('/apps/me/products/services/create', {
      name: 'Asesoría',
      list_price: '10.999',
      plain_description: 'Una hora por videollamada',
      variant_name: ['Duración'],
      variant_value: ['1 h'],
    })
    expect(response.statusCode).toBe(400)
    const html = shown(response.body)
    expect(html).toContain('Revisa los datos marcados')
    expect(html).toContain('Usa como máximo dos decimales.')
    expect(html).toContain('value="Asesoría"')
    expect(html).toContain('value="10.999"')
    expect(html).toContain('Una hora por videollamada')
    expect(html).toContain('value="Duración"')
    expect(await byName('Asesoría')).toBeUndefined()
  })

  it('shows the API’s field errors beside their fields', async () => {
    const response = await post('/apps/me/products/experiences/create', {
      name: 'Cata sin fecha',
      list_price: '100',
    })
    expect(response.statusCode).toBe(400)
    const html = shown(response.body)
    expect(html).toMatch(/id="field-experience_date-error"[^>]*>Este campo es obligatorio\./)
    expect(html).toContain('value="Cata sin fecha"')
  })

  it('adds a variant row or reorders photos without saving (no JavaScript needed)', async () => {
    const response = await post('/apps/me/products/create', {
      name: 'Sin guardar',
      photos: ['/static/demo/a.svg', '/static/demo/b.svg'],
      variant_name: ['Talla'],
      variant_value: ['M'],
      intent: 'variant-add',
    })
    expect(response.statusCode).toBe(200)
    const html = shown(response.body)
    expect(html).toContain('Variante 2: nombre')
    expect(html).toContain('value="Talla"')
    const reordered = shown(
      (
        await post('/apps/me/products/create', {
          name: 'Sin guardar',
          photos: ['/static/demo/a.svg', '/static/demo/b.svg'],
          intent: 'photo-main:1',
        })
      ).body,
    )
    expect(reordered.indexOf('/static/demo/b.svg')).toBeLessThan(reordered.indexOf('/static/demo/a.svg'))
    expect(await byName('Sin guardar')).toBeUndefined()
  })

  it('uploads photos through the API, and refuses a text file named .png with the spec’s message', async () => {
    const png = await sharp({ create: { width: 40, height: 48, channels: 3, background: '#123456' } })
      .png()
      .toBuffer()
    const created = await postMultipart(
      '/apps/me/products/create',
      { name: 'Con foto', list_price: '99', intent: 'save' },
      [{ name: 'foto.png', data: png }],
    )
    expect(created.statusCode).toBe(302)
    expect((await byName('Con foto'))?.photos).toEqual([
      expect.stringMatching(/^\/uploads\/[a-f0-9]{24}-large\.webp$/),
    ])

    const refused = await postMultipart(
      '/apps/me/products/create',
      { name: 'Foto falsa', list_price: '99', intent: 'save' },
      [{ name: 'foto.png', data: Buffer.from('esto es texto') }],
    )
    expect(refused.statusCode).toBe(400)
    expect(shown(refused.body)).toContain(
      'Imagen rechazada - El tamaño de archivo de la imagen sobrepasa el máximo permitido (4MB). Los formatos válidos son .jpeg, .png, .svg',
    )
    expect(shown(refused.body)).toContain('value="Foto falsa"')
    expect(await byName('Foto falsa')).toBeUndefined()
  })

  it('edits an item: the form shows it typed back, and saving changes it', async () => {
    const item = await createItem(db, supplier.id, {
      name: 'Mesa vieja',
      listPrice: 250_000,
      tags: ['madera'],
    })
    const page = shown((await get(`/apps/me/products/${item.id}/edit`)).body)
    expect(page).toContain('Editar «Mesa vieja»')
    expect(page).toContain('value="2500.00"')
    expect(page).toContain('value="madera"')
    const saved = await post(`/apps/me/products/${item.id}/edit`, {
      name: 'Mesa restaurada',
      list_price: '3100',
    })
    expect(saved.headers.location).toBe('/apps/me/products?hecho=guardado')
    expect(await stored(item.id)).toMatchObject({ name: 'Mesa restaurada', listPrice: 310_000 })
  })

  it('answers another user’s item with the not-found page, and changes nothing', async () => {
    const edit = await get(`/apps/me/products/${foreign.id}/edit`)
    expect(edit.statusCode).toBe(404)
    expect(shown(edit.body)).toContain('Página no encontrada!')
    expect(shown(edit.body)).not.toContain('Secreto ajeno')
    const save = await post(`/apps/me/products/${foreign.id}/edit`, { name: 'Robado', list_price: '1' })
    expect(save.statusCode).toBe(404)
    expect(shown(save.body)).toContain('Página no encontrada!')
    const confirm = await get(`/apps/me/products/${foreign.id}/delete`)
    expect(confirm.statusCode).toBe(404)
    const remove = await post(`/apps/me/products/${foreign.id}/delete`, {})
    expect(remove.statusCode).toBe(404)
    expect(await stored(foreign.id)).toMatchObject({ name: 'Secreto ajeno', listPrice: 9_900 })
    expect((await get('/apps/me/products/no-such-item/edit')).statusCode).toBe(404)
  })

  it('deletes an item after the confirmation step', async () => {
    const item = await createItem(db, supplier.id, { name: 'Silla rota' })
    const confirm = await get(`/apps/me/products/${item.id}/delete`)
    expect(confirm.statusCode).toBe(200)
    expect(shown(confirm.body)).toContain('¿Eliminar «Silla rota»?')
    expect(await stored(item.id)).toBeDefined()
    const removed = await post(`/apps/me/products/${item.id}/delete`, {})
    expect(removed.headers.location).toBe('/apps/me/products?hecho=eliminado')
    expect(await stored(item.id)).toBeUndefined()
  })
})
