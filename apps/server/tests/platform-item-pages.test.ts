import { describe, expect, it } from 'vitest'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** The platform's item screens (issue #4 §6): /marketplace, /products, /red-comercial. */
const { app, database } = await createTestApp({ web: true })
const db = database.db
const alba = await createUser(db, { email: 'alba@example.test' })
await createShop(db, alba.id, { slug: 'alba', name: 'Tienda Alba' })
const mug = await createItem(db, alba.id, { name: 'Taza de talavera', mainType: 'business' })
const scarf = await createItem(db, alba.id, { name: 'Rebozo de seda', mainType: 'personal' })
await createItem(db, alba.id, { name: 'Asesoría contable', type: 'service' })
await createItem(db, alba.id, { name: 'Borrador secreto', listState: 'unpublished' })

const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')

describe('/marketplace', () => {
  it('lists every supplier’s published items, by kind, with cards linking as 001 §2 says', async () => {
    const response = await app.inject('/marketplace')
    expect(response.statusCode).toBe(200)
    const html = shown(response.body)
    expect(html).toContain('<title>Marketplace | Tianguis</title>')
    for (const name of ['Taza de talavera', 'Rebozo de seda', 'Asesoría contable'])
      expect(html).toContain(name)
    expect(html).not.toContain('Borrador secreto')
    expect(html).toContain(`href="/negocios/${alba.id}/products/${mug.id}"`)
    expect(html).toContain(`href="/products/${scarf.id}"`)
    const services = shown((await app.inject('/marketplace?type=service')).body)
    expect(services).toContain('Asesoría contable')
    expect(services).not.toContain('Taza de talavera')
    expect(services).toMatch(/aria-current="page"[^>]*>Servicios</)
  })

  it('searches whatever the case and accents', async () => {
    const html = shown((await app.inject('/marketplace?filter=TALAVERA')).body)
    expect(html).toContain('Taza de talavera')
    expect(html).not.toContain('Rebozo de seda')
    const accents = shown((await app.inject('/marketplace?filter=asesoria')).body)
    expect(accents).toContain('Asesoría contable')
  })
})

describe('/products', () => {
  it('lists products only, with the marketplace in its breadcrumb', async () => {
    const html = shown((await app.inject('/products')).body)
    expect(html).toContain('Taza de talavera')
    expect(html).not.toContain('Asesoría contable')
    expect(html).toContain('href="/marketplace"')
  })
})

describe('/red-comercial', () => {
  it('shows the businesses and their newest products', async () => {
    const response = await app.inject('/red-comercial')
    expect(response.statusCode).toBe(200)
    const html = shown(response.body)
    expect(html).toContain('Tienda Alba')
    expect(html).toContain('Taza de talavera')
    expect(html).toContain('href="/products"')
  })
})

describe('/asistentes/emprendedores', () => {
  it('is the free-store landing of the commission banner: how to start, and the way to sign up', async () => {
    const response = await app.inject('/asistentes/emprendedores')
    expect(response.statusCode).toBe(200)
    const html = shown(response.body)
    expect(html).toContain('Abre tu tienda gratis')
    expect(html).toContain('gana una comisión por cada venta')
    expect(html).toContain('href="/signup"')
    expect(html).toContain('href="/apps/me/referral/resale/plans"')
  })
})

describe('inside a shop', () => {
  it('answers the not-found page for the platform’s screens', async () => {
    for (const url of [
      '/alba/marketplace',
      '/alba/products',
      '/alba/red-comercial',
      '/alba/asistentes/emprendedores',
    ]) {
      const response = await app.inject(url)
      expect(response.statusCode, url).toBe(404)
      expect(shown(response.body), url).toContain('Página no encontrada!')
    }
  })
})
