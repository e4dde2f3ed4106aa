import type { FastifyInstance } from 'fastify'
import type { Db } from '../../src/platform/db/client.ts'
import { createItem } from '../factories/items.ts'
import { createShop } from '../factories/shops.ts'
import { createUser, loginAs } from '../factories/users.ts'
import { configureSupplier, NEW_ADDRESS } from './checkout-fakes.ts'

/**
 * Scenes for the delivery types' tests (decision 055): a supplier offering the given types, a shop,
 * an on-stock item and a signed-in customer, and the calls a checkout is made of.
 */
export interface DeliveryScene {
  supplier: { id: string }
  shop: { id: string; slug: string }
  item: { id: string }
  customer: { id: string }
  cookie: string
}

export async function deliveryScene(
  app: FastifyInstance,
  db: Db,
  settings: { deliveryTypes: string[]; fixedShippingCost?: number | null; allowsCollection?: boolean },
  item: { listPrice?: number; available?: number } = {},
): Promise<DeliveryScene> {
  const supplier = await createUser(db)
  const shop = await createShop(db, supplier.id)
  await configureSupplier(db, supplier.id, {
    deliveryTypes: settings.deliveryTypes,
    fixedShippingCost: settings.fixedShippingCost ?? null,
    allowsCollection: settings.allowsCollection ?? false,
  })
  const made = await createItem(db, supplier.id, {
    listPrice: item.listPrice ?? 20_000,
    available: item.available ?? 5,
  })
  const customer = await createUser(db)
  return { supplier, shop, item: made, customer, cookie: await loginAs(app, customer.email) }
}

/** The API calls of one customer's checkouts in a shop. */
export function checkoutCalls(app: FastifyInstance, slug: string, cookie: string) {
  const root = `/api/v1/shops/${slug}/checkouts`
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) =>
    app.inject({ method, url, headers: { cookie, ...headers }, ...(payload ? { payload } : {}) })
  return {
    root,
    start: (body: object) => call('POST', root, body),
    read: (id: string) => call('GET', `${root}/${id}`),
    contact: (id: string) => call('PUT', `${root}/${id}/contact`, { email: 'compra@example.test' }),
    address: (id: string, postcode: string = NEW_ADDRESS.postcode) =>
      call('PUT', `${root}/${id}/address`, { ...NEW_ADDRESS, postcode }),
    rates: (id: string, supplierId: string, locale = 'es-MX') =>
      call('POST', `${root}/${id}/rates`, { supplier_id: supplierId }, { 'accept-language': locale }),
    choose: (id: string, body: object) => call('PUT', `${root}/${id}/delivery`, body),
    pay: (id: string, body: object, key: string = crypto.randomUUID()) =>
      call('POST', `${root}/${id}/pay`, body, { 'idempotency-key': key }),
    place: (id: string, key: string = crypto.randomUUID()) =>
      call('POST', `${root}/${id}/place`, {}, { 'idempotency-key': key }),
    branches: (query: string) => call('GET', `${root}/branches?${query}`),
  }
}

/** A checkout of `quantity` units of the scene's item with contact and an address in Mexico City. */
export async function addressedCheckout(
  app: FastifyInstance,
  s: DeliveryScene,
  quantity = 1,
  postcode?: string,
) {
  const calls = checkoutCalls(app, s.shop.slug, s.cookie)
  const started = await calls.start({ item: { item_id: s.item.id, quantity } })
  if (started.statusCode !== 201) throw new Error(`checkout: ${started.statusCode} ${started.body}`)
  const id = started.json().id as string
  await calls.contact(id)
  const addressed = await calls.address(id, postcode)
  if (addressed.statusCode !== 200) throw new Error(`address: ${addressed.statusCode} ${addressed.body}`)
  return { id, calls }
}
