import type { APIRequestContext } from '@playwright/test'
import { createItem, expect, signIn, signUp, test, unique } from '../fixtures/accounts.ts'

/**
 * Issue 15's receipts and invoices (002 §2, §3, §9; decision 085): a new customer with a paid order
 * from a seller who set up their fiscal information fills the order's invoicing data, downloads the
 * receipt (`{order id}.pdf`) and the invoice (`{order id}.zip`); from a seller without it, the
 * receipt comes back with 'Falta configuración del vendedor'. Both sellers and the customer are
 * people the journey signs up; the orders are paid with the sandbox's card (decision 045).
 */

// biome-ignore lint/suspicious/noExplicitAny: the API's answers, read as the journey needs them
async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<any> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true)
  return response.json()
}

/** A seller named `name` with a shop like `demo`, configured to take cards and collection, and one item. */
async function sellerWithItem(serverURL: string, name: string) {
  const { api, ...seller } = await signUp(serverURL, name)
  const shop = await ok(
    await api.post('/api/e2e/shops', {
      data: { slug: unique('recibos'), name: `Tienda de ${name}`, like: 'demo' },
    }),
    'shop',
  )
  expect((await api.post('/api/e2e/me/supplier')).status()).toBe(204)
  const item = await createItem(serverURL, seller, { name: 'Jarrón de Recibos', list_price: 12_000 })
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
        recipient: 'Cliente Recibos',
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
        holder: 'Cliente Recibos',
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

test.describe('receipts and invoices', () => {
  test('a customer fills invoicing data, downloads the receipt and the invoice; a seller without fiscal info says so', {
    tag: '@desktop',
  }, async ({ page, serverURL }) => {
    test.setTimeout(120_000)
    const withInfo = await sellerWithItem(serverURL, 'Vendedora Fiscal')
    await ok(
      await withInfo.api.put(`/api/v1/shops/${withInfo.shop.slug}/fiscal-info`, {
        data: {
          legal_name: 'Vendedora Fiscal S.A. de C.V.',
          tax_id: 'VFI150301AB1',
          tax_regime: '601',
          postcode: '06600',
        },
      }),
      'fiscal info',
    )
    const without = await sellerWithItem(serverURL, 'Vendedor Sin Datos')
    const { api, ...customer } = await signUp(serverURL, 'Cliente Recibos')
    const orderId = await paidOrder(api, withInfo.shop.slug, withInfo.item.id, 1, customer.email)
    const otherId = await paidOrder(api, without.shop.slug, without.item.id, 1, customer.email)

    await signIn(page, customer)
    await page.goto(`/${withInfo.shop.slug}/mis-compras/${orderId}`)
    const main = page.getByRole('main')
    const form = main.getByRole('form', { name: 'Datos de facturación' })
    await form.getByLabel('RFC').fill('CORE800101AB1')
    await form.getByLabel('Nombre o razón social').fill('Cliente Recibos Ortiz')
    await form.getByLabel('Régimen fiscal').selectOption('612')
    await form.getByLabel('Uso de CFDI').selectOption('G03')
    await form.getByLabel('Código postal fiscal').fill('44100')
    await form.getByRole('button', { name: 'Guardar datos de facturación' }).click()
    const toasts = page.getByRole('region', { name: 'Notificaciones' })
    await expect(toasts).toContainText('Datos de facturación guardados')
    await expect(
      main.locator('dd', { hasText: '612 — Personas Físicas con Actividades Empresariales y Profesionales' }),
    ).toBeVisible()

    const receipt = page.waitForEvent('download')
    await main.getByRole('link', { name: 'Descargar recibo' }).click()
    expect((await receipt).suggestedFilename()).toBe(`${orderId}.pdf`)
    const invoice = page.waitForEvent('download')
    await main.getByRole('link', { name: 'Descargar factura' }).click()
    expect((await invoice).suggestedFilename()).toBe(`${orderId}.zip`)

    // The seller without fiscal information: back on the order with the spec's info toast.
    await page.goto(`/${without.shop.slug}/mis-compras/${otherId}`)
    await page.getByRole('main').getByRole('link', { name: 'Descargar recibo' }).click()
    await expect(page).toHaveURL(new RegExp(`/mis-compras/${otherId}`))
    // Drawn with the page (the mark), then handed to the toaster once the page's script runs.
    await expect(page.getByText('Falta configuración del vendedor').first()).toBeVisible()
    await expect(page.getByText('Contacte a su vendedor').first()).toBeVisible()
    await api.dispose()
    await withInfo.api.dispose()
    await without.api.dispose()
  })
})
