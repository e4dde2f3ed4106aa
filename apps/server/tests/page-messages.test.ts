import { LOCALES } from '@tianguis/core/locales'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { purchaseOrderLines } from '../src/modules/orders/orders.tables.ts'
import { createBanner } from './factories/banners.ts'
import { createCatalogue } from './factories/catalogues.ts'
import { createItem } from './factories/items.ts'
import { createOrder } from './factories/orders.ts'
import { createShop, THEME_INFO } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Each route's loader sends only the messages of its own area (decision 019). A page that
 * renders a text whose area nobody sent shows the bare key ('items.free'); this renders every
 * page in every locale, as a visitor, a customer and the shop's owner, and looks for keys.
 */
const { app, database } = await createTestApp({ web: true })
const db = database.db

// The catalogue's keys, read at run time: the web app's modules are not part of this project's types.
const catalogue: string = new URL('../../web/app/i18n/es-MX.ts', import.meta.url).href
const { esMX } = (await import(catalogue)) as { esMX: Record<string, string> }
const KEYS = Object.keys(esMX)

const owner = await createUser(db, { email: 'messages-owner@example.test', userLevel: 'ul2' })
const customer = await createUser(db, { email: 'messages-customer@example.test', userLevel: 'ul0' })
const shop = await createShop(db, owner.id, {
  slug: 'mensajes',
  name: 'Tienda Mensajes',
  storeType: 'franchise',
  contactEmail: 'hola@mensajes.test',
  whatsappPhone: '5512345678',
  whatsappCountryCode: '52',
  facebook: 'mensajes',
  aboutEntryId: 'blg_mensajes',
  storeThemeInfo: {
    ...THEME_INFO,
    sections_info: ['products', 'services', 'experiences', 'franchises', 'retail', 'blogs'].map(
      (section) => ({ section: section as 'products', enabled: true }),
    ),
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
        hzt_image: '/static/test/dos-hzt.svg',
        vrt_image: '/static/test/dos-vrt.svg',
        hzt_image_id: null,
        vrt_image_id: null,
        product: null,
        supplier: null,
        url: null,
        url_target: false,
        target: 'all',
      },
    ],
    header_info: {
      title: 'Encabezado',
      subtitle: 'Subtítulo',
      description: 'Descripción',
      action_type: 'signup',
      url: null,
      product: null,
      product_supplier: null,
      button_label: null,
      target: 'all',
    },
  },
})
await createBanner(db, shop.id, { productName: 'Anuncio', actionType: 'signup' })
const basket = await createItem(db, owner.id, { name: 'Canasta', listPrice: 45_000, crossoutPrice: 60_000 })
await createItem(db, owner.id, { name: 'Mapa', listPrice: 0, isFree: true })
await createItem(db, owner.id, { name: 'Rebozo', soldOut: true })
const lesson = await createItem(db, owner.id, { name: 'Clase', type: 'service' })
const tour = await createItem(db, owner.id, {
  name: 'Recorrido',
  type: 'experience',
  experienceDate: new Date('2030-01-01T18:00:00Z'),
})

// A catalogue the owner can delete (its card's control, its confirmation page, the outcome's toast).
await createCatalogue(db, shop.id, { slug: 'ropa', name: 'Ropa' })

