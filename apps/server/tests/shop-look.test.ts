import { readdir, readFile } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { shops } from '../src/modules/shops/shops.tables.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Issue 17 part A (decision 095): the shop's look through PATCH /api/v1/shops/:slug — name, photo
 * display, colours, columns, theme, dark mode, adornment, social networks — its validation, who may
 * change it, and that visitors see the change at once.
 */
const { app, database } = await createTestApp({ web: true })
const db = database.db

const owner = await createUser(db, { email: 'look-owner@example.test', name: 'Lola Look' })
const shop = await createShop(db, owner.id, { slug: 'look-shop', name: 'Tienda Mirada' })
const otherOwner = await createUser(db, { email: 'look-other@example.test' })
const other = await createShop(db, otherOwner.id, { slug: 'look-otra', name: 'Tienda Vecina' })
for (const [email, role] of [
  ['look-admin@example.test', 'admin'],
  ['look-accountant@example.test', 'accountant'],
  ['look-dispatcher@example.test', 'dispatcher'],
] as const) {
  const user = await createUser(db, { email })
  await addStaff(db, shop.id, user.id, role)
}
const ownerCookie = await loginAs(app, 'look-owner@example.test')

const patch = (payload: unknown, cookie = ownerCookie, slug = 'look-shop') =>
  app.inject({
    method: 'PATCH',
    url: `/api/v1/shops/${slug}`,
    headers: { cookie, 'accept-language': 'en' },
    payload: payload as Record<string, unknown>,
  })
const row = async (id = shop.id) => (await db.select().from(shops).where(eq(shops.id, id)))[0]!

describe('PATCH /api/v1/shops/:slug: the look', () => {
  it('changes colours and columns inside store_theme_info, keeping its other fields', async () => {
    const before = await row()
    const response = await patch({ color1: '#1e3a8a', color2: '#f59e0b', columns: 1 })
    expect(response.statusCode).toBe(200)
    expect(response.json().store_theme_info).toMatchObject({
      color1: '#1e3a8a',
      color2: '#f59e0b',
      columns: 1,
    })
    const after = await row()
    expect(after.storeThemeInfo).toEqual({
      ...before.storeThemeInfo,
      color1: '#1e3a8a',
      color2: '#f59e0b',
      columns: 1,
    })
  })

  it('changes theme, dark-mode permission, adornment and photo display', async () => {
    const response = await patch({
      theme: 4,
      darkmode: false,
      hidden_darkmode: true,
      adornment_type: 'geom-circle',
      photo_display: 'bdr_cir',
      photo: '/media/look.png',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      theme: 4,
      darkmode: false,
      hidden_darkmode: true,
      adornment_type: 'geom-circle',
      photo_display: 'bdr_cir',
      photo: '/media/look.png',
    })
  })

  it('stores an empty social value as null, and trims names', async () => {
    await patch({ facebook: 'antes', instagram: 'antes', discord: 'https://discord.gg/antes' })
    const response = await patch({ facebook: '', instagram: '  ', discord: '', twitch: ' mirada_tv ' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      facebook: null,
      instagram: null,
      discord: null,
      twitch: 'mirada_tv',
    })
    expect(await row()).toMatchObject({ facebook: null, instagram: null, discord: null, twitch: 'mirada_tv' })
  })

  const refusals: Array<[string, Record<string, unknown>, Record<string, string>]> = [
    ['an empty name', { name: '  ' }, { name: 'This field is required.' }],
    ['a name over 120 characters', { name: 'x'.repeat(121) }, { name: 'Must be at most 120 characters.' }],
    [
      'a colour that is not #rrggbb',
      { color1: 'red', color2: '#12345' },
      { color1: 'The format is not valid.' },
    ],
    ['3 columns', { columns: 3 }, { columns: 'The value is not valid.' }],
    [
      'a photo display the shops table does not allow',
      { photo_display: 'oval' },
      { photo_display: 'The value is not valid.' },
    ],
    ['a theme other than 3 or 4', { theme: 5 }, { theme: 'The value is not valid.' }],
    [
      'an adornment other than geom-circle or none',
      { adornment_type: 'stars' },
      { adornment_type: 'The value is not valid.' },
    ],
    [
      'a URL for facebook',
      { facebook: 'https://facebook.com/mirada' },
      { facebook: 'The format is not valid.' },
    ],
    [
      'a name with a slash for instagram',
      { instagram: 'mirada/fotos' },
      { instagram: 'The format is not valid.' },
    ],
    ['a name with a space for kick', { kick: 'mi rada' }, { kick: 'The format is not valid.' }],
    ['a www address for youtube', { youtube: 'www.youtube.com' }, { youtube: 'The format is not valid.' }],
    ['a discord value that is not a URL', { discord: 'mirada' }, { discord: 'The format is not valid.' }],
  ]
  for (const [what, payload, fields] of refusals) {
    it(`refuses ${what} with 400 and the field's message, changing nothing`, async () => {
      const before = await row()
      const response = await patch(payload)
      expect(response.statusCode).toBe(400)
      const error = response.json().error
      expect(error.code).toBe('invalid_request')
      expect(error.message).toBe('The request has invalid data.')
      expect(error.fields).toMatchObject(fields)
      expect(await row()).toEqual(before)
    })
  }

  it('answers 404 to another shop’s admin and leaves the row unchanged (quality 2)', async () => {
    const before = await row()
    const response = await patch(
      { name: 'Robada', color1: '#000000', columns: 1 },
      await loginAs(app, 'look-other@example.test'),
    )
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('Tienda Mirada')
    expect(await row()).toEqual(before)
  })

  it('lets the shop’s admin change the look, and refuses the accountant and the dispatcher (403)', async () => {
    const admin = await patch({ columns: 2 }, await loginAs(app, 'look-admin@example.test'))
    expect(admin.statusCode).toBe(200)
    const before = await row()
    for (const email of ['look-accountant@example.test', 'look-dispatcher@example.test']) {
      const response = await patch({ name: 'Contable', columns: 1 }, await loginAs(app, email))
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('forbidden')
    }
    expect(await row()).toEqual(before)
  })
})

