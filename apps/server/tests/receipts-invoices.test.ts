import { ERROR_MESSAGES, FIELD_MESSAGES } from '@tianguis/core/messages'
import { eq } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { orderInvoices, sellerFiscalInfo } from '../src/modules/invoicing/invoicing.tables.ts'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { paymentAttempts } from '../src/modules/payments/payments.tables.ts'
import { newId } from '../src/platform/ids.ts'
import { createOrder } from './factories/orders.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'
import { pdfText } from './helpers/ticket-scene.ts'

/**
 * Receipts and invoices (002 §2, §3, §7, §9; 000 §7 "Supplier of an order", "Order receipt";
 * decision 085): the seller's fiscal information, the customer's invoicing data, the order's
 * supplier, its receipt PDF and its invoice zip; quality.md 1 (another customer's order → 404,
 * nothing written), 2 (another shop's admin → 404) and 3 (bad input) on every route.
 */
const { app, database } = await createTestApp()
const db = database.db

const ana = await createUser(db, { email: 'ri-ana@example.test', name: 'Ana Vendedora' })
const pepe = await createUser(db, { email: 'ri-pepe@example.test', name: 'Pepe Sin Datos' })
const carla = await createUser(db, { email: 'ri-carla@example.test', name: 'Carla Compradora' })
await createUser(db, { email: 'ri-otro@example.test', name: 'Otro Cliente' })
const contadora = await createUser(db, { email: 'ri-contadora@example.test' })
const despacho = await createUser(db, { email: 'ri-despacho@example.test' })
const tienda = await createShop(db, ana.id, { slug: 'ri-tienda', name: 'Tienda de Ana' })
await createShop(db, pepe.id, { slug: 'ri-pepe', name: 'Mercado de Pepe' })
await addStaff(db, tienda.id, contadora.id, 'accountant')
await addStaff(db, tienda.id, despacho.id, 'dispatcher')
const cookies = {
  ana: await loginAs(app, 'ri-ana@example.test'),
  pepe: await loginAs(app, 'ri-pepe@example.test'),
  carla: await loginAs(app, 'ri-carla@example.test'),
  otro: await loginAs(app, 'ri-otro@example.test'),
  contadora: await loginAs(app, 'ri-contadora@example.test'),
  despacho: await loginAs(app, 'ri-despacho@example.test'),
}

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  })

const anaFiscal = {
  legal_name: 'Alfarería Ana S.A. de C.V.',
  tax_id: 'aaa-010203-ab1',
  tax_regime: '601',
  postcode: '06600',
  email: 'facturas@ana.example',
  phone: '55 1234 5678',
}
const carlaInvoicing = {
  tax_id: 'COCA800101AB1',
  name: 'Carla Compradora Ortiz',
  tax_regime: '612',
  cfdi_use: 'G03',
  postcode: '44100',
}

/** A paid order of Carla's from Ana (two units, shipping, a card ending in 4242), or `status`. */
async function carlaOrder(status: Parameters<typeof createOrder>[1]['status'] = 'paid', supplier = ana.id) {
  const made = await createOrder(
    db,
    { shopId: tienda.id, customerId: carla.id, supplierId: supplier, status },
    { shippingCost: 9_900, total: 25_000 + 9_900 },
  )
  const attempt = newId('pay')
  await db.insert(paymentAttempts).values({
    id: attempt,
    checkoutId: made.checkoutId,
    customerId: carla.id,
    provider: 'sandbox',
    paymentType: 'card',
    amount: 34_900,
    currency: 'MXN',
    status: 'approved',
    cardBrand: 'Visa',
    cardLast4: '4242',
  })
  await db.update(purchaseOrders).set({ paymentAttemptId: attempt }).where(eq(purchaseOrders.id, made.id))
  return made
}
const orderRow = async (id: string) =>
  (await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0]!

