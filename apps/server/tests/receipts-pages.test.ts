import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sellerFiscalInfo } from '../src/modules/invoicing/invoicing.tables.ts'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { createOrder } from './factories/orders.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The order's receipt and invoice on its pages as a browser without JavaScript gets them
 * (decision 085): the download links, the invoicing form posted plainly, a download that cannot be
 * made coming back with the spec's toast, and the seller's fiscal form at `{shop}/admin/facturacion`.
 */
const { app, database } = await createTestApp({ web: true })
const db = database.db

const carla = await createUser(db, { email: 'rp-carla@example.test', name: 'Carla Recibos' })
await createUser(db, { email: 'rp-otro@example.test' })
const ana = await createUser(db, { email: 'rp-ana@example.test', name: 'Ana Fiscal' })
const pepe = await createUser(db, { email: 'rp-pepe@example.test', name: 'Pepe Sin Datos' })
const tienda = await createShop(db, ana.id, { slug: 'rp-tienda', name: 'Tienda Recibos' })
await createShop(db, pepe.id, { slug: 'rp-pepe', name: 'Pepe' })
await db.insert(sellerFiscalInfo).values({
  sellerId: ana.id,
  legalName: 'Ana Fiscal Pérez',
  taxId: 'FIPA800101AB1',
  taxRegime: '626',
  postcode: '06600',
})
const cookie = await loginAs(app, 'rp-carla@example.test')
const otroCookie = await loginAs(app, 'rp-otro@example.test')
const anaCookie = await loginAs(app, 'rp-ana@example.test')
const paid = await createOrder(db, { shopId: tienda.id, customerId: carla.id, supplierId: ana.id })
const pepes = await createOrder(db, { shopId: tienda.id, customerId: carla.id, supplierId: pepe.id })

const shown = (html: string) =>
  html
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
async function page(url: string, as = cookie) {
  const response = await app.inject({ url, headers: { cookie: as } })
  return { status: response.statusCode, html: shown(response.body), location: response.headers.location }
}
const post = (url: string, body: Record<string, string>, as = cookie) =>
  app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(body).toString(),
    headers: { cookie: as, 'content-type': 'application/x-www-form-urlencoded' },
  })

