import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { shopBanners } from '../src/modules/shops/banners.tables.ts'
import { shops } from '../src/modules/shops/shops.tables.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Issue 17 part C's pages without JavaScript (decision 097): the settings page and the banners
 * editor post plain forms; the storefront shows what was saved (needs `npm run build`).
 */
const { app, database } = await createTestApp({ web: true })
const db = database.db
const owner = await createUser(db, { email: 'cfg-owner@example.test' })
const shop = await createShop(db, owner.id, { slug: 'cfg-tienda', name: 'Tienda Config' })
const other = await createUser(db, { email: 'cfg-other@example.test' })
await createShop(db, other.id, { slug: 'cfg-otra' })
const accountant = await createUser(db, { email: 'cfg-accountant@example.test' })
await addStaff(db, shop.id, accountant.id, 'accountant')
const ownerCookie = await loginAs(app, 'cfg-owner@example.test')
const otherCookie = await loginAs(app, 'cfg-other@example.test')
const accountantCookie = await loginAs(app, 'cfg-accountant@example.test')

const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const rowOf = async () => (await db.select().from(shops).where(eq(shops.id, shop.id)))[0]!

async function post(
  url: string,
  fields: Record<string, string | File>,
  cookie = ownerCookie,
  locale = 'es-MX',
) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form })
  return app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { cookie, 'accept-language': locale, 'content-type': encoded.headers.get('content-type')! },
  })
}

const filled = {
  contact_email: 'hola@cfg.example.test',
  contact_country_code: '52',
  contact_phone: '5511112222',
  whatsapp_country_code: '52',
  whatsapp_phone: '5533334444',
  live_chat_license: '',
  seo_description: 'Sombreros hechos a mano en Oaxaca.',
  canonical_url: '',
  fb_pixel: '998877665544',
  footer_style: '3cols1col',
  users_support_url: 'https://ayuda.cfg.example.test',
  franchise_support_url: '',
  affiliate_support_url: '',
  affiliate_landing: '',
  dssupplier_landing: '',
  about_text: 'Somos artesanos.\n\nTrabajamos desde 1990.',
  terms_text: 'Nuestros términos propios.',
  privacy_text: '',
}

