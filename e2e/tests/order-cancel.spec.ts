import type { APIRequestContext } from '@playwright/test'
import { createItem, expect, signIn, signUp, test, unique } from '../fixtures/accounts.ts'

/**
 * Issue 15's cancellation (002 §4 "Cancellation", §8; decision 082): a new customer with a paid
 * order in a new seller's shop cancels it with a reason, lands on the orders list with the outcome,
 * and the item's stock is back. The order is bought through the API with the sandbox's card
 * (decision 045); the seller is a person the journey signs up, with a shop of their own, so the
 * stock counted is nobody else's.
 */

// biome-ignore lint/suspicious/noExplicitAny: the API's answers, read as the journey needs them
async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<any> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true)
  return response.json()
}

/** A seller with a shop like `demo`, configured to take cards and collection, and one item of 5 units. */
async function sellerWithItem(serverURL: string) {
  const { api, ...seller } = await signUp(serverURL, 'Vendedora Cancela')
  const shop = await ok(
    await api.post('/api/e2e/shops', {
      data: { slug: unique('cancela'), name: 'Tienda Cancela', like: 'demo' },
    }),
    'shop',
  )
  expect((await api.post('/api/e2e/me/supplier')).status()).toBe(204)
  const item = await createItem(serverURL, seller, { name: 'Jarrón de Cancelación', list_price: 12_000 })
  const available = async () =>
    (await ok(await api.get(`/api/v1/me/items/${item.id}`), 'item')).available as number
  return { api, shop: shop as { slug: string }, item, available }
}

/** The customer buys `quantity` of the item with the sandbox's approved Visa, collected at the shop. */
async function paidOrder(
  api: APIRequestContext,
  slug: string,
  itemId: string,
  quantity: number,
  email: string,
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
        recipient: 'Cliente Cancela',
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
        holder: 'Cliente Cancela',
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

test.describe('canceling an order', () => {
  test('a new customer cancels a paid order with a reason and lands on the orders list; the stock is back', {
    tag: '@desktop',
  }, async ({ page, serverURL }) => {
    test.setTimeout(90_000)
    const seller = await sellerWithItem(serverURL)
    const { api, ...customer } = await signUp(serverURL, 'Cliente Cancela')
    const orderId = await paidOrder(api, seller.shop.slug, seller.item.id, 2, customer.email)
    expect(await seller.available()).toBe(3)

    await signIn(page, customer)
    await page.goto(`/${seller.shop.slug}/mis-compras/${orderId}/cancelar`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: `Cancelar el pedido ${orderId}` })).toBeVisible()
    await expect(main.getByText('2 × Jarrón de Cancelación')).toBeVisible()
    await expect(main.getByText('te devolveremos $240.00 a la forma de pago que usaste')).toBeVisible()

    // No reason: 'Requerido' beside the reasons, nothing canceled.
    await main.getByRole('button', { name: 'Cancelar pedido' }).click()
    await expect(main.getByRole('group', { name: 'Motivo de la cancelación' })).toContainText('Requerido')

    // 'Otro' shows its description; another reason hides it again.
    await main.getByLabel('Otro').check()
    await expect(main.getByLabel('Descripción')).toBeVisible()
    await main.getByLabel('Solicitado por el cliente').check()
    await expect(main.getByLabel('Descripción')).toBeHidden()
    await main.getByLabel('Mensaje (opcional)').fill('Ya no lo necesito, gracias.')
    await main.getByRole('button', { name: 'Cancelar pedido' }).click()

    // 002 §4: "then goes to the orders list", whose toast reads the outcome (it closes itself after a
    // while, taking the mark off the address).
    const toasts = page.getByRole('region', { name: 'Notificaciones' })
    await expect(toasts).toContainText('Pedido cancelado')
    await expect(toasts).toContainText('El pago se devolverá a la forma de pago que se usó.')
    await expect(page).toHaveURL(
      new RegExp(`/${seller.shop.slug}/shopping-cart/orders(\\?hecho=pedido-cancelado-reembolso)?$`),
    )
    await expect(page.getByRole('heading', { name: 'Mis compras' })).toBeVisible()
    await expect.poll(() => seller.available()).toBe(5)
    const cancellation = await ok(await api.get(`/api/v1/me/orders/${orderId}/cancellation`), 'cancellation')
    expect(cancellation).toMatchObject({
      status: 'canceled',
      canceled: { reason: 'requested_by_client', message: 'Ya no lo necesito, gracias.' },
    })
    await api.dispose()
    await seller.api.dispose()
  })
})
