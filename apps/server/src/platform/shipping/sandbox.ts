import { createHash } from 'node:crypto'
import {
  type Branch,
  type Parcel,
  type Quote,
  type ShippingAddress,
  ShippingError,
  type ShippingErrorCode,
  type ShippingProvider,
} from './provider.ts'

/**
 * The built-in sandbox post (decisions 046, 055): the national post's service to the address
 * (`to_address`) and to a branch (`to_branch`), quotes computed from the parcels' total weight and
 * the destination postcode alone, so the same cart to the same address always costs the same;
 * a fixed list of branches; bookings whose id is derived from the rate and the order (booking
 * twice gives the same shipment). Special postcodes that exist nowhere in Mexico (they start with
 * 00) choose each failure 002 §8 names. The courier broker (`shipping`) is sandbox-broker.ts.
 */
export const SANDBOX_CARRIER = 'Correo Sandbox'

/** Postcodes that make the sandbox fail, for demos and tests (decision 046). */
export const FAILURE_POSTCODES = {
  '00001': 'no_shipping_options',
  '00002': 'no_courier_quotes',
  '00003': 'courier_service_error',
  '00004': 'delivery_address_save_error',
  '00005': 'branches_not_available',
} as const satisfies Record<string, ShippingErrorCode>

/** The heaviest shipment the carrier takes; above it there are no quotes. */
export const MAX_WEIGHT_GRAMS = 70_000

/** A Mexican postcode's state by its first two digits (Correos de México's ranges). */
const PROVINCE_RANGES: [from: number, to: number, province: string][] = [
  [1, 16, 'CMX'],
  [20, 20, 'AGU'],
  [21, 22, 'BCN'],
  [23, 23, 'BCS'],
  [24, 24, 'CAM'],
  [25, 27, 'COA'],
  [28, 28, 'COL'],
  [29, 30, 'CHP'],
  [31, 33, 'CHH'],
  [34, 35, 'DUR'],
  [36, 38, 'GUA'],
  [39, 41, 'GRO'],
  [42, 43, 'HID'],
  [44, 49, 'JAL'],
  [50, 57, 'MEX'],
  [58, 61, 'MIC'],
  [62, 62, 'MOR'],
  [63, 63, 'NAY'],
  [64, 67, 'NLE'],
  [68, 71, 'OAX'],
  [72, 75, 'PUE'],
  [76, 76, 'QUE'],
  [77, 77, 'ROO'],
  [78, 79, 'SLP'],
  [80, 82, 'SIN'],
  [83, 85, 'SON'],
  [86, 86, 'TAB'],
  [87, 89, 'TAM'],
  [90, 90, 'TLA'],
  [91, 96, 'VER'],
  [97, 97, 'YUC'],
  [98, 99, 'ZAC'],
]

export function provinceOfPostcode(postcode: string): string | null {
  if (!/^\d{5}$/.test(postcode)) return null
  const prefix = Number(postcode.slice(0, 2))
  return PROVINCE_RANGES.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null
}

/** Zones: 1 the capital's metropolitan area, 2 the centre, 3 the rest, 4 the far peninsulas and south-east. */
const ZONE_OF: Record<string, 1 | 2 | 4> = {
  CMX: 1,
  MEX: 1,
  AGU: 2,
  COL: 2,
  GUA: 2,
  HID: 2,
  JAL: 2,
  MIC: 2,
  MOR: 2,
  NAY: 2,
  PUE: 2,
  QUE: 2,
  SLP: 2,
  TLA: 2,
  BCN: 4,
  BCS: 4,
  CAM: 4,
  CHP: 4,
  ROO: 4,
  TAB: 4,
  YUC: 4,
}
export function zoneOf(province: string): 1 | 2 | 3 | 4 {
  return ZONE_OF[province] ?? 3
}

/** Estándar's price in centavos: the zone's base for the first kilogram, then its price per extra kilogram. */
const BASE = { 1: 9_900, 2: 12_900, 3: 14_900, 4: 18_900 } as const
const PER_KG = { 1: 1_500, 2: 2_000, 3: 2_500, 4: 3_500 } as const

