import { describe, expect, it } from 'vitest'
import { createBanner } from './factories/banners.ts'
import { createShop, THEME_INFO } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/** What the page shows: its HTML without scripts (which carry the locale's whole message catalogue). */
function pageText(html: string): string {
  return html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
}

/** The content of shop pages (issue #3): home, banners by audience, sections, SEO files, tracking. */
const { app, database, config } = await createTestApp({ web: true })
const db = database.db

const owner = await createUser(db, { email: 'content-owner@example.test', userLevel: 'ul2' })
const customer = await createUser(db, { email: 'content-customer@example.test', userLevel: 'ul0' })
const shop = await createShop(db, owner.id, {
  slug: 'contenido',
  name: 'Tienda Contenido',
  fbPixel: '123456789012345',
  storeThemeInfo: {
    ...THEME_INFO,
    sections_info: [
      { section: 'products', enabled: true },
      { section: 'services', enabled: false },
      { section: 'blogs', enabled: true },
    ],
    slider_info: [
      {
        hzt_image: '/static/test/uno-hzt.svg',
        vrt_image: '/static/test/uno-vrt.svg',
        hzt_image_id: null,
        vrt_image_id: null,
        product: null,
        supplier: null,
        url: 'https://example.test/promo',
        url_target: true,
        target: 'all',
      },
      {
        hzt_image: '/static/test/solo-clientes-hzt.svg',
        vrt_image: '/static/test/solo-clientes-vrt.svg',
        hzt_image_id: null,
        vrt_image_id: null,
        product: 'itm_1',
        supplier: 'usr_2',
        url: null,
        url_target: false,
        target: 'ul0',
      },
    ],
    header_info: {
      title: 'Encabezado de prueba',
      subtitle: 'Subtítulo',
      description: 'Descripción del encabezado',
      action_type: 'signup',
      url: null,
      product: null,
      product_supplier: null,
      button_label: 'Únete ya',
      target: 'all',
    },
  },
})
await createBanner(db, shop.id, {
  target: 'anon',
  productName: 'Banner para visitantes',
  actionType: 'signup',
})
await createBanner(db, shop.id, {
  target: 'ul0',
  productName: 'Banner para clientes',
  actionType: 'url',
  url: 'https://example.test/clientes',
})
await createBanner(db, shop.id, { target: 'all', productName: 'Banner para todos' })
const franchiseOwner = await createUser(db, { email: 'content-franchise@example.test' })
await createShop(db, franchiseOwner.id, {
  slug: 'franquicia-x',
  name: 'Franquicia X',
  storeType: 'franchise',
  contactEmail: 'hola@franquicia.test',
  permissions: ['dssupplier', 'dssupplier-disabled'],
  storeThemeInfo: { ...THEME_INFO, sections_info: [{ section: 'retail', enabled: true }] },
})
const ownerCookie = await loginAs(app, 'content-owner@example.test')
const customerCookie = await loginAs(app, 'content-customer@example.test')
void customer

describe('shop home content', () => {
  it('shows a visitor the slides, header block and banners for everybody and for visitors, within 6 statements', async () => {
    const response = await app.inject('/contenido')
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain('/static/test/uno-hzt.svg')
    // Rendered slides only: the shop's data (hydration) still carries the whole slider_info.
    expect(html).not.toMatch(/<(?:source|img)[^>]*solo-clientes/)
    expect(html).toContain('Encabezado de prueba')
    expect(html).toContain('Únete ya')
    expect(html).toMatch(/href="\/contenido\/signup"[^>]*>Únete ya/)
    expect(html).toContain('Banner para visitantes')
    expect(html).toContain('Banner para todos')
    expect(html).not.toContain('Banner para clientes')
    // The URL slide opens in a new tab without giving the new page a handle on this one.
    expect(html).toMatch(
      /href="https:\/\/example.test\/promo"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/,
    )
    expect(Number(response.headers['x-sql-statements'])).toBeLessThanOrEqual(6)
  })

  it('shows a ul0 customer their slide and banner, not the visitors’ one, within 6 statements', async () => {
    const response = await app.inject({ url: '/contenido', headers: { cookie: customerCookie } })
    const html = response.body
    expect(html).toMatch(/<source[^>]*solo-clientes-hzt/)
    expect(html).toContain('href="/contenido/productos/usr_2/itm_1"')
    expect(html).toContain('Banner para clientes')
    expect(html).toContain('Banner para todos')
    expect(html).not.toContain('Banner para visitantes')
    expect(Number(response.headers['x-sql-statements'])).toBeLessThanOrEqual(6)
  })

  it('stays within 6 statements for the logged-in owner (ul2: only the banner for everybody)', async () => {
    const response = await app.inject({ url: '/contenido', headers: { cookie: ownerCookie } })
    expect(response.body).toContain('Banner para todos')
    expect(response.body).not.toContain('Banner para clientes')
    expect(Number(response.headers['x-sql-statements'])).toBeLessThanOrEqual(6)
  })

  it('loads the Facebook pixel with the CSP nonce only for shops that have one', async () => {
    const withPixel = await app.inject('/contenido')
    const nonce = /'nonce-([^']+)'/.exec(String(withPixel.headers['content-security-policy']))?.[1]
    expect(withPixel.body).toContain(`fbq('init','123456789012345')`)
    expect(withPixel.body).toMatch(new RegExp(`<script nonce="${nonce}"[^>]*>!function\\(f\\)`))
    // Its script host is allowed on this page only (security.ts's named extension).
    expect(withPixel.headers['content-security-policy']).toMatch(
      /script-src [^;]*https:\/\/connect\.facebook\.net/,
    )
    expect(withPixel.headers['x-csp-extra']).toBeUndefined()
    const without = await app.inject('/franquicia-x')
    expect(without.body).not.toContain('fbevents.js')
    expect(without.headers['content-security-policy']).not.toContain('facebook')
  })
})

