import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { shopBanners } from '../src/modules/shops/banners.tables.ts'
import { createBanner } from './factories/banners.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** Shop banners: admin CRUD, another shop's admin kept out, and the audience of each banner. */
const { app, database } = await createTestApp()
const db = database.db

const owner = await createUser(db, { email: 'bnr-owner@example.test', userLevel: 'ul2' })
const shop = await createShop(db, owner.id, { slug: 'bnr-shop' })
const otherOwner = await createUser(db, { email: 'bnr-other@example.test' })
const otherShop = await createShop(db, otherOwner.id, { slug: 'bnr-other' })
const admin = await createUser(db, { email: 'bnr-admin@example.test' })
await addStaff(db, shop.id, admin.id, 'admin')
const ownerCookie = await loginAs(app, 'bnr-owner@example.test')
const otherCookie = await loginAs(app, 'bnr-other@example.test')
const adminCookie = await loginAs(app, 'bnr-admin@example.test')

const base = '/api/v1/shops/bnr-shop/banners'
const newBanner = {
  hzt_image: 'https://cdn.example.test/verano-hzt.png',
  vrt_image: 'https://cdn.example.test/verano-vrt.png',
  action_type: 'url',
  url: 'https://example.test/verano',
  target: 'anon',
}

async function rowOf(id: string) {
  const [row] = await db.select().from(shopBanners).where(eq(shopBanners.id, id))
  return row
}

