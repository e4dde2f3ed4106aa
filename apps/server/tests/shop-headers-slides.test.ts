import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { shops } from '../src/modules/shops/shops.tables.ts'
import { shopHeaders, shopSlides } from '../src/modules/shops/showcase.tables.ts'
import { adoptStoredShowcase } from '../src/modules/shops/showcase-adopt.ts'
import { createItem } from './factories/items.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The header editor's and the carousel editor's API (001 §4, §5, §7; decision 096): records of
 * this shop only, each validation message, the shop's header_info and slider_info kept in step.
 */
const { app, database } = await createTestApp()
const db = database.db

const owner = await createUser(db, { email: 'hdr-owner@example.test' })
const shop = await createShop(db, owner.id, { slug: 'hdr-shop' })
const otherOwner = await createUser(db, { email: 'hdr-other@example.test' })
await createShop(db, otherOwner.id, { slug: 'hdr-other' })
const admin = await createUser(db, { email: 'hdr-admin@example.test' })
await addStaff(db, shop.id, admin.id, 'admin')
const dispatcher = await createUser(db, { email: 'hdr-dispatcher@example.test' })
await addStaff(db, shop.id, dispatcher.id, 'dispatcher')
await createUser(db, { email: 'hdr-customer@example.test' })
const cookie = {
  owner: await loginAs(app, 'hdr-owner@example.test'),
  other: await loginAs(app, 'hdr-other@example.test'),
  admin: await loginAs(app, 'hdr-admin@example.test'),
  dispatcher: await loginAs(app, 'hdr-dispatcher@example.test'),
  customer: await loginAs(app, 'hdr-customer@example.test'),
}
const sombrero = await createItem(db, owner.id, { name: 'Sombrero de palma' })
const elsewhere = await createItem(db, otherOwner.id, { name: 'Ajeno' })

