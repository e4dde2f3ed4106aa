import { randomUUID } from 'node:crypto'
import { type APIRequestContext, type Page, request } from '@playwright/test'
import { createItem, expect, signIn, signUp, test, unique } from '../fixtures/accounts.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * Packing a franchise shop's sale (decision 087): the worker's owner opens a franchise shop (made
 * like `franquicia-centro`) and sells three of an item to the worker's customer, paid by card and
 * sent by the sandbox post. On the sale's page the owner marks it in process; 'Listo para entregar'
 * is refused while units are not packed; on the packing page two units go into a new package and
 * the last into the same one; then the order is made ready.
 */

const ADDRESS = {
  recipient: 'Cliente E2E',
  street: 'Av. Reforma',
  exterior_number: '222',
  city: 'Ciudad de México',
  province_name: 'Ciudad de México',
  province_code: 'CMX',
  postcode: '06600',
  country: 'MX',
  phone: '+52 55 1234 5678',
}

async function ok<T>(response: Promise<Awaited<ReturnType<APIRequestContext['get']>>>, what: string) {
  const answer = await response
  expect(answer.ok(), `${what}: ${answer.status()} ${await answer.text()}`).toBe(true)
  return (await answer.json()) as T
}
type Money = { amount: number; currency: string }

/** The customer buys `quantity` of the item, sent by the sandbox post and paid by card; answers the order's id. */
async function buy(api: APIRequestContext, slug: string, itemId: string, email: string, quantity: number) {
  const root = `/api/v1/shops/${slug}/checkouts`
  const checkout = await ok<{ id: string; orders: { supplier: { id: string } }[] }>(
    api.post(root, { data: { item: { item_id: itemId, quantity } } }),
    'checkout',
  )
  const id = checkout.id
  const supplier = checkout.orders[0]!.supplier.id
  await ok(api.put(`${root}/${id}/contact`, { data: { email } }), 'contact')
  await ok(api.put(`${root}/${id}/address`, { data: ADDRESS }), 'address')
  const rates = await ok<{ options: { delivery_type: string; rate_id: string }[] }>(
    api.post(`${root}/${id}/rates`, { data: { supplier_id: supplier } }),
    'rates',
  )
  const rate = rates.options.find((o) => o.delivery_type === 'to_address')!
  const chosen = await ok<{ grand_total: Money }>(
    api.put(`${root}/${id}/delivery`, {
      data: { supplier_id: supplier, delivery_type: 'to_address', rate_id: rate.rate_id },
    }),
    'delivery',
  )
  const card = await ok<{ token: string }>(
    api.post('/api/v1/sandbox/payments/tokens', {
      data: {
        card_number: '4242424242424242',
        exp_month: 12,
        exp_year: 2039,
        cvc: '123',
        holder: 'Cliente E2E',
      },
    }),
    'card token',
  )
  const paid = await ok<{ order_ids: string[] }>(
    api.post(`${root}/${id}/pay`, {
      data: { payment_type: 'card', card_token: card.token, expected_total: chosen.grand_total },
      headers: { 'idempotency-key': randomUUID() },
    }),
    'pay',
  )
  return paid.order_ids[0]!
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones' })

test.describe('packing a franchise shop’s sale', { tag: '@desktop' }, () => {
  test('the owner packs three units into one package, and only then makes the order ready', async ({
    page,
    customer,
    serverURL,
  }) => {
    test.setTimeout(120_000)
    // A seller of their own: the worker's owner keeps one shop for the side menu's 'Mi tienda'
    // (shell-account.spec.ts), so a franchise shop is not added to theirs.
    const { api: ownerApi, ...owner } = await signUp(serverURL, 'Franquiciataria E2E')
    const franchise = await ok<{ slug: string }>(
      ownerApi.post('/api/e2e/shops', {
        data: { slug: unique('e2e-franq'), name: 'Franquicia E2E', like: 'franquicia-centro' },
      }),
      'franchise shop',
    )
    expect(
      (await ownerApi.post('/api/e2e/me/supplier', { data: { delivery_types: ['to_address'] } })).status(),
    ).toBe(204)
    const item = await createItem(serverURL, owner, { name: unique('Bolsa de café'), list_price: 18_000 })
    await ownerApi.dispose()
    const buyer = await request.newContext({ baseURL: serverURL, storageState: customer.state })
    const orderId = await buy(buyer, franchise.slug, item.id, customer.email, 3)
    await buyer.dispose()

    await signIn(page, owner)
    const orderPage = `/${franchise.slug}/admin/pedidos/${orderId}`
    await page.goto(orderPage)
    await hydrated(page)
    await page.getByRole('button', { name: 'Marcar en proceso' }).click()
    await expect(toasts(page)).toContainText('El pedido ahora está: En proceso.')
    // Not packed yet: 'ready' is refused, with what is left.
    await page.getByRole('button', { name: 'Listo para entregar' }).click()
    await expect(
      page.getByText('Faltan 3 unidades por empacar antes de marcar el pedido listo para entregar.'),
    ).toBeVisible()

    await page.getByRole('link', { name: 'Empaque', exact: true }).click()
    await expect(page.getByRole('heading', { name: `Empaque del pedido ${orderId}` })).toBeVisible()
    await hydrated(page)
    await expect(page.getByText('Faltan 3 unidades por empacar.')).toBeVisible()
    await page.getByLabel('Unidades', { exact: true }).fill('2')
    await page.getByRole('button', { name: 'Empacar' }).click()
    await expect(toasts(page)).toContainText('Unidades empacadas')
    await expect(page.getByText('Falta 1 unidad por empacar.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Paquete 1' })).toBeVisible()
    await page.getByLabel('Paquete', { exact: true }).selectOption({ label: 'Paquete 1' })
    await page.getByRole('button', { name: 'Empacar' }).click()
    await expect(page.getByText('Todo el pedido está empacado.')).toBeVisible()
    await expect(page.getByText('3 unidades · 3 kg')).toBeVisible()

    await page.getByRole('link', { name: 'Volver al pedido' }).click()
    await hydrated(page)
    await page.getByRole('button', { name: 'Listo para entregar' }).click()
    await expect(toasts(page)).toContainText('El pedido ahora está: Listo para entregar.')
    await expect(page.locator('[data-order-state]')).toHaveText('Listo para entregar')
  })
})