describe('section pages', () => {
  it('serves an enabled section with its breadcrumb and empty state', async () => {
    const response = await app.inject('/contenido/productos')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('No se encontraron productos')
    expect(response.body).toMatch(/<nav aria-label="Ruta de navegación"/)
    expect(response.body).toMatch(/href="\/contenido"[^>]*>Inicio<\/a>/)
    expect(response.body).toContain('<title>Productos | Tienda Contenido</title>')
  })

  it('answers a switched-off section with the not-found page and 404', async () => {
    for (const path of [
      '/contenido/servicios',
      '/contenido/experiencias',
      '/contenido/franquicias',
      '/contenido/info',
    ]) {
      const response = await app.inject(path)
      expect(response.statusCode, path).toBe(404)
      expect(response.body, path).toContain('Página no encontrada!')
    }
  })

  it('answers section paths on the platform (no shop) with 404', async () => {
    for (const path of ['/productos', '/catalogos', '/info', '/blogs']) {
      const response = await app.inject(path)
      expect(response.statusCode, path).toBe(404)
      expect(response.body, path).toContain('Página no encontrada!')
    }
  })

  it('always has catálogos: the admin is asked to add the first one, visitors get a neutral text', async () => {
    const visitor = await app.inject('/contenido/catalogos')
    expect(visitor.statusCode).toBe(200)
    expect(pageText(visitor.body)).toContain('Esta tienda todavía no tiene catálogos')
    expect(pageText(visitor.body)).not.toContain('Agrega tu primer catálogo')
    const admin = await app.inject({ url: '/contenido/catalogos', headers: { cookie: ownerCookie } })
    expect(pageText(admin.body)).toContain('Agrega tu primer catálogo')
    const catalogue = await app.inject('/contenido/catalogos/verano')
    expect(catalogue.statusCode).toBe(404)
    expect(catalogue.body).toContain('Categoría no encontrada')
    expect(catalogue.body).toContain('href="/contenido/catalogos"')
  })

  it('has info only for franchise shops with retail on, showing the contact details', async () => {
    const response = await app.inject('/franquicia-x/info')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('hola@franquicia.test')
  })

  it('gives the same section page on the shop’s sub-domain, with links from /', async () => {
    const response = await app.inject({
      url: '/productos',
      headers: { host: `contenido.${config.publicBaseDomain}` },
    })
    expect(response.statusCode).toBe(200)
    expect(response.body).toMatch(/href="\/"[^>]*>Inicio<\/a>/)
  })

  it('shows the disabled-supplier warning with its help link', async () => {
    const response = await app.inject('/franquicia-x')
    expect(response.body).toContain('href="/ayuda/proveedores/deshabilitado"')
    const plain = await app.inject('/contenido')
    expect(plain.body).not.toContain('/ayuda/proveedores/deshabilitado')
  })
})

describe('SEO files', () => {
  it('serves a shop’s robots.txt and sitemap at its own host’s root, with that host’s URLs', async () => {
    const host = `contenido.${config.publicBaseDomain}`
    // The sub-domain on PUBLIC_URL's scheme and port (decision 030), whatever the request said.
    const publicUrl = new URL(config.publicUrl)
    const origin = `${publicUrl.protocol}//${host}${publicUrl.port ? `:${publicUrl.port}` : ''}`
    const robots = await app.inject({ url: '/robots.txt', headers: { host } })
    expect(robots.statusCode).toBe(200)
    expect(robots.headers['content-type']).toContain('text/plain')
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`)
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host } })
    expect(sitemap.statusCode).toBe(200)
    expect(sitemap.headers['content-type']).toContain('application/xml')
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual([`${origin}/`, `${origin}/productos`, `${origin}/catalogos`, `${origin}/blogs`])
  })

  it('serves the platform’s robots.txt and a sitemap index of the shops; a path-addressed shop has its own sitemap', async () => {
    const robots = await app.inject('/robots.txt')
    expect(robots.body).toContain('Disallow: /api/')
    const index = await app.inject('/sitemap.xml')
    expect(index.body).toContain('<sitemapindex')
    expect(index.body).toContain('/contenido/sitemap.xml</loc>')
    const shopMap = await app.inject('/contenido/sitemap.xml')
    expect(shopMap.statusCode).toBe(200)
    expect(shopMap.body).toContain('/contenido/productos</loc>')
    expect(shopMap.body).not.toContain('/contenido/servicios')
    expect((await app.inject('/no-existe-tienda/sitemap.xml')).statusCode).toBe(404)
  })
})

describe('tracking cookies', () => {
  it('keeps referral, campaign and click id from the query string for one day', async () => {
    const response = await app.inject('/contenido?referral=usr_9&campaign=verano&gclid=Cj0K&page=2')
    expect(response.statusCode).toBe(200)
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? [])
    expect(cookies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^referralID=usr_9; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/),
        expect.stringMatching(/^campaign=verano; Max-Age=86400;/),
        expect.stringMatching(/^clickID=Cj0K; Max-Age=86400;/),
      ]),
    )
    const plain = await app.inject('/contenido')
    expect(([] as string[]).concat(plain.headers['set-cookie'] ?? []).join()).not.toMatch(
      /referralID|clickID/,
    )
  })
})
