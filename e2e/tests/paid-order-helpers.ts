import type { APIRequestContext } from '@playwright/test'
import { createItem, expect, signUp, unique } from '../fixtures/accounts.ts'

/**
 * A new seller's shop with one item, and a customer's order of it paid with the sandbox's card,
 * bought through the API (decision 045): the after-sales journeys (cancellation, receipts) start
 * from such an order, whose seller and stock are nobody else's.
 */

type Answer = Awaited<ReturnType<APIRequestContext['get']>>

// biome-ignore lint/suspicious/noExplicitAny: the API's answers, read as the journey needs them
export async function ok(response: Answer, what: string): Promise<any> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true)
  return response.json()
}

/** A seller with a shop like `demo`, configured to take cards and collection, and one item of 5 units. */
export async function sellerWithItem(
  serverURL: string,
  names: { seller: string; shopSlug: string; shopName: string; item: string },
) {
  const { api, ...seller } = await signUp(serverURL, names.seller)
  const shop = await ok(
    await api.post('/api/e2e/shops', {
      data: { slug: unique(names.shopSlug), name: names.shopName, like: 'demo' },
    }),
    'shop',
  )
  expect((await api.post('/api/e2e/me/supplier')).status()).toBe(204)
  const item = await createItem(serverURL, seller, { name: names.item, list_price: 12_000 })
  const available = async () =>
    (await ok(await api.get(`/api/v1/me/items/${item.id}`), 'item')).available as number
  return { api, shop: shop as { slug: string }, item, available }
}

/** The customer buys `quantity` of the item with the sandbox's approved Visa, collected at the shop. */
export async function paidOrder(
  api: APIRequestContext,
  slug: string,
  itemId: string,
  quantity: number,
  email: string,
  customerName: string,
) {
  const checkout = await ok(
    await api.post(`/api/v1/shops/${slug}/checkouts`, { data: { item: { item_id: itemId, quantity } } }),
    'checkout',
  )
  const base = `/api/v1/shops/${slug}/checkouts/${checkout.id}`
  await ok(await api.put(`${base}/contact`, { data: { email, phone: '55 1234 5678' } }), 'contact')
  await ok(
    await api.put(`${base}/address`, {
      data: {
        recipient: customerName,
        street: 'Av. Reforma',
        exterior_number: '222',
        city: 'Ciudad de México',
        province_name: 'Ciudad de México',
        province_code: 'CMX',
        postcode: '06600',
        country: 'MX',
        phone: '+52 55 1234 5678',
      },
    }),
    'address',
  )
  const ready = await ok(
    await api.put(`${base}/delivery`, {
      data: { supplier_id: checkout.orders[0].supplier.id, delivery_type: 'collection' },
    }),
    'delivery',
  )
  const { token } = await ok(
    await api.post('/api/v1/sandbox/payments/tokens', {
      data: {
        card_number: '4242424242424242',
        exp_month: '12',
        exp_year: '39',
        cvc: '123',
        holder: customerName,
      },
    }),
    'card token',
  )
  const paid = await ok(
    await api.post(`${base}/pay`, {
      headers: { 'idempotency-key': crypto.randomUUID() },
      data: { payment_type: 'card', card_token: token, expected_total: ready.grand_total },
    }),
    'pay',
  )
  expect(paid.status).toBe('paid')
  return paid.order_ids[0] as string
}
