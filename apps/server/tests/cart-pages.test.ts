import { describe, expect, it } from 'vitest'
import { shopItems, supplierSettings } from '../src/modules/resale/resale.tables.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The cart page `{base}/carrito` and the item page's add-to-cart as pages (002 §2, §4; decision
 * 044): rendered on the server for a customer, the same for every visitor, and working without
 * JavaScript through the pages' forms.
 */
const { app, database } = await createTestApp({ web: true })
const db = database.db

const owner = await createUser(db, { email: 'carro-owner@example.test', name: 'Olga Carro' })
await createShop(db, owner.id, { slug: 'carro', name: 'Tienda Carro' })
const rita = await createUser(db, { email: 'carro-rita@example.test', name: 'Rita Sin Configurar' })
const jarro = await createItem(db, owner.id, {
  name: 'Jarro de barro',
  listPrice: 12_000,
  available: 5,
  photos: ['/static/test/jarro.svg'],
})
const camisa = await createItem(db, owner.id, {
  name: 'Camisa bordada',
  listPrice: 30_000,
  available: 10,
  variants: { Talla: 'Chica, Mediana, Grande', Color: 'Añil' },
})
const rebozo = await createItem(db, rita.id, { name: 'Rebozo de Rita', listPrice: 40_000, available: 3 })
await db.insert(shopItems).values({ shopId: (await shopId('carro'))!, itemId: rebozo.id })
// Olga can sell; Rita has no settings yet: her order cannot be paid.
await db
  .insert(supplierSettings)
  .values({ userId: owner.id, isConfigured: true, enabledPaymentTypes: ['card'] })

async function shopId(slug: string) {
  const answer = await app.inject({ url: `/api/v1/shops/${slug}` })
  return (answer.json() as { id?: string }).id
}

let n = 0
async function customer() {
  n += 1
  const email = `carro-cliente-${n}@example.test`
  await createUser(db, { email, name: `Cliente ${n}` })
  return loginAs(app, email)
}

/** What the page shows: the HTML without scripts (which carry loader data and messages). */
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const page = async (url: string, cookie?: string) => {
  const response = await app.inject({ url, headers: cookie ? { cookie } : {} })
  return { status: response.statusCode, html: shown(response.body), response }
}
const post = (url: string, fields: Record<string, string>, cookie?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/x-www-form-urlencoded' },
  })
const api = (method: 'GET' | 'POST', path: string, cookie: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1/shops/carro/cart${path}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  })
type Cart = {
  orders: { aggregated: { products: { line_id: string; name: string; quantity: number }[] }[] }[]
}
const lines = async (cookie: string) =>
  ((await api('GET', '', cookie)).json() as Cart).orders.flatMap((o) =>
    o.aggregated.flatMap((g) => g.products),
  )