describe('the migration of stored blanks (social_blank_to_null)', () => {
  it('turns "" and blank social values into null and leaves names alone', async () => {
    const blank = await createShop(db, owner.id, {
      facebook: '',
      instagram: '  ',
      discord: '',
      twitter: 'sigue',
    })
    // Found by name: migrations are renumbered when branches merge.
    const folder = new URL('../drizzle/', import.meta.url)
    const name = (await readdir(folder)).find((entry) => entry.endsWith('_social_blank_to_null.sql'))
    const file = new URL(name!, folder)
    for (const statement of (await readFile(file, 'utf8')).split('--> statement-breakpoint')) {
      await database.exec(statement)
    }
    expect(await row(blank.id)).toMatchObject({
      facebook: null,
      instagram: null,
      discord: null,
      twitter: 'sigue',
    })
  })
})

describe('visitors see the new look at once', () => {
  it('drops the kept page of this shop only: the new name shows, the other shop’s page stays kept', async () => {
    for (const url of ['/look-shop', '/look-otra']) await app.inject(url)
    expect((await app.inject('/look-shop')).headers['x-page-cache']).toBe('hit')
    expect((await app.inject('/look-otra')).headers['x-page-cache']).toBe('hit')
    expect((await patch({ name: 'Tienda Renovada', columns: 1 })).statusCode).toBe(200)
    const mine = await app.inject('/look-shop')
    expect(mine.headers['x-page-cache']).toBe('miss')
    expect(mine.body).toContain('Tienda Renovada')
    const theirs = await app.inject('/look-otra')
    expect(theirs.headers['x-page-cache']).toBe('hit')
    expect(theirs.body).toContain('Tienda Vecina')
    expect(await row(other.id)).toMatchObject({ name: 'Tienda Vecina' })
  })
})

