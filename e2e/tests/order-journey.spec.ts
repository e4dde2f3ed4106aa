import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { createItem, expect, signIn, signUp, test, unique } from '../fixtures/accounts.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * Issue 15's "Done when" journey (002 §4; decisions 079–086): a new seller with a shop of their
 * own and their own delivery switched on, and a new customer, each in a browser context of their
 * own. The customer orders with the seller's delivery (placed without payment: sent to the
 * supplier); the seller enters the date and cost on `{shop}/admin/pedidos/{id}`; the customer sees
 * the quote on their order, confirms and pays with the sandbox card; the seller takes it in
 * process, ready and delivered with the 'next' button; the customer sees it delivered and writes a
 * review on `{item}/resena`, which then shows on the item's page.
 */

// biome-ignore lint/suspicious/noExplicitAny: the API's answers, read as the journey needs them
async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<any> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true)
  return response.status() === 204 ? null : response.json()
}

const ADDRESS = {
  recipient: 'Clienta Recorrido',
  street: 'Av. Reforma',
  exterior_number: '222',
  city: 'Ciudad de México',
  province_name: 'Ciudad de México',
  province_code: 'CMX',
  postcode: '06600',
  country: 'MX',
  phone: '+52 55 1234 5678',
}

/** What the customer's order says for each state the seller's page names. */
const CUSTOMER_SEES: Record<string, string> = {
  'En proceso': 'En proceso',
  'Listo para entregar': 'Lista para entregar',
  'En camino': 'En camino',
  Entregado: 'Entregada',
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones' })

test('a customer’s order by the seller’s own delivery goes from sent to the supplier to reviewed', {
  tag: '@desktop',
}, async ({ browser, serverURL }) => {
  test.setTimeout(180_000)
  // The seller: a shop like `demo`, cards and their own delivery, one item.
  const { api: sellerApi, ...seller } = await signUp(serverURL, 'Vendedora Recorrido')
  const shop = (await ok(
    await sellerApi.post('/api/e2e/shops', {
      data: { slug: unique('recorrido'), name: 'Tienda Recorrido', like: 'demo' },
    }),
    'shop',
  )) as { slug: string }
  await ok(
    await sellerApi.post('/api/e2e/me/supplier', { data: { delivery_types: ['to_address', 'delivery'] } }),
    'supplier',
  )
  const name = `Cántaro ${unique('oj').slice(-6)}`
  const item = await createItem(serverURL, seller, { name, list_price: 30_000 })
  const owned = await ok(await sellerApi.get(`/api/v1/shops/${shop.slug}/items/${item.id}`), 'item')
  const itemPath = `/${shop.slug}/productos/${owned.owner_id}/${item.id}`

  // The customer orders with the seller's own delivery: placed without paying.
  const { api: buyerApi, ...customer } = await signUp(serverURL, 'Clienta Recorrido')
  const root = `/api/v1/shops/${shop.slug}/checkouts`
  const checkout = await ok(
    await buyerApi.post(root, { data: { item: { item_id: item.id, quantity: 1 } } }),
    'checkout',
  )
  await ok(
    await buyerApi.put(`${root}/${checkout.id}/contact`, { data: { email: customer.email } }),
    'contact',
  )
  await ok(await buyerApi.put(`${root}/${checkout.id}/address`, { data: ADDRESS }), 'address')
  await ok(
    await buyerApi.put(`${root}/${checkout.id}/delivery`, {
      data: { supplier_id: checkout.orders[0].supplier.id, delivery_type: 'delivery' },
    }),
    'delivery',
  )
  const placed = await ok(
    await buyerApi.post(`${root}/${checkout.id}/place`, {
      data: {},
      headers: { 'idempotency-key': randomUUID() },
    }),
    'place',
  )
  const orderId = placed.order_ids[0] as string
  await Promise.all([sellerApi.dispose(), buyerApi.dispose()])

  const sellerContext = await browser.newContext()
  const buyerContext = await browser.newContext()
  const sellerPage = await sellerContext.newPage()
  const buyerPage = await buyerContext.newPage()
  await signIn(sellerPage, seller)
  await signIn(buyerPage, customer)
  const orderUrl = `/${shop.slug}/mis-compras/${orderId}`
  const saleUrl = `/${shop.slug}/admin/pedidos/${orderId}`
  const buyerState = buyerPage.locator('[data-order-state]').first()
  const sellerState = sellerPage.locator('[data-order-state]').first()

  // Sent to the supplier: the customer waits for the date and cost; nothing to pay yet.
  await buyerPage.goto(orderUrl)
  await expect(buyerState).toHaveText('Esperando que el vendedor confirme fecha y costo de entrega')
  await expect(buyerPage.getByRole('link', { name: 'Confirmar y pagar' })).toHaveCount(0)

  // The seller enters the date and cost.
  await sellerPage.goto(saleUrl)
  await hydrated(sellerPage)
  await expect(sellerPage.getByRole('heading', { name: `Pedido ${orderId}` })).toBeVisible()
  await sellerPage.getByLabel('Fecha y hora de entrega', { exact: true }).fill('2099-03-10T16:00')
  await sellerPage.getByRole('textbox', { name: 'Costo de entrega' }).fill('120.00')
  await sellerPage.getByRole('button', { name: 'Confirmar fecha y costo' }).click()
  await expect(toasts(sellerPage)).toContainText('Fecha y costo confirmados')
  await expect(sellerState).toHaveText('Esperando al cliente')

  // The customer sees the quote and the new total, confirms and pays with the sandbox's Visa.
  await buyerPage.goto(orderUrl)
  await expect(buyerState).toHaveText('Confirma tu pedido')
  const quote = buyerPage.locator('[data-order-quote]')
  await expect(quote).toContainText('Costo de entrega: $120.00')
  await expect(quote).toContainText('Nuevo total: $420.00')
  await expect(quote).toContainText('2099')
  await buyerPage.getByRole('link', { name: 'Confirmar y pagar' }).click()
  await expect(
    buyerPage.getByRole('heading', { name: `Confirmar y pagar el pedido ${orderId}` }),
  ).toBeVisible()
  await expect(buyerPage.locator('[data-order-quote]')).toContainText('$420.00')
  await hydrated(buyerPage)
  // Reached by a link the page's islands are live already: the card form shows; else its button opens it.
  const cardNumber = buyerPage.getByLabel('Número de tarjeta')
  const startCard = buyerPage.getByRole('button', { name: 'Pagar con tarjeta' })
  await expect(cardNumber.or(startCard)).toBeVisible()
  if (await startCard.isVisible()) await startCard.click()
  await buyerPage.getByLabel('Número de tarjeta').fill('4242424242424242')
  await buyerPage.getByLabel('Vencimiento (MM/AA)').fill('12/39')
  await buyerPage.getByLabel('CVC').fill('123')
  await buyerPage.getByLabel('Nombre en la tarjeta').fill('Clienta Recorrido')
  await buyerPage.locator('[data-card-form]').getByRole('button', { name: 'Pagar $420.00' }).click()
  await expect(buyerPage).toHaveURL(new RegExp(`${orderUrl}\\?pago=hecho$`))
  await expect(toasts(buyerPage)).toContainText('Tu pedido está pagado')
  await expect(buyerState).toHaveText('Pagada')
  await expect(buyerPage.getByText('$420.00').first()).toBeVisible()

  // The seller sees it paid and takes it on with 'next': in process, ready, delivered.
  await sellerPage.goto(saleUrl)
  await hydrated(sellerPage)
  await expect(sellerState).toHaveText('Pagado')
  for (const [button, state] of [
    ['Marcar en proceso', 'En proceso'],
    ['Listo para entregar', 'Listo para entregar'],
    // The lifecycle's 'next' from ready is 'shipped' for every delivery, the seller's own too (decision 079).
    ['Enviado', 'En camino'],
    ['Entregado', 'Entregado'],
  ] as const) {
    await sellerPage.getByRole('button', { name: button, exact: true }).click()
    await expect(toasts(sellerPage)).toContainText(`El pedido ahora está: ${state}.`)
    await expect(sellerState).toHaveText(state)
    // The customer follows each step on their order.
    await buyerPage.goto(orderUrl)
    await expect(buyerState).toHaveText(CUSTOMER_SEES[state] ?? state)
  }

  // Delivered: the customer reviews the item, and the review shows on its page.
  await buyerPage.goto(`${itemPath}/resena`)
  await expect(buyerPage.getByRole('heading', { name: `Reseña de «${name}»` })).toBeVisible()
  await buyerPage.getByRole('radio', { name: '5 estrellas' }).check()
  await buyerPage.getByLabel('Título (opcional)').fill('Llegó cuando dijo')
  await buyerPage.getByLabel('Tu opinión (opcional)').fill('La vendedora lo trajo el día acordado.')
  await buyerPage.getByRole('button', { name: 'Publicar reseña' }).click()
  await expect(buyerPage).toHaveURL(new RegExp(`${itemPath}(#resenas)?$`))
  await expect(toasts(buyerPage)).toContainText('Reseña creada o actualizada correctamente.')
  const reviews = buyerPage.getByRole('region', { name: 'Reseñas' })
  await expect(reviews).toContainText('Calificación: 5.0 de 5 (1 reseña)')
  await expect(reviews).toContainText('Llegó cuando dijo')
  // The seller sees it too on the item's page.
  await sellerPage.goto(itemPath)
  await expect(sellerPage.getByRole('region', { name: 'Reseñas' })).toContainText('Llegó cuando dijo')
  await Promise.all([sellerContext.close(), buyerContext.close()])
})