describe('{base}/carrito', () => {
  it('renders a signed-in customer’s cart on the server, one order per supplier with its pay form', async () => {
    const cookie = await customer()
    expect((await api('POST', '/lines', cookie, { item_id: jarro.id, quantity: 2 })).statusCode).toBe(201)
    expect((await api('POST', '/lines', cookie, { item_id: rebozo.id, quantity: 1 })).statusCode).toBe(201)
    const { status, html } = await page('/carro/carrito', cookie)
    expect(status).toBe(200)
    expect(html).toMatch(/<h2[^>]*>Carrito de compras<\/h2>/)
    expect(html).toContain('Vendido por Olga Carro')
    expect(html).toContain('Jarro de barro')
    expect(html).toContain('$120.00 c/u')
    expect(html).toMatch(/data-subtotal="true">\$240\.00</)
    expect(html).toMatch(
      /<form action="\/carro\/comprar" method="get"><input type="hidden" name="proveedor" value="usr_[^"]+"\/><button[^>]*>Pagar<\/button>/,
    )
    expect(html).toContain('Vendido por Rita Sin Configurar')
    expect(html).toContain('La compra no se puede realizar en este momento')
    expect(html).toContain('aria-label="Cantidad de Jarro de barro"')
    expect(html).toContain('Compartir carrito')
    // Copying the link is a form like share (decision 051): without JavaScript it shows the link to copy.
    expect(html).toMatch(/name="intent" value="share"\/><button[^>]*>Copiar enlace del carrito</)
  })

  it('shows every visitor the same page, with no cookie set, and the cart from the browser', async () => {
    const first = await page('/carro/carrito')
    const second = await page('/carro/carrito')
    expect(first.status).toBe(200)
    expect(first.html).toContain('Cargando tu carrito…')
    expect(first.html).toContain('activa JavaScript para verlo o inicia sesión')
    expect(first.html).not.toContain('Jarro de barro')
    expect(first.response.headers['set-cookie']).toBeUndefined()
    const strip = (html: string) => html.replace(/nonce="[^"]*"/g, '')
    expect(strip(first.html)).toBe(strip(second.html))
  })

  it('titles the cart page with the shop’s name and keeps the shop’s canonical link', async () => {
    const { html } = await page('/carro/carrito')
    expect(html).toContain('<title>Carrito de compras | Tienda Carro</title>')
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/carro\/carrito"/)
    expect(html).not.toContain('noindex')
  })

  it('shows an empty cart with keep buying for a customer without lines', async () => {
    const { html } = await page('/carro/carrito', await customer())
    expect(html).toContain('Tu carrito está vacío.')
    expect(html).toMatch(/href="\/carro"[^>]*>Seguir comprando</)
  })

  it('changes quantities and deletes lines without JavaScript through the page’s forms', async () => {
    const cookie = await customer()
    await api('POST', '/lines', cookie, { item_id: jarro.id, quantity: 1 })
    const [line] = await lines(cookie)
    const plus = await post(
      '/carro/carrito',
      { intent: 'quantity', line: line!.line_id, current: '1', step: '1' },
      cookie,
    )
    expect(plus.statusCode).toBe(303)
    expect(plus.headers.location).toBe('/carro/carrito')
    expect((await lines(cookie))[0]!.quantity).toBe(2)
    // Empty and 0 change nothing (002 §5).
    for (const quantity of ['', '0', '1.5']) {
      const ignored = await post(
        '/carro/carrito',
        { intent: 'quantity', line: line!.line_id, current: '2', step: '0', quantity },
        cookie,
      )
      expect(ignored.statusCode).toBe(303)
    }
    expect((await lines(cookie))[0]!.quantity).toBe(2)
    // Over the stock: the API's message, the quantity unchanged.
    const over = await post(
      '/carro/carrito',
      { intent: 'quantity', line: line!.line_id, current: '2', step: '0', quantity: '50' },
      cookie,
    )
    expect(over.statusCode).toBe(200)
    expect(shown(over.body)).toMatch(/role="alert"[^>]*>[^<]*5/)
    expect((await lines(cookie))[0]!.quantity).toBe(2)
    const removed = await post('/carro/carrito', { intent: 'remove', line: line!.line_id }, cookie)
    expect(removed.statusCode).toBe(303)
    expect(await lines(cookie)).toEqual([])
  })

  it('shares the cart’s link and lets another customer copy the shared cart into theirs', async () => {
    const sharer = await customer()
    await api('POST', '/lines', sharer, { item_id: jarro.id, quantity: 3 })
    const shared = await post('/carro/carrito', { intent: 'share' }, sharer)
    expect(shared.statusCode).toBe(200)
    const link = shown(shared.body).match(/href="https?:\/\/[^"/]+(\/carro\/carrito\?compartido=[^"]+)"/)?.[1]
    expect(link).toBeDefined()
    const other = await customer()
    const offered = await page(link!.replace(/&amp;/g, '&'), other)
    expect(offered.html).toContain('Te compartieron un carrito')
    expect(offered.html).toContain('Agregar sus productos a mi carrito')
    const token = new URL(link!, 'http://x').searchParams.get('compartido')!
    const copied = await post('/carro/carrito', { intent: 'copy', token }, other)
    expect(copied.statusCode).toBe(303)
    expect((await lines(other)).map((line) => [line.name, line.quantity])).toEqual([['Jarro de barro', 3]])
    // A visitor is asked to sign in first, coming back to the same link.
    const visitor = await page(link!)
    expect(visitor.html).toContain('Inicia sesión para agregar a tu carrito')
    expect(visitor.html).toContain(`href="/carro/login?next=${encodeURIComponent(link!)}"`)
  })

  it('links the cart page from every shop page’s navbar', async () => {
    const { html } = await page('/carro')
    expect(html).toMatch(/<a[^>]*href="\/carro\/carrito"[^>]*>[\s\S]*?Carrito: 0 artículos/)
  })
})

describe('the item page’s add-to-cart without JavaScript', () => {
  const itemPath = () => `/carro/productos/${owner.id}/${jarro.id}`

  it('adds a customer’s line with the chosen quantity and shows the cart page', async () => {
    const cookie = await customer()
    const added = await post(itemPath(), { item_id: jarro.id, quantity: '2' }, cookie)
    expect(added.statusCode).toBe(303)
    expect(added.headers.location).toBe('/carro/carrito')
    expect((await lines(cookie)).map((line) => [line.name, line.quantity])).toEqual([['Jarro de barro', 2]])
  })

  it('offers a variant with options as a choice and sends the chosen one', async () => {
    const path = `/carro/productos/${owner.id}/${camisa.id}`
    const { html } = await page(path)
    expect(html).toMatch(
      /<select name="variant\.Talla" required=""[^>]*><option value="" disabled="" selected="">Elige una opción<\/option><option value="Chica">Chica<\/option><option value="Mediana">Mediana<\/option><option value="Grande">Grande<\/option><\/select>/,
    )
    expect(html).toContain('<input type="hidden" name="variant.Color" value="Añil"/>')
    const cookie = await customer()
    const added = await post(
      path,
      { item_id: camisa.id, quantity: '1', 'variant.Talla': 'Mediana', 'variant.Color': 'Añil' },
      cookie,
    )
    expect(added.statusCode).toBe(303)
    const cart = (await api('GET', '', cookie)).json() as {
      orders: { aggregated: { products: { variants: Record<string, string> }[] }[] }[]
    }
    expect(cart.orders[0]!.aggregated[0]!.products[0]!.variants).toEqual({ Color: 'Añil', Talla: 'Mediana' })
    const shownCart = await page('/carro/carrito', cookie)
    expect(shownCart.html).toContain('Color: Añil · Talla: Mediana')
  })

  it('sends a visitor to sign in and back to the item', async () => {
    const added = await post(itemPath(), { item_id: jarro.id, quantity: '1' })
    expect(added.statusCode).toBe(303)
    expect(added.headers.location).toBe(`/carro/login?next=${encodeURIComponent(itemPath())}`)
  })

  it('shows the API’s message when the quantity is over the stock', async () => {
    const cookie = await customer()
    const refused = await post(itemPath(), { item_id: jarro.id, quantity: '9' }, cookie)
    expect(refused.statusCode).toBe(200)
    expect(shown(refused.body)).toMatch(/role="status"[^>]*>[^<]+/)
    expect(await lines(cookie)).toEqual([])
  })
})
