import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { shops } from '../src/modules/shops/shops.tables.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Issue 17 part C (decision 097): the shop's settings (GET/PATCH /shops/:slug/settings), its footer
 * pages' own texts, the admin's tour flag (setup-apps) and a banner's deletion taking its images.
 */
const { app, database } = await createTestApp()
const db = database.db

const owner = await createUser(db, { email: 'set-owner@example.test' })
const shop = await createShop(db, owner.id, { slug: 'set-shop' })
const otherOwner = await createUser(db, { email: 'set-other@example.test' })
const otherShop = await createShop(db, otherOwner.id, {
  slug: 'set-other',
  canonicalUrl: 'https://otra-tienda.example.test',
})
const admin = await createUser(db, { email: 'set-admin@example.test' })
await addStaff(db, shop.id, admin.id, 'admin')
const accountant = await createUser(db, { email: 'set-accountant@example.test' })
await addStaff(db, shop.id, accountant.id, 'accountant')
await createUser(db, { email: 'set-customer@example.test' })
const ownerCookie = await loginAs(app, 'set-owner@example.test')
const otherCookie = await loginAs(app, 'set-other@example.test')
const adminCookie = await loginAs(app, 'set-admin@example.test')
const accountantCookie = await loginAs(app, 'set-accountant@example.test')
const customerCookie = await loginAs(app, 'set-customer@example.test')

const url = '/api/v1/shops/set-shop/settings'
const patch = (payload: object, cookie = ownerCookie, path = url, locale = 'es-MX') =>
  app.inject({ method: 'PATCH', url: path, headers: { cookie, 'accept-language': locale }, payload })
const rowOf = async (id: string) => (await db.select().from(shops).where(eq(shops.id, id)))[0]!

