import { describe, expect, it } from 'vitest'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Issue 11 "no dead ends" (decision 035): the footer's pages, the preferences page, the
 * disabled-supplier help page, the admin side bar's built entries and canonical links, as a
 * visitor sees them in each locale (needs `npm run build`).
 */
const { app, database, config } = await createTestApp({ web: true })
const owner = await createUser(database.db, { email: 'footer-owner@example.test', name: 'Olga Footer' })
const accountant = await createUser(database.db, {
  email: 'footer-accountant@example.test',
  name: 'Ana Cuentas',
})
const staffAdmin = await createUser(database.db, { email: 'footer-admin@example.test', name: 'Adán Admin' })
const shop = await createShop(database.db, owner.id, {
  slug: 'el-puesto',
  name: 'El Puesto de Olga',
  contactEmail: 'hola@elpuesto.test',
  contactPhone: '5512345678',
  contactCountryCode: '52',
  whatsappPhone: '5598765432',
  whatsappCountryCode: '52',
  instagram: 'elpuesto',
  aboutEntryId: 'blg_acerca',
  seoDescription: 'Quesos y pan de pueblo desde 1987.',
  darkmode: true,
})
await addStaff(database.db, shop.id, accountant.id, 'accountant')
await addStaff(database.db, shop.id, staffAdmin.id, 'admin')
await createShop(database.db, owner.id, { slug: 'sin-acerca', name: 'Tienda Sin Acerca', darkmode: false })
await createShop(database.db, owner.id, {
  slug: 'con-dominio',
  name: 'Con Dominio',
  canonicalUrl: 'https://condominio.example',
})

const LOCALES = ['es-MX', 'es-AR', 'en'] as const
const get = (url: string, locale: string = 'es-MX', headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { 'accept-language': locale, ...headers } })
/** The page's visible text, without tags. */
const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ')
const canonicalOf = (html: string) =>
  [...html.matchAll(/<link rel="canonical" href="([^"]+)"\/>/g)].map((m) => m[1])
const platform = new URL(config.publicUrl).origin

describe('footer pages under a shop (001 §2 footer)', () => {
  const expected = {
    'es-MX': {
      terms: 'Términos y condiciones',
      privacy: 'Aviso de privacidad',
      law: 'PROFECO',
      contact: 'Contacto',
    },
    'es-AR': {
      terms: 'Términos y condiciones',
      privacy: 'Política de privacidad',
      law: 'Ley 24.240',
      contact: 'Contacto',
    },
    en: {
      terms: 'Terms and conditions',
      privacy: 'Privacy notice',
      law: 'consumer protection',
      contact: 'Contact',
    },
  } as const

  for (const locale of LOCALES) {
    it(`answers terms, privacy and contact with the shop's name and contact, in ${locale}`, async () => {
      const terms = await get('/el-puesto/terminos', locale)
      expect(terms.statusCode).toBe(200)
      expect(text(terms.body)).toContain(expected[locale].terms)
      expect(text(terms.body)).toContain(expected[locale].law)
      expect(text(terms.body)).toContain('El Puesto de Olga')
      expect(text(terms.body)).toContain('hola@elpuesto.test')
      expect(terms.body).not.toMatch(/\{(shop|platform|contact)\}/)

      const privacy = await get('/el-puesto/privacidad', locale)
      expect(privacy.statusCode).toBe(200)
      expect(text(privacy.body)).toContain(expected[locale].privacy)
      expect(text(privacy.body)).toContain('El Puesto de Olga')
      expect(privacy.body).toContain(`<title>${expected[locale].privacy} | El Puesto de Olga</title>`)

      const contact = await get('/el-puesto/contacto', locale)
      expect(contact.statusCode).toBe(200)
      expect(text(contact.body)).toContain(expected[locale].contact)
      expect(contact.body).toContain('href="mailto:hola@elpuesto.test"')
      expect(contact.body).toContain('href="tel:+525512345678"')
      expect(contact.body).toContain('href="https://wa.me/525598765432"')
      expect(contact.body).toContain('href="https://instagram.com/elpuesto"')
    })
  }

  it('links contact, terms and privacy from the footer of every shop page, under the shop’s path', async () => {
    const home = await get('/el-puesto')
    for (const path of ['acerca', 'contacto', 'terminos', 'privacidad']) {
      expect(home.body, path).toContain(`href="/el-puesto/${path}"`)
    }
  })

  it('shows the about page only for a shop with an about entry', async () => {
    const about = await get('/el-puesto/acerca')
    expect(about.statusCode).toBe(200)
    expect(text(about.body)).toContain('Acerca de El Puesto de Olga')
    expect(text(about.body)).toContain('Quesos y pan de pueblo desde 1987.')
    const english = await get('/el-puesto/acerca', 'en')
    expect(text(english.body)).toContain('About El Puesto de Olga')

    const home = await get('/sin-acerca')
    expect(home.statusCode).toBe(200)
    expect(home.body).not.toContain('/sin-acerca/acerca')
    const missing = await get('/sin-acerca/acerca')
    expect(missing.statusCode).toBe(404)
    expect(missing.body).toContain('Página no encontrada!')
    expect(missing.body).toContain('<meta name="robots" content="noindex"/>')
    expect(canonicalOf(missing.body)).toEqual([])
  })

  it('answers the same pages on the shop’s sub-domain, inside its frame', async () => {
    const terms = await get('/terminos', 'es-MX', { host: `el-puesto.${config.publicBaseDomain}` })
    expect(terms.statusCode).toBe(200)
    expect(text(terms.body)).toContain('El Puesto de Olga')
    expect(terms.body).toContain('href="/contacto"')
  })
})

