import { ERROR_MESSAGES } from '@tianguis/core/messages'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { DEMO_PASSWORD } from '../src/seed/demo-data/accounts.ts'
import { loginAs } from './factories/users.ts'
import { fakePayments } from './helpers/checkout-fakes.ts'
import { addressedCheckout, checkoutCalls, deliveryScene } from './helpers/delivery-scene.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Every delivery type of 002 §3 through the sandbox post and broker (decision 055): what a supplier
 * offers is what the rates answer, in order; each type chosen is priced by the server and carried
 * to the purchase order; each failure of 002 §8 reaches the shopper.
 */
const payments = fakePayments()
const { app, database } = await createTestApp({ payments: payments.provider })
const db = database.db

const ALL = {
  deliveryTypes: ['to_address', 'to_branch', 'shipping', 'delivery'],
  fixedShippingCost: 7_500,
  allowsCollection: true,
}
type Option = {
  delivery_type: string
  price: number | null
  carrier: string | null
  shipment_id: string | null
}

describe('rates', () => {
  it('answers every type the supplier offers, post first and the seller’s own delivery last', async () => {
    const s = await deliveryScene(app, db, ALL)
    const { id, calls } = await addressedCheckout(app, s)
    const rates = await calls.rates(id, s.supplier.id)
    expect(rates.statusCode, rates.body).toBe(200)
    const options = rates.json().options as Option[]
    // 06600 is Mexico City (zone 1), one unit bills 1 kg.
    expect(options.map((o) => [o.delivery_type, o.carrier, o.price])).toEqual([
      ['to_address', 'Correo Sandbox', 9_900],
      ['to_address', 'Correo Sandbox', 17_800],
      ['to_branch', 'Correo Sandbox', 7_900],
      ['shipping', 'Colibrí Envíos', 8_900],
      ['shipping', 'Quetzal Paquetería', 12_000],
      ['shipping', 'Jaguar Express', 17_800],
      ['fixed_delivery', null, 7_500],
      ['collection', null, 0],
      ['delivery', null, null],
    ])
    const broker = options.filter((o) => o.delivery_type === 'shipping')
    expect(new Set(broker.map((o) => o.shipment_id)).size).toBe(1)
    expect(broker[0]!.shipment_id).toMatch(/^brk_shp_/)
    expect(options.filter((o) => o.delivery_type !== 'shipping').every((o) => o.shipment_id === null)).toBe(
      true,
    )
    expect(rates.json().unavailable).toEqual([])
    const read = await calls.read(id)
    expect(read.json().orders[0].delivery_types).toEqual([
      'to_address',
      'to_branch',
      'shipping',
      'fixed_delivery',
      'collection',
      'delivery',
    ])
  })

  it('offers only what the supplier switched on: the default is the post', async () => {
    const s = await deliveryScene(app, db, { deliveryTypes: ['to_address', 'to_branch'] })
    const { id, calls } = await addressedCheckout(app, s)
    const types = (await calls.rates(id, s.supplier.id)).json().options.map((o: Option) => o.delivery_type)
    expect([...new Set(types)]).toEqual(['to_address', 'to_branch'])
    const broker = await deliveryScene(app, db, { deliveryTypes: ['shipping'], allowsCollection: true })
    const second = await addressedCheckout(app, broker)
    const offered = (await second.calls.rates(second.id, broker.supplier.id)).json().options
    expect([...new Set(offered.map((o: Option) => o.delivery_type))]).toEqual(['shipping', 'collection'])
    // A type the supplier does not offer cannot be chosen.
    const refused = await second.calls.choose(second.id, {
      supplier_id: broker.supplier.id,
      delivery_type: 'delivery',
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().error.code).toBe('no_shipping_options')
  })
})

describe('each type chosen and carried to the order', () => {
  it.each([
    ['to_address', 9_900],
    ['to_branch', 7_900],
    ['shipping', 8_900],
    ['fixed_delivery', 7_500],
    ['collection', 0],
  ] as const)('%s: priced by the server and stored on the placed order', async (type, cost) => {
    const s = await deliveryScene(app, db, ALL)
    const { id, calls } = await addressedCheckout(app, s)
    const option = (
      (await calls.rates(id, s.supplier.id)).json().options as (Option & { rate_id: string | null })[]
    ).find((o) => o.delivery_type === type)!
    const branch = type === 'to_branch' ? (await calls.branches('postcode=06600')).json().results[0].id : null
    const chosen = await calls.choose(id, {
      supplier_id: s.supplier.id,
      delivery_type: type,
      ...(option.rate_id ? { rate_id: option.rate_id } : {}),
      ...(option.shipment_id ? { shipment_id: option.shipment_id } : {}),
      ...(branch ? { agency_id: branch } : {}),
    })
    expect(chosen.statusCode, chosen.body).toBe(200)
    const checkout = chosen.json()
    expect(checkout.orders[0].shipping_cost).toBe(cost)
    expect(checkout.due_now).toEqual({ amount: 20_000 + cost, currency: 'MXN' })
    expect(checkout.orders[0].delivery).toMatchObject({
      delivery_type: type,
      shipment_id: option.shipment_id,
    })
    const paid = await calls.pay(id, { payment_type: 'store', expected_total: checkout.due_now })
    expect(paid.statusCode, paid.body).toBe(200)
    const [order] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, id))
    expect(order).toMatchObject({
      deliveryType: type,
      shippingCost: cost,
      rateId: option.rate_id,
      shipmentId: option.shipment_id,
      agencyId: branch,
      status: 'awaiting_payment',
    })
  })

  it('refuses a broker rate with another quotation’s shipment id or a rate it never quoted', async () => {
    const s = await deliveryScene(app, db, ALL)
    const { id, calls } = await addressedCheckout(app, s)
    const option = (await calls.rates(id, s.supplier.id))
      .json()
      .options.find((o: Option) => o.delivery_type === 'shipping')
    const wrong = await calls.choose(id, {
      supplier_id: s.supplier.id,
      delivery_type: 'shipping',
      rate_id: option.rate_id,
      shipment_id: 'brk_shp_00000000000000000000',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.fields).toHaveProperty('shipment_id')
    const madeUp = await calls.choose(id, {
      supplier_id: s.supplier.id,
      delivery_type: 'shipping',
      rate_id: 'brk:jaguar:06600:1:1',
    })
    expect(madeUp.statusCode).toBe(400)
    expect(madeUp.json().error.fields).toHaveProperty('rate_id')
  })
})