describe('the settings page', () => {
  it('is for the shop’s admins: 404 for another shop’s owner and an accountant, login for visitors', async () => {
    const page = await app.inject({
      url: '/cfg-tienda/admin/configuracion',
      headers: { cookie: ownerCookie },
    })
    expect(page.statusCode).toBe(200)
    expect(shown(page.body)).toContain('Configuración de la tienda')
    for (const cookie of [otherCookie, accountantCookie]) {
      const refused = await app.inject({ url: '/cfg-tienda/admin/configuracion', headers: { cookie } })
      expect(refused.statusCode).toBe(404)
    }
    const visitor = await app.inject({ url: '/cfg-tienda/admin/configuracion' })
    expect(visitor.statusCode).toBe(302)
    expect(visitor.headers.location).toContain('/cfg-tienda/login?next=')
    const before = await rowOf()
    const post404 = await post(
      '/cfg-tienda/admin/configuracion',
      { ...filled, contact_email: 'x@x.test' },
      otherCookie,
    )
    expect(post404.statusCode).toBe(404)
    expect(await rowOf()).toEqual(before)
  })

  it('is where the contact page’s add-contact-info shortcut leads, for the shop’s admins only (001 §2)', async () => {
    const mine = shown(
      (await app.inject({ url: '/cfg-tienda/contacto', headers: { cookie: ownerCookie } })).body,
    )
    expect(mine).toContain('href="/cfg-tienda/admin/configuracion"')
    expect(mine).toContain('Agregar información de contacto')
    const theirs = shown(
      (await app.inject({ url: '/cfg-tienda/contacto', headers: { cookie: otherCookie } })).body,
    )
    expect(theirs).not.toContain('Agregar información de contacto')
    const visitor = shown((await app.inject({ url: '/cfg-tienda/contacto' })).body)
    expect(visitor).not.toContain('admin/configuracion')
  })

  it('shows the custom-shop toggles only with ?showCustomShopToggle=true', async () => {
    const plain = shown(
      (await app.inject({ url: '/cfg-tienda/admin/configuracion', headers: { cookie: ownerCookie } })).body,
    )
    expect(plain).not.toContain('Secciones en el menú')
    const custom = shown(
      (
        await app.inject({
          url: '/cfg-tienda/admin/configuracion?showCustomShopToggle=true',
          headers: { cookie: ownerCookie },
        })
      ).body,
    )
    expect(custom).toContain('Secciones en el menú')
    expect(custom).toContain('La barra de búsqueda')
  })

  it('saves the form and the storefront shows it after reload: footer, pixel, description, pages', async () => {
    const saved = await post('/cfg-tienda/admin/configuracion?showCustomShopToggle=true', {
      ...filled,
      custom: '1',
      sections: 'products',
      hidden_search_bar: 'on',
      signup_form: 'complete',
    })
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(302)
    expect(saved.headers.location).toBe(
      '/cfg-tienda/admin/configuracion?showCustomShopToggle=true&hecho=guardado',
    )
    const row = await rowOf()
    expect(row).toMatchObject({ fbPixel: '998877665544', hiddenSearchBar: true, footerStyle: '3cols1col' })
    expect(
      row.storeThemeInfo.sections_info.filter((entry) => entry.enabled).map((entry) => entry.section),
    ).toEqual(['products'])
    const toast = await app.inject({
      url: saved.headers.location as string,
      headers: { cookie: ownerCookie },
    })
    expect(shown(toast.body)).toContain('Configuración guardada')

    const home = await app.inject({ url: '/cfg-tienda' })
    expect(home.body).toContain('<meta name="description" content="Sombreros hechos a mano en Oaxaca."/>')
    expect(home.body).toContain('998877665544')
    expect(home.body).toContain('href="https://ayuda.cfg.example.test"')
    expect(home.body).toContain('href="/cfg-tienda/acerca"')
    expect(home.body).not.toContain('href="/cfg-tienda/servicios"')
    const about = shown((await app.inject({ url: '/cfg-tienda/acerca' })).body)
    expect(about).toContain('<p>Somos artesanos.</p>')
    expect(about).toContain('<p>Trabajamos desde 1990.</p>')
    const terms = shown((await app.inject({ url: '/cfg-tienda/terminos' })).body)
    expect(terms).toContain('Nuestros términos propios.')
    // Privacy was left empty: the platform's text stays.
    const privacy = shown((await app.inject({ url: '/cfg-tienda/privacidad' })).body)
    expect(privacy).not.toContain('Nuestros términos propios.')
    expect(privacy).toContain('Aviso de privacidad')
    const contact = shown((await app.inject({ url: '/cfg-tienda/contacto' })).body)
    expect(contact).toContain('hola@cfg.example.test')
    expect(contact).toContain('https://wa.me/525533334444')
  })

  it('uploads a favicon, which the storefront links; removing it takes the link away', async () => {
    const icon = new File(
      [
        '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle cx="8" cy="8" r="7" fill="#0a0"/></svg>',
      ],
      'icono.svg',
      { type: 'image/svg+xml' },
    )
    const saved = await post('/cfg-tienda/admin/configuracion', { ...filled, favicon_file: icon })
    expect(saved.statusCode).toBe(302)
    const favicon = (await rowOf()).favicon
    expect(favicon).toMatch(/^\/uploads\/[a-f0-9]{24}\.svg$/)
    expect((await app.inject({ url: '/cfg-tienda' })).body).toContain(`<link rel="icon" href="${favicon}"/>`)
    const big = new File([new Uint8Array(4_000_001)], 'enorme.png', { type: 'image/png' })
    const refused = await post('/cfg-tienda/admin/configuracion', { ...filled, favicon_file: big })
    expect(refused.statusCode).toBe(400)
    expect(shown(refused.body)).toContain(
      'Imagen rechazada - El tamaño de archivo de la imagen sobrepasa el máximo permitido (4MB)',
    )
    await post('/cfg-tienda/admin/configuracion', { ...filled, favicon_remove: 'on' })
    expect((await rowOf()).favicon).toBeNull()
    expect((await app.inject({ url: '/cfg-tienda' })).body).not.toContain(`href="${favicon}"`)
  })

  it('shows each refusal under its field in the user’s language, and keeps what was typed', async () => {
    const refused = await post(
      '/cfg-tienda/admin/configuracion',
      { ...filled, contact_email: 'no-es-correo', fb_pixel: 'pixel' },
      ownerCookie,
      'en',
    )
    expect(refused.statusCode).toBe(400)
    const html = shown(refused.body)
    expect(html).toContain('Check the marked fields.')
    expect(html).toContain('Enter a valid email.')
    expect(html).toContain('The format is not valid.')
    expect(html).toContain('value="no-es-correo"')
    expect((await rowOf()).contactEmail).toBe('hola@cfg.example.test')
  })
})

