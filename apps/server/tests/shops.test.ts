import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { shops } from '../src/modules/shops/shops.tables.ts'
import { createCatalogue } from './factories/catalogues.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

const { app, database } = await createTestApp()
const db = database.db

const owner = await createUser(db, { email: 'owner@example.test', name: 'Olga Owner' })
const root = await createShop(db, owner.id, { slug: 'raiz', name: 'Raíz', storeType: 'affinity' })
const shop = await createShop(db, owner.id, {
  slug: 'mi-tienda',
  name: 'Mi Tienda',
  theme: 4,
  photoDisplay: 'bdr_rec',
  rootAffinityShopId: root.id,
  whatsappPhone: '5512345678',
  whatsappCountryCode: '52',
  facebook: 'mitienda',
  permissions: ['dssupplier-restricted'],
})
const accountant = await createUser(db, { email: 'accountant@example.test', name: 'Ana Accountant' })
await addStaff(db, shop.id, accountant.id, 'accountant')
const otherOwner = await createUser(db, { email: 'other@example.test' })
await createShop(db, otherOwner.id, { slug: 'otra-tienda', name: 'Otra Tienda' })

describe('GET /api/v1/shops/:slug', () => {
  it('answers every shop field of spec 000 §3 and 001 §3', async () => {
    const response = await app.inject('/api/v1/shops/mi-tienda')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      slug: 'mi-tienda',
      name: 'Mi Tienda',
      owner: owner.id,
      theme: 4,
      photo_display: 'bdr_rec',
      store_type: 'plain',
      whatsapp_phone: '5512345678',
      whatsapp_country_code: '52',
      facebook: 'mitienda',
      permissions: ['dssupplier-restricted'],
      currency: 'MXN',
      viewer_roles: [],
      root_affinity_store_info: { slug: 'raiz', name: 'Raíz', owner: owner.id, currentShopID: shop.id },
      store_theme_info: { color1: '#0f766e', color2: '#f97316', columns: 2, signup_form: 'basic' },
    })
    for (const field of [
      'hidden_store_name',
      'hidden_search_bar',
      'hidden_darkmode',
      'hidden_affinity_xheader',
      'hidden_affiliate_banner',
      'hidden_dssupplier_banner',
      'canonical_url',
      'seo_description',
      'favicon',
      'darkmode',
      'is_proxy',
      'fb_pixel',
      'live_chat_license',
      'contact_email',
      'contact_phone',
      'contact_country_code',
      'about_entry_id',
      'signup_plan',
      'instagram',
      'twitter',
      'youtube',
      'twitch',
      'kick',
      'discord',
      'footer_bg',
      'footer_fg',
      'footer_style',
      'users_support_url',
      'franchise_support_url',
      'affiliate_support_url',
      'adornment_type',
      'bgcolor',
    ]) {
      expect(body).toHaveProperty(field)
    }
  })

  it('finds the shop whatever the case of the slug', async () => {
    expect((await app.inject('/api/v1/shops/MI-TIENDA')).statusCode).toBe(200)
  })

  it('answers 404 shop_not_found for an unknown shop, in the user’s language', async () => {
    const response = await app.inject('/api/v1/shops/no-existe')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      error: { code: 'shop_not_found', message: 'Lo sentimos, pero la tienda no existe.' },
    })
  })

  it('tells the viewer their roles there', async () => {
    const asOwner = await app.inject({
      url: '/api/v1/shops/mi-tienda',
      headers: { cookie: await loginAs(app, 'owner@example.test') },
    })
    expect(asOwner.json().viewer_roles).toEqual(['owner'])
    const asAccountant = await app.inject({
      url: '/api/v1/shops/mi-tienda',
      headers: { cookie: await loginAs(app, 'accountant@example.test') },
    })
    expect(asAccountant.json().viewer_roles).toEqual(['accountant'])
  })

  it('lists shops with paging', async () => {
    const page = await app.inject('/api/v1/shops?limit=2&offset=1')
    expect(page.json()).toEqual({
      results: [expect.objectContaining({ slug: 'otra-tienda' }), expect.objectContaining({ slug: 'raiz' })],
      matches_estimated: 3,
    })
  })
})

