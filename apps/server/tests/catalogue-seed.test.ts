import { describe, expect, it } from 'vitest'
import { seedDemo } from '../src/seed/demo.ts'
import { DEMO_PASSWORD } from '../src/seed/demo-data/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The demo's catalogues (decision 067): Rita's `tienda-afiliada` shows catalogues and keeps one
 * available for its picker; a second seed adds nothing.
 */
const { app, database } = await createTestApp()
const db = database.db

describe('demo catalogues', () => {
  it('gives tienda-afiliada shown catalogues and one available, once however often the seed runs', async () => {
    await seedDemo(db)
    await seedDemo(db)
    const shown = (await app.inject('/api/v1/shops/tienda-afiliada/catalogues')).json()
    expect(shown.results.map((c: { slug: string }) => c.slug)).toEqual([
      'favoritos-de-rita',
      'novedades',
      'regalos',
    ])
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'revendedor@demo.test', password: DEMO_PASSWORD },
    })
    const cookie = String(login.headers['set-cookie']).split(';')[0]!
    const available = (
      await app.inject({ url: '/api/v1/shops/tienda-afiliada/catalogues/available', headers: { cookie } })
    ).json()
    expect(available.results.map((c: { name: string }) => c.name)).toEqual(['Ideas para regalar'])
    const demo = (await app.inject('/api/v1/shops/demo/catalogues')).json()
    expect(demo.matches_estimated).toBe(5)
  })
})
