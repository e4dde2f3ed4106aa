import { describe, expect, it } from 'vitest'
import { createItem } from './factories/items.ts'
import { createShop, THEME_INFO } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** An item's page in a shop and on the platform (issue #4 item 4; 001 §2 detail paths, §8 returns). */
const { app, database } = await createTestApp({ web: true })
const db = database.db
const owner = await createUser(db, { email: 'detalle@example.test', name: 'Artesanas del Sur' })
await createShop(db, owner.id, {
  slug: 'detalle',
  name: 'Detalle',
  storeThemeInfo: {
    ...THEME_INFO,
    sections_info: [...THEME_INFO.sections_info, { section: 'experiences', enabled: true }],
  },
})
const basket = await createItem(db, owner.id, {
  name: 'Canasta tejida',
  photos: ['/static/test/canasta-1.svg', '/static/test/canasta-2.svg'],
  listPrice: 45_000,
  crossoutPrice: 60_000,
  variants: { Color: 'Natural', Tamaño: 'Mediana' },
  plainDescription: 'Tejida a mano con palma.',
  tags: ['artesanía', 'palma'],
  maxPurchaseAmount: 3,
  returnFees: 'restocking_fees',
  restockingFees: 1_250,
})
const lesson = await createItem(db, owner.id, {
  name: 'Clase de telar',
  type: 'service',
  returnType: 'disallowed',
})
const concert = await createItem(db, owner.id, {
  name: 'Concierto pasado',
  type: 'experience',
  experienceDate: new Date('2020-01-10T20:00:00Z'),
})
const draft = await createItem(db, owner.id, { name: 'Borrador', listState: 'unpublished' })
const stranger = await createUser(db, { email: 'ajeno@example.test' })
await createShop(db, stranger.id, { slug: 'ajena', name: 'Ajena' })
const foreign = await createItem(db, stranger.id, { name: 'Producto ajeno' })

/** What the page shows: the HTML without scripts (which carry loader data and messages). */
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const page = async (url: string, cookie?: string) => {
  const response = await app.inject({ url, headers: cookie ? { cookie } : {} })
  return { status: response.statusCode, html: shown(response.body), response }
}

