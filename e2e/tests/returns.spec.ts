import type { APIRequestContext } from '@playwright/test'
import { createItem, expect, signIn, signUp, test, unique } from '../fixtures/accounts.ts'

/**
 * Issue 16's returns (decision 091): a new customer's paid order in a new seller's shop is taken
 * to delivered by the seller; the customer asks to return it from the order's page through the
 * plain form (the reason tree's questions); the seller refunds part of it from the return's page
 * and closes the return; the customer sees it closed with its refund.
 */

// biome-ignore lint/suspicious/noExplicitAny: the API's answers, read as the journey needs them
async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<any> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true)
  return response.status() === 204 ? null : response.json()
}

test('a customer returns a delivered item; the seller refunds part of it and closes the return', {
  tag: '@desktop',
}, async ({ browser, serverURL }) => {
  test.setTimeout(120_000)
  const { api: sellerApi, ...seller } = await signUp(serverURL, 'Vendedora Devuelve')
  const shop = (await ok(
    await sellerApi.post('/api/e2e/shops', {
      data: { slug: unique('devuelve'), name: 'Tienda Devoluciones', like: 'demo' },
    }),
    'shop',
  )) as { slug: string }
  expect((await sellerApi.post('/api/e2e/me/supplier')).status()).toBe(204)
  const name = `Jarrón ${unique('rt').slice(-6)}`
  const item = await createItem(serverURL, seller, { name, list_price: 12_000 })

  const { api, ...customer } = await signUp(serverURL, 'Cliente Devuelve')
  const checkout = await ok(
    await api.post(`/api/v1/shops/${shop.slug}/checkouts`, {
      data: { item: { item_id: item.id, quantity: 1 } },
    }),
    'checkout',
  )
  const base = `/api/v1/shops/${shop.slug}/checkouts/${checkout.id}`
  await ok(
    await api.put(`${base}/contact`, { data: { email: customer.email, phone: '55 1234 5678' } }),
    'contact',
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
        holder: 'Cliente',
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
  const orderId = paid.order_ids[0] as string
  // The seller takes it to delivered with the 'next' step.
  for (let step = 0; step < 5; step += 1) {
    const answer = await ok(
      await sellerApi.post(`/api/v1/shops/${shop.slug}/orders/${orderId}/next`, { data: {} }),
      'next',
    )
    if (answer.status === 'delivered') break
  }
  await Promise.all([api.dispose(), sellerApi.dispose()])

  const buyerContext = await browser.newContext()
  const sellerContext = await browser.newContext()
  const buyer = await buyerContext.newPage()
  const sellerPage = await sellerContext.newPage()
  await signIn(buyer, customer)
  await signIn(sellerPage, seller)

  await buyer.goto(`/${shop.slug}/mis-compras/${orderId}`)
  await buyer.getByRole('link', { name: 'Solicitar devolución' }).click()
  const main = buyer.getByRole('main')
  await expect(
    main.getByRole('heading', { name: `Solicitar devolución del pedido ${orderId}` }),
  ).toBeVisible()
  await main.getByRole('group', { name: '¿Qué pasó con el producto?' }).getByLabel('No funciona').check()
  await main
    .getByRole('group', { name: '¿El producto se usó solo como se indica, sin mal uso?' })
    .getByLabel('Sí')
    .check()
  await main
    .getByRole('group', { name: '¿Incluye sus accesorios, manuales y etiquetas?' })
    .getByLabel('Sí')
    .check()
  await main.getByLabel('Descripción').fill('No enciende.')
  await main.getByRole('button', { name: 'Solicitar devolución' }).click()
  const buyerToasts = buyer.getByRole('region', { name: 'Notificaciones' })
  await expect(buyerToasts).toContainText('Devolución iniciada con éxito')
  await expect(main.getByText('Motivo: No funciona')).toBeVisible()
  const returnId = /devoluciones\/([^/?]+)/.exec(buyer.url())![1]!

  await sellerPage.goto(`/${shop.slug}/admin/devoluciones`)
  await sellerPage.getByRole('link', { name: `Devolución ${returnId}` }).click()
  await sellerPage.getByRole('link', { name: 'Reembolsos' }).click()
  const sellerMain = sellerPage.getByRole('main')
  await expect(sellerMain.getByText('Disponible para reembolsar: $120.00')).toBeVisible()
  await sellerMain.getByLabel('Monto a reembolsar').fill('50.00')
  await sellerMain.getByRole('button', { name: 'Reembolsar' }).click()
  const sellerToasts = sellerPage.getByRole('region', { name: 'Notificaciones' })
  await expect(sellerToasts).toContainText('Reembolso exitoso de $50.00')
  await expect(sellerMain.getByText('Disponible para reembolsar: $70.00')).toBeVisible()
  await sellerMain.getByRole('button', { name: 'Cerrar la devolución' }).click()
  await expect(sellerToasts).toContainText('Solicitud de devolución cerrada')
  await expect(sellerMain.locator('[data-return-status]')).toHaveText('Cerrada')

  await buyer.goto(`/${shop.slug}/mis-compras/devoluciones/${returnId}?pestana=reembolsos`)
  await expect(buyer.locator('[data-return-status]')).toHaveText('Cerrada')
  await expect(buyer.getByRole('main').getByText('$50.00 — Exitoso')).toBeVisible()
  await Promise.all([buyerContext.close(), sellerContext.close()])
})