const PAGES = [
  '/',
  '/login',
  '/signup',
  '/recuperar',
  '/no/existe',
  '/mensajes',
  '/mensajes/login',
  '/mensajes/signup',
  '/mensajes/recuperar',
  '/mensajes/logout',
  '/mensajes/productos',
  '/mensajes/servicios',
  '/mensajes/experiencias',
  '/mensajes/catalogos',
  '/mensajes/catalogos/ropa',
  '/mensajes/catalogos/ropa/eliminar',
  '/mensajes/catalogos?hecho=eliminado',
  '/mensajes/catalogos?hecho=no-eliminado',
  '/mensajes/blogs',
  '/mensajes/franquicias',
  '/mensajes/info',
  '/mensajes/no/existe',
  '/no-hay-tal-tienda',
  `/mensajes/productos/${owner.id}/${basket.id}`,
  `/mensajes/servicios/${owner.id}/${lesson.id}`,
  `/mensajes/experiencias/${owner.id}/${tour.id}`,
  `/mensajes/productos/${owner.id}/itm_missing`,
  `/products/${basket.id}`,
  `/services/${lesson.id}`,
  '/marketplace',
  '/marketplace?filter=nada',
  '/products',
  '/red-comercial',
  '/asistentes/emprendedores',
  // The packages page and the plans' landings (decision 092).
  '/apps/paquetes',
  '/apps/paquetes?plan=pln_online_store',
  '/mensajes/apps/paquetes',
  '/tiendaenlinea',
  '/negociodigital',
  '/mkt/facturacion',
  '/mensajes/tiendaenlinea',
  // The footer's pages, the preferences and the help page (issue 11, decision 035).
  '/terminos',
  '/privacidad',
  '/contacto',
  '/preferencias',
  '/ayuda/proveedores/deshabilitado',
  '/mensajes/terminos',
  '/mensajes/privacidad',
  '/mensajes/contacto',
  '/mensajes/acerca',
  '/mensajes/preferencias',
  '/mensajes/ayuda/proveedores/deshabilitado',
  // The cart page (decision 044).
  '/mensajes/carrito',
]
// The customer's purchases (decision 080): one on its way (its 'next'), one canceled with a reason.
const bought = { shopId: shop.id, customerId: customer.id, supplierId: owner.id }
const onTheWay = await createOrder(db, { ...bought, status: 'on_the_way' })
const canceled = await createOrder(
  db,
  { ...bought, status: 'canceled' },
  { cancelReason: 'other', cancelDescription: 'Duplicado', cancelMessage: 'Gracias' },
)
// A delivered order of the basket with a return of hers (decision 091), and one delivered without a return.
const deliveredOrder = () =>
  createOrder(db, { ...bought, itemId: basket.id, status: 'delivered' }, { deliveredAt: new Date() })
const returned = await deliveredOrder()
const toReturn = await deliveredOrder()
const [returnedLine] = await db
  .select()
  .from(purchaseOrderLines)
  .where(eq(purchaseOrderLines.orderId, returned.id))
const permReturn = (
  await app.inject({
    method: 'POST',
    url: `/api/v1/me/orders/${returned.id}/returns`,
    headers: { cookie: await loginAs(app, customer.email) },
    payload: {
      line_id: returnedLine!.id,
      quantity: 1,
      answers: { problem: 'wrong_item', used_as_intended: 'yes', complete: 'yes' },
    },
  })
).json() as { id: string }

const SIGNED_IN_PAGES = [
  '/perfil',
  '/mensajes',
  '/mensajes/perfil',
  '/mensajes/productos',
  '/mensajes/logout',
  '/mensajes/apps/me/products',
  '/apps/me/products/create',
  '/mensajes/apps/me/products/services/create',
  '/mensajes/apps/me/products/experiences/create',
  `/mensajes/apps/me/products/${basket.id}/delete`,
  // The supplier's payment methods (decision 060).
  '/mensajes/apps/me/payment-types',
  '/mensajes/apps/me/payment-types?hecho=guardado',
  '/mensajes/catalogos',
  '/mensajes/catalogos/ropa/eliminar',
  '/mensajes/catalogos?hecho=eliminado',
  '/mensajes/catalogos?hecho=no-eliminado',
  `/mensajes/productos/${owner.id}/${basket.id}`,
  '/mensajes/preferencias',
  '/mensajes/contacto',
  '/mensajes/carrito',
  // My wallet with the cash-out's toast, and the ledger report's 404 page for a non-admin (decision 090).
  '/billetera',
  '/mensajes/billetera?tipo=usd&hecho=retiro',
  '/plataforma/libro-mayor',
  // My purchases and an order (decision 080); another person's order is the 404 page.
  '/mis-compras',
  '/mensajes/mis-compras?include_delivered=on&include_canceled=on',
  '/mensajes/shopping-cart/orders?start_date=2026-10-05&end_date=2026-10-01',
  // Where a cancellation lands, with its toast (decision 082).
  '/mensajes/shopping-cart/orders?hecho=pedido-cancelado-reembolso',
  `/mensajes/mis-compras/${onTheWay.id}`,
  `/mensajes/mis-compras/${onTheWay.id}?hecho=recibida`,
  `/mensajes/mis-compras/${canceled.id}`,
  `/mensajes/mis-compras/${canceled.id}/imprimir`,
  // Returns (decision 091): the order's link, the form, a return with its toast, the shop's pages (every
  // tab's words are under `returns`, sent whole).
  `/mensajes/mis-compras/${toReturn.id}`,
  `/mensajes/mis-compras/${toReturn.id}/devolver`,
  `/mensajes/mis-compras/devoluciones/${permReturn.id}?hecho=iniciada`,
  '/mensajes/admin/devoluciones',
  `/mensajes/admin/devoluciones/${permReturn.id}?pestana=reembolsos&hecho=reembolsado&monto=100`,
  // Buying a package (decision 092): the card's start, an unknown plan.
  '/apps/paquetes?plan=pln_basic_professional',
  '/mensajes/apps/paquetes?plan=pln_online_store',
  '/apps/paquetes?plan=pln_nope',
]