describe('failures (002 §8)', () => {
  it('shows each carrier’s failure beside the options that remain', async () => {
    const s = await deliveryScene(app, db, { deliveryTypes: ['to_address', 'shipping', 'delivery'] })
    const { id, calls } = await addressedCheckout(app, s, 1, '00002')
    const rates = await calls.rates(id, s.supplier.id, 'en')
    expect(rates.statusCode, rates.body).toBe(200)
    expect(rates.json().options.map((o: Option) => o.delivery_type)).toEqual(['delivery'])
    expect(rates.json().unavailable).toEqual([
      {
        delivery_types: ['to_address'],
        code: 'no_courier_quotes',
        message: ERROR_MESSAGES.en.no_courier_quotes,
      },
      {
        delivery_types: ['shipping'],
        code: 'no_courier_quotes',
        message: ERROR_MESSAGES.en.no_courier_quotes,
      },
    ])
  })

  it.each([
    ['00001', 'no_shipping_options', 422],
    ['00002', 'no_courier_quotes', 422],
    ['00003', 'courier_service_error', 503],
    ['00004', 'delivery_address_save_error', 422],
  ] as const)('a broker-only supplier to %s answers %s', async (postcode, code, status) => {
    const s = await deliveryScene(app, db, { deliveryTypes: ['shipping'] })
    const { id, calls } = await addressedCheckout(app, s, 1, postcode)
    const rates = await calls.rates(id, s.supplier.id, 'en')
    expect(rates.statusCode).toBe(status)
    expect(rates.json().error).toMatchObject({ code, message: ERROR_MESSAGES.en[code] })
  })

  it('says branches are not available for 00005 and filters branches by state and text', async () => {
    const s = await deliveryScene(app, db, ALL)
    const calls = checkoutCalls(app, s.shop.slug, s.cookie)
    const failed = await calls.branches('postcode=00005')
    expect(failed.statusCode).toBe(503)
    expect(failed.json().error.code).toBe('branches_not_available')
    const jalisco = await calls.branches('province_code=JAL&q=zapopan')
    expect(jalisco.json().results.map((b: { name: string }) => b.name)).toEqual(['Sucursal Zapopan'])
  })
})

describe('the demo shop', () => {
  it('has suppliers that between them offer all six delivery types', async () => {
    await seedDemo(db)
    const cookie = await loginAs(app, 'cliente@demo.test', DEMO_PASSWORD)
    const calls = checkoutCalls(app, 'demo', cookie)
    const started = await calls.start({})
    expect(started.statusCode, started.body).toBe(201)
    const types = started.json().orders.flatMap((o: { delivery_types: string[] }) => o.delivery_types)
    expect(new Set(types)).toEqual(
      new Set(['shipping', 'delivery', 'collection', 'fixed_delivery', 'to_branch', 'to_address']),
    )
  })
})