describe('the seller’s fiscal information', () => {
  it('is null until given, then kept for the shop’s owner with the RFC normalised', async () => {
    const before = await call('GET', '/api/v1/shops/ri-tienda/fiscal-info', cookies.ana)
    expect(before.statusCode).toBe(200)
    expect(before.json()).toEqual({ fiscal_info: null })
    const put = await call('PUT', '/api/v1/shops/ri-tienda/fiscal-info', cookies.ana, anaFiscal)
    expect(put.statusCode).toBe(200)
    expect(put.json().fiscal_info).toMatchObject({
      legal_name: 'Alfarería Ana S.A. de C.V.',
      tax_id: 'AAA010203AB1',
      tax_regime: '601',
      tax_regime_label: '601 — General de Ley Personas Morales',
      postcode: '06600',
      email: 'facturas@ana.example',
    })
    // The accountant reads and keeps it too (shop.finance).
    const read = await call('GET', '/api/v1/shops/ri-tienda/fiscal-info', cookies.contadora)
    expect(read.json().fiscal_info.tax_id).toBe('AAA010203AB1')
    const rows = await db.select().from(sellerFiscalInfo).where(eq(sellerFiscalInfo.sellerId, ana.id))
    expect(rows).toHaveLength(1)
  })

  it('refuses an RFC of the wrong shape and a regime of the other kind of taxpayer, naming the field', async () => {
    const shape = await call('PUT', '/api/v1/shops/ri-tienda/fiscal-info', cookies.ana, {
      ...anaFiscal,
      tax_id: 'AAA0102',
    })
    expect(shape.statusCode).toBe(400)
    expect(shape.json().error.fields.tax_id).toBe(FIELD_MESSAGES['es-MX'].rfc_invalid)
    const regime = await call('PUT', '/api/v1/shops/ri-tienda/fiscal-info', cookies.ana, {
      ...anaFiscal,
      tax_regime: '612',
    })
    expect(regime.statusCode).toBe(400)
    expect(regime.json().error.fields.tax_regime).toBe(FIELD_MESSAGES['es-MX'].regime_mismatch)
  })

  it('is out of reach of another shop’s owner and of staff without finance (quality.md 2)', async () => {
    const before = (await db.select().from(sellerFiscalInfo).where(eq(sellerFiscalInfo.sellerId, ana.id)))[0]
    for (const cookie of [cookies.pepe, cookies.carla]) {
      const get = await call('GET', '/api/v1/shops/ri-tienda/fiscal-info', cookie)
      expect(get.statusCode).toBe(404)
      expect(get.json().error.code).toBeTypeOf('string')
      const put = await call('PUT', '/api/v1/shops/ri-tienda/fiscal-info', cookie, {
        ...anaFiscal,
        legal_name: 'Robado',
      })
      expect(put.statusCode).toBe(404)
    }
    expect(
      (await call('PUT', '/api/v1/shops/ri-tienda/fiscal-info', cookies.despacho, anaFiscal)).statusCode,
    ).toBe(403)
    const after = (await db.select().from(sellerFiscalInfo).where(eq(sellerFiscalInfo.sellerId, ana.id)))[0]
    expect(after).toEqual(before)
  })

  it('refuses wrong types, unknown fields, NUL bytes and too long texts (quality.md 3)', async () => {
    const cases: unknown[] = [
      { ...anaFiscal, tax_regime: 601 },
      { ...anaFiscal, extra: 'x' },
      { ...anaFiscal, legal_name: 'Ana\u0000' },
      { ...anaFiscal, legal_name: 'A'.repeat(255) },
      { ...anaFiscal, postcode: '6600' },
      '{"legal_name": ',
    ]
    for (const payload of cases) {
      const answer = await call('PUT', '/api/v1/shops/ri-tienda/fiscal-info', cookies.ana, payload)
      expect(answer.statusCode).toBe(400)
      expect(answer.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) })
    }
  })
})