const headers = '/api/v1/shops/hdr-shop/headers'
const slides = '/api/v1/shops/hdr-shop/slides'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT'
const call = (method: Method, url: string, who: string | null, payload?: unknown, lang = 'es-MX') =>
  app.inject({
    method,
    url,
    headers: { 'accept-language': lang, ...(who ? { cookie: who } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  })

async function themeOf(shopId: string) {
  const [row] = await db.select({ theme: shops.storeThemeInfo }).from(shops).where(eq(shops.id, shopId))
  return row!.theme as unknown as Record<string, unknown> & {
    header_info: Record<string, unknown> | null
    slider_info: Record<string, unknown>[]
    columns: 1 | 2
  }
}
const headerRow = async (id: string) => (await db.select().from(shopHeaders).where(eq(shopHeaders.id, id)))[0]
const slideRow = async (id: string) => (await db.select().from(shopSlides).where(eq(shopSlides.id, id)))[0]

describe('header records', () => {
  it('creates, lists, updates and deletes a header; the shop shows the one saved', async () => {
    // A visitor's answer kept before the write is dropped by it (decision 025).
    const kept = await call('GET', '/api/v1/shops/hdr-shop', null)
    expect(kept.json().store_theme_info.header_info).toBeNull()
    const created = await call('POST', headers, cookie.owner, {
      title: 'Bienvenidos',
      subtitle: '',
      description: '',
      action_type: 'url',
      url: 'https://example.test/ofertas',
      button_label: 'Ver ofertas',
      target: 'anon',
    })
    expect(created.statusCode, created.body).toBe(201)
    const header = created.json()
    expect(header).toMatchObject({
      title: 'Bienvenidos',
      subtitle: null,
      description: null,
      action_type: 'url',
      url: 'https://example.test/ofertas',
      button_label: 'Ver ofertas',
      target: 'anon',
    })
    expect(header.id).toMatch(/^hdr_/)
    expect((await themeOf(shop.id)).header_info).toMatchObject({ title: 'Bienvenidos', target: 'anon' })
    // The storefront's shop answer carries the shown header.
    const storefront = await call('GET', '/api/v1/shops/hdr-shop', null)
    expect(storefront.json().store_theme_info.header_info).toMatchObject({ title: 'Bienvenidos' })

    const second = await call('POST', headers, cookie.admin, { title: 'Segundo' })
    expect(second.statusCode).toBe(201)
    const list = await call('GET', headers, cookie.owner)
    expect(list.statusCode).toBe(200)
    expect(list.json().results.map((h: { title: string }) => h.title)).toEqual(['Bienvenidos', 'Segundo'])
    expect(list.json().matches_estimated).toBe(2)
    expect(list.json().results.map((h: { shown: boolean }) => h.shown)).toEqual([false, true])
    expect((await themeOf(shop.id)).header_info).toMatchObject({ title: 'Segundo' })

    const updated = await call('PATCH', `${headers}/${header.id}`, cookie.owner, {
      action_type: 'product',
      product: sombrero.id,
      button_label: 'Comprar',
    })
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json()).toMatchObject({
      action_type: 'product',
      url: null,
      product: sombrero.id,
      product_name: 'Sombrero de palma',
      product_supplier: owner.id,
    })
    expect((await themeOf(shop.id)).header_info).toMatchObject({
      title: 'Bienvenidos',
      action_type: 'product',
      product: sombrero.id,
      product_supplier: owner.id,
    })

    // Deleting the shown header shows the one saved most recently of those left.
    const deleted = await call('DELETE', `${headers}/${header.id}`, cookie.owner)
    expect(deleted.statusCode).toBe(204)
    expect(await headerRow(header.id)).toBeUndefined()
    expect((await themeOf(shop.id)).header_info).toMatchObject({ title: 'Segundo' })
    const after = await call('GET', headers, cookie.owner)
    expect(after.json().matches_estimated).toBe(1)
    expect((await call('DELETE', `${headers}/${header.id}`, cookie.owner)).statusCode).toBe(404)
    await call('DELETE', `${headers}/${second.json().id}`, cookie.owner)
    expect((await themeOf(shop.id)).header_info).toBeNull()
  })

  it('pages the list 10 at a time', async () => {
    const pageShop = await createShop(db, owner.id, { slug: 'hdr-pages' })
    for (let n = 0; n < 12; n += 1)
      await db
        .insert(shopHeaders)
        .values({ id: `hdr_page_${n}`, shopId: pageShop.id, title: `H${n}`, position: n })
    const first = await call('GET', '/api/v1/shops/hdr-pages/headers', cookie.owner)
    expect(first.json().results).toHaveLength(10)
    expect(first.json().matches_estimated).toBe(12)
    const next = await call('GET', '/api/v1/shops/hdr-pages/headers?offset=10', cookie.owner)
    expect(next.json().results.map((h: { title: string }) => h.title)).toEqual(['H10', 'H11'])
  })

  it('answers each rule of the header form with its field message, saving nothing', async () => {
    const before = (await db.select().from(shopHeaders).where(eq(shopHeaders.shopId, shop.id))).length
    const cases: [unknown, string, string][] = [
      [{}, 'title', 'Este campo es obligatorio.'],
      [{ title: '   ' }, 'title', 'Este campo es obligatorio.'],
      [{ title: 'x'.repeat(31) }, 'title', 'Debe tener como máximo 30 caracteres.'],
      [{ title: 'T', subtitle: 'x'.repeat(41) }, 'subtitle', 'Debe tener como máximo 40 caracteres.'],
      [{ title: 'T', description: 'x'.repeat(131) }, 'description', 'Debe tener como máximo 130 caracteres.'],
      [{ title: 'T', action_type: 'url', button_label: 'Ir' }, 'url', 'Este campo es obligatorio.'],
      [
        { title: 'T', action_type: 'url', url: 'https://example.test' },
        'button_label',
        'Este campo es obligatorio.',
      ],
      [{ title: 'T', action_type: 'signup' }, 'button_label', 'Este campo es obligatorio.'],
      [
        { title: 'T', action_type: 'url', url: 'javascript:alert(1)', button_label: 'Ir' },
        'url',
        'El formato no es válido.',
      ],
      [{ title: 'T', action_type: 'product', button_label: 'Ver' }, 'product', 'Este campo es obligatorio.'],
      [
        { title: 'T', action_type: 'product', product: elsewhere.id, button_label: 'Ver' },
        'product',
        'El valor no es válido.',
      ],
      [{ title: 'T', target: 'ul9' }, 'target', 'El valor no es válido.'],
    ]
    for (const [payload, field, message] of cases) {
      const response = await call('POST', headers, cookie.owner, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().error.code).toBe('invalid_request')
      expect(response.json().error.message).toBeTruthy()
      expect(response.json().error.fields[field], JSON.stringify(payload)).toBe(message)
    }
    const unknown = await call('POST', headers, cookie.owner, { title: 'T', shop_id: 'shp_x' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.code).toBe('unknown_fields')
    const after = (await db.select().from(shopHeaders).where(eq(shopHeaders.shopId, shop.id))).length
    expect(after).toBe(before)
  })

  it('checks an update against the stored record', async () => {
    const created = await call('POST', headers, cookie.owner, { title: 'Base' })
    const id = created.json().id
    const patch = await call('PATCH', `${headers}/${id}`, cookie.owner, {
      action_type: 'url',
      button_label: 'Ir',
    })
    expect(patch.statusCode).toBe(400)
    expect(patch.json().error.fields.url).toBe('Este campo es obligatorio.')
    expect(await headerRow(id)).toMatchObject({ actionType: 'none', buttonLabel: null })
  })

  it('keeps another shop’s admin out: 404 and the row unchanged', async () => {
    const created = await call('POST', headers, cookie.owner, { title: 'Mío' })
    const id = created.json().id
    const before = await headerRow(id)
    for (const base of [headers, '/api/v1/shops/hdr-other/headers']) {
      const patch = await call('PATCH', `${base}/${id}`, cookie.other, { title: 'Robado' })
      expect(patch.statusCode).toBe(404)
      expect(patch.json().error.code).toBe('not_found')
      expect((await call('DELETE', `${base}/${id}`, cookie.other)).statusCode).toBe(404)
    }
    expect((await call('GET', `/api/v1/shops/hdr-other/headers/${id}`, cookie.other)).statusCode).toBe(404)
    expect((await call('GET', `${headers}/${id}`, cookie.owner)).json()).toMatchObject({ id, title: 'Mío' })
    expect(await headerRow(id)).toEqual(before)
    expect((await call('GET', '/api/v1/shops/hdr-other/headers', cookie.other)).json().results).toEqual([])
  })

  it('refuses visitors (401) and shop roles without the admin permission (403)', async () => {
    expect((await call('POST', headers, null, { title: 'X' })).statusCode).toBe(401)
    expect((await call('POST', headers, cookie.dispatcher, { title: 'X' })).statusCode).toBe(403)
    expect((await call('GET', headers, cookie.dispatcher)).statusCode).toBe(403)
    expect((await call('GET', headers, cookie.customer)).statusCode).toBe(404)
  })
})

const slide = {
  hzt_image: '/static/test/verano-hzt.png',
  vrt_image: '/static/test/verano-vrt.png',
  type: 'URL',
  url: 'www.example.test/verano',
  url_target: true,
  target: 'all',
}

describe('carousel slides', () => {
  it('creates, lists, updates and deletes a slide; slider_info follows', async () => {
    const oneCol = await createShop(db, owner.id, { slug: 'sld-uno' })
    await db
      .update(shops)
      .set({ storeThemeInfo: { ...(await themeOf(oneCol.id)), columns: 1 } as never })
      .where(eq(shops.id, oneCol.id))
    const base = '/api/v1/shops/sld-uno/slides'
    const created = await call('POST', base, cookie.owner, slide)
    expect(created.statusCode, created.body).toBe(201)
    const body = created.json()
    expect(body).toMatchObject({
      type: 'URL',
      url: 'https://www.example.test/verano',
      action_type: 'url',
      url_target: true,
      product: null,
    })
    expect((await themeOf(oneCol.id)).slider_info).toEqual([
      expect.objectContaining({
        hzt_image: slide.hzt_image,
        url: 'https://www.example.test/verano',
        url_target: true,
      }),
    ])

    // A product slide clears the url.
    const product = await call('PATCH', `${base}/${body.id}`, cookie.owner, {
      type: 'PRODUCT',
      product: sombrero.id,
    })
    expect(product.statusCode, product.body).toBe(200)
    expect(product.json()).toMatchObject({
      type: 'PRODUCT',
      url: null,
      action_type: 'none',
      product: sombrero.id,
      supplier: owner.id,
      product_name: 'Sombrero de palma',
    })
    expect((await themeOf(oneCol.id)).slider_info[0]).toMatchObject({
      url: null,
      product: sombrero.id,
      supplier: owner.id,
    })

    // A url slide clears the product.
    const back = await call('PATCH', `${base}/${body.id}`, cookie.owner, {
      type: 'URL',
      url: 'https://example.test',
    })
    expect(back.json()).toMatchObject({
      type: 'URL',
      product: null,
      supplier: null,
      url: 'https://example.test',
      action_type: 'url',
    })

    const second = await call('POST', base, cookie.owner, { ...slide, url: null, target: 'ul1' })
    expect(second.json()).toMatchObject({ action_type: 'none', url: null, target: 'ul1' })
    const list = await call('GET', base, cookie.owner)
    expect(list.json().matches_estimated).toBe(2)
    expect((await themeOf(oneCol.id)).slider_info.map((s) => s.target)).toEqual(['all', 'ul1'])

    expect((await call('DELETE', `${base}/${body.id}`, cookie.owner)).statusCode).toBe(204)
    expect(await slideRow(body.id)).toBeUndefined()
    expect((await themeOf(oneCol.id)).slider_info).toHaveLength(1)
    expect((await call('GET', base, cookie.owner)).json().matches_estimated).toBe(1)
  })

  it('in 1-column mode needs both images and checks the link: invalid link, in the user’s language', async () => {
    const oneCol = await createShop(db, owner.id, { slug: 'sld-reglas' })
    await db
      .update(shops)
      .set({ storeThemeInfo: { ...(await themeOf(oneCol.id)), columns: 1 } as never })
      .where(eq(shops.id, oneCol.id))
    const base = '/api/v1/shops/sld-reglas/slides'
    const cases: [unknown, string, string, string][] = [
      [{ ...slide, vrt_image: null }, 'vrt_image', 'Este campo es obligatorio.', 'es-MX'],
      [{ ...slide, hzt_image: undefined }, 'hzt_image', 'Este campo es obligatorio.', 'es-MX'],
      [{ ...slide, url: 'no es un enlace' }, 'url', 'Enlace inválido.', 'es-MX'],
      [{ ...slide, url: 'ftp://example.test' }, 'url', 'Invalid link.', 'en'],
      [{ ...slide, url: 'example' }, 'url', 'Enlace inválido.', 'es-AR'],
      [{ ...slide, type: 'PRODUCT', url: null }, 'product', 'Este campo es obligatorio.', 'es-MX'],
      [{ ...slide, type: 'PRODUCT', product: elsewhere.id }, 'product', 'El valor no es válido.', 'es-MX'],
      [{ ...slide, hzt_image: 'javascript:alert(1)' }, 'hzt_image', 'El formato no es válido.', 'es-MX'],
      [{ ...slide, type: 'LINK' }, 'type', 'El valor no es válido.', 'es-MX'],
    ]
    for (const [payload, field, message, lang] of cases) {
      const response = await call('POST', base, cookie.owner, payload, lang)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().error.fields?.[field], JSON.stringify(response.json())).toBe(message)
    }
    expect((await call('GET', base, cookie.owner)).json().matches_estimated).toBe(0)
    expect((await themeOf(oneCol.id)).slider_info).toEqual([])
  })

  it('with 2 columns needs the single image and neither checks nor keeps the link', async () => {
    const created = await call('POST', slides, cookie.owner, {
      hzt_image: slide.hzt_image,
      url: 'no es un enlace',
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({ vrt_image: null, url: null, action_type: 'none' })
    // The storefront shows the single image on phones too.
    const shown = (await themeOf(shop.id)).slider_info.find((s) => s.id === created.json().id)
    expect(shown).toMatchObject({ vrt_image: slide.hzt_image })
    const missing = await call('POST', slides, cookie.owner, { vrt_image: slide.vrt_image })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.fields.hzt_image).toBe('Este campo es obligatorio.')
  })

  it('switches the carousel between 1 and 2 columns, keeping the rest of the theme', async () => {
    const before = await themeOf(shop.id)
    const one = await call('PUT', `${slides}/columns`, cookie.owner, { columns: 1 })
    expect(one.statusCode).toBe(200)
    expect(await themeOf(shop.id)).toEqual({ ...before, columns: 1 })
    const bad = await call('PUT', `${slides}/columns`, cookie.owner, { columns: 3 })
    expect(bad.statusCode).toBe(400)
    await call('PUT', `${slides}/columns`, cookie.owner, { columns: 2 })
    expect((await themeOf(shop.id)).columns).toBe(2)
  })

  it('keeps another shop’s admin out: 404 and the row unchanged', async () => {
    const created = await call('POST', slides, cookie.owner, { hzt_image: slide.hzt_image })
    const id = created.json().id
    const before = await slideRow(id)
    for (const base of [slides, '/api/v1/shops/hdr-other/slides']) {
      expect((await call('PATCH', `${base}/${id}`, cookie.other, { target: 'anon' })).statusCode).toBe(404)
      expect((await call('DELETE', `${base}/${id}`, cookie.other)).statusCode).toBe(404)
    }
    expect((await call('PUT', `${slides}/columns`, cookie.other, { columns: 1 })).statusCode).toBe(404)
    expect((await call('GET', `/api/v1/shops/hdr-other/slides/${id}`, cookie.other)).statusCode).toBe(404)
    expect((await call('GET', `${slides}/${id}`, cookie.owner)).json()).toMatchObject({ id })
    expect(await slideRow(id)).toEqual(before)
    const rows = await db
      .select()
      .from(shopSlides)
      .where(and(eq(shopSlides.id, id), eq(shopSlides.shopId, shop.id)))
    expect(rows).toHaveLength(1)
  })

  it('refuses a bad change or page with 400 and its message, the slide unchanged', async () => {
    const created = await call('POST', slides, cookie.owner, { hzt_image: slide.hzt_image })
    const id = created.json().id
    const before = await slideRow(id)
    for (const payload of [
      { type: 'LINK' },
      { hzt_image: 'javascript:alert(1)' },
      { url_target: 'yes' },
      { position: -1 },
      { id: 'x' },
    ]) {
      const response = await call('PATCH', `${slides}/${id}`, cookie.owner, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().error.message).toBeTruthy()
    }
    expect(await slideRow(id)).toEqual(before)
    for (const url of [`${slides}?limit=0`, `${slides}?offset=-1`, `${headers}?limit=abc`]) {
      const response = await call('GET', url, cookie.owner)
      expect(response.statusCode, url).toBe(400)
      expect(response.json().error.code).toBe('invalid_request')
    }
  })

  it('refuses visitors (401), shop roles without the admin permission (403) and unknown fields (400)', async () => {
    expect((await call('POST', slides, null, slide)).statusCode).toBe(401)
    expect((await call('POST', slides, cookie.dispatcher, slide)).statusCode).toBe(403)
    const unknown = await call('POST', slides, cookie.owner, { ...slide, shop_id: 'x' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.code).toBe('unknown_fields')
  })
})

describe('a shop’s stored header and slider become records (migration 0033, the seed)', () => {
  it('makes one header record and a slide per entry, once; the shown header carries its id', async () => {
    const stored = await createShop(db, owner.id, { slug: 'hdr-adopt' })
    const theme = await themeOf(stored.id)
    await db
      .update(shops)
      .set({
        storeThemeInfo: {
          ...theme,
          header_info: {
            title: 'Bienvenida',
            subtitle: '',
            description: null,
            action_type: 'signup',
            url: null,
            product: null,
            product_supplier: null,
            button_label: null,
            target: 'all',
          },
          slider_info: [
            {
              hzt_image: '/a.svg',
              vrt_image: '/b.svg',
              hzt_image_id: null,
              vrt_image_id: null,
              product: 'itm_1',
              supplier: 'usr_1',
              url: 'https://x.test',
              url_target: false,
              target: 'all',
            },
            {
              hzt_image: '/c.svg',
              vrt_image: '/d.svg',
              hzt_image_id: null,
              vrt_image_id: null,
              product: null,
              supplier: null,
              url: 'https://example.test',
              url_target: true,
              target: 'ul1',
            },
          ],
        } as never,
      })
      .where(eq(shops.id, stored.id))
    await adoptStoredShowcase(db, stored.id)
    await adoptStoredShowcase(db, stored.id)
    const headerRows = await db.select().from(shopHeaders).where(eq(shopHeaders.shopId, stored.id))
    expect(headerRows).toHaveLength(1)
    expect(headerRows[0]).toMatchObject({
      title: 'Bienvenida',
      subtitle: null,
      actionType: 'signup',
      buttonLabel: 'Ver más',
    })
    expect((await themeOf(stored.id)).header_info).toMatchObject({ id: headerRows[0]!.id })
    const slideRows = await db
      .select()
      .from(shopSlides)
      .where(eq(shopSlides.shopId, stored.id))
      .orderBy(shopSlides.position)
    expect(
      slideRows.map((row) => [row.type, row.product, row.url, row.actionType, row.target, row.position]),
    ).toEqual([
      ['PRODUCT', 'itm_1', null, 'none', 'all', 0],
      ['URL', null, 'https://example.test', 'url', 'ul1', 1],
    ])
    // The editor lists them, and deleting the shown header clears the shop's header.
    expect((await call('GET', '/api/v1/shops/hdr-adopt/slides', cookie.owner)).json().matches_estimated).toBe(
      2,
    )
    expect(
      (await call('DELETE', `/api/v1/shops/hdr-adopt/headers/${headerRows[0]!.id}`, cookie.owner)).statusCode,
    ).toBe(204)
    expect((await themeOf(stored.id)).header_info).toBeNull()
  })
})
