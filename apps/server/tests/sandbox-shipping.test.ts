import { describe, expect, it } from 'vitest'
import { type ShippingAddress, ShippingError } from '../src/platform/shipping/provider.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The sandbox post (decisions 046, 055; 002 §3 delivery types, §8 shipping errors); the broker's
 * quotes are unit-tested beside it (sandbox-broker.test.ts).
 */
const { app } = await createTestApp()
const carrier = app.shipping.shippingProviderFor()!
const branches = carrier.branches!.bind(carrier)

const from: ShippingAddress = {
  postcode: '06700',
  provinceCode: 'CMX',
  city: 'Ciudad de México',
  street: 'Álvaro Obregón 1',
  country: 'MX',
}
const to = (postcode: string, country = 'MX'): ShippingAddress => ({
  postcode,
  provinceCode: '',
  city: 'Destino',
  street: 'Calle 1',
  country,
})
const parcel = (weight: number) => ({ weight, value: 50_000, currency: 'MXN' })

async function failure(work: Promise<unknown>): Promise<string> {
  const error = await work.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ShippingError)
  return (error as ShippingError).code
}

describe('quotes', () => {
  it('quotes Estándar, Express and branch delivery from weight and postcode', async () => {
    const quotes = await carrier.quote(from, to('44100'), [parcel(1200), parcel(1500)])
    expect(quotes.map((q) => [q.service, q.price, q.days, q.deliveryType])).toEqual([
      // Guadalajara is zone 2: 129.00 for the first kilogram, 20.00 for each of the two more.
      ['Estándar', 16_900, 5, 'to_address'],
      ['Express', 30_400, 2, 'to_address'],
      ['Entrega en sucursal', 14_900, 5, 'to_branch'],
    ])
    expect(quotes.every((q) => q.currency === 'MXN' && q.carrier === 'Correo Sandbox')).toBe(true)
  })

  it('gives the same quotes for the same weight and postcode, and more for farther or heavier', async () => {
    const one = await carrier.quote(from, to('03100'), [parcel(500)])
    const again = await carrier.quote({ ...from, postcode: '64000' }, to('03100'), [parcel(300), parcel(200)])
    expect(again).toEqual(one)
    expect(one[0]!.price).toBe(9_900)
    const far = await carrier.quote(from, to('97000'), [parcel(500)])
    expect(far[0]!.price).toBe(18_900)
    const heavy = await carrier.quote(from, to('03100'), [parcel(5_001)])
    expect(heavy[0]!.price).toBe(9_900 + 5 * 1_500)
  })

  it('offers branch delivery only where the carrier has a branch', async () => {
    // Zacatecas (98xxx) has no branch of the sandbox carrier.
    const quotes = await carrier.quote(from, to('98000'), [parcel(500)])
    expect(quotes.map((q) => q.deliveryType)).toEqual(['to_address', 'to_address'])
  })

  it('has no shipping options abroad, for unknown postcodes and for 00001', async () => {
    expect(await failure(carrier.quote(from, to('00001'), [parcel(500)]))).toBe('no_shipping_options')
    expect(await failure(carrier.quote(from, to('1A000'), [parcel(500)]))).toBe('no_shipping_options')
    expect(await failure(carrier.quote(from, to('17000'), [parcel(500)]))).toBe('no_shipping_options')
    expect(await failure(carrier.quote(from, to('44100', 'AR'), [parcel(500)]))).toBe('no_shipping_options')
  })

  it('has no courier quotes for 00002, over 70 kg or without parcels', async () => {
    expect(await failure(carrier.quote(from, to('00002'), [parcel(500)]))).toBe('no_courier_quotes')
    expect(await failure(carrier.quote(from, to('44100'), [parcel(40_000), parcel(30_001)]))).toBe(
      'no_courier_quotes',
    )
    expect(await failure(carrier.quote(from, to('44100'), []))).toBe('no_courier_quotes')
  })

  it('fails with a courier service error for 00003 and an address save error for 00004', async () => {
    expect(await failure(carrier.quote(from, to('00003'), [parcel(500)]))).toBe('courier_service_error')
    expect(await failure(carrier.quote(from, to('00004'), [parcel(500)]))).toBe('delivery_address_save_error')
  })
})

describe('branches', () => {
  it('lists the branches of the postcode state, nearest first', async () => {
    const near = await branches({ postcode: '04000' })
    expect(near.map((b) => b.postcode)).toEqual(['04330', '06000', '06700', '11560'])
    expect(near[0]).toMatchObject({
      name: 'Sucursal Coyoacán',
      city: 'Ciudad de México',
      provinceCode: 'CMX',
    })
  })

  it('filters by province and by text without minding accents or case', async () => {
    expect((await branches({ provinceCode: 'nle' })).map((b) => b.city)).toEqual([
      'Monterrey',
      'San Pedro Garza García',
    ])
    expect((await branches({ query: 'queretaro' })).map((b) => b.name)).toEqual(['Sucursal Querétaro'])
    expect((await branches({ query: 'av juárez', provinceCode: 'JAL' })).map((b) => b.id)).toEqual([
      'sbx-br-07',
    ])
    expect(await branches({ postcode: '98000' })).toEqual([])
    expect(await branches({})).toHaveLength(20)
  })

  it('says branches are not available for 00005, which still quotes', async () => {
    expect(await failure(branches({ postcode: '00005' }))).toBe('branches_not_available')
    const quotes = await carrier.quote(from, to('00005'), [parcel(500)])
    expect(quotes.map((q) => q.deliveryType)).toContain('to_branch')
  })
})

describe('booking', () => {
  it('books a quoted rate once per order, with a tracking page', async () => {
    const [rate] = await carrier.quote(from, to('44100'), [parcel(500)])
    const booked = await carrier.book(rate!.rateId, 'ord_1')
    expect(booked.shipmentId).toMatch(/^sbx_shp_[0-9a-f]{20}$/)
    expect(await carrier.book(rate!.rateId, 'ord_1')).toEqual(booked)
    expect((await carrier.book(rate!.rateId, 'ord_2')).shipmentId).not.toBe(booked.shipmentId)
    const page = await app.inject({ url: booked.trackingUrl, headers: { 'accept-language': 'en' } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(booked.shipmentId)
    expect(page.body).toContain('Label created')
    const missing = await app.inject({ url: '/api/v1/sandbox/shipping/shipments/nope' })
    expect(missing.statusCode).toBe(404)
    expect(missing.body).toContain('No encontramos este envío.')
  })

  it('refuses a rate it did not quote with a courier service error', async () => {
    expect(await failure(carrier.book('made-up-rate', 'ord_1'))).toBe('courier_service_error')
  })

  it('books a broker’s rate as the order’s own label (decision 081), with the same tracking page', async () => {
    const broker = app.shipping.carrierFor('shipping')!
    const [rate] = await broker.quote(from, to('06600'), [parcel(1500)])
    const booked = await broker.book(rate!.rateId, 'ord_1')
    expect(booked.shipmentId).toMatch(/^brk_shp_[0-9a-f]{20}$/)
    expect(booked.shipmentId).not.toBe(rate!.shipmentId)
    const page = await app.inject({ url: booked.trackingUrl, headers: { 'accept-language': 'en' } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(booked.shipmentId)
  })

  it('lists the post and the broker, and no other carrier', () => {
    expect(app.shipping.carriers().map((one) => one.name)).toEqual(['sandbox', 'sandbox-broker'])
    expect(app.shipping.carrierFor('to_branch')).toBe(carrier)
    expect(app.shipping.shippingProviderFor('dhl')).toBeNull()
  })
})
