import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { shops } from '../src/modules/shops/shops.tables.ts'
import { shopHeaders, shopSlides } from '../src/modules/shops/showcase.tables.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { DEMO_PASSWORD } from '../src/seed/demo-data/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The demo's header records and slides (decision 096): every demo shop lists headers and slides in
 * the editors, the shown header among them; a second seed adds nothing.
 */
const { app, database } = await createTestApp()
const db = database.db

describe('demo headers and slides', () => {
  it('gives every demo shop a header list and its slides, once however often the seed runs', async () => {
    await seedDemo(db)
    await seedDemo(db)
    const all = await db.select({ id: shops.id, slug: shops.slug, theme: shops.storeThemeInfo }).from(shops)
    for (const slug of ['red-raiz', 'demo', 'tienda-afiliada', 'franquicia-centro']) {
      const shop = all.find((row) => row.slug === slug)!
      const headers = await db.select().from(shopHeaders).where(eq(shopHeaders.shopId, shop.id))
      const slides = await db.select().from(shopSlides).where(eq(shopSlides.shopId, shop.id))
      expect(headers.length, slug).toBeGreaterThanOrEqual(1)
      expect(slides.length, slug).toBe(shop.theme.slider_info.length)
      const shown = shop.theme.header_info as { id?: string } | null
      if (shown) expect(headers.map((h) => h.id)).toContain(shown.id)
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@demo.test', password: DEMO_PASSWORD },
    })
    const cookie = String(login.headers['set-cookie']).split(';')[0]!
    const list = (await app.inject({ url: '/api/v1/shops/demo/headers', headers: { cookie } })).json()
    expect(list.results.map((h: { title: string }) => h.title)).toEqual([
      'Bienvenido a Tienda Demo',
      'Envíos a todo el país',
    ])
    const slides = (await app.inject({ url: '/api/v1/shops/demo/slides', headers: { cookie } })).json()
    expect(slides.matches_estimated).toBe(2)
  })
})