describe('shop settings', () => {
  it('saves every field and answers them; the storefront shows them after reload', async () => {
    const payload = {
      contact_email: 'hola@tienda.example.test',
      contact_phone: '5512345678',
      contact_country_code: '52',
      whatsapp_phone: '5587654321',
      whatsapp_country_code: '52',
      live_chat_license: '12345678',
      sections_info: [
        { section: 'products', enabled: true },
        { section: 'services', enabled: false },
        { section: 'experiences', enabled: true },
      ],
      signup_form: 'complete',
      hidden_store_name: true,
      hidden_search_bar: true,
      hidden_affinity_xheader: true,
      hidden_affiliate_banner: true,
      hidden_dssupplier_banner: true,
      seo_description: 'La mejor tienda de sombreros.',
      favicon: '/uploads/0123456789abcdef01234567-thumb.webp',
      canonical_url: 'https://Sombreros.example.test/',
      fb_pixel: '1234567890',
      footer_style: '3cols1col',
      footer_bg: '#112233',
      footer_fg: '#ffffff',
      users_support_url: 'https://ayuda.example.test/usuarios',
      franchise_support_url: 'https://ayuda.example.test/franquicias',
      affiliate_support_url: 'https://ayuda.example.test/afiliados',
      affiliate_landing: '/tiendaenlinea',
      dssupplier_landing: 'https://proveedores.example.test',
      about_text: 'Somos una tienda familiar.\n\nDesde 1990.',
      terms_text: 'Nuestros términos.',
      privacy_text: 'Tu privacidad importa.',
    }
    const saved = await patch(payload)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ ...payload, canonical_url: 'https://sombreros.example.test' })

    const read = await app.inject({ url, headers: { cookie: adminCookie } })
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual(saved.json())

    // The colours and columns part A owns stay as they were.
    const row = await rowOf(shop.id)
    expect(row.storeThemeInfo).toMatchObject({ color1: '#0f766e', columns: 2, signup_form: 'complete' })
    const storefront = await app.inject({ url: '/api/v1/shops/set-shop' })
    expect(storefront.json()).toMatchObject({
      fb_pixel: '1234567890',
      footer_style: '3cols1col',
      seo_description: 'La mejor tienda de sombreros.',
      live_chat_license: '12345678',
      store_theme_info: { sections_info: payload.sections_info },
    })
    const about = await app.inject({ url: '/api/v1/shops/set-shop/pages/about' })
    expect(about.json()).toEqual({ text: 'Somos una tienda familiar.\n\nDesde 1990.' })
  })

  it('clears a field with null: the footer page goes back to the platform’s text', async () => {
    const cleared = await patch({ terms_text: null, fb_pixel: null })
    expect(cleared.statusCode).toBe(200)
    expect(cleared.json()).toMatchObject({ terms_text: null, fb_pixel: null })
    const terms = await app.inject({ url: '/api/v1/shops/set-shop/pages/terms' })
    expect(terms.json()).toEqual({ text: null })
    const otherPage = await app.inject({ url: '/api/v1/shops/set-other/pages/about' })
    expect(otherPage.json()).toEqual({ text: null })
  })

  it.each([
    ['contact_email', 'no-es-correo', 'Ingresa un correo válido.'],
    ['contact_phone', '12ab', 'El formato no es válido.'],
    ['contact_country_code', '+52', 'El formato no es válido.'],
    ['whatsapp_phone', '123', 'El formato no es válido.'],
    ['whatsapp_country_code', '12345', 'El formato no es válido.'],
    ['live_chat_license', 'abc', 'El formato no es válido.'],
    ['fb_pixel', 'pixel', 'El formato no es válido.'],
    ['footer_style', 'fancy', 'El valor no es válido.'],
    ['footer_bg', 'red', 'El formato no es válido.'],
    ['footer_fg', '#12345', 'El formato no es válido.'],
    ['users_support_url', 'javascript:alert(1)', 'El formato no es válido.'],
    ['franchise_support_url', '/ayuda', 'El formato no es válido.'],
    ['affiliate_support_url', 'ftp://ayuda.example.test', 'El formato no es válido.'],
    ['affiliate_landing', '//evil.example.test', 'El formato no es válido.'],
    ['favicon', 'data:image/png;base64,AAAA', 'El formato no es válido.'],
    ['canonical_url', 'https://tienda.example.test/pagina', 'El formato no es válido.'],
    ['seo_description', 'x'.repeat(301), 'Debe tener como máximo 300 caracteres.'],
    ['about_text', 'x'.repeat(20_001), 'Debe tener como máximo 20000 caracteres.'],
    ['signup_form', 'full', 'El valor no es válido.'],
    // A string for a flag: the type check's message (app-error.ts words it as it can).
    ['hidden_search_bar', 'yes', expect.any(String)],
  ])('refuses a bad %s with its message, and changes nothing', async (field, value, message) => {
    const before = await rowOf(shop.id)
    const response = await patch({ [field]: value })
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json().error).toMatchObject({ code: 'invalid_request', fields: { [field]: message } })
    expect(await rowOf(shop.id)).toEqual(before)
  })

  it('refuses a repeated section and an unknown field', async () => {
    const repeated = await patch({
      sections_info: [
        { section: 'products', enabled: true },
        { section: 'products', enabled: false },
      ],
    })
    expect(repeated.statusCode).toBe(400)
    expect(repeated.json().error.fields).toHaveProperty('sections_info')
    const unknown = await patch({ name: 'Otro nombre' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.code).toBe('unknown_fields')
  })

  it('refuses another shop’s address with a clear message in the user’s language', async () => {
    const before = await rowOf(shop.id)
    const es = await patch({ canonical_url: 'https://otra-tienda.example.test' })
    expect(es.statusCode).toBe(409)
    expect(es.json().error).toMatchObject({
      code: 'canonical_url_taken',
      message: 'Esa dirección ya la usa otra tienda. Elige otra.',
      fields: { canonical_url: 'Esa dirección ya la usa otra tienda.' },
    })
    const en = await patch({ canonical_url: 'http://OTRA-tienda.example.test' }, ownerCookie, url, 'en')
    // Another scheme is another address; the same host in capitals is the same one.
    expect(en.statusCode).toBe(200)
    const taken = await patch({ canonical_url: 'https://otra-tienda.example.test/' }, ownerCookie, url, 'en')
    expect(taken.json().error.message).toBe('Another shop already uses that address. Choose another.')
    expect((await rowOf(shop.id)).canonicalUrl).toBe('http://otra-tienda.example.test')
    expect(before.canonicalUrl).not.toBe('http://otra-tienda.example.test')
  })

  it('keeps another shop’s admin out with 404, its row unchanged (quality.md 2)', async () => {
    const before = await rowOf(otherShop.id)
    const read = await app.inject({
      url: '/api/v1/shops/set-other/settings',
      headers: { cookie: ownerCookie },
    })
    expect(read.statusCode).toBe(404)
    const write = await patch(
      { contact_email: 'x@example.test' },
      ownerCookie,
      '/api/v1/shops/set-other/settings',
    )
    expect(write.statusCode).toBe(404)
    expect(write.json().error.code).toBe('not_found')
    expect(await rowOf(otherShop.id)).toEqual(before)
    const tour = await app.inject({
      url: '/api/v1/shops/set-other/setup-apps',
      headers: { cookie: ownerCookie },
    })
    expect(tour.statusCode).toBe(404)
    void otherCookie
  })

  it('lets only the owner and admins in (quality.md 3)', async () => {
    const anonymous = await app.inject({ url })
    expect(anonymous.statusCode).toBe(401)
    const staffOnly = await app.inject({ url, headers: { cookie: accountantCookie } })
    expect(staffOnly.statusCode).toBe(403)
    const customer = await patch({ contact_email: 'x@example.test' }, customerCookie)
    expect(customer.statusCode).toBe(404)
    const byAdmin = await patch({ seo_description: 'Cambiada por la administradora.' }, adminCookie)
    expect(byAdmin.statusCode).toBe(200)
    expect((await rowOf(shop.id)).seoDescription).toBe('Cambiada por la administradora.')
  })
})