describe('the banners editor', () => {
  const svg = (colour: string) =>
    new File(
      [
        `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="${colour}"/></svg>`,
      ],
      'b.svg',
      { type: 'image/svg+xml' },
    )

  it('creates, updates and deletes a banner with the spec’s toasts', async () => {
    const created = await post('/cfg-tienda/admin/banners', {
      intent: 'create',
      hzt_file: svg('#ff0000'),
      vrt_file: svg('#00ff00'),
      action_type: 'url',
      url: 'https://promo.example.test/verano',
      target: 'anon',
    })
    expect(created.statusCode, created.body.slice(0, 400)).toBe(302)
    expect(created.headers.location).toBe('/cfg-tienda/admin/banners?hecho=creado')
    const list = shown(
      (await app.inject({ url: created.headers.location as string, headers: { cookie: ownerCookie } })).body,
    )
    expect(list).toContain('Exito')
    expect(list).toContain('Se creó el banner correctamente')
    const [row] = await db.select().from(shopBanners).where(eq(shopBanners.shopId, shop.id))
    expect(row).toMatchObject({ actionType: 'url', target: 'anon', url: 'https://promo.example.test/verano' })
    expect(row!.hztImageId).toMatch(/^[a-f0-9]{24}$/)

    const updated = await post('/cfg-tienda/admin/banners', {
      intent: 'update',
      id: row!.id,
      action_type: 'signup',
      target: 'all',
    })
    expect(updated.headers.location).toBe('/cfg-tienda/admin/banners?hecho=actualizado')
    const after = (await db.select().from(shopBanners).where(eq(shopBanners.id, row!.id)))[0]
    expect(after).toMatchObject({ actionType: 'signup', url: null, hztImage: row!.hztImage })
    const updatedPage = shown(
      (await app.inject({ url: updated.headers.location as string, headers: { cookie: ownerCookie } })).body,
    )
    expect(updatedPage).toContain('Se actualizó el banner correctamente')

    // Another shop's owner cannot delete it (404), and it stays.
    const intruder = await post('/cfg-otra/admin/banners', { intent: 'delete', id: row!.id }, otherCookie)
    expect(intruder.statusCode).toBe(404)
    expect(shown(intruder.body)).toContain('Ocurrió un error')
    expect((await db.select().from(shopBanners).where(eq(shopBanners.id, row!.id))).length).toBe(1)

    const deleted = await post('/cfg-tienda/admin/banners', { intent: 'delete', id: row!.id })
    expect(deleted.headers.location).toBe('/cfg-tienda/admin/banners?hecho=borrado')
    const deletedPage = shown(
      (await app.inject({ url: deleted.headers.location as string, headers: { cookie: ownerCookie } })).body,
    )
    expect(deletedPage).toContain('Se borró el banner correctamente')
    expect(await db.select().from(shopBanners).where(eq(shopBanners.id, row!.id))).toEqual([])
  })

  it('refuses a bad image with the spec’s text and a bad link under its field, with the error toast', async () => {
    const big = new File([new Uint8Array(4_000_001)], 'grande.png', { type: 'image/png' })
    const refused = await post('/cfg-tienda/admin/banners', {
      intent: 'create',
      hzt_file: big,
      vrt_file: svg('#000000'),
    })
    expect(refused.statusCode).toBe(400)
    const html = shown(refused.body)
    expect(html).toContain(
      'Imagen rechazada - El tamaño de archivo de la imagen sobrepasa el máximo permitido (4MB). Los formatos válidos son .jpeg, .png, .svg',
    )
    expect(html).toContain('Ocurrió un error')
    const badLink = await post('/cfg-tienda/admin/banners', {
      intent: 'create',
      hzt_file: svg('#111111'),
      vrt_file: svg('#222222'),
      action_type: 'url',
      url: 'javascript:alert(1)',
    })
    expect(badLink.statusCode).toBe(400)
    expect(shown(badLink.body)).toContain('El formato no es válido.')
    expect(await db.select().from(shopBanners).where(eq(shopBanners.shopId, shop.id))).toEqual([])
  })

  it('is 404 for another shop’s owner and an accountant', async () => {
    for (const cookie of [otherCookie, accountantCookie]) {
      expect((await app.inject({ url: '/cfg-tienda/admin/banners', headers: { cookie } })).statusCode).toBe(
        404,
      )
    }
  })
})