describe('PATCH /api/v1/shops/:slug', () => {
  it('lets the owner change name and social fields', async () => {
    const cookie = await loginAs(app, 'owner@example.test')
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/v1/shops/mi-tienda',
      headers: { cookie },
      payload: {
        name: 'Mi Tienda Nueva',
        instagram: 'nueva',
        discord: 'https://discord.gg/nueva',
        twitter: null,
      },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      name: 'Mi Tienda Nueva',
      instagram: 'nueva',
      discord: 'https://discord.gg/nueva',
    })
  })

  it('refuses a discord value that is not a URL and an empty name', async () => {
    const cookie = await loginAs(app, 'owner@example.test')
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/v1/shops/mi-tienda',
      headers: { cookie, 'accept-language': 'en' },
      payload: { discord: 'my-server', name: '' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'invalid_request',
      message: 'The request has invalid data.',
      fields: { discord: 'The format is not valid.', name: 'This field is required.' },
    })
  })

  it('refuses fields that are not the admin’s to set', async () => {
    const cookie = await loginAs(app, 'owner@example.test')
    for (const payload of [
      { owner: otherOwner.id },
      { slug: 'robada' },
      { permissions: ['x'] },
      { store_type: 'franchise' },
    ]) {
      const response = await app.inject({
        method: 'PATCH',
        url: '/api/v1/shops/mi-tienda',
        headers: { cookie },
        payload,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('unknown_fields')
    }
    const [row] = await db.select().from(shops).where(eq(shops.id, shop.id))
    expect(row).toMatchObject({
      ownerId: owner.id,
      slug: 'mi-tienda',
      permissions: ['dssupplier-restricted'],
    })
  })

  it('answers 403 to staff without the role, 404 to another shop’s owner and 401 to visitors; the row is unchanged', async () => {
    const [before] = await db.select().from(shops).where(eq(shops.id, shop.id))
    const payload = { name: 'Hacked' }
    const staff = await app.inject({
      method: 'PATCH',
      url: '/api/v1/shops/mi-tienda',
      headers: { cookie: await loginAs(app, 'accountant@example.test') },
      payload,
    })
    expect(staff.statusCode).toBe(403)
    expect(staff.json().error.code).toBe('forbidden')
    const stranger = await app.inject({
      method: 'PATCH',
      url: '/api/v1/shops/mi-tienda',
      headers: { cookie: await loginAs(app, 'other@example.test') },
      payload,
    })
    expect(stranger.statusCode).toBe(404)
    expect(stranger.body).not.toContain('Mi Tienda')
    const visitor = await app.inject({ method: 'PATCH', url: '/api/v1/shops/mi-tienda', payload })
    expect(visitor.statusCode).toBe(401)
    const [after] = await db.select().from(shops).where(eq(shops.id, shop.id))
    expect(after).toEqual(before)
  })
})

describe('GET /api/v1/shops/:slug/staff', () => {
  it('lists the owner and staff with roles for the owner and the accountant', async () => {
    for (const email of ['owner@example.test', 'accountant@example.test']) {
      const response = await app.inject({
        url: '/api/v1/shops/mi-tienda/staff',
        headers: { cookie: await loginAs(app, email) },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        results: [
          { user_id: owner.id, name: 'Olga Owner', email: 'owner@example.test', role: 'owner' },
          {
            user_id: accountant.id,
            name: 'Ana Accountant',
            email: 'accountant@example.test',
            role: 'accountant',
          },
        ],
        matches_estimated: 2,
      })
    }
  })

  it('shows another shop’s staff to nobody else', async () => {
    const response = await app.inject({
      url: '/api/v1/shops/mi-tienda/staff',
      headers: { cookie: await loginAs(app, 'other@example.test') },
    })
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('accountant@example.test')
  })
})

describe('the catalogue strip', () => {
  it('carries the catalogue strip: the first 12 catalogues in order, in the same single statement', async () => {
    const stripOwner = await createUser(db, { email: 'strip@example.test' })
    const stripShop = await createShop(db, stripOwner.id, { slug: 'con-catalogos' })
    const empty = await app.inject('/api/v1/shops/con-catalogos')
    expect(empty.json().catalogue_strip).toEqual([])
    for (let i = 14; i >= 1; i--) {
      await createCatalogue(db, stripShop.id, {
        slug: `c-${i}`,
        name: `C ${i}`,
        position: i,
        photo: i === 1 ? '/static/c.svg' : null,
      })
    }
    await createCatalogue(db, shop.id, { slug: 'ajeno', position: 0 })
    const response = await app.inject('/api/v1/shops/con-catalogos')
    const strip = response.json().catalogue_strip
    expect(strip).toHaveLength(12)
    expect(strip.map((c: { slug: string }) => c.slug)).toEqual(
      Array.from({ length: 12 }, (_, i) => `c-${i + 1}`),
    )
    expect(strip[0]).toEqual({ id: expect.any(String), slug: 'c-1', name: 'C 1', photo: '/static/c.svg' })
    expect(Number(response.headers['x-sql-statements'])).toBe(1)
  })
})