describe('the order’s supplier', () => {
  it('answers the seller’s fiscal information, or 404 supplier_not_found when they have none', async () => {
    await call('PUT', '/api/v1/shops/ri-tienda/fiscal-info', cookies.ana, anaFiscal)
    const order = await carlaOrder()
    const answer = await call('GET', `/api/v1/me/orders/${order.id}/supplier`, cookies.carla)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({
      order_id: order.id,
      seller: { id: ana.id, name: 'Ana Vendedora' },
      fiscal_info: { legal_name: 'Alfarería Ana S.A. de C.V.', tax_id: 'AAA010203AB1', tax_regime: '601' },
    })
    const pepes = await carlaOrder('paid', pepe.id)
    const missing = await call('GET', `/api/v1/me/orders/${pepes.id}/supplier`, cookies.carla)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error).toMatchObject({
      code: 'supplier_not_found',
      message: ERROR_MESSAGES['es-MX'].supplier_not_found,
    })
  })

  it('is 404 order_not_found for another customer’s order, and 400 for a bad id (quality.md 1, 3)', async () => {
    const order = await carlaOrder()
    const answer = await call('GET', `/api/v1/me/orders/${order.id}/supplier`, cookies.otro)
    expect(answer.statusCode).toBe(404)
    expect(answer.json().error.code).toBe('order_not_found')
    // An id longer than any is not a route at all (the router's parameter limit): 404 with our shape.
    const long = await call('GET', `/api/v1/me/orders/${'x'.repeat(101)}/supplier`, cookies.carla)
    expect(long.statusCode).toBe(404)
    expect(long.json().error.code).toBeTypeOf('string')
    expect((await call('GET', '/api/v1/me/orders/ord%00x/supplier', cookies.carla)).statusCode).toBe(400)
    expect((await call('GET', `/api/v1/me/orders/${order.id}/supplier`, '')).statusCode).toBe(401)
  })
})

describe('the customer’s invoicing data', () => {
  it('is kept on the order and shown on its detail', async () => {
    const order = await carlaOrder()
    const put = await call('PUT', `/api/v1/me/orders/${order.id}/invoicing`, cookies.carla, {
      ...carlaInvoicing,
      tax_id: 'coca 800101 ab1',
    })
    expect(put.statusCode).toBe(200)
    expect(put.json()).toEqual({ ...carlaInvoicing })
    const detail = await call('GET', `/api/v1/me/orders/${order.id}`, cookies.carla)
    expect(detail.json().invoicing).toEqual(carlaInvoicing)
  })

  it('refuses a use that does not go with the regime, and a company regime for a person', async () => {
    const order = await carlaOrder()
    const use = await call('PUT', `/api/v1/me/orders/${order.id}/invoicing`, cookies.carla, {
      ...carlaInvoicing,
      tax_regime: '605',
      cfdi_use: 'G03',
    })
    expect(use.statusCode).toBe(400)
    expect(use.json().error.fields.cfdi_use).toBe(FIELD_MESSAGES['es-MX'].use_mismatch)
    const regime = await call('PUT', `/api/v1/me/orders/${order.id}/invoicing`, cookies.carla, {
      ...carlaInvoicing,
      tax_regime: '601',
    })
    expect(regime.json().error.fields.tax_regime).toBe(FIELD_MESSAGES['es-MX'].regime_mismatch)
    expect((await orderRow(order.id)).invoiceTaxId).toBeNull()
  })

  it('leaves another customer’s order unchanged (quality.md 1) and refuses bad input (quality.md 3)', async () => {
    const order = await carlaOrder()
    const before = await orderRow(order.id)
    const answer = await call('PUT', `/api/v1/me/orders/${order.id}/invoicing`, cookies.otro, carlaInvoicing)
    expect(answer.statusCode).toBe(404)
    expect(answer.json().error.code).toBe('order_not_found')
    expect(await orderRow(order.id)).toEqual(before)
    for (const payload of [
      { ...carlaInvoicing, tax_regime: 612 },
      { ...carlaInvoicing, cfdi_use: 'CP01' },
      { ...carlaInvoicing, surprise: true },
      { ...carlaInvoicing, name: 'Carla\u0000' },
      { ...carlaInvoicing, name: 'C'.repeat(255) },
      { ...carlaInvoicing, tax_id: 'X'.repeat(40) },
    ]) {
      const bad = await call('PUT', `/api/v1/me/orders/${order.id}/invoicing`, cookies.carla, payload)
      expect(bad.statusCode).toBe(400)
      expect(bad.json().error.code).toBeTypeOf('string')
    }
    expect(await orderRow(order.id)).toEqual(before)
  })
})