describe('banner administration', () => {
  it('lets the owner create, list, update and delete a banner', async () => {
    const created = await app.inject({
      method: 'POST',
      url: base,
      headers: { cookie: ownerCookie },
      payload: newBanner,
    })
    expect(created.statusCode, created.body).toBe(201)
    const body = created.json()
    expect(body).toMatchObject({ ...newBanner, product_name: null, hzt_image_id: null })
    expect(body.id).toMatch(/^bnr_[0-9a-z]{26}$/)
    expect((await rowOf(body.id))?.shopId).toBe(shop.id)

    const list = await app.inject({ url: base, headers: { cookie: ownerCookie } })
    expect(list.statusCode).toBe(200)
    expect(list.json().results.map((b: { id: string }) => b.id)).toContain(body.id)
    expect(list.json().matches_estimated).toBeGreaterThanOrEqual(1)

    const updated = await app.inject({
      method: 'PATCH',
      url: `${base}/${body.id}`,
      headers: { cookie: ownerCookie },
      payload: {
        action_type: 'product',
        url: '/productos/usr_1/itm_2',
        product_name: 'Sombrero',
        target: 'ul1',
      },
    })
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json()).toMatchObject({
      action_type: 'product',
      url: '/productos/usr_1/itm_2',
      target: 'ul1',
    })
    expect(await rowOf(body.id)).toMatchObject({
      actionType: 'product',
      productName: 'Sombrero',
      target: 'ul1',
    })

    // Switching to signup clears the link.
    const signup = await app.inject({
      method: 'PATCH',
      url: `${base}/${body.id}`,
      headers: { cookie: ownerCookie },
      payload: { action_type: 'signup' },
    })
    expect(signup.json()).toMatchObject({ action_type: 'signup', url: null })

    const deleted = await app.inject({
      method: 'DELETE',
      url: `${base}/${body.id}`,
      headers: { cookie: ownerCookie },
    })
    expect(deleted.statusCode).toBe(204)
    expect(await rowOf(body.id)).toBeUndefined()
    const again = await app.inject({
      method: 'DELETE',
      url: `${base}/${body.id}`,
      headers: { cookie: ownerCookie },
    })
    expect(again.statusCode).toBe(404)
  })

  it('puts a new banner last unless a position is given', async () => {
    const first = await app.inject({
      method: 'POST',
      url: base,
      headers: { cookie: adminCookie },
      payload: newBanner,
    })
    const second = await app.inject({
      method: 'POST',
      url: base,
      headers: { cookie: adminCookie },
      payload: newBanner,
    })
    expect(second.json().position).toBe(first.json().position + 1)
    const placed = await app.inject({
      method: 'POST',
      url: base,
      headers: { cookie: adminCookie },
      payload: { ...newBanner, position: 0 },
    })
    expect(placed.json().position).toBe(0)
  })

  it('keeps another shop’s owner out: 404 and the row unchanged', async () => {
    const banner = await createBanner(db, shop.id, { target: 'all', url: null })
    const before = await rowOf(banner.id)
    // Through this shop's address…
    for (const [method, payload] of [
      ['PATCH', { target: 'anon' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await app.inject({
        method,
        url: `${base}/${banner.id}`,
        headers: { cookie: otherCookie },
        ...(payload ? { payload } : {}),
      })
      expect(response.statusCode).toBe(404)
    }
    // …and through their own shop's address with this shop's banner id.
    for (const [method, payload] of [
      ['PATCH', { target: 'anon' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await app.inject({
        method,
        url: `/api/v1/shops/bnr-other/banners/${banner.id}`,
        headers: { cookie: otherCookie },
        ...(payload ? { payload } : {}),
      })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('not_found')
    }
    expect(await rowOf(banner.id)).toEqual(before)
    const theirList = await app.inject({
      url: '/api/v1/shops/bnr-other/banners',
      headers: { cookie: otherCookie },
    })
    expect(theirList.json().results).toEqual([])
    expect(otherShop.id).not.toBe(shop.id)
  })

  it('refuses unknown fields and bad values with 400, saving nothing', async () => {
    const countBefore = (await db.select().from(shopBanners).where(eq(shopBanners.shopId, shop.id))).length
    for (const payload of [
      { ...newBanner, shop_id: otherShop.id },
      { ...newBanner, owner: 'x' },
      { ...newBanner, created_at: '2020-01-01' },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: base,
        headers: { cookie: ownerCookie },
        payload,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('unknown_fields')
    }
    for (const payload of [
      { ...newBanner, target: 'ul3' },
      { ...newBanner, action_type: 'teleport' },
      { ...newBanner, hzt_image: 'javascript:alert(1)' },
      { ...newBanner, url: 'javascript:alert(1)' },
      { ...newBanner, url: null },
      { ...newBanner, action_type: 'product', url: 'https://example.test' },
      { ...newBanner, position: -1 },
      { vrt_image: '/static/x.svg' },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: base,
        headers: { cookie: ownerCookie },
        payload,
      })
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().error.code).toBe('invalid_request')
    }
    const banner = await createBanner(db, shop.id)
    const patch = await app.inject({
      method: 'PATCH',
      url: `${base}/${banner.id}`,
      headers: { cookie: ownerCookie },
      payload: { action_type: 'url' },
    })
    expect(patch.statusCode).toBe(400)
    expect(patch.json().error.fields).toHaveProperty('url')
    const countAfter = (await db.select().from(shopBanners).where(eq(shopBanners.shopId, shop.id))).length
    expect(countAfter).toBe(countBefore + 1)
    expect(await rowOf(banner.id)).toMatchObject({ actionType: 'none' })
  })
})

describe('visible banners', async () => {
  const audienceShopOwner = await createUser(db, { email: 'bnr-aud@example.test' })
  const audienceShop = await createShop(db, audienceShopOwner.id, { slug: 'bnr-audience' })
  for (const target of ['all', 'anon', 'ul0', 'ul1', 'ul2'] as const) {
    await createBanner(db, audienceShop.id, { target, productName: `para-${target}` })
  }
  const url = '/api/v1/shops/bnr-audience/banners/visible'
  const levels = ['', 'ul0', 'ul1', 'ul2', 'ul3'] as const
  const cookies: Record<string, string> = {}
  for (const level of levels) {
    await createUser(db, { email: `bnr-level-${level || 'unknown'}@example.test`, userLevel: level })
    cookies[level] = await loginAs(app, `bnr-level-${level || 'unknown'}@example.test`)
  }
  const targetsSeen = async (cookie?: string) => {
    const response = await app.inject({ url, headers: cookie ? { cookie } : {} })
    expect(response.statusCode).toBe(200)
    return response.json().results.map((b: { target: string }) => b.target)
  }

  it('shows a visitor the banners for everybody and for visitors', async () => {
    expect(await targetsSeen()).toEqual(['all', 'anon'])
  })

  it('shows each user level the banners for everybody and for that level', async () => {
    expect(await targetsSeen(cookies.ul0)).toEqual(['all', 'ul0'])
    expect(await targetsSeen(cookies.ul1)).toEqual(['all', 'ul1'])
    expect(await targetsSeen(cookies.ul2)).toEqual(['all', 'ul2'])
  })

  it('shows a user of unknown level, or of a level no target names, only the banners for everybody', async () => {
    expect(await targetsSeen(cookies[''])).toEqual(['all'])
    expect(await targetsSeen(cookies.ul3)).toEqual(['all'])
  })

  it('answers in two SQL statements for visitors (the shop, its banners), an empty list for a shop without banners, 404 for no shop', async () => {
    const response = await app.inject(url)
    expect(Number(response.headers['x-sql-statements'])).toBe(2)
    const none = await app.inject('/api/v1/shops/bnr-other/banners/visible')
    expect(none.json()).toEqual({ results: [], matches_estimated: 0 })
    const missing = await app.inject('/api/v1/shops/no-such-shop/banners/visible')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.code).toBe('shop_not_found')
  })

  it('never shows timestamps to the public', async () => {
    const response = await app.inject(url)
    expect(response.json().results[0]).not.toHaveProperty('created_at')
  })
})