describe('the platform’s own pages', () => {
  for (const locale of LOCALES) {
    it(`answers /terminos and /privacidad for the platform, in ${locale}`, async () => {
      for (const url of ['/terminos', '/privacidad']) {
        const response = await get(url, locale)
        expect(response.statusCode, url).toBe(200)
        expect(text(response.body), url).toContain('Tianguis')
        expect(response.body, url).not.toMatch(/\{(shop|platform|contact)\}/)
      }
      const terms = await get('/terminos', locale)
      expect(text(terms.body)).toContain(locale === 'en' ? 'What Tianguis is' : 'Qué es Tianguis')
    })
  }

  it('links them from the platform’s footer and has no contact or about page of its own', async () => {
    const home = await get('/')
    expect(home.body).toContain('href="/terminos"')
    expect(home.body).toContain('href="/privacidad"')
    expect((await get('/contacto')).statusCode).toBe(404)
    expect((await get('/acerca')).statusCode).toBe(404)
  })
})

describe('the disabled-supplier help page (001 §2)', () => {
  const titles = {
    'es-MX': 'Cuenta de proveedor deshabilitada',
    'es-AR': 'Cuenta de proveedor deshabilitada',
    en: 'Disabled supplier account',
  }
  for (const locale of LOCALES) {
    it(`answers the banner's link on the platform, in ${locale}`, async () => {
      const response = await get('/ayuda/proveedores/deshabilitado', locale)
      expect(response.statusCode).toBe(200)
      expect(text(response.body)).toContain(titles[locale])
      expect(text(response.body)).toContain(locale === 'en' ? 'Why it happens' : 'Por qué pasa')
    })
  }

  it('shows inside the shop’s frame under a shop and on its sub-domain', async () => {
    const byPath = await get('/el-puesto/ayuda/proveedores/deshabilitado')
    expect(byPath.statusCode).toBe(200)
    expect(byPath.body).toContain('href="/el-puesto/terminos"')
    const byHost = await get('/ayuda/proveedores/deshabilitado', 'es-MX', {
      host: `el-puesto.${config.publicBaseDomain}`,
    })
    expect(byHost.statusCode).toBe(200)
    expect(text(byHost.body)).toContain('El Puesto de Olga')
  })

  it('is the page the warning links to', async () => {
    const supplier = await createShop(database.db, owner.id, {
      slug: 'proveedor-apagado',
      name: 'Proveedor Apagado',
      permissions: ['dssupplier', 'dssupplier-disabled'],
    })
    const home = await get(`/${supplier.slug}`)
    const warning = /<div role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(home.body)?.[1] ?? ''
    expect(text(warning)).toContain('La cuenta de proveedor de esta tienda está deshabilitada')
    const href = /href="([^"]+)"/.exec(warning)?.[1]
    expect(href).toBe('/ayuda/proveedores/deshabilitado')
    expect((await get(href!)).statusCode).toBe(200)
  })
})