export const SERVICES = {
  standard: { name: 'Estándar', days: 5, deliveryType: 'to_address' },
  express: { name: 'Express', days: 2, deliveryType: 'to_address' },
  branch: { name: 'Entrega en sucursal', days: 5, deliveryType: 'to_branch' },
} as const
type Service = keyof typeof SERVICES

/** Whole kilograms, rounded up, at least one. */
export function billableKg(parcels: readonly Parcel[]): number {
  const grams = parcels.reduce((sum, parcel) => sum + parcel.weight, 0)
  return Math.max(1, Math.ceil(grams / 1000))
}

export function priceOf(service: Service, zone: 1 | 2 | 3 | 4, kg: number): number {
  const standard = BASE[zone] + (kg - 1) * PER_KG[zone]
  if (service === 'express') return Math.round((standard * 1.8) / 100) * 100
  if (service === 'branch') return standard - 2_000
  return standard
}

const rateId = (service: Service, postcode: string, kg: number, price: number) =>
  `sbx:${service}:${postcode}:${kg}:${price}`
const RATE = /^sbx:(standard|express|branch):(\d{5}):(\d{1,3}):(\d{1,9})$/

const b = (
  id: string,
  name: string,
  street: string,
  city: string,
  postcode: string,
  provinceCode: string,
): Branch => ({
  id: `sbx-br-${id}`,
  name,
  street,
  city,
  postcode,
  provinceCode,
})

/** The carrier's branches (fixed): at least one in each large city. */
export const SANDBOX_BRANCHES: readonly Branch[] = [
  b('01', 'Sucursal Centro Histórico', 'Av. 5 de Mayo 32', 'Ciudad de México', '06000', 'CMX'),
  b('02', 'Sucursal Roma Norte', 'Álvaro Obregón 110', 'Ciudad de México', '06700', 'CMX'),
  b('03', 'Sucursal Coyoacán', 'Av. Miguel Ángel de Quevedo 520', 'Ciudad de México', '04330', 'CMX'),
  b('04', 'Sucursal Polanco', 'Av. Presidente Masaryk 200', 'Ciudad de México', '11560', 'CMX'),
  b('05', 'Sucursal Naucalpan', 'Blvd. Manuel Ávila Camacho 1500', 'Naucalpan de Juárez', '53100', 'MEX'),
  b('06', 'Sucursal Toluca', 'Av. Benito Juárez 210', 'Toluca', '50000', 'MEX'),
  b('07', 'Sucursal Guadalajara Centro', 'Av. Juárez 400', 'Guadalajara', '44100', 'JAL'),
  b('08', 'Sucursal Zapopan', 'Av. Patria 1200', 'Zapopan', '45110', 'JAL'),
  b('09', 'Sucursal Monterrey Centro', 'Av. Constitución 300', 'Monterrey', '64000', 'NLE'),
  b('10', 'Sucursal San Pedro', 'Calzada del Valle 400', 'San Pedro Garza García', '66220', 'NLE'),
  b('11', 'Sucursal Puebla Centro', 'Av. Reforma 700', 'Puebla', '72000', 'PUE'),
  b('12', 'Sucursal Querétaro', 'Av. Constituyentes 80', 'Querétaro', '76000', 'QUE'),
  b('13', 'Sucursal León', 'Blvd. Adolfo López Mateos 1500', 'León', '37000', 'GUA'),
  b('14', 'Sucursal Mérida', 'Calle 60 No. 500', 'Mérida', '97000', 'YUC'),
  b('15', 'Sucursal Cancún', 'Av. Tulum 200', 'Cancún', '77500', 'ROO'),
  b('16', 'Sucursal Oaxaca', 'Calle Macedonio Alcalá 300', 'Oaxaca de Juárez', '68000', 'OAX'),
  b('17', 'Sucursal Veracruz', 'Av. Independencia 1000', 'Veracruz', '91700', 'VER'),
  b('18', 'Sucursal Tijuana', 'Av. Revolución 900', 'Tijuana', '22000', 'BCN'),
  b('19', 'Sucursal Chihuahua', 'Av. Independencia 500', 'Chihuahua', '31000', 'CHH'),
  b('20', 'Sucursal Hermosillo', 'Blvd. Kino 300', 'Hermosillo', '83000', 'SON'),
]

