import { createHash } from 'node:crypto'
import {
  type Parcel,
  type Quote,
  type ShippingAddress,
  ShippingError,
  type ShippingProvider,
} from './provider.ts'
import { failureOf, quotable } from './sandbox.ts'

/**
 * The built-in sandbox courier broker (decision 055; delivery type `shipping`): like a real broker
 * (Skydropx, Envia), one quotation for the parcel and the address — its `shipment_id` — answers the
 * rates of several couriers, and the buyer picks one (`rate_id`). Everything is derived from the
 * destination postcode's zone and the billable kilograms (the post's rules, sandbox.ts), so the same
 * parcel to the same address always gets the same rates and the same shipment, with nothing stored.
 * The post's failure postcodes (00001–00004) fail here too.
 */
export const SANDBOX_BROKER = 'Envíos Sandbox'

/** Economy's price in centavos: the zone's base for the first kilogram, then per extra kilogram. */
const BASE = { 1: 8_900, 2: 10_900, 3: 12_900, 4: 15_900 } as const
const PER_KG = { 1: 1_200, 2: 1_500, 3: 1_900, 4: 2_600 } as const

/** The couriers the broker sells (invented names), each a factor of economy's price and days by zone. */
export const COURIERS = {
  colibri: { name: 'Colibrí Envíos', service: 'Económico', factor: 1, days: [4, 5, 6, 7], maxKg: 70 },
  quetzal: { name: 'Quetzal Paquetería', service: 'Estándar', factor: 1.35, days: [2, 3, 3, 4], maxKg: 70 },
  jaguar: { name: 'Jaguar Express', service: 'Prioritario', factor: 2, days: [1, 1, 2, 2], maxKg: 30 },
} as const
type Courier = keyof typeof COURIERS

export function brokerPrice(courier: Courier, zone: 1 | 2 | 3 | 4, kg: number): number {
  const economy = BASE[zone] + (kg - 1) * PER_KG[zone]
  return Math.round((economy * COURIERS[courier].factor) / 100) * 100
}

/** The quotation's id: the same postcode and kilograms always make the same shipment. */
export function brokerShipmentId(postcode: string, kg: number): string {
  return `brk_shp_${createHash('sha256').update(`${postcode}|${kg}`).digest('hex').slice(0, 20)}`
}

const RATE = /^brk:(colibri|quetzal|jaguar):(\d{5}):(\d{1,3}):(\d{1,9})$/

export function sandboxBroker(): ShippingProvider {
  return {
    name: 'sandbox-broker',
    deliveryTypes: ['shipping'],

    async quote(_from: ShippingAddress, to: ShippingAddress, parcels: Parcel[]): Promise<Quote[]> {
      const { postcode, zone, kg } = quotable(to, parcels)
      const shipmentId = brokerShipmentId(postcode, kg)
      return (Object.keys(COURIERS) as Courier[])
        .filter((courier) => kg <= COURIERS[courier].maxKg)
        .map((courier) => {
          const price = brokerPrice(courier, zone, kg)
          return {
            rateId: `brk:${courier}:${postcode}:${kg}:${price}`,
            shipmentId,
            carrier: COURIERS[courier].name,
            service: COURIERS[courier].service,
            price,
            currency: 'MXN',
            days: COURIERS[courier].days[zone - 1]!,
            deliveryType: 'shipping' as const,
          }
        })
    },

    /**
     * Buys the label of the chosen rate for one order: its own shipment, whose tracking events name
     * it (decision 081); booking the same rate for the same order twice is the same label.
     */
    async book(rate, orderId) {
      const match = RATE.exec(rate)
      if (!match || failureOf(match[2]!) === 'courier_service_error')
        throw new ShippingError('courier_service_error')
      const digest = createHash('sha256').update(`${rate}|${orderId}`).digest('hex').slice(0, 20)
      const shipmentId = `brk_shp_${digest}`
      return { shipmentId, trackingUrl: `/api/v1/sandbox/shipping/shipments/${shipmentId}` }
    },
  }
}