describe('preferences (001 §2 side menu)', () => {
  it('offers the language, and light or dark only where the shop allows it', async () => {
    const page = await get('/el-puesto/preferencias')
    expect(page.statusCode).toBe(200)
    expect(page.body).toMatch(/<form[^>]*action="\/preferencias\/idioma"[^>]*method="post"/)
    expect(page.body).toContain('name="next" value="/el-puesto/preferencias"')
    expect(page.body).toMatch(/<form[^>]*action="\/preferencias\/tema"[^>]*method="post"/)
    expect(text(page.body)).toContain('Apariencia')
    const noDark = await get('/sin-acerca/preferencias')
    expect(noDark.statusCode).toBe(200)
    expect(noDark.body).toContain('action="/preferencias/idioma"')
    expect(noDark.body).not.toContain('action="/preferencias/tema"')
    const onPlatform = await get('/preferencias')
    expect(onPlatform.statusCode).toBe(200)
    expect(onPlatform.body).not.toContain('action="/preferencias/tema"')
  })

  it('changes the language without JavaScript and comes back to the preferences', async () => {
    const posted = await app.inject({
      method: 'POST',
      url: '/preferencias/idioma',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'locale=en&next=%2Fel-puesto%2Fpreferencias',
    })
    expect(posted.statusCode).toBe(302)
    expect(posted.headers.location).toBe('/el-puesto/preferencias')
    const cookie = String(posted.headers['set-cookie']).split(';')[0]!
    const after = await get('/el-puesto/preferencias', 'es-MX', { cookie })
    expect(text(after.body)).toContain('Preferences')
    expect(after.body).toMatch(/<input[^>]*value="en"[^>]*checked=""|<input[^>]*checked=""[^>]*value="en"/)
  })
})

describe('the admin side bar links only to built pages (001 §2)', () => {
  it('gives the owner their items, the catalogues, the orders and the ticket scanner, nothing else under admin/', async () => {
    const cookie = await loginAs(app, 'footer-owner@example.test')
    const page = await get('/el-puesto', 'es-MX', { cookie })
    expect(page.statusCode).toBe(200)
    const sidebar =
      /<aside aria-label="Administración de la tienda">([\s\S]*?)<\/aside>/.exec(page.body)?.[1] ?? ''
    expect(sidebar).toContain('href="/el-puesto/apps/me/products"')
    expect(sidebar).toContain('href="/el-puesto/catalogos"')
    // The back office's built pages: the orders and their returns (decisions 081, 091), the door's
    // scan page (decision 083), the settings (also the preferences icon) and banners (decision 097).
    const built = [
      'href="/el-puesto/admin/pedidos"',
      'href="/el-puesto/admin/devoluciones"',
      'href="/el-puesto/admin/boletos"',
      'href="/el-puesto/admin/configuracion"',
      'href="/el-puesto/admin/banners"',
    ]
    // Since decision 097 the settings and banners pages are built too (the title predates them).
    for (const link of built) expect(sidebar).toContain(link)
    // Outside the side bar: the look editor behind 'Editar tienda' and 'Editar fondo' (decision 095),
    // the carousel's and the header's editors on the home (decision 096), and the top menu's
    // preferences icon (001 §2; decision 097).
    const editor = [
      'href="/el-puesto/admin/tienda"',
      'href="/el-puesto/admin/tienda#colours"',
      'href="/el-puesto/admin/carrusel"',
      'href="/el-puesto/admin/encabezados"',
      'href="/el-puesto/admin/configuracion?showCustomShopToggle=true"',
    ]
    for (const link of editor) expect(page.body).toContain(link)
    const rest = [...built, ...editor].reduce((body, link) => body.replaceAll(link, ''), page.body)
    expect(rest).not.toContain('href="/el-puesto/admin')
    expect((await get('/el-puesto/admin/tienda', 'es-MX', { cookie })).statusCode).toBe(200)
    expect((await get('/el-puesto/admin/carrusel', 'es-MX', { cookie })).statusCode).toBe(200)
    expect((await get('/el-puesto/admin/encabezados', 'es-MX', { cookie })).statusCode).toBe(200)
    expect((await get('/el-puesto/admin/boletos', 'es-MX', { cookie })).statusCode).toBe(200)
    expect((await get('/el-puesto/admin/pedidos', 'es-MX', { cookie })).statusCode).toBe(200)
    expect((await get('/el-puesto/admin/devoluciones', 'es-MX', { cookie })).statusCode).toBe(200)
    expect((await get('/el-puesto/apps/me/products', 'es-MX', { cookie })).statusCode).toBe(200)
    expect((await get('/el-puesto/admin/configuracion', 'es-MX', { cookie })).statusCode).toBe(200)
    expect((await get('/el-puesto/admin/banners', 'es-MX', { cookie })).statusCode).toBe(200)
  })

  it('gives a staff admin the orders and the catalogues, and an accountant the orders only', async () => {
    const admin = await get('/el-puesto', 'es-MX', {
      cookie: await loginAs(app, 'footer-admin@example.test'),
    })
    const sidebar =
      /<aside aria-label="Administración de la tienda">([\s\S]*?)<\/aside>/.exec(admin.body)?.[1] ?? ''
    expect(sidebar).toContain('href="/el-puesto/catalogos"')
    expect(sidebar).toContain('href="/el-puesto/admin/pedidos"')
    expect(sidebar).not.toContain('apps/me/products')
    const accountantPage = await get('/el-puesto', 'es-MX', {
      cookie: await loginAs(app, 'footer-accountant@example.test'),
    })
    expect(accountantPage.statusCode).toBe(200)
    const accountants =
      /<aside aria-label="Administración de la tienda">([\s\S]*?)<\/aside>/.exec(accountantPage.body)?.[1] ??
      ''
    expect(accountants).toContain('href="/el-puesto/admin/pedidos"')
    expect(accountants).toContain('href="/el-puesto/admin/devoluciones"')
    expect(accountants).not.toContain('catalogos')
  })
})