/** Lower case without accents, for text search ("queretaro" finds "Querétaro"). */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

export function failureOf(postcode: string): ShippingErrorCode | undefined {
  return (FAILURE_POSTCODES as Record<string, ShippingErrorCode>)[postcode]
}

/**
 * What the sandbox's quotes (the post's and the broker's) are made from: the destination's postcode,
 * its zone and the billable kilograms; or the 002 §8 failure a real carrier would answer.
 */
export function quotable(
  to: ShippingAddress,
  parcels: readonly Parcel[],
): { postcode: string; province: string; failing: boolean; zone: 1 | 2 | 3 | 4; kg: number } {
  const postcode = to.postcode.trim()
  const failure = failureOf(postcode)
  if (failure && failure !== 'branches_not_available') throw new ShippingError(failure)
  // 00005 quotes as the capital, so a demo can reach its branch step and fail there.
  const province = failure ? 'CMX' : provinceOfPostcode(postcode)
  if (to.country.toUpperCase() !== 'MX' || !province) throw new ShippingError('no_shipping_options')
  const grams = parcels.reduce((sum, parcel) => sum + parcel.weight, 0)
  if (parcels.length === 0 || grams > MAX_WEIGHT_GRAMS) throw new ShippingError('no_courier_quotes')
  return { postcode, province, failing: !!failure, zone: zoneOf(province), kg: billableKg(parcels) }
}

export function sandboxCarrier(): ShippingProvider {
  return {
    name: 'sandbox',
    deliveryTypes: ['to_address', 'to_branch'],

    async quote(_from: ShippingAddress, to: ShippingAddress, parcels: Parcel[]): Promise<Quote[]> {
      const { postcode, province, failing, zone, kg } = quotable(to, parcels)
      const services: Service[] = ['standard', 'express']
      if (failing || SANDBOX_BRANCHES.some((branch) => branch.provinceCode === province))
        services.push('branch')
      return services.map((service) => {
        const price = priceOf(service, zone, kg)
        return {
          rateId: rateId(service, postcode, kg, price),
          carrier: SANDBOX_CARRIER,
          service: SERVICES[service].name,
          price,
          currency: 'MXN',
          days: SERVICES[service].days,
          deliveryType: SERVICES[service].deliveryType,
        }
      })
    },

    async branches(filter) {
      const postcode = filter.postcode?.trim()
      if (postcode && failureOf(postcode) === 'branches_not_available')
        throw new ShippingError('branches_not_available')
      const province = postcode ? provinceOfPostcode(postcode) : null
      if (postcode && !province) return []
      const words = fold(filter.query ?? '')
        .split(/\s+/)
        .filter(Boolean)
      const found = SANDBOX_BRANCHES.filter(
        (branch) =>
          (!province || branch.provinceCode === province) &&
          (!filter.provinceCode || branch.provinceCode === filter.provinceCode.toUpperCase()) &&
          words.every((word) => fold(`${branch.name} ${branch.street} ${branch.city}`).includes(word)),
      )
      // Nearest first when a postcode is given (postcodes close in number are close on the map).
      return postcode
        ? found.toSorted(
            (x, y) =>
              Math.abs(Number(x.postcode) - Number(postcode)) -
              Math.abs(Number(y.postcode) - Number(postcode)),
          )
        : found
    },

    async book(rate, orderId) {
      const match = RATE.exec(rate)
      if (!match || failureOf(match[2]!) === 'courier_service_error')
        throw new ShippingError('courier_service_error')
      const digest = createHash('sha256').update(`${rate}|${orderId}`).digest('hex').slice(0, 20)
      const shipmentId = `sbx_shp_${digest}`
      return { shipmentId, trackingUrl: `/api/v1/sandbox/shipping/shipments/${shipmentId}` }
    },
  }
}
