import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { purchaseOrderLines, purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { paymentAttempts } from '../src/modules/payments/payments.tables.ts'
import { newId } from '../src/platform/ids.ts'
import { createOrder } from './factories/orders.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * My purchases' pages as a browser without JavaScript gets them (002 §2, §3; decision 080): the
 * list and its GET filter form, the order detail with every label, its 'next' as a plain form post,
 * the print preview, and another person's order as the 404 page.
 */
const { app, database } = await createTestApp({ web: true })
const db = database.db

const carla = await createUser(db, { email: 'pp-carla@example.test', name: 'Carla Páginas' })
const otro = await createUser(db, { email: 'pp-otro@example.test' })
const ana = await createUser(db, { email: 'pp-ana@example.test', name: 'Ana Vendedora' })
const tienda = await createShop(db, ana.id, { slug: 'pp-tienda', name: 'Tienda Páginas' })
const cookie = await loginAs(app, 'pp-carla@example.test')
const otroCookie = await loginAs(app, 'pp-otro@example.test')
const who = { shopId: tienda.id, customerId: carla.id, supplierId: ana.id }

const named = async (id: string, name: string) =>
  db.update(purchaseOrderLines).set({ name }).where(eq(purchaseOrderLines.orderId, id))
const onTheWay = await createOrder(
  db,
  { ...who, status: 'on_the_way' },
  {
    updatedAt: new Date('2026-10-05T18:00:00Z'),
    createdAt: new Date('2026-10-05T18:00:00Z'),
    shippingCost: 9_900,
    total: 34_900,
  },
)
await named(onTheWay.id, 'Maceta de talavera')
const attempt = newId('pat')
await db.insert(paymentAttempts).values({
  id: attempt,
  checkoutId: onTheWay.checkoutId,
  customerId: carla.id,
  provider: 'sandbox',
  paymentType: 'card',
  amount: 34_900,
  currency: 'MXN',
  status: 'approved',
  cardBrand: 'Visa',
  cardLast4: '4242',
})
await db.update(purchaseOrders).set({ paymentAttemptId: attempt }).where(eq(purchaseOrders.id, onTheWay.id))
const quoting = await createOrder(
  db,
  { ...who, status: 'awaiting_confirmation' },
  { updatedAt: new Date('2026-10-04T18:00:00Z') },
)
await named(quoting.id, 'Vela de copal')
const delivered = await createOrder(
  db,
  { ...who, status: 'delivered' },
  { updatedAt: new Date('2026-09-01T18:00:00Z'), deliveredAt: new Date('2026-09-01T18:00:00Z') },
)
await named(delivered.id, 'Jarro de barro negro')
const theirs = await createOrder(db, {
  shopId: tienda.id,
  customerId: otro.id,
  supplierId: ana.id,
  status: 'on_the_way',
})

const shown = (html: string) =>
  html
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
async function page(url: string, as = cookie) {
  const response = await app.inject({ url, headers: { cookie: as } })
  return { status: response.statusCode, html: shown(response.body), location: response.headers.location }
}

describe('/mis-compras', () => {
  it('lists the orders under way as cards with id, date, seller, total and state, and a GET filter form', async () => {
    const { status, html } = await page('/mis-compras')
    expect(status).toBe(200)
    expect(html).toContain('<h1 class="font-bold text-2xl">Mis compras</h1>')
    expect(html).toContain(`Orden ${onTheWay.id}`)
    expect(html).toContain('Maceta de talavera')
    expect(html).toContain('Realizada el 5 de octubre de 2026')
    expect(html).toContain('Vendido por Ana Vendedora en Tienda Páginas')
    expect(html).toContain('Total: $349.00')
    expect(html).toContain('En camino')
    expect(html).toContain('Esperando que el vendedor confirme fecha y costo de entrega')
    expect(html).toContain(`href="/mis-compras/${onTheWay.id}"`)
    // Delivered ones wait until the filter includes them.
    expect(html).not.toContain(delivered.id)
    expect(html).toContain('2 compras')
    expect(html).toMatch(/<form[^>]*action="\/mis-compras" method="get"/)
    for (const field of [
      'state',
      'payment_type',
      'delivery_type',
      'start_date',
      'end_date',
      'text',
      'include_delivered',
      'include_canceled',
    ])
      expect(html).toContain(`name="${field}"`)
    expect(html).not.toContain(theirs.id)
  })

  it('filters by the form’s fields, keeps them in the form and offers to clear them', async () => {
    const { html } = await page('/mis-compras?state=&include_delivered=on&text=jarro')
    expect(html).toContain(delivered.id)
    expect(html).not.toContain(onTheWay.id)
    expect(html).toContain('Entregada')
    expect(html).toContain('value="jarro"')
    expect(html).toMatch(/name="include_delivered"[^>]*checked=""|checked=""[^>]*name="include_delivered"/)
    expect(html).toContain('Quitar filtros')
    const none = await page('/mis-compras?state=canceled')
    expect(none.html).toContain('No tienes compras que coincidan.')
    // A period that ends before it starts: the API's message, on the page.
    const backwards = await page('/mis-compras?start_date=2026-10-05&end_date=2026-10-01')
    expect(backwards.status).toBe(200)
    expect(backwards.html).toContain('role="alert"')
  })

  it('pages ten at a time with links that keep the filters', async () => {
    const many = await createUser(db, { email: 'pp-many@example.test' })
    const manyCookie = await loginAs(app, 'pp-many@example.test')
    for (let i = 0; i < 12; i++)
      await createOrder(
        db,
        { shopId: tienda.id, customerId: many.id, supplierId: ana.id },
        { updatedAt: new Date(Date.UTC(2026, 9, 1, 12, i)) },
      )
    const first = await page('/mis-compras?payment_type=card', manyCookie)
    expect(first.html.match(/Orden ord_/g)).toHaveLength(10)
    expect(first.html).toContain('href="/mis-compras?payment_type=card&amp;page=2"')
    const second = await page('/mis-compras?payment_type=card&page=2', manyCookie)
    expect(second.html.match(/Orden ord_/g)).toHaveLength(2)
    expect(second.html).toContain('href="/mis-compras?payment_type=card"')
  })

  it('is also /shopping-cart/orders and every shop’s {base}/mis-compras, and sends a visitor to log in', async () => {
    const cart = await page('/shopping-cart/orders')
    expect(cart.status).toBe(200)
    expect(cart.html).toContain(`Orden ${onTheWay.id}`)
    const inShop = await page('/pp-tienda/mis-compras')
    expect(inShop.status).toBe(200)
    expect(inShop.html).toContain(`href="/pp-tienda/mis-compras/${onTheWay.id}"`)
    const visitor = await app.inject({ url: '/pp-tienda/mis-compras' })
    expect(visitor.statusCode).toBe(302)
    expect(visitor.headers.location).toBe('/pp-tienda/login?next=%2Fpp-tienda%2Fmis-compras')
  })
})

describe('/mis-compras/:order', () => {
  it('shows every label of the purchase order, the payment’s last digits only and the history', async () => {
    const { status, html } = await page(`/pp-tienda/mis-compras/${onTheWay.id}`)
    expect(status).toBe(200)
    for (const label of [
      'ID de la orden',
      'Fecha de compra',
      'Vendido por',
      'Dirección y teléfono de la sucursal',
      'Fecha límite para devoluciones',
      'Total de la orden',
      'Total de envío',
      'Cargo extra',
      'Datos de entrega',
      'Datos de facturación',
      'Régimen fiscal',
      'Uso de CFDI',
      'Forma de pago',
      'Historial',
    ])
      expect(html, label).toContain(label)
    expect(html).toContain(onTheWay.id)
    expect(html).toContain('Ana Vendedora')
    expect(html).toContain('Sin dirección registrada')
    expect(html).toContain('Sin teléfono registrado')
    expect(html).toContain('Se cuenta 72 horas después de recibir tu compra')
    expect(html).toContain('$349.00')
    expect(html).toContain('$99.00')
    expect(html).toContain('Sin cargo extra')
    expect(html).toContain('No proporcionado')
    expect(html).toContain('Visa terminada en 4242')
    expect(html).toContain('Compra realizada')
    expect(html).toContain('Ya lo recibí')
    expect(html).toContain(`href="/pp-tienda/mis-compras/${onTheWay.id}/imprimir"`)
    expect(html).toContain('href="/pp-tienda/mis-compras"')
  })

  it('marks the order received by a plain form post, then says so on the order', async () => {
    const posted = await app.inject({
      method: 'POST',
      url: `/pp-tienda/mis-compras/${onTheWay.id}`,
      payload: 'intent=next',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(posted.statusCode).toBe(302)
    expect(posted.headers.location).toBe(`/pp-tienda/mis-compras/${onTheWay.id}?hecho=recibida`)
    const { html } = await page(posted.headers.location as string)
    expect(html).toContain('Marcamos tu compra como recibida')
    expect(html).toContain('Entregada')
    expect(html).not.toContain('Ya lo recibí')
    expect(html).toMatch(/Fecha límite para devoluciones<\/dt><dd>[^<]*\d{4}/)
    // Again: the order is delivered, the lifecycle refuses, the page says why.
    const again = await app.inject({
      method: 'POST',
      url: `/pp-tienda/mis-compras/${onTheWay.id}`,
      payload: 'intent=next',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(again.statusCode).toBe(409)
    expect(shown(again.body)).toContain('role="alert"')
  })

  it('answers another person’s order, or a post to it, with the 404 page and changes nothing', async () => {
    const seen = await page(`/mis-compras/${theirs.id}`)
    expect(seen.status).toBe(404)
    expect(seen.html).toContain('Página no encontrada!')
    expect(seen.html).not.toContain('Jarro de barro')
    const posted = await app.inject({
      method: 'POST',
      url: `/mis-compras/${theirs.id}`,
      payload: 'intent=next',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(posted.statusCode).toBe(404)
    const [row] = await db
      .select({ status: purchaseOrders.status })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, theirs.id))
    expect(row!.status).toBe('on_the_way')
    expect((await page(`/mis-compras/${theirs.id}`, otroCookie)).status).toBe(200)
  })
})

describe('/mis-compras/:order/imprimir', () => {
  it('is the order on a plain page for paper, with a way back to the order', async () => {
    const { status, html } = await page(`/pp-tienda/mis-compras/${quoting.id}/imprimir`)
    expect(status).toBe(200)
    expect(html).toContain(`Orden ${quoting.id}`)
    expect(html).toContain('Vela de copal')
    expect(html).toContain('Esperando que el vendedor confirme fecha y costo de entrega')
    expect(html).toContain('Todavía sin pago')
    expect(html).toContain('Usa la opción Imprimir de tu navegador.')
    expect(html).toContain(`href="/pp-tienda/mis-compras/${quoting.id}"`)
    expect(html).toContain('Volver a la orden')
    // No shop frame around it: no navbar search, no side menu.
    expect(html).not.toContain('id="busqueda"')
    expect((await page(`/mis-compras/${theirs.id}/imprimir`)).status).toBe(404)
  })
})
