import type { FastifyInstance } from 'fastify'
import { cartLines, carts } from '../../src/modules/cart/cart.tables.ts'
import { supplierSettings } from '../../src/modules/resale/resale.tables.ts'
import type { Db } from '../../src/platform/db/client.ts'
import { newId } from '../../src/platform/ids.ts'
import type { ChargeRequest, ChargeResult, PaymentProvider } from '../../src/platform/payments/provider.ts'
import {
  ShippingError,
  type ShippingErrorCode,
  type ShippingProvider,
} from '../../src/platform/shipping/provider.ts'

/**
 * A payment provider for tests: the card token decides the answer — `tok_ok` approved,
 * `tok_decline` declined (`card_declined`), `tok_3ds` asks for 3-D Secure (finished by
 * `finish3ds`), anything for `store` is a pending reference. It records charges and refunds.
 */
export function fakePayments() {
  const charges: ChargeRequest[] = []
  const refunds: { chargeId: string; amount: number }[] = []
  const outcome3ds = new Map<string, 'approve' | 'fail'>()
  const approved = (chargeId: string): ChargeResult => ({
    status: 'approved',
    chargeId,
    card: { brand: 'visa', last4: '4242', type: 'credit', bank: 'Test', holder: 'Ana' },
  })
  const provider: PaymentProvider = {
    name: 'fake',
    types: ['card', 'store'],
    async charge(request) {
      charges.push(request)
      const chargeId = `ch_${request.attemptId}`
      if (request.source === 'store') {
        return {
          status: 'pending',
          chargeId,
          reference: `REF-${charges.length}`,
          expiresAt: new Date(Date.now() + 3_600_000),
        }
      }
      if (request.source === 'tok_decline')
        return { status: 'declined', code: 'card_declined', message: null }
      if (request.source === 'tok_3ds') {
        return { status: 'requires_action', chargeId, url3ds: `https://pay.test/3ds/${chargeId}` }
      }
      return approved(chargeId)
    },
    async retrieve(chargeId) {
      const outcome = outcome3ds.get(chargeId)
      if (outcome === 'approve') return approved(chargeId)
      if (outcome === 'fail') return { status: 'declined', code: 'card_declined', message: null }
      return { status: 'requires_action', chargeId, url3ds: `https://pay.test/3ds/${chargeId}` }
    },
    async findByAttempt(attemptId) {
      const request = charges.find((charge) => charge.attemptId === attemptId)
      return request ? provider.charge(request) : null
    },
    async refund(chargeId, amount) {
      refunds.push({ chargeId, amount })
      return { refundId: `re_${chargeId}` }
    },
  }
  return { provider, charges, refunds, outcome3ds }
}

/** A carrier for tests: two quotes in MXN, or the failure set in `fail`. */
export function fakeShipping() {
  const state: { fail: ShippingErrorCode | null } = { fail: null }
  const provider: ShippingProvider = {
    name: 'fake-carrier',
    deliveryTypes: ['to_address', 'to_branch'],
    async quote(_from, _to, parcels) {
      if (state.fail) throw new ShippingError(state.fail)
      const kilos = Math.ceil(parcels.reduce((sum, parcel) => sum + parcel.weight, 0) / 1000)
      return [
        {
          rateId: 'rate_std',
          carrier: 'Estafeta',
          service: 'Terrestre',
          price: 9_000 + kilos * 1_000,
          currency: 'MXN',
          days: 3,
          deliveryType: 'to_address',
        },
        {
          rateId: 'rate_branch',
          carrier: 'Correo',
          service: 'Sucursal',
          price: 5_000,
          currency: 'MXN',
          days: 5,
          deliveryType: 'to_branch',
        },
      ]
    },
    async branches() {
      if (state.fail) throw new ShippingError('branches_not_available')
      return [
        {
          id: 'br_1',
          name: 'Centro',
          street: 'Reforma 1',
          city: 'CDMX',
          postcode: '06000',
          provinceCode: 'CMX',
        },
      ]
    },
    async book(rateId, orderId) {
      return { shipmentId: `shp_${rateId}_${orderId}`, trackingUrl: 'https://track.test' }
    },
  }
  return { provider, state }
}

/** A configured supplier (002 §3 is_configured) taking cards and store payments. */
export async function configureSupplier(
  db: Db,
  userId: string,
  overrides: Partial<typeof supplierSettings.$inferInsert> = {},
) {
  await db.insert(supplierSettings).values({
    userId,
    isConfigured: true,
    enabledPaymentTypes: ['card', 'store'],
    fixedShippingCost: 7_500,
    fixedShippingDays: 2,
    allowsCollection: true,
    ...overrides,
  })
}

/** Puts lines straight into a customer's cart in a shop (the cart API is another part's). */
export async function fillCart(
  db: Db,
  shopId: string,
  customerId: string,
  lines: { itemId: string; quantity: number }[],
): Promise<string[]> {
  const [existing] = await db
    .insert(carts)
    .values({ id: newId('crt'), shopId, customerId })
    .onConflictDoUpdate({ target: [carts.shopId, carts.customerId], set: { updatedAt: new Date() } })
    .returning()
  const ids: string[] = []
  // One millisecond apart, in the order given: the cart lists lines by when they were added, and two
  // inserts in the same millisecond would otherwise come back in either order.
  const start = Date.now()
  for (const [index, line] of lines.entries()) {
    const id = newId('crl')
    ids.push(id)
    await db.insert(cartLines).values({
      id,
      cartId: existing!.id,
      itemId: line.itemId,
      quantity: line.quantity,
      addedAt: new Date(start + index),
    })
  }
  return ids
}

export const NEW_ADDRESS = {
  recipient: 'Ana López',
  street: 'Av. Reforma',
  exterior_number: '222',
  city: 'Ciudad de México',
  province_name: 'Ciudad de México',
  province_code: 'CMX',
  postcode: '06600',
  country: 'MX',
  phone: '+52 55 1234 5678',
} as const

/** Starts a checkout and fills contact, a new address and a delivery per order; returns it. */
export async function readyCheckout(
  app: FastifyInstance,
  cookie: string,
  slug: string,
  body: object = {},
  delivery: 'to_address' | 'fixed_delivery' | 'collection' = 'to_address',
) {
  const started = await app.inject({
    method: 'POST',
    url: `/api/v1/shops/${slug}/checkouts`,
    headers: { cookie },
    payload: body,
  })
  if (started.statusCode !== 201) throw new Error(`checkout: ${started.statusCode} ${started.body}`)
  const checkout = started.json()
  const base = `/api/v1/shops/${slug}/checkouts/${checkout.id}`
  await app.inject({
    method: 'PUT',
    url: `${base}/contact`,
    headers: { cookie },
    payload: { email: 'ana@example.test', phone: '55 1234 5678' },
  })
  await app.inject({ method: 'PUT', url: `${base}/address`, headers: { cookie }, payload: NEW_ADDRESS })
  let last = checkout
  for (const order of checkout.orders) {
    if (delivery === 'to_address') {
      await app.inject({
        method: 'POST',
        url: `${base}/rates`,
        headers: { cookie },
        payload: { supplier_id: order.supplier.id },
      })
    }
    const chosen = await app.inject({
      method: 'PUT',
      url: `${base}/delivery`,
      headers: { cookie },
      payload: {
        supplier_id: order.supplier.id,
        delivery_type: delivery,
        ...(delivery === 'to_address' ? { rate_id: 'rate_std' } : {}),
      },
    })
    if (chosen.statusCode !== 200) throw new Error(`delivery: ${chosen.statusCode} ${chosen.body}`)
    last = chosen.json()
  }
  return { checkout: last, base }
}