describe('the receipt', () => {
  it('answers what it says and its PDF, `{order id}.pdf`, with the seller, the lines, totals and the card’s last 4', async () => {
    await call('PUT', '/api/v1/shops/ri-tienda/fiscal-info', cookies.ana, anaFiscal)
    const order = await carlaOrder()
    const made = await call('POST', `/api/v1/me/orders/${order.id}/receipts`, cookies.carla, {})
    expect(made.statusCode).toBe(200)
    expect(made.json()).toMatchObject({
      order_id: order.id,
      file_name: `${order.id}.pdf`,
      url: `/api/v1/me/orders/${order.id}/receipt.pdf`,
      seller: { legal_name: 'Alfarería Ana S.A. de C.V.', tax_id: 'AAA010203AB1' },
      currency: 'MXN',
      total: 34_900,
    })
    const pdf = await call('GET', made.json().url, cookies.carla)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${order.id}.pdf"`)
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF')
    const text = pdfText(pdf.rawPayload)
    for (const shown of [
      'Recibo',
      order.id,
      'AAA010203AB1',
      'Jarro de barro',
      '4242',
      'cliente@example.test',
    ]) {
      expect(text).toContain(shown)
    }
    expect(text).not.toMatch(/4000\d{8}/)
  })

  it('is refused with supplier_not_found when the seller has no fiscal information', async () => {
    const order = await carlaOrder('paid', pepe.id)
    for (const [method, url] of [
      ['POST', `/api/v1/me/orders/${order.id}/receipts`],
      ['GET', `/api/v1/me/orders/${order.id}/receipt.pdf`],
    ] as const) {
      const answer = await call(method, url, cookies.carla, method === 'POST' ? {} : undefined)
      expect(answer.statusCode).toBe(404)
      expect(answer.json().error.code).toBe('supplier_not_found')
    }
  })

  it('is another customer’s 404 order_not_found (quality.md 1), and refuses a body with fields (quality.md 3)', async () => {
    const order = await carlaOrder()
    for (const [method, url] of [
      ['POST', `/api/v1/me/orders/${order.id}/receipts`],
      ['GET', `/api/v1/me/orders/${order.id}/receipt.pdf`],
    ] as const) {
      const answer = await call(method, url, cookies.otro, method === 'POST' ? {} : undefined)
      expect(answer.statusCode).toBe(404)
      expect(answer.json().error.code).toBe('order_not_found')
    }
    for (const payload of [{ copies: 2 }, '[]', '{"a":"\\u0000"}']) {
      const bad = await call('POST', `/api/v1/me/orders/${order.id}/receipts`, cookies.carla, payload)
      expect(bad.statusCode).toBe(400)
    }
    expect((await call('GET', '/api/v1/me/orders/a%00b/receipt.pdf', cookies.carla)).statusCode).toBe(400)
  })
})

