import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  amountDueNow,
  confirmedLater,
  DELIVERY_TYPE_ORDER,
  DELIVERY_TYPES,
  type DeliveryType,
  needsAddress,
  nothingDueNow,
  offeredDeliveryTypes,
  sortDeliveryOptions,
} from './delivery-types.ts'

describe('delivery types (002 §3; decision 055)', () => {
  it('orders every type of the spec once, the seller-confirmed delivery last', () => {
    expect(DELIVERY_TYPE_ORDER.toSorted()).toEqual(DELIVERY_TYPES.toSorted())
    expect(DELIVERY_TYPE_ORDER.at(-1)).toBe('delivery')
  })

  it('offers the switched types, fixed delivery by its cost and collection by its flag', () => {
    expect(
      offeredDeliveryTypes({
        deliveryTypes: ['delivery', 'to_address', 'to_branch'],
        fixedShippingCost: 9_900,
        allowsCollection: false,
      }),
    ).toEqual(['to_address', 'to_branch', 'fixed_delivery', 'delivery'])
    expect(
      offeredDeliveryTypes({ deliveryTypes: ['shipping'], fixedShippingCost: null, allowsCollection: true }),
    ).toEqual(['shipping', 'collection'])
    // A fixed cost of 0 is free shipping, still offered.
    expect(
      offeredDeliveryTypes({ deliveryTypes: [], fixedShippingCost: 0, allowsCollection: false }),
    ).toEqual(['fixed_delivery'])
  })

  it('says which types need the address and which are confirmed by the seller later', () => {
    expect(DELIVERY_TYPES.filter(needsAddress)).toEqual([
      'shipping',
      'delivery',
      'fixed_delivery',
      'to_branch',
      'to_address',
    ])
    expect(needsAddress(null)).toBe(false)
    expect(DELIVERY_TYPES.filter(confirmedLater)).toEqual(['delivery'])
  })

  it('sorts options by type, then cheapest first, and never puts the seller’s delivery first', () => {
    const option = (delivery_type: DeliveryType, price: number | null) => ({ delivery_type, price })
    expect(
      sortDeliveryOptions([
        option('delivery', null),
        option('shipping', 35_600),
        option('collection', 0),
        option('shipping', 8_900),
        option('to_address', 30_400),
        option('to_address', 16_900),
      ]),
    ).toEqual([
      option('to_address', 16_900),
      option('to_address', 30_400),
      option('shipping', 8_900),
      option('shipping', 35_600),
      option('collection', 0),
      option('delivery', null),
    ])
    fc.assert(
      fc.property(
        fc.array(fc.record({ delivery_type: fc.constantFrom(...DELIVERY_TYPES), price: fc.nat() }), {
          minLength: 2,
        }),
        (options) => {
          const sorted = sortDeliveryOptions(options)
          if (options.some((o) => o.delivery_type !== 'delivery')) {
            expect(sorted[0]!.delivery_type).not.toBe('delivery')
          }
          expect(sorted).toHaveLength(options.length)
        },
      ),
    )
  })

  it('charges now every order but those the seller confirms first', () => {
    const orders = [
      { deliveryType: 'to_address', itemsTotal: 20_000, shippingCost: 16_900 },
      { deliveryType: 'delivery', itemsTotal: 45_000, shippingCost: null },
      { deliveryType: 'collection', itemsTotal: 5_000, shippingCost: 0 },
    ]
    expect(amountDueNow(orders)).toBe(41_900)
    expect(nothingDueNow(orders)).toBe(false)
    expect(nothingDueNow([orders[1]!])).toBe(true)
    expect(amountDueNow([orders[1]!])).toBe(0)
    expect(nothingDueNow([])).toBe(false)
  })
})
