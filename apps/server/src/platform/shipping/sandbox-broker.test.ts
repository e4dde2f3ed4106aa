import { describe, expect, it } from 'vitest'
import { type ShippingAddress, ShippingError } from './provider.ts'
import { brokerShipmentId, sandboxBroker } from './sandbox-broker.ts'

/** The sandbox courier broker (decision 055; 002 §3 `shipping`, `rate_id`, `shipment_id`; §8 failures). */
const broker = sandboxBroker()
const from: ShippingAddress = { postcode: '', provinceCode: '', city: '', street: '', country: 'MX' }
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

describe('the sandbox broker', () => {
  it('quotes three couriers for one quotation, from the zone and the billable kilograms', async () => {
    const quotes = await broker.quote(from, to('06600'), [parcel(1_200), parcel(300)])
    // Mexico City is zone 1, 1.5 kg bills 2 kg: economy 89.00 + 12.00.
    expect(quotes.map((q) => [q.carrier, q.service, q.price, q.days, q.deliveryType])).toEqual([
      ['Colibrí Envíos', 'Económico', 10_100, 4, 'shipping'],
      ['Quetzal Paquetería', 'Estándar', 13_600, 2, 'shipping'],
      ['Jaguar Express', 'Prioritario', 20_200, 1, 'shipping'],
    ])
    expect(quotes.map((q) => q.rateId)).toEqual([
      'brk:colibri:06600:2:10100',
      'brk:quetzal:06600:2:13600',
      'brk:jaguar:06600:2:20200',
    ])
    expect(new Set(quotes.map((q) => q.shipmentId))).toEqual(new Set([brokerShipmentId('06600', 2)]))
    expect(quotes.every((q) => q.currency === 'MXN')).toBe(true)
  })

  it('is deterministic: the same parcel and postcode, the same rates and shipment', async () => {
    const one = await broker.quote(from, to('97000'), [parcel(4_000)])
    const again = await broker.quote({ ...from, postcode: '64000' }, to('97000'), [
      parcel(2_500),
      parcel(1_500),
    ])
    expect(again).toEqual(one)
    // Mérida is zone 4: 159.00 + 3 × 26.00 for 4 kg, 7 days by Colibrí.
    expect(one[0]).toMatchObject({ price: 23_700, days: 7 })
    const other = await broker.quote(from, to('97000'), [parcel(5_000)])
    expect(other[0]!.shipmentId).not.toBe(one[0]!.shipmentId)
  })

  it('leaves out Jaguar Express above 30 kg', async () => {
    const quotes = await broker.quote(from, to('44100'), [parcel(30_500)])
    expect(quotes.map((q) => q.carrier)).toEqual(['Colibrí Envíos', 'Quetzal Paquetería'])
  })

  it('fails as the post does for the failure postcodes, abroad and over 70 kg', async () => {
    expect(await failure(broker.quote(from, to('00001'), [parcel(500)]))).toBe('no_shipping_options')
    expect(await failure(broker.quote(from, to('00002'), [parcel(500)]))).toBe('no_courier_quotes')
    expect(await failure(broker.quote(from, to('00003'), [parcel(500)]))).toBe('courier_service_error')
    expect(await failure(broker.quote(from, to('00004'), [parcel(500)]))).toBe('delivery_address_save_error')
    expect(await failure(broker.quote(from, to('44100', 'AR'), [parcel(500)]))).toBe('no_shipping_options')
    expect(await failure(broker.quote(from, to('44100'), [parcel(70_001)]))).toBe('no_courier_quotes')
    // 00005 fails only the post's branches: the broker quotes it as the capital.
    expect((await broker.quote(from, to('00005'), [parcel(500)]))[0]!.price).toBe(8_900)
  })

  it('books a rate it quoted, one label per order, and refuses one it did not or one to 00003', async () => {
    const [rate] = await broker.quote(from, to('06600'), [parcel(500)])
    // Each order's label is its own shipment (its tracking events name it; decision 081).
    const booked = await broker.book(rate!.rateId, 'ord_1')
    expect(booked.shipmentId).toMatch(/^brk_shp_[0-9a-f]{20}$/)
    expect(booked.shipmentId).not.toBe(rate!.shipmentId)
    expect(booked.trackingUrl).toBe(`/api/v1/sandbox/shipping/shipments/${booked.shipmentId}`)
    expect(await broker.book(rate!.rateId, 'ord_1')).toEqual(booked)
    expect((await broker.book(rate!.rateId, 'ord_2')).shipmentId).not.toBe(booked.shipmentId)
    expect(await failure(broker.book('brk:dhl:06600:1:100', 'ord_1'))).toBe('courier_service_error')
    expect(await failure(broker.book('brk:colibri:00003:1:8900', 'ord_1'))).toBe('courier_service_error')
    expect(broker.branches).toBeUndefined()
  })
})
