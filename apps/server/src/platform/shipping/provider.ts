import type { CarrierDeliveryType } from '@tianguis/core/checkout/delivery-types'

/**
 * A shipping carrier as the checkout sees it (decisions 041, 046, 055): the national post (to the
 * address, to a branch) or a courier broker (several couriers' rates, `shipping`). The built-in
 * sandboxes implement it with deterministic quotes; real carriers come later behind the same interface.
 */
export interface Parcel {
  /** Grams. */
  weight: number
  /** Minor units, for insurance. */
  value: number
  currency: string
}

export interface ShippingAddress {
  postcode: string
  provinceCode: string
  city: string
  street: string
  country: string
}

export interface Quote {
  rateId: string
  carrier: string
  service: string
  /** Minor units. */
  price: number
  currency: string
  days: number
  /**
   * `to_address` quotes deliver home and `to_branch` to a branch the buyer picks (the post);
   * `shipping` is a courier's rate through a broker.
   */
  deliveryType: CarrierDeliveryType
  /** The broker's quotation the rate belongs to (002 §3 `shipment_id`); absent for the post. */
  shipmentId?: string | null
}

export interface Branch {
  id: string
  name: string
  street: string
  city: string
  postcode: string
  provinceCode: string
}

/** The failures 002 §8 names, each with its own message for the shopper. */
export type ShippingErrorCode =
  | 'no_shipping_options'
  | 'no_courier_quotes'
  | 'courier_service_error'
  | 'delivery_address_save_error'
  | 'branches_not_available'

export class ShippingError extends Error {
  readonly code: ShippingErrorCode
  constructor(code: ShippingErrorCode) {
    super(code)
    this.code = code
  }
}

export interface ShippingProvider {
  readonly name: string
  /** The delivery types its quotes can have: the checkout asks it only for a supplier offering one. */
  readonly deliveryTypes: readonly CarrierDeliveryType[]
  /**
   * Throws ShippingError('no_courier_quotes' | 'no_shipping_options' | 'courier_service_error' |
   * 'delivery_address_save_error' — the carrier could not register the delivery address).
   */
  quote(from: ShippingAddress, to: ShippingAddress, parcels: Parcel[]): Promise<Quote[]>
  /** A carrier that delivers to branches lists them. Throws ShippingError('branches_not_available'). */
  branches?(filter: { postcode?: string; provinceCode?: string; query?: string }): Promise<Branch[]>
  /** Books the shipment of a placed order at the quoted rate; returns the carrier's shipment id. */
  book(rateId: string, orderId: string): Promise<{ shipmentId: string; trackingUrl: string }>
}
