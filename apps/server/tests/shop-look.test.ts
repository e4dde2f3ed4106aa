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
