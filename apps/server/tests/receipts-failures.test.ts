import { describe, expect, it } from 'vitest'
import { sellerFiscalInfo } from '../src/modules/invoicing/invoicing.tables.ts'
import { createOrder } from './factories/orders.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The downloads' failures (002 §9, 000 §8; decision 085): when the seller's information cannot be
 * read, or the receipt cannot be made, the order's page comes back with the spec's toast. The API's
 * answers are made to fail here by a hook in front of them, as a provider or database fault would.
 */
const failing = { supplier: false, receipts: false }
const { app, database } = await createTestApp({
  web: true,
  extend: (instance) => {
    // A page's GETs are called in process, past the hooks (decision 032): a failing one goes
    // through app.inject() instead, where the hook below answers for it.
    const routes = instance.inProcessRoutes
    const find = routes.find.bind(routes)
    routes.find = (method, url) => (failing.supplier && url.includes('/supplier') ? null : find(method, url))
    instance.addHook('onRequest', async (request, reply) => {
      const url = request.url
      if (failing.supplier && /\/api\/v1\/me\/orders\/[^/]+\/supplier$/.test(url))
        return reply.code(503).send({ error: { code: 'unavailable', message: 'down' } })
      if (failing.receipts && /\/api\/v1\/me\/orders\/[^/]+\/receipts$/.test(url))
        return reply.code(500).send({ error: { code: 'internal', message: 'down' } })
    })
  },
})
const db = database.db

const carla = await createUser(db, { email: 'rf-carla@example.test', name: 'Carla Fallas' })
const ana = await createUser(db, { email: 'rf-ana@example.test', name: 'Ana Fiscal' })
const tienda = await createShop(db, ana.id, { slug: 'rf-tienda', name: 'Tienda Fallas' })
await db.insert(sellerFiscalInfo).values({
  sellerId: ana.id,
  legalName: 'Ana Fiscal Pérez',
  taxId: 'FIPA800101AB1',
  taxRegime: '626',
  postcode: '06600',
})
const cookie = await loginAs(app, 'rf-carla@example.test')
const paid = await createOrder(db, { shopId: tienda.id, customerId: carla.id, supplierId: ana.id })
const detail = `/rf-tienda/mis-compras/${paid.id}`

const shown = (html: string) =>
  html
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
const get = (url: string) => app.inject({ url, headers: { cookie } })

describe('the order’s downloads when something fails', () => {
  it('says the seller’s information could not be read: "Error al obtener la información de vendedor"', async () => {
    failing.supplier = true
    try {
      const answer = await get(`${detail}/recibo`)
      expect(answer.statusCode).toBe(302)
      expect(answer.headers.location).toBe(`${detail}?hecho=vendedor-error`)
      const invoice = await get(`${detail}/factura`)
      expect(invoice.headers.location).toBe(`${detail}?hecho=vendedor-error`)
    } finally {
      failing.supplier = false
    }
    const page = shown((await get(`${detail}?hecho=vendedor-error`)).body)
    expect(page).toContain('Error al obtener la información de vendedor')
    expect(page).toContain('Intente después.')
  })

  it('says the receipt could not be made: "Error al generar el recibo"', async () => {
    failing.receipts = true
    try {
      const answer = await get(`${detail}/recibo`)
      expect(answer.statusCode).toBe(302)
      expect(answer.headers.location).toBe(`${detail}?hecho=recibo-error`)
    } finally {
      failing.receipts = false
    }
    const page = shown((await get(`${detail}?hecho=recibo-error`)).body)
    expect(page).toContain('Error al generar el recibo')
    expect(page).toContain('El recibo no se puede generar en este momento, inténtelo más tarde.')
    // Once the API answers again, the same link gives the receipt.
    const again = await get(`${detail}/recibo`)
    expect(again.statusCode).toBe(302)
    expect(again.headers.location).toMatch(/receipt\.pdf$/)
  })
})