describe('/:shop/productos/:owner/:id', () => {
  it('shows the item: gallery, price with the offer, stock, supplier, cart control, details and returns', async () => {
    const { status, html, response } = await page(`/detalle/productos/${owner.id}/${basket.id}`)
    expect(status).toBe(200)
    expect(html).toContain('<title>Canasta tejida | Detalle</title>')
    expect(html).toContain('Canasta tejida')
    expect(html).toContain('Foto 1 de 2')
    expect(html).toContain('href="#foto-2"')
    expect(html).toContain('$450.00')
    expect(html).toContain('Precio regular $600.00')
    expect(html).toContain('Ahorras $150.00')
    expect(html).toContain('Disponible')
    expect(html).toContain('Vendido por Artesanas del Sur')
    expect(html).toContain('Agregar al carrito')
    expect(html).toContain('Máximo 3 por compra')
    expect(html).toContain('Tejida a mano con palma.')
    expect(html).toMatch(/<dt[^>]*>Tamaño<\/dt><dd>Mediana<\/dd>/)
    expect(html).toContain('artesanía')
    expect(html).toContain('Tienes hasta 72 horas después de recibir tu pedido para iniciar una devolución.')
    expect(html).toContain('Se cobra una cuota de reposición de $12.50.')
    expect(html).toContain('los equipos electrónicos no deben estar bloqueados')
    expect(html).toMatch(/aria-current="page"[^>]*>Canasta tejida</)
    expect(Number(response.headers['x-sql-statements'])).toBeLessThanOrEqual(6)
  })

  it('speaks the visitor’s language', async () => {
    const response = await app.inject({
      url: `/detalle/productos/${owner.id}/${basket.id}`,
      headers: { 'accept-language': 'en' },
    })
    const html = shown(response.body)
    expect(html).toContain('Add to cart')
    expect(html).toContain('A restocking fee of $12.50 applies.')
    expect(html).toContain('Sold by Artesanas del Sur')
  })

  it('shows services and past experiences under their own prefixes', async () => {
    const service = await page(`/detalle/servicios/${owner.id}/${lesson.id}`)
    expect(service.status).toBe(200)
    expect(service.html).toContain('Este artículo no acepta devoluciones.')
    const experience = await page(`/detalle/experiencias/${owner.id}/${concert.id}`)
    expect(experience.status).toBe(200)
    expect(experience.html).toContain('Esta experiencia ya concluyó.')
    expect(experience.html).toContain(
      '<time dateTime="2020-01-10T20:00:00.000Z">viernes, 10 de enero de 2020, 2:00 p.m.</time>',
    )
    expect(experience.html).toMatch(/<button type="submit" disabled=""/)
  })

  it('answers the not-found page for a wrong prefix, owner, shop, id or section, and for another shop’s item', async () => {
    for (const url of [
      `/ajena/experiencias/${stranger.id}/${foreign.id}`,
      `/detalle/servicios/${owner.id}/${basket.id}`,
      `/detalle/productos/${stranger.id}/${basket.id}`,
      `/detalle/productos/${owner.id}/itm_missing`,
      `/detalle/productos/${stranger.id}/${foreign.id}`,
      `/detalle/productos/${owner.id}/${draft.id}`,
    ]) {
      const { status, html } = await page(url)
      expect(status, url).toBe(404)
      expect(html, url).toContain('Página no encontrada!')
      expect(html, url).not.toContain('Producto ajeno')
    }
    const noShop = await page(`/no-existe/productos/${owner.id}/${basket.id}`)
    expect(noShop.status).toBe(404)
    expect(noShop.html).toContain('Tienda no encontrada')
  })

  it('lets the supplier preview an unpublished item, marked and kept out of search engines', async () => {
    const cookie = await loginAs(app, 'detalle@example.test')
    const { status, html } = await page(`/detalle/productos/${owner.id}/${draft.id}`, cookie)
    expect(status).toBe(200)
    expect(html).toContain('No publicado: solo tú ves esta página.')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  })

  it('sends a visitor who adds to the cart without JavaScript to sign in, then back to the item', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/detalle/productos/${owner.id}/${basket.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `item_id=${basket.id}&quantity=1`,
    })
    // The visitor's cart lives in the browser (decision 044): without scripts, signing in keeps it.
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe(
      `/detalle/login?next=${encodeURIComponent(`/detalle/productos/${owner.id}/${basket.id}`)}`,
    )
  })

  it('links each card of the shop list to its page', async () => {
    const { html } = await page('/detalle/productos')
    expect(html).toContain(`href="/detalle/productos/${owner.id}/${basket.id}"`)
  })
})

describe('the platform’s item pages (001 §2 card links)', () => {
  it('shows an item at /products/{id}, /services/{id}, /negocios/… and /profiles/…', async () => {
    for (const url of [
      `/products/${basket.id}`,
      `/negocios/${owner.id}/products/${basket.id}`,
      `/negocios/detalle/products/${basket.id}`,
      `/profiles/${owner.id}/products/${basket.id}`,
    ]) {
      const { status, html } = await page(url)
      expect(status, url).toBe(200)
      expect(html, url).toContain('<title>Canasta tejida | Tianguis</title>')
    }
    const service = await page(`/services/${lesson.id}`)
    expect(service.status).toBe(200)
    expect(service.html).toContain('Clase de telar')
  })

  it('answers 404 for the wrong kind, owner or shop, and inside a shop', async () => {
    for (const url of [
      `/services/${basket.id}`,
      `/products/${lesson.id}`,
      `/profiles/${stranger.id}/products/${basket.id}`,
      `/negocios/ajena/products/${basket.id}`,
      `/products/${draft.id}`,
      `/detalle/products/${basket.id}`,
    ]) {
      const { status, html } = await page(url)
      expect(status, url).toBe(404)
      expect(html, url).toContain('Página no encontrada!')
    }
  })

  it('redirects /web/{slug}/products/{id} to the product’s page in that shop', async () => {
    const response = await app.inject(`/web/detalle/products/${basket.id}`)
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe(`/detalle/productos/${owner.id}/${basket.id}`)
    expect((await app.inject(`/web/ajena/products/${basket.id}`)).statusCode).toBe(404)
  })
})
