import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** The server-rendered pages, through the same Fastify process (needs `npm run build`). */
const { app, database, config } = await createTestApp({ web: true })
const owner = await createUser(database.db, { email: 'pages-owner@example.test', name: 'Pablo Pages' })
await createShop(database.db, owner.id, {
  slug: 'la-tienda',
  name: 'La Tiendita',
  theme: 4,
  canonicalUrl: 'https://tiendita.example',
})

describe('storefront pages', () => {
  it('serves the shop home with the shop name, a CSP nonce on scripts and at most 6 SQL statements', async () => {
    const response = await app.inject('/la-tienda')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('La Tiendita')
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1]
    expect(nonce).toBeTruthy()
    expect(response.body).toContain(`nonce="${nonce}"`)
    expect(Number(response.headers['x-sql-statements'])).toBeLessThanOrEqual(6)
  })

  it('keeps the shop home within 6 SQL statements for a logged-in owner', async () => {
    const cookie = await loginAs(app, 'pages-owner@example.test')
    const response = await app.inject({ url: '/la-tienda', headers: { cookie } })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('Pablo Pages')
    expect(Number(response.headers['x-sql-statements'])).toBeLessThanOrEqual(6)
  })

  it('gives the same page by sub-domain and by the shop’s own domain', async () => {
    const bySubdomain = await app.inject({
      url: '/',
      headers: { host: `la-tienda.${config.publicBaseDomain}` },
    })
    expect(bySubdomain.statusCode).toBe(200)
    expect(bySubdomain.body).toContain('La Tiendita')
    const byDomain = await app.inject({ url: '/', headers: { host: 'tiendita.example' } })
    expect(byDomain.statusCode).toBe(200)
    expect(byDomain.body).toContain('La Tiendita')
    // The API is the platform's on a shop host too.
    const api = await app.inject({ url: '/api/v1/me', headers: { host: 'tiendita.example' } })
    expect(api.json().anonymous).toBe(true)
  })

  it('answers an unknown shop with the store-not-found page and 404', async () => {
    const response = await app.inject('/no-hay-tal-tienda')
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('Tienda no encontrada')
    expect(response.body).toContain('Lo sentimos, pero la tienda no existe')
  })

  it('answers an unknown page with ‘Página no encontrada!’ and 404, inside a shop and outside', async () => {
    const inShop = await app.inject('/la-tienda/no/existe')
    expect(inShop.statusCode).toBe(404)
    expect(inShop.body).toContain('Página no encontrada!')
    const reserved = await app.inject('/asistentes')
    expect(reserved.statusCode).toBe(404)
    expect(reserved.body).toContain('Página no encontrada!')
    const english = await app.inject({ url: '/la-tienda/no/existe', headers: { 'accept-language': 'en' } })
    expect(english.body).toContain('Page not found!')
  })

  it('describes the platform on its own pages (login, sign-up, password reset)', async () => {
    for (const url of ['/login', '/signup', '/recuperar']) {
      const response = await app.inject(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toContain(
        '<meta name="description" content="Muchas tiendas, un solo mercado: encuentra la tuya."/>',
      )
    }
    const english = await app.inject({ url: '/login', headers: { 'accept-language': 'en' } })
    expect(english.body).toMatch(/<meta name="description" content="[^"]+"\/>/)
    expect(english.body).not.toContain('Muchas tiendas')
  })

  it('serves built assets with a long-lived cache', async () => {
    const assets = readdirSync(path.join(config.webBuildDir, 'client/assets'))
    const file = assets.find((name) => name.endsWith('.js'))!
    const response = await app.inject(`/assets/${file}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('keeps unknown /api paths JSON even with the web app mounted', async () => {
    const response = await app.inject('/api/v1/does-not-exist')
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('route_not_found')
  })
})
