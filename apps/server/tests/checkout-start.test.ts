import { ERROR_MESSAGES } from '@tianguis/core/messages'
import { eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { checkouts } from '../src/modules/checkout/checkout.tables.ts'
import { createItem } from './factories/items.ts'
import { createUser } from './factories/users.ts'
import { configureSupplier, fillCart, NEW_ADDRESS, readyCheckout } from './helpers/checkout-fakes.ts'
import { checkoutHarness, resetCheckoutFaults } from './helpers/checkout-harness.ts'

/** Starting a checkout and its contact, address and delivery steps (002 §2–§4; decision 048). */
const { app, db, shipping, scene } = await checkoutHarness()
afterEach(() => resetCheckoutFaults(shipping))

describe('starting a checkout', () => {
  it('freezes the cart lines with prices, a 15 minute countdown and the tracking fields', async () => {
    const s = await scene()
    await fillCart(db, s.shop.id, s.customer.id, [
      { itemId: s.stocked.id, quantity: 2 },
      { itemId: s.onDemand.id, quantity: 1 },
    ])
    const before = Date.now()
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/${s.shop.slug}/checkouts`,
      headers: { cookie: s.cookie },
      payload: { referral: 'ref-1', campaign: 'camp-1', click_id: 'clk-1' },
    })
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body.status).toBe('open')
    expect(body.orders).toHaveLength(1)
    expect(
      body.orders[0].lines.map((l: { quantity: number; unit_price: number }) => [l.quantity, l.unit_price]),
    ).toEqual([
      [2, 20_000],
      [1, 5_000],
    ])
    expect(body.orders[0].items_total).toBe(45_000)
    expect(body.grand_total).toEqual({ amount: 45_000, currency: 'MXN' })
    expect(body.enabled_payment_types).toEqual(['card', 'store'])
    expect(body.orders[0].lines[0]).not.toHaveProperty('margin')
    const minutes = (Date.parse(body.expires_at) - before) / 60_000
    expect(minutes).toBeGreaterThan(14.9)
    expect(minutes).toBeLessThan(15.1)
    const [row] = await db.select().from(checkouts).where(eq(checkouts.id, body.id))
    expect([row!.referral, row!.campaign, row!.clickId]).toEqual(['ref-1', 'camp-1', 'clk-1'])
  })

  it('leaves out an out-of-stock line with a warning and lowers a quantity above the stock', async () => {
    const s = await scene({ available: 3 })
    const soldOut = await createItem(db, s.supplier.id, { available: 0 })
    await fillCart(db, s.shop.id, s.customer.id, [
      { itemId: s.stocked.id, quantity: 7 },
      { itemId: soldOut.id, quantity: 1 },
    ])
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/${s.shop.slug}/checkouts`,
      headers: { cookie: s.cookie },
      payload: {},
    })
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(
      body.orders[0].lines.map((l: { item_id: string; quantity: number }) => [l.item_id, l.quantity]),
    ).toEqual([[s.stocked.id, 3]])
    expect(body.warnings).toEqual([
      { code: 'insufficient_stock', params: { available: 3, quantity: 3 }, item_id: s.stocked.id },
      { code: 'out_of_stock', params: {}, item_id: soldOut.id },
    ])
  })

  it('answers purchase_unavailable for an unconfigured supplier or nothing to buy', async () => {
    const s = await scene({ configured: false })
    const buyNow = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/${s.shop.slug}/checkouts`,
      headers: { cookie: s.cookie, 'accept-language': 'en' },
      payload: { item: { item_id: s.stocked.id, quantity: 1 } },
    })
    expect(buyNow.statusCode).toBe(409)
    expect(buyNow.json().error.code).toBe('purchase_unavailable')
    expect(buyNow.json().error.message).toMatch(/purchase cannot be made at the moment/)
    const empty = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/${s.shop.slug}/checkouts`,
      headers: { cookie: s.cookie },
      payload: {},
    })
    expect(empty.statusCode).toBe(409)
    expect(empty.json().error.code).toBe('purchase_unavailable')
  })

  it('answers item_not_found for buying now an item the shop does not sell', async () => {
    const s = await scene()
    const stranger = await createUser(db)
    await configureSupplier(db, stranger.id)
    const elsewhere = await createItem(db, stranger.id)
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/${s.shop.slug}/checkouts`,
      headers: { cookie: s.cookie },
      payload: { item: { item_id: elsewhere.id, quantity: 1 } },
    })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('item_not_found')
  })

  it('refuses unknown fields and anonymous callers', async () => {
    const s = await scene()
    const unknown = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/${s.shop.slug}/checkouts`,
      headers: { cookie: s.cookie },
      payload: { status: 'paid' },
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.code).toBe('unknown_fields')
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/${s.shop.slug}/checkouts`,
      payload: {},
    })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('contact, address and delivery', () => {
  it('keeps the phone as a national number, saves the address and prices the chosen delivery', async () => {
    const s = await scene()
    const { checkout, base } = await readyCheckout(app, s.cookie, s.shop.slug, {
      item: { item_id: s.stocked.id, quantity: 2 },
    })
    expect(checkout.contact).toEqual({ email: 'ana@example.test', phone: '5512345678' })
    expect(checkout.address).toMatchObject({
      province_code: 'CMX',
      province_name: 'Ciudad de México',
      phone: '5512345678',
    })
    // 2 units × 1 kg → 9,000 + 2 × 1,000.
    expect(checkout.orders[0].shipping_cost).toBe(11_000)
    expect(checkout.grand_total.amount).toBe(40_000 + 11_000)
    expect(checkout.ready_to_pay).toBe(true)

    const saved = await app.inject({
      method: 'GET',
      url: '/api/v1/me/addresses',
      headers: { cookie: s.cookie },
    })
    expect(saved.json().results.map((a: { street: string }) => a.street)).toEqual([NEW_ADDRESS.street])

    const rates = await app.inject({
      method: 'POST',
      url: `${base}/rates`,
      headers: { cookie: s.cookie },
      payload: { supplier_id: s.supplier.id },
    })
    expect(
      rates.json().options.map((o: { delivery_type: string; price: number }) => [o.delivery_type, o.price]),
    ).toEqual([
      ['to_address', 11_000],
      ['to_branch', 5_000],
      ['fixed_delivery', 7_500],
      ['collection', 0],
    ])
    const fixed = await app.inject({
      method: 'PUT',
      url: `${base}/delivery`,
      headers: { cookie: s.cookie },
      payload: { supplier_id: s.supplier.id, delivery_type: 'fixed_delivery' },
    })
    expect(fixed.json().orders[0].shipping_cost).toBe(7_500)
    expect(fixed.json().grand_total.amount).toBe(47_500)
  })

  it('answers the carrier’s failure with its 002 §8 code when the supplier offers nothing else', async () => {
    const s = await scene()
    await db.execute(
      sql`update supplier_settings set fixed_shipping_cost = null, allows_collection = false where user_id = ${s.supplier.id}`,
    )
    const started = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/${s.shop.slug}/checkouts`,
      headers: { cookie: s.cookie },
      payload: { item: { item_id: s.stocked.id, quantity: 1 } },
    })
    const base = `/api/v1/shops/${s.shop.slug}/checkouts/${started.json().id}`
    await app.inject({
      method: 'PUT',
      url: `${base}/address`,
      headers: { cookie: s.cookie },
      payload: NEW_ADDRESS,
    })
    shipping.state.fail = 'courier_service_error'
    const failed = await app.inject({
      method: 'POST',
      url: `${base}/rates`,
      headers: { cookie: s.cookie, 'accept-language': 'en' },
      payload: { supplier_id: s.supplier.id },
    })
    expect(failed.statusCode).toBe(503)
    expect(failed.json().error).toMatchObject({
      code: 'courier_service_error',
      message: ERROR_MESSAGES.en.courier_service_error,
    })
    shipping.state.fail = 'no_courier_quotes'
    const none = await app.inject({
      method: 'POST',
      url: `${base}/rates`,
      headers: { cookie: s.cookie },
      payload: { supplier_id: s.supplier.id },
    })
    expect(none.statusCode).toBe(422)
    expect(none.json().error.code).toBe('no_courier_quotes')
  })
})