describe('the invoice', () => {
  it('zips the stamped CFDI XML and its PDF as `{order id}.zip`, the same document on every download', async () => {
    await call('PUT', '/api/v1/shops/ri-tienda/fiscal-info', cookies.ana, anaFiscal)
    const order = await carlaOrder()
    await call('PUT', `/api/v1/me/orders/${order.id}/invoicing`, cookies.carla, carlaInvoicing)
    const answer = await call('GET', `/api/v1/me/orders/${order.id}/invoice.zip`, cookies.carla)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('application/zip')
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${order.id}.zip"`)
    const files = unzipSync(new Uint8Array(answer.rawPayload))
    expect(Object.keys(files).sort()).toEqual([`${order.id}.pdf`, `${order.id}.xml`])
    const xml = new TextDecoder().decode(files[`${order.id}.xml`])
    expect(xml).toContain('<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4"')
    expect(xml).toContain('Version="4.0"')
    expect(xml).toMatch(
      /<cfdi:Emisor Rfc="AAA010203AB1" Nombre="Alfarería Ana S.A. de C.V." RegimenFiscal="601"\/>/,
    )
    expect(xml).toContain(
      '<cfdi:Receptor Rfc="COCA800101AB1" Nombre="Carla Compradora Ortiz" DomicilioFiscalReceptor="44100" RegimenFiscalReceptor="612" UsoCFDI="G03"/>',
    )
    expect(xml).toContain('Total="349.00"')
    expect(xml).toContain('LugarExpedicion="06600"')
    expect(xml).toContain('FormaPago="04"')
    expect(xml).toMatch(
      /<tfd:TimbreFiscalDigital [^>]*UUID="[0-9A-F-]{36}"[^>]*SelloSAT="SANDBOX-SIN-VALIDEZ-FISCAL-/,
    )
    const pdf = Buffer.from(files[`${order.id}.pdf`]!)
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF')
    const text = pdfText(pdf)
    for (const shown of ['Factura', 'COCA800101AB1', 'G03', 'SANDBOX']) expect(text).toContain(shown)
    // Stamped once: a second download is the same XML, and the data no longer changes.
    const again = unzipSync(
      new Uint8Array(
        (await call('GET', `/api/v1/me/orders/${order.id}/invoice.zip`, cookies.carla)).rawPayload,
      ),
    )
    expect(new TextDecoder().decode(again[`${order.id}.xml`])).toBe(xml)
    expect(await db.select().from(orderInvoices).where(eq(orderInvoices.orderId, order.id))).toHaveLength(1)
    const change = await call('PUT', `/api/v1/me/orders/${order.id}/invoicing`, cookies.carla, carlaInvoicing)
    expect(change.statusCode).toBe(409)
    expect(change.json().error.code).toBe('invoice_already_issued')
  })

  it('names what is missing: the order’s payment, the customer’s data, the seller’s info', async () => {
    await call('PUT', '/api/v1/shops/ri-tienda/fiscal-info', cookies.ana, anaFiscal)
    const awaiting = await carlaOrder('awaiting_payment')
    await call('PUT', `/api/v1/me/orders/${awaiting.id}/invoicing`, cookies.carla, carlaInvoicing)
    const unpaid = await call('GET', `/api/v1/me/orders/${awaiting.id}/invoice.zip`, cookies.carla)
    expect(unpaid.statusCode).toBe(409)
    expect(unpaid.json().error.code).toBe('invoice_not_available')
    const canceled = await carlaOrder('canceled')
    expect(
      (await call('GET', `/api/v1/me/orders/${canceled.id}/invoice.zip`, cookies.carla)).json().error.code,
    ).toBe('invoice_not_available')
    const noData = await carlaOrder()
    const missing = await call('GET', `/api/v1/me/orders/${noData.id}/invoice.zip`, cookies.carla)
    expect(missing.statusCode).toBe(409)
    expect(missing.json().error).toMatchObject({
      code: 'invoicing_data_missing',
      message: ERROR_MESSAGES['es-MX'].invoicing_data_missing,
    })
    const pepes = await carlaOrder('paid', pepe.id)
    await call('PUT', `/api/v1/me/orders/${pepes.id}/invoicing`, cookies.carla, carlaInvoicing)
    const noSeller = await call('GET', `/api/v1/me/orders/${pepes.id}/invoice.zip`, cookies.carla)
    expect(noSeller.statusCode).toBe(404)
    expect(noSeller.json().error.code).toBe('supplier_not_found')
    expect(await db.select().from(orderInvoices).where(eq(orderInvoices.orderId, pepes.id))).toHaveLength(0)
  })

  it('is another customer’s 404 order_not_found and writes nothing (quality.md 1); a bad id is 400', async () => {
    await call('PUT', '/api/v1/shops/ri-tienda/fiscal-info', cookies.ana, anaFiscal)
    const order = await carlaOrder()
    await call('PUT', `/api/v1/me/orders/${order.id}/invoicing`, cookies.carla, carlaInvoicing)
    const answer = await call('GET', `/api/v1/me/orders/${order.id}/invoice.zip`, cookies.otro)
    expect(answer.statusCode).toBe(404)
    expect(answer.json().error.code).toBe('order_not_found')
    expect(await db.select().from(orderInvoices).where(eq(orderInvoices.orderId, order.id))).toHaveLength(0)
    expect((await call('GET', '/api/v1/me/orders/a%00b/invoice.zip', cookies.carla)).statusCode).toBe(400)
  })
})