/** What the page shows: the HTML without scripts (the loader data carries the keys themselves). */
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const keysIn = (html: string) => KEYS.filter((key) => shown(html).includes(key))

describe('messages sent per route (decision 019)', () => {
  it('reads the catalogue', () => {
    expect(KEYS).toContain('nav.login')
    expect(keysIn('<p>nav.login</p><script>"nav.login"</script>')).toEqual(['nav.login'])
  })

  for (const locale of LOCALES) {
    it(`shows no bare message key on any page for a visitor (${locale})`, async () => {
      for (const url of PAGES) {
        const response = await app.inject({ url, headers: { cookie: `locale=${locale}` } })
        expect(response.statusCode, url).toBeLessThan(500)
        expect(keysIn(response.body), `${locale} ${url}`).toEqual([])
      }
    })
  }

  for (const email of ['messages-customer@example.test', 'messages-owner@example.test']) {
    it(`shows no bare message key on any page for ${email}`, async () => {
      const session = await loginAs(app, email)
      for (const locale of LOCALES) {
        for (const url of SIGNED_IN_PAGES) {
          const response = await app.inject({ url, headers: { cookie: `${session}; locale=${locale}` } })
          expect(response.statusCode, url).toBeLessThan(500)
          expect(keysIn(response.body), `${locale} ${url}`).toEqual([])
        }
      }
    })
  }

  it('sends a page only the messages of its routes', async () => {
    const home = (await app.inject('/mensajes')).body
    const list = (await app.inject('/mensajes/productos')).body
    // The frame's messages everywhere; the list's on the list, the home's on the home.
    for (const body of [home, list]) expect(body).toContain('nav.search.open')
    expect(list).toContain('items.sort.apply')
    expect(home).not.toContain('items.sort.apply')
    expect(home).toContain('home.slides.pause')
    expect(list).not.toContain('home.slides.pause')
    expect(home).not.toContain('auth.login.submit')
    expect(home).not.toContain('profile.userLevel')
    // A section page gets its own section's texts, not the other sections'; a list that shows
    // items carries no empty state's texts.
    expect(list).toContain('sections.products')
    expect(list).not.toContain('sections.empty.products')
    expect(list).not.toContain('sections.info.contact')
    expect(list).not.toContain('sections.catalogue.title')
  })

  it('sends the signed-in and staff parts of the frame only to those viewers', async () => {
    const visitor = (await app.inject('/mensajes')).body
    const customer = (
      await app.inject({
        url: '/mensajes',
        headers: { cookie: await loginAs(app, 'messages-customer@example.test') },
      })
    ).body
    const owner = (
      await app.inject({
        url: '/mensajes',
        headers: { cookie: await loginAs(app, 'messages-owner@example.test') },
      })
    ).body
    expect(visitor).not.toContain('side.profile')
    expect(visitor).not.toContain('admin.label')
    expect(visitor).not.toContain('menu.add.products')
    expect(customer).toContain('side.profile')
    expect(customer).toContain('nav.alertsEmpty')
    expect(customer).not.toContain('admin.label')
    expect(owner).toContain('side.profile')
    expect(owner).toContain('admin.label')
    expect(owner).toContain('menu.add.products')
  })
})