const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const EDITOR = '/look-page/admin/tienda'
const pageOwner = await createUser(db, { email: 'look-page@example.test', name: 'Paz Página' })
const pageShop = await createShop(db, pageOwner.id, { slug: 'look-page', name: 'Tienda Página' })
const pageCookie = await loginAs(app, 'look-page@example.test')

/** A form post as the browser sends it (multipart, the photo as a file). */
async function post(fields: Record<string, string | File>, cookie = pageCookie) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form })
  return app.inject({
    method: 'POST',
    url: EDITOR,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { cookie, 'content-type': encoded.headers.get('content-type')! },
  })
}

describe('the editor’s page, {shop}/admin/tienda', () => {
  it('shows the admin ‘Editar tienda’ on the storefront and ‘Editar fondo’ on the home; visitors see neither', async () => {
    const own = shown((await app.inject({ url: '/look-page', headers: { cookie: pageCookie } })).body)
    expect(own).toContain('Editar tienda')
    expect(own).toContain('Editar fondo')
    expect(own).toContain('href="/look-page/admin/tienda#colours"')
    const visitor = shown((await app.inject('/look-page')).body)
    expect(visitor).not.toContain('Editar tienda')
    expect(visitor).not.toContain('Editar fondo')
  })

  it('shows its four forms to the owner, 404 to another shop’s owner, and sends visitors to log in', async () => {
    const page = await app.inject({ url: EDITOR, headers: { cookie: pageCookie } })
    expect(page.statusCode).toBe(200)
    const html = shown(page.body)
    for (const text of ['Nombre y foto', 'Colores', 'Diseño', 'Redes sociales', 'Usar la paleta option 15']) {
      expect(html).toContain(text)
    }
    expect(html).toContain('1000x1000 px (1000x400 px para rectángulo)')
    const stranger = await app.inject({
      url: EDITOR,
      headers: { cookie: await loginAs(app, 'look-other@example.test') },
    })
    expect(stranger.statusCode).toBe(404)
    expect(shown(stranger.body)).not.toContain('Nombre y foto')
    const visitor = await app.inject(EDITOR)
    expect(visitor.statusCode).toBe(302)
    expect(visitor.headers.location).toContain('/look-page/login?next=')
  })

  it('saves a plain post of each form and says so; the home follows the columns, theme and adornment', async () => {
    const saved = await post({ intent: 'layout', columns: '1', theme: '4', adornment_type: 'geom-circle' })
    expect(saved.statusCode).toBe(302)
    expect(saved.headers.location).toBe('/look-page/admin/tienda?hecho=tienda#layout')
    expect(await row(pageShop.id)).toMatchObject({ theme: 4, adornmentType: 'geom-circle', darkmode: false })
    expect((await row(pageShop.id)).storeThemeInfo.columns).toBe(1)
    const toast = await app.inject({ url: saved.headers.location!, headers: { cookie: pageCookie } })
    expect(shown(toast.body)).toContain('Cambios guardados')
    const oneColumn = shown((await app.inject('/look-page')).body)
    expect(oneColumn).toContain('data-columns="1"')
    // Theme 4 (a band in the first colour) and the adornment render for visitors.
    expect(oneColumn).toContain('data-theme="4"')
    expect(oneColumn).toContain('adornment-geom-circle')
    await post({ intent: 'layout', columns: '2', theme: '3', adornment_type: 'none', darkmode: 'on' })
    const twoColumns = shown((await app.inject('/look-page')).body)
    expect(twoColumns).toContain('data-columns="2"')
    expect(twoColumns).toContain('data-theme="3"')
    expect(twoColumns).not.toContain('adornment-geom-circle')
    expect(await row(pageShop.id)).toMatchObject({ theme: 3, darkmode: true })

    expect((await post({ intent: 'palette', palette: 'option-14' })).statusCode).toBe(302)
    expect((await row(pageShop.id)).storeThemeInfo).toMatchObject({ color1: '#0f172a', color2: '#94a3b8' })
    expect((await post({ intent: 'colours', color1: '#112233', color2: '#ddeeff' })).statusCode).toBe(302)
    expect((await row(pageShop.id)).storeThemeInfo).toMatchObject({ color1: '#112233', color2: '#ddeeff' })
    expect(shown((await app.inject('/look-page')).body)).toContain('--color1:#112233')

    expect((await post({ intent: 'social', facebook: 'paginafb', discord: '', kick: '' })).statusCode).toBe(
      302,
    )
    expect(await row(pageShop.id)).toMatchObject({ facebook: 'paginafb', discord: null, kick: null })
    expect(shown((await app.inject('/look-page')).body)).toContain('https://facebook.com/paginafb')
  })

  it('shows each refusal on its field: required name, social URL, discord not a URL; nothing saved', async () => {
    const before = await row(pageShop.id)
    const name = await post({ intent: 'identity', name: '', photo_display: 'sq' })
    expect(name.statusCode).toBe(400)
    expect(shown(name.body)).toContain('Este campo es obligatorio.')
    const social = await post({ intent: 'social', instagram: 'https://instagram.com/x', discord: 'servidor' })
    expect(social.statusCode).toBe(400)
    const html = shown(social.body)
    expect(html).toContain('Escribe solo el nombre de usuario, sin enlace, espacios ni diagonales.')
    expect(html).toContain('Escribe un enlace válido, por ejemplo https://discord.gg/tu-servidor.')
    expect(html).toContain('value="https://instagram.com/x"')
    expect(await row(pageShop.id)).toEqual(before)
  })

  it('says the spec’s message when the photo cannot be uploaded, and keeps the name', async () => {
    const before = await row(pageShop.id)
    const fake = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], 'logo.png', {
      type: 'image/png',
    })
    const response = await post({
      intent: 'identity',
      name: 'Nombre Nuevo',
      photo_display: 'sq',
      photo_file: fake,
    })
    expect(response.statusCode).toBe(400)
    expect(shown(response.body)).toContain(
      'La foto no se pudo actualizar en este momento, intentelo mas tarde',
    )
    expect(await row(pageShop.id)).toEqual(before)
  })

  it('uploads a photo and changes name and display in one post', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const file = new File([png], 'logo.png', { type: 'image/png' })
    const response = await post({
      intent: 'identity',
      name: 'Tienda Con Foto',
      photo_display: 'cir',
      photo_file: file,
    })
    expect(response.statusCode).toBe(302)
    const after = await row(pageShop.id)
    expect(after).toMatchObject({ name: 'Tienda Con Foto', photoDisplay: 'cir' })
    expect(after.photo).toBeTruthy()
    const home = shown((await app.inject('/look-page')).body)
    expect(home).toContain('Tienda Con Foto')
    expect(home).toContain(after.photo!)
  })
})

describe('signup_form on the shop’s sign-up page (decision 095)', () => {
  it('asks a basic shop’s visitors for email and password only, a complete shop’s for the name too', async () => {
    const basicOwner = await createUser(db, { email: 'look-basic@example.test' })
    await createShop(db, basicOwner.id, { slug: 'look-basica' })
    await createShop(db, basicOwner.id, {
      slug: 'look-completa',
      storeThemeInfo: { ...(await row(pageShop.id)).storeThemeInfo, signup_form: 'complete' },
    })
    const basic = shown((await app.inject('/look-basica/signup')).body)
    expect(basic).not.toContain('name="name"')
    expect(basic).toContain('name="email"')
    const complete = shown((await app.inject('/look-completa/signup')).body)
    expect(complete).toContain('name="name"')
    const sent = await app.inject({
      method: 'POST',
      url: '/look-basica/signup',
      payload: new URLSearchParams({
        email: 'basica.nueva@example.test',
        password: 'una-clave-segura',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(sent.statusCode).toBe(200)
    expect(shown(sent.body)).toContain('Confirma tu correo')
  })
})
