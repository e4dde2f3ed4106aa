import { describe, expect, it } from 'vitest'
import { fakePayments } from './helpers/checkout-fakes.ts'
import { addressedCheckout, deliveryScene } from './helpers/delivery-scene.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The checkout page and the paid page with the delivery types of decision 055, server-rendered
 * and posted as forms (no JavaScript): the sandbox broker's couriers and the post's branch search,
 * the seller's own delivery placed without paying, and each carrier failure's message (002 §8).
 */
const payments = fakePayments()
const { app, database } = await createTestApp({ web: true, payments: payments.provider })
const db = database.db
const ALL = { deliveryTypes: ['to_address', 'to_branch', 'shipping', 'delivery'], fixedShippingCost: 7_500 }

const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '')
async function page(s: Awaited<ReturnType<typeof deliveryScene>>, id: string, query = '') {
  const url = `/${s.shop.slug}/comprar-articulo/${s.supplier.id}/${s.item.id}?compra=${id}${query}`
  const response = await app.inject({ url, headers: { cookie: s.cookie } })
  return { url, status: response.statusCode, html: shown(response.body) }
}
function post(s: Awaited<ReturnType<typeof deliveryScene>>, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { cookie: s.cookie, 'content-type': 'application/x-www-form-urlencoded' },
  })
}

describe('the delivery section', () => {
  it('lists the post, the broker’s couriers, the fixed cost and the seller’s delivery to be confirmed', async () => {
    const s = await deliveryScene(app, db, ALL)
    const { id } = await addressedCheckout(app, s)
    const { html, url } = await page(s, id)
    expect(html).toContain('Envío a domicilio — Correo Sandbox Estándar · $99.00 · 5 días')
    expect(html).toContain('Envío a sucursal — Correo Sandbox Entrega en sucursal · $79.00 · 5 días')
    expect(html).toContain('Envío por paquetería — Colibrí Envíos Económico · $89.00 · 4 días')
    expect(html).toContain('Envío por paquetería — Jaguar Express Prioritario · $178.00 · 1 días')
    expect(html).toContain('Envío con costo fijo · $75.00')
    expect(html).toContain('Entrega del vendedor · Fecha y costo por confirmar')
    // The broker's rate is posted with its quotation (shipment) and kept with the choice.
    const value = html.match(/value="(shipping\|brk:jaguar:[^"]+)"/)?.[1]
    expect(value).toMatch(/^shipping\|brk:jaguar:06600:1:17800\|brk_shp_[0-9a-f]{20}$/)
    const chosen = await post(s, url, { intent: 'delivery', supplier_id: s.supplier.id, option: value! })
    expect(chosen.statusCode, chosen.body).toBe(302)
    const after = await page(s, id)
    expect(after.html).toMatch(/checked="" value="shipping\|brk:jaguar/)
    expect(after.html).toContain('Pagar $378.00')
  })

  it('searches the post’s branches by text without JavaScript', async () => {
    const s = await deliveryScene(app, db, ALL)
    const { id } = await addressedCheckout(app, s)
    const near = await page(s, id)
    expect(near.html).toContain('Sucursal Roma Norte — Álvaro Obregón 110, Ciudad de México')
    expect(near.html).toContain('role="search"')
    const found = await page(s, id, '&sucursal=zapopan')
    expect(found.html).toContain('Sucursal Zapopan — Av. Patria 1200, Zapopan')
    expect(found.html).not.toContain('Sucursal Roma Norte')
    expect((await page(s, id, '&sucursal=atlantida')).html).toContain(
      'No encontramos sucursales con esa búsqueda.',
    )
  })

  it('shows the message of a carrier that could not quote beside the other options', async () => {
    const s = await deliveryScene(app, db, { deliveryTypes: ['shipping', 'delivery'] })
    const { id } = await addressedCheckout(app, s, 1, '00003')
    const { html } = await page(s, id)
    expect(html).toContain('Envío por paquetería: Error en el servicio de paquetería. Inténtalo más tarde.')
    expect(html).toContain('Entrega del vendedor · Fecha y costo por confirmar')
  })
})

describe('placing an order delivered by its seller', () => {
  it('places it from the page without paying and the paid page says it awaits the seller', async () => {
    const s = await deliveryScene(app, db, ALL)
    const { id } = await addressedCheckout(app, s, 2)
    const { url } = await page(s, id)
    await post(s, url, { intent: 'delivery', supplier_id: s.supplier.id, option: 'delivery|' })
    const ready = await page(s, id)
    expect(ready.html).toContain('Por confirmar con el vendedor')
    expect(ready.html).toContain('No pagas ahora')
    expect(ready.html).not.toMatch(/<input type="radio" id="payment-/)
    const key = ready.html.match(/name="idempotency_key" value="([^"]+)"/)?.[1]
    const charged = payments.charges.length
    const placed = await post(s, url, { intent: 'place', idempotency_key: key! })
    expect(placed.statusCode, placed.body).toBe(302)
    expect(placed.headers.location).toBe(`/${s.shop.slug}/pagado/${id}`)
    // A resent form (the same attempt key) lands on the same page and places nothing more.
    const again = await post(s, url, { intent: 'place', idempotency_key: key! })
    expect(again.headers.location).toBe(`/${s.shop.slug}/pagado/${id}`)
    expect(payments.charges.length).toBe(charged)

    const paid = await app.inject({ url: `/${s.shop.slug}/pagado/${id}`, headers: { cookie: s.cookie } })
    const html = shown(paid.body)
    expect(html).toContain('<title>¡Pedido realizado! | ')
    expect(html).toContain('Entrega: Entrega del vendedor')
    expect(html).toContain('Productos: $400.00 · envío por confirmar')
    expect(html).toContain('Esperando que el vendedor confirme la fecha y el costo de entrega.')
    expect(html).not.toContain('Total pagado')
  })
})