describe('guided tour flag (setup-apps)', () => {
  const tourUrl = '/api/v1/shops/set-shop/setup-apps'
  it('shows the tour until the admin dismisses it, per admin', async () => {
    const first = await app.inject({ url: tourUrl, headers: { cookie: adminCookie } })
    expect(first.json()).toEqual({ show_tour: true })
    const off = await app.inject({
      method: 'PATCH',
      url: tourUrl,
      headers: { cookie: adminCookie },
      payload: { show_tour: false },
    })
    expect(off.statusCode).toBe(200)
    expect((await app.inject({ url: tourUrl, headers: { cookie: adminCookie } })).json()).toEqual({
      show_tour: false,
    })
    // The shop's answer carries the flag for its layout, in the same statement; visitors never get it.
    const asAdmin = await app.inject({ url: '/api/v1/shops/set-shop', headers: { cookie: adminCookie } })
    expect(asAdmin.json().viewer_show_tour).toBe(false)
    const asOwner = await app.inject({ url: '/api/v1/shops/set-shop', headers: { cookie: ownerCookie } })
    expect(asOwner.json().viewer_show_tour).toBe(true)
    expect((await app.inject({ url: '/api/v1/shops/set-shop' })).json().viewer_show_tour).toBe(false)
    const asAccountant = await app.inject({
      url: '/api/v1/shops/set-shop',
      headers: { cookie: accountantCookie },
    })
    expect(asAccountant.json().viewer_show_tour).toBe(false)
    // The owner's own tour is untouched.
    expect((await app.inject({ url: tourUrl, headers: { cookie: ownerCookie } })).json()).toEqual({
      show_tour: true,
    })
    const on = await app.inject({
      method: 'PATCH',
      url: tourUrl,
      headers: { cookie: adminCookie },
      payload: { show_tour: true },
    })
    expect(on.json()).toEqual({ show_tour: true })
  })

  it('refuses a bad body and keeps staff without the role out', async () => {
    const bad = await app.inject({
      method: 'PATCH',
      url: tourUrl,
      headers: { cookie: ownerCookie },
      payload: { show_tour: 'no' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toEqual({ show_tour: expect.any(String) })
    const staff = await app.inject({ url: tourUrl, headers: { cookie: accountantCookie } })
    expect(staff.statusCode).toBe(403)
  })
})

describe('deleting a banner deletes both its gallery images', () => {
  const upload = async (colour: string) => {
    const data = await sharp({ create: { width: 40, height: 20, channels: 3, background: colour } })
      .png()
      .toBuffer()
    const boundary = `----set${Math.random().toString(16).slice(2)}`
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/me/uploads',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: ownerCookie },
    })
    expect(response.statusCode).toBe(201)
    return response.json() as { id: string; url: string; sizes: { card: string } }
  }
  const create = (hzt: { id: string; url: string }, vrt: { id: string; url: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/shops/set-shop/banners',
      headers: { cookie: ownerCookie },
      payload: { hzt_image: hzt.url, vrt_image: vrt.url, hzt_image_id: hzt.id, vrt_image_id: vrt.id },
    })

  it('deletes the banner and keeps its images’ files, which an item’s photo of the same bytes may show', async () => {
    const hzt = await upload('#aa0000')
    const vrt = await upload('#00aa00')
    const banner = (await create(hzt, vrt)).json()
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/shops/set-shop/banners/${banner.id}`,
      headers: { cookie: ownerCookie },
    })
    expect(deleted.statusCode).toBe(204)
    const list = await app.inject({ url: '/api/v1/shops/set-shop/banners', headers: { cookie: ownerCookie } })
    expect(list.json().results.map((one: { id: string }) => one.id)).not.toContain(banner.id)
    // Uploads are stored by content: the same file may be another record's picture (decision 097).
    expect((await app.inject(hzt.url)).statusCode).toBe(200)
    expect((await app.inject(vrt.sizes.card)).statusCode).toBe(200)
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/v1/shops/set-shop/banners/${banner.id}`,
      headers: { cookie: ownerCookie },
    })
    expect(again.statusCode).toBe(404)
  })

  it('another shop’s admin cannot delete the banner, nor its images', async () => {
    const image = await upload('#123456')
    const banner = (await create(image, image)).json()
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/v1/shops/set-other/banners/${banner.id}`,
      headers: { cookie: otherCookie },
    })
    expect(refused.statusCode).toBe(404)
    expect((await app.inject(image.url)).statusCode).toBe(200)
  })
})
