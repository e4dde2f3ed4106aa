import { describe, expect, it } from 'vitest'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Visitors' pages reused for a few seconds (decision 024): who gets a kept copy, what makes a new
 * one, and that each answer still has its own CSP nonce.
 */
const { app, database } = await createTestApp({ web: true })
const db = database.db

const owner = await createUser(db, { email: 'vpc-owner@example.test', name: 'Dueña Visible' })
await createShop(db, owner.id, { slug: 'vpc-shop', name: 'Tienda Guardada' })
const pixelOwner = await createUser(db, { email: 'vpc-pixel@example.test' })
await createShop(db, pixelOwner.id, { slug: 'vpc-pixel', name: 'Tienda Pixel', fbPixel: '1234567890' })
const ownerCookie = await loginAs(app, 'vpc-owner@example.test')

const page = (headers: Record<string, string> = {}, url = '/vpc-shop') => app.inject({ url, headers })
const scriptNonces = (html: string) => [...html.matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((m) => m[1])
const cspNonce = (response: Awaited<ReturnType<typeof page>>) =>
  String(response.headers['content-security-policy']).match(/'nonce-([^']+)'/)?.[1]
const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""')
const policyWithoutNonces = (response: Awaited<ReturnType<typeof page>>) =>
  String(response.headers['content-security-policy']).replace(/'nonce-[^']+'/g, "'nonce-'")

describe('the visitors’ page cache', () => {
  it('answers the next visitor with the kept page, under that answer’s own nonce, without SQL', async () => {
    const first = await page()
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-page-cache']).toBe('miss')
    const second = await page()
    expect(second.statusCode).toBe(200)
    expect(second.headers['x-page-cache']).toBe('hit')
    expect(second.headers['content-type']).toContain('text/html')
    expect(Number(second.headers['x-sql-statements'])).toBe(0)
    expect(second.body).toContain('Tienda Guardada')
    expect(withoutNonces(second.body)).toBe(withoutNonces(first.body))
    // Every script of the kept page carries this answer's nonce, which differs from the first one's.
    const nonce = cspNonce(second)
    expect(nonce).toBeTruthy()
    expect(nonce).not.toBe(cspNonce(first))
    expect(new Set(scriptNonces(second.body))).toEqual(new Set([nonce]))
    const styleNonce = (response: Awaited<ReturnType<typeof page>>) =>
      String(response.headers['content-security-policy']).match(/style-src [^;]*'nonce-([^']+)'/)?.[1]
    expect(styleNonce(second)).toBeTruthy()
    expect(styleNonce(second)).not.toBe(styleNonce(first))
    // Nothing of the first answer's nonces is left in the second's policy or page.
    expect(String(second.headers['content-security-policy'])).not.toContain(cspNonce(first)!)
    expect(second.body).not.toContain(cspNonce(first)!)
  })

  it('keeps the policy a shop’s page was widened with (its Facebook pixel), under the new nonces', async () => {
    const first = await page({}, '/vpc-pixel')
    expect(String(first.headers['content-security-policy'])).toContain('https://connect.facebook.net')
    const second = await page({}, '/vpc-pixel')
    expect(second.headers['x-page-cache']).toBe('hit')
    expect(policyWithoutNonces(second)).toBe(policyWithoutNonces(first))
    expect(new Set(scriptNonces(second.body))).toEqual(new Set([cspNonce(second)]))
  })

  it('renders a signed-in viewer’s page for them, and never gives it to visitors', async () => {
    const own = await page({ cookie: ownerCookie })
    expect(own.statusCode).toBe(200)
    expect(own.headers['x-page-cache']).toBeUndefined()
    expect(own.body).toContain('Dueña Visible')
    const visitor = await page()
    expect(visitor.body).not.toContain('Dueña Visible')
  })

  it('drops kept pages when a write through the API succeeds', async () => {
    await page()
    const renamed = await app.inject({
      method: 'PATCH',
      url: '/api/v1/shops/vpc-shop',
      headers: { cookie: ownerCookie },
      payload: { name: 'Tienda Renombrada' },
    })
    expect(renamed.statusCode).toBe(200)
    const after = await page()
    expect(after.headers['x-page-cache']).toBe('miss')
    expect(after.body).toContain('Tienda Renombrada')
  })

  it('keeps a copy per language and per theme cookie, but not per analytics cookie', async () => {
    const english = await page({ 'accept-language': 'en' })
    expect(english.body).toContain('lang="en"')
    expect((await page({ 'accept-language': 'en' })).headers['x-page-cache']).toBe('hit')
    const spanish = await page({ 'accept-language': 'es-MX' })
    expect(spanish.body).toContain('lang="es-MX"')
    const dark = await page({ cookie: 'theme=dark' })
    expect(dark.headers['x-page-cache']).toBe('miss')
    expect((await page({ cookie: 'theme=dark; _fbp=fb.1.2.3' })).headers['x-page-cache']).toBe('hit')
  })

  it('keeps no not-found page and no data request', async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await page({}, '/vpc-shop/no-existe')
      expect(missing.statusCode).toBe(404)
      expect(missing.headers['x-page-cache']).toBeUndefined()
      expect(missing.body).toContain('Página no encontrada!')
      expect(new Set(scriptNonces(missing.body))).toEqual(new Set([cspNonce(missing)]))
    }
    const data = await page({}, '/vpc-shop/productos.data')
    expect(data.headers['x-page-cache']).toBeUndefined()
  })
})