describe('canonical links (decision 035)', () => {
  it('names the shop home by path on the platform’s address, by path and by sub-domain', async () => {
    const byPath = await get('/el-puesto')
    expect(canonicalOf(byPath.body)).toEqual([`${platform}/el-puesto`])
    const byHost = await get('/', 'es-MX', { host: `el-puesto.${config.publicBaseDomain}` })
    expect(byHost.statusCode).toBe(200)
    expect(canonicalOf(byHost.body)).toEqual([`${platform}/el-puesto`])
  })

  it('uses the shop’s own domain as the origin when canonical_url is set, on every host', async () => {
    expect(canonicalOf((await get('/con-dominio')).body)).toEqual(['https://condominio.example/'])
    expect(canonicalOf((await get('/con-dominio/productos?page=2&utm_source=x')).body)).toEqual([
      'https://condominio.example/productos?page=2',
    ])
    const byDomain = await get('/terminos', 'es-MX', { host: 'condominio.example' })
    expect(byDomain.statusCode).toBe(200)
    expect(canonicalOf(byDomain.body)).toEqual(['https://condominio.example/terminos'])
  })

  it('keeps one canonical link on child pages with their own tags, and on the platform’s pages', async () => {
    const cases = [
      ['/el-puesto/catalogos', `${platform}/el-puesto/catalogos`],
      [
        '/el-puesto/productos?filter=queso&sort=list_price&fbclid=abc',
        `${platform}/el-puesto/productos?filter=queso`,
      ],
      ['/el-puesto/terminos', `${platform}/el-puesto/terminos`],
      ['/el-puesto/contacto', `${platform}/el-puesto/contacto`],
      ['/el-puesto/login', `${platform}/el-puesto/login`],
      ['/', `${platform}/`],
      ['/marketplace', `${platform}/marketplace`],
      ['/terminos', `${platform}/terminos`],
      ['/ayuda/proveedores/deshabilitado', `${platform}/ayuda/proveedores/deshabilitado`],
    ] as const
    for (const [url, canonical] of cases) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(200)
      expect(canonicalOf(response.body), url).toEqual([canonical])
    }
  })
})
