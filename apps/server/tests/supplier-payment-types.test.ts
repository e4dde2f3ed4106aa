import { ERROR_MESSAGES } from '@tianguis/core/messages'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { supplierSettings } from '../src/modules/resale/resale.tables.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { configureSupplier, fakeShipping, readyCheckout } from './helpers/checkout-fakes.ts'
import { slowGateway } from './helpers/slow-gateway.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * A supplier chooses the methods they take (002 §3 `supplier_info.enabled_payment_types`; decision
 * 060): GET/PUT /api/v1/me/supplier/payment-types, and checkouts started after offer them.
 */
// No sandbox: what is available here is exactly what this gateway takes.
const gateway = slowGateway({ types: ['card', 'cash', 'deposit', 'crypto'] })
const { app, database } = await createTestApp({
  env: { SANDBOX_PAYMENTS: '0' },
  payments: gateway.provider,
  shipping: fakeShipping().provider,
})
const db = database.db
const URL = '/api/v1/me/supplier/payment-types'

const put = (cookie: string, payload: Record<string, unknown>, language = 'es-MX') =>
  app.inject({ method: 'PUT', url: URL, headers: { cookie, 'accept-language': language }, payload })
const stored = async (userId: string) =>
  (await db.select().from(supplierSettings).where(eq(supplierSettings.userId, userId)))[0]

describe('choosing the methods', () => {
  it('answers none chosen yet, and the methods a provider takes here', async () => {
    const supplier = await createUser(db)
    const cookie = await loginAs(app, supplier.email)
    const read = await app.inject({ method: 'GET', url: URL, headers: { cookie } })
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual({
      enabled_payment_types: [],
      available_payment_types: ['card', 'deposit', 'cash', 'crypto'],
    })
  })

  it('keeps each method once in the checkout’s order, without configuring the supplier', async () => {
    const supplier = await createUser(db)
    const cookie = await loginAs(app, supplier.email)
    const saved = await put(cookie, { enabled_payment_types: ['crypto', 'cash', 'card', 'cash'] })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().enabled_payment_types).toEqual(['card', 'cash', 'crypto'])
    expect(await stored(supplier.id)).toMatchObject({
      enabledPaymentTypes: ['card', 'cash', 'crypto'],
      isConfigured: false,
    })
    const read = await app.inject({ method: 'GET', url: URL, headers: { cookie } })
    expect(read.json().enabled_payment_types).toEqual(['card', 'cash', 'crypto'])
  })

  it('changes only the methods of a configured supplier', async () => {
    const supplier = await createUser(db)
    await configureSupplier(db, supplier.id, { fixedShippingCost: 5_000 })
    const cookie = await loginAs(app, supplier.email)
    // A method no provider takes here may be chosen: it is offered once one does.
    const saved = await put(cookie, { enabled_payment_types: ['wallet', 'deposit'] })
    expect(saved.json()).toEqual({
      enabled_payment_types: ['deposit', 'wallet'],
      available_payment_types: ['card', 'deposit', 'cash', 'crypto'],
    })
    expect(await stored(supplier.id)).toMatchObject({
      enabledPaymentTypes: ['deposit', 'wallet'],
      isConfigured: true,
      fixedShippingCost: 5_000,
      allowsCollection: true,
    })
  })

  it('refuses a name that is not a method, an empty choice and unknown fields, and keeps what was chosen', async () => {
    const supplier = await createUser(db)
    const cookie = await loginAs(app, supplier.email)
    await put(cookie, { enabled_payment_types: ['card'] })

    const unknown = await put(cookie, { enabled_payment_types: ['card', 'paypal'] }, 'en')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error).toMatchObject({
      code: 'invalid_request',
      message: ERROR_MESSAGES.en.invalid_request,
      fields: { 'enabled_payment_types.1': 'The value is not valid.' },
    })
    const empty = await put(cookie, { enabled_payment_types: [] })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error).toMatchObject({
      code: 'invalid_request',
      message: ERROR_MESSAGES['es-MX'].invalid_request,
      fields: { enabled_payment_types: expect.any(String) },
    })
    const extra = await put(cookie, { enabled_payment_types: ['cash'], is_configured: true })
    expect(extra.statusCode).toBe(400)
    expect(extra.json().error.code).toBe('unknown_fields')
    const missing = await put(cookie, {})
    expect(missing.statusCode).toBe(400)
    expect(await stored(supplier.id)).toMatchObject({ enabledPaymentTypes: ['card'], isConfigured: false })
  })

  it('asks a visitor to log in (401)', async () => {
    const read = await app.inject({ method: 'GET', url: URL })
    expect(read.statusCode).toBe(401)
    const write = await put('', { enabled_payment_types: ['card'] })
    expect(write.statusCode).toBe(401)
  })
})

describe('what checkouts offer after', () => {
  it('offers a method from the next checkout on; a checkout already started keeps the methods it began with', async () => {
    const supplier = await createUser(db)
    const shop = await createShop(db, supplier.id)
    await configureSupplier(db, supplier.id, { enabledPaymentTypes: ['card'] })
    const item = await createItem(db, supplier.id, { listPrice: 10_000, available: 10 })
    const supplierCookie = await loginAs(app, supplier.email)
    const customer = await createUser(db)
    const cookie = await loginAs(app, customer.email)
    const start = async () =>
      (await readyCheckout(app, cookie, shop.slug, { item: { item_id: item.id, quantity: 1 } })).checkout

    expect((await start()).enabled_payment_types).toEqual(['card'])
    expect((await put(supplierCookie, { enabled_payment_types: ['cash', 'card'] })).statusCode).toBe(200)
    const withCash = await start()
    expect(withCash.enabled_payment_types).toEqual(['card', 'cash'])
    expect(withCash.orders[0].enabled_payment_types).toEqual(['card', 'cash'])

    expect((await put(supplierCookie, { enabled_payment_types: ['card'] })).statusCode).toBe(200)
    expect((await start()).enabled_payment_types).toEqual(['card'])
    const before = await app.inject({
      method: 'GET',
      url: `/api/v1/shops/${shop.slug}/checkouts/${withCash.id}`,
      headers: { cookie },
    })
    expect(before.json().enabled_payment_types).toEqual(['card', 'cash'])
  })
})