describe('the order’s receipt and invoice', () => {
  it('shows the download links, the invoicing form and the regime and use by their names once given', async () => {
    const { status, html } = await page(`/rp-tienda/mis-compras/${paid.id}`)
    expect(status).toBe(200)
    expect(html).toContain(`href="/rp-tienda/mis-compras/${paid.id}/recibo"`)
    expect(html).toContain('Descargar recibo')
    expect(html).toContain(`href="/rp-tienda/mis-compras/${paid.id}/factura"`)
    expect(html).toContain('Descargar factura')
    expect(html).toContain('Datos de facturación')
    expect(html).toContain(
      '<option value="612">612 — Personas Físicas con Actividades Empresariales y Profesionales</option>',
    )

    const saved = await post(`/rp-tienda/mis-compras/${paid.id}`, {
      intent: 'invoicing',
      tax_id: 'caro800101ab1',
      name: 'Carla Recibos Ortiz',
      tax_regime: '612',
      cfdi_use: 'G03',
      postcode: '44100',
    })
    expect(saved.statusCode).toBe(302)
    expect(saved.headers.location).toBe(`/rp-tienda/mis-compras/${paid.id}?hecho=facturacion`)
    const after = await page(saved.headers.location as string)
    expect(after.html).toContain('Datos de facturación guardados')
    expect(after.html).toContain('CARO800101AB1')
    expect(after.html).toContain('612 — Personas Físicas con Actividades Empresariales y Profesionales')
    expect(after.html).toContain('G03 — Gastos en general')
    expect(after.html).toContain('44100')
  })

  it('keeps a refused form’s values and says what is wrong on the field', async () => {
    const refused = await post(`/rp-tienda/mis-compras/${paid.id}`, {
      intent: 'invoicing',
      tax_id: 'CARO800101AB1',
      name: 'Carla',
      tax_regime: '605',
      cfdi_use: 'G03',
      postcode: '44100',
    })
    expect(refused.statusCode).toBe(400)
    const html = shown(refused.body)
    expect(html).toContain('Este uso de CFDI no corresponde al régimen fiscal elegido.')
    expect(html).toContain('aria-invalid="true"')
  })

  it('sends the receipt download to the API’s `{order id}.pdf`, and the invoice to its `.zip`', async () => {
    const receipt = await page(`/rp-tienda/mis-compras/${paid.id}/recibo`)
    expect(receipt.status).toBe(302)
    expect(receipt.location).toBe(`/api/v1/me/orders/${paid.id}/receipt.pdf`)
    const pdf = await app.inject({ url: receipt.location as string, headers: { cookie } })
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${paid.id}.pdf"`)
    const invoice = await page(`/rp-tienda/mis-compras/${paid.id}/factura`)
    expect(invoice.status).toBe(302)
    expect(invoice.location).toBe(`/api/v1/me/orders/${paid.id}/invoice.zip`)
  })

  it('comes back to the order with "Falta configuración del vendedor" for a seller without fiscal info', async () => {
    for (const kind of ['recibo', 'factura']) {
      const answer = await page(`/rp-tienda/mis-compras/${pepes.id}/${kind}`)
      expect(answer.status).toBe(302)
      expect(answer.location).toBe(`/rp-tienda/mis-compras/${pepes.id}?hecho=sin-vendedor`)
    }
    const { html } = await page(`/rp-tienda/mis-compras/${pepes.id}?hecho=sin-vendedor`)
    expect(html).toContain('Falta configuración del vendedor')
    expect(html).toContain('Contacte a su vendedor')
    expect(html).toContain('animation-delay:7000ms')
  })

  it('comes back asking for the invoicing data before an invoice', async () => {
    const fresh = await createOrder(db, { shopId: tienda.id, customerId: carla.id, supplierId: ana.id })
    const answer = await page(`/rp-tienda/mis-compras/${fresh.id}/factura`)
    expect(answer.location).toBe(`/rp-tienda/mis-compras/${fresh.id}?hecho=sin-datos-factura`)
    expect((await page(answer.location as string)).html).toContain(
      'Captura tus datos de facturación para descargar la factura.',
    )
  })

  it('answers another person’s order’s downloads and form with the 404 page, changing nothing', async () => {
    expect((await page(`/rp-tienda/mis-compras/${paid.id}/recibo`, otroCookie)).status).toBe(404)
    expect((await page(`/rp-tienda/mis-compras/${paid.id}/factura`, otroCookie)).status).toBe(404)
    const before = (await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, paid.id)))[0]
    const posted = await post(
      `/rp-tienda/mis-compras/${paid.id}`,
      {
        intent: 'invoicing',
        tax_id: 'XAXX010101000',
        name: 'X',
        tax_regime: '616',
        cfdi_use: 'S01',
        postcode: '01000',
      },
      otroCookie,
    )
    expect(posted.statusCode).toBe(404)
    expect((await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, paid.id)))[0]).toEqual(before)
  })
})

describe('{shop}/admin/facturacion', () => {
  it('shows the owner’s fiscal form filled in, saves it by a plain post, and refuses a bad RFC on its field', async () => {
    const { status, html } = await page('/rp-tienda/admin/facturacion', anaCookie)
    expect(status).toBe(200)
    expect(html).toContain('value="FIPA800101AB1"')
    const saved = await post(
      '/rp-tienda/admin/facturacion',
      {
        legal_name: 'Ana Fiscal Pérez',
        tax_id: 'FIPA800101AB1',
        tax_regime: '612',
        postcode: '06700',
        email: '',
        phone: '',
      },
      anaCookie,
    )
    expect(saved.statusCode).toBe(302)
    expect(saved.headers.location).toBe('/rp-tienda/admin/facturacion?hecho=guardado')
    const [row] = await db.select().from(sellerFiscalInfo).where(eq(sellerFiscalInfo.sellerId, ana.id))
    expect(row).toMatchObject({ taxRegime: '612', postcode: '06700' })
    const refused = await post(
      '/rp-tienda/admin/facturacion',
      { legal_name: 'Ana', tax_id: 'FIPA80', tax_regime: '612', postcode: '06700', email: '', phone: '' },
      anaCookie,
    )
    expect(refused.statusCode).toBe(400)
    expect(shown(refused.body)).toContain('Ingresa un RFC válido')
  })

  it('is the 404 page for a customer and for another shop’s owner', async () => {
    expect((await page('/rp-tienda/admin/facturacion', cookie)).status).toBe(404)
    expect((await page('/rp-pepe/admin/facturacion', anaCookie)).status).toBe(404)
  })
})
