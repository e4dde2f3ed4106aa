import { describe, expect, it } from 'vitest'
import { shopItems } from '../src/modules/resale/resale.tables.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** The platform's item pages list the shops that sell the item, each a way to buy it (decision 052). */
const { app, database } = await createTestApp({ web: true })
const db = database.db

const sol = await createUser(db, { email: 'isp-sol@example.test', name: 'Sol Alfarera' })
await createShop(db, sol.id, { slug: 'isp-bazar', name: 'Sol Bazar' })
await createShop(db, sol.id, {
  slug: 'isp-artesanias',
  name: 'Sol Artesanías',
  canonicalUrl: 'artesanias-sol.example',
})
const luna = await createUser(db, { email: 'isp-luna@example.test' })
const zeta = await createShop(db, luna.id, { slug: 'isp-zeta', name: 'Abarrotes Zeta' })
const jar = await createItem(db, sol.id, { name: 'Jarro de barro' })
const lesson = await createItem(db, sol.id, { name: 'Clase de torno', type: 'service' })
await db.insert(shopItems).values({ shopId: zeta.id, itemId: jar.id })

// A bowl of a supplier without a shop, resold by twelve shops of Mar's (names sort as numbered),
// and an item no shop sells.
const rio = await createUser(db, { email: 'isp-rio@example.test' })
const mar = await createUser(db, { email: 'isp-mar@example.test' })
const bowl = await createItem(db, rio.id, { name: 'Cuenco' })
for (let n = 1; n <= 12; n += 1) {
  const shop = await createShop(db, mar.id, {
    slug: `isp-r${n}`,
    name: `Reventa ${String(n).padStart(2, '0')}`,
  })
  await db.insert(shopItems).values({ shopId: shop.id, itemId: bowl.id })
}
const loner = await createUser(db, { email: 'isp-loner@example.test' })
const orphan = await createItem(db, loner.id, { name: 'Figura huérfana' })

/** What the page shows: the HTML without scripts (which carry loader data and messages). */
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const page = async (url: string, language?: string) => {
  const response = await app.inject({ url, headers: language ? { 'accept-language': language } : {} })
  return { status: response.statusCode, html: shown(response.body), response }
}
/** The shop links of the list, in order: [text, href]. */
const buyLinks = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)"[^>]*>(Comprar en [^<]+|Buy at [^<]+)<\/a>/g)].map((m) => [m[2], m[1]])

describe('the platform item page’s shops', () => {
  it('lists the supplier’s shops first, then the resellers, each linking to the item there', async () => {
    const { status, html, response } = await page(`/products/${jar.id}`)
    expect(status).toBe(200)
    expect(html).toContain('Dónde comprarlo')
    expect(html).toContain('Elige una tienda: ahí lo agregas a tu carrito o lo compras de inmediato.')
    const path = `/productos/${sol.id}/${jar.id}`
    expect(buyLinks(html)).toEqual([
      ['Comprar en Sol Artesanías', `https://artesanias-sol.example${path}`],
      ['Comprar en Sol Bazar', `/isp-bazar${path}`],
      ['Comprar en Abarrotes Zeta', `/isp-zeta${path}`],
    ])
    expect(html.match(/Tienda del proveedor/g)).toHaveLength(2)
    // No add-to-cart control, and nothing left of the "coming soon" cart.
    expect(html).not.toContain('Agregar al carrito')
    expect(html).not.toContain('name="quantity"')
    expect(html).not.toContain('Muy pronto')
    const post = await app.inject({
      method: 'POST',
      url: `/products/${jar.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `item_id=${jar.id}&quantity=1`,
    })
    expect(post.statusCode).toBe(405)
    expect(html).not.toContain('Más tiendas que lo venden')
    // The item (with its rating), its supplier, and the shops and the newest reviews (both asked
    // for beside the item; decision 084): four statements.
    expect(Number(response.headers['x-sql-statements'])).toBeLessThanOrEqual(4)
  })

  it('links a service to the shops’ services section, and the reseller’s page adds to its cart', async () => {
    const { html } = await page(`/services/${lesson.id}`)
    expect(buyLinks(html)).toContainEqual([
      'Comprar en Sol Bazar',
      `/isp-bazar/servicios/${sol.id}/${lesson.id}`,
    ])
    const [, href] = buyLinks((await page(`/products/${jar.id}`)).html)[2]!
    const shopPage = await page(href!)
    expect(shopPage.status).toBe(200)
    expect(shopPage.html).toContain('Jarro de barro')
    expect(shopPage.html).toContain('Agregar al carrito')
    expect(shopPage.html).toContain('Comprar ahora')
  })

  it('says so when no shop sells the item, and offers the marketplace', async () => {
    const { status, html } = await page(`/products/${orphan.id}`)
    expect(status).toBe(200)
    expect(html).toContain('Por ahora ninguna tienda vende este artículo.')
    expect(html).toMatch(/<a href="\/marketplace"[^>]*>Ver otros artículos<\/a>/)
    expect(buyLinks(html)).toEqual([])
    expect(html).not.toContain('Agregar al carrito')
  })

  it('pages the shops ten at a time with links that work without JavaScript', async () => {
    const first = await page(`/products/${bowl.id}`)
    expect(buyLinks(first.html)).toHaveLength(10)
    expect(buyLinks(first.html)[0]).toEqual([
      'Comprar en Reventa 01',
      `/isp-r1/productos/${rio.id}/${bowl.id}`,
    ])
    expect(first.html).toContain(`href="/products/${bowl.id}?tiendas=2"`)
    expect(first.html).not.toContain('Tiendas anteriores')
    const second = await page(`/products/${bowl.id}?tiendas=2`)
    expect(buyLinks(second.html).map(([text]) => text)).toEqual([
      'Comprar en Reventa 11',
      'Comprar en Reventa 12',
    ])
    expect(second.html).toMatch(new RegExp(`<a href="/products/${bowl.id}"[^>]*>Tiendas anteriores</a>`))
    expect(second.html).not.toMatch(/>Más tiendas<\/a>/)
    // The item's canonical address stays one, whatever page of shops is shown.
    expect(second.html).toContain(`<link rel="canonical" href="http://localhost:3000/products/${bowl.id}"/>`)
  })

  it('speaks the visitor’s language', async () => {
    const en = await page(`/products/${jar.id}`, 'en')
    expect(en.html).toContain('Where to buy')
    expect(en.html).toContain('The supplier’s own shop')
    expect(buyLinks(en.html)[1]).toEqual(['Buy at Sol Bazar', `/isp-bazar/productos/${sol.id}/${jar.id}`])
    expect((await page(`/products/${orphan.id}`, 'en')).html).toContain('No shop sells this item yet.')
    const ar = await page(`/products/${jar.id}`, 'es-AR')
    expect(ar.html).toContain('Elegí una tienda: ahí lo agregás a tu carrito o lo comprás en el momento.')
  })
})
