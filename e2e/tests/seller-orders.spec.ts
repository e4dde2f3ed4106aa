import { randomUUID } from 'node:crypto'
import { type APIRequestContext, type Page, request } from '@playwright/test'
import { createItem, expect, signIn, test, unique } from '../fixtures/accounts.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * The seller's back office (decision 081): the worker's shop owner sells to the worker's customer —
 * one order by the owner's own delivery, awaiting its date and cost, and one paid by card, sent by
 * the sandbox post. In `{shop}/admin/pedidos` the owner quotes the first (a missing date is said to
 * be required) and moves the second with the buttons named for each step; the sandbox carrier's
 * tracking page picks it up; the owner marks it delivered. The customer follows both through the API.
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
type Placed = { order_ids: string[] }
type Money = { amount: number; currency: string }

/** The customer buys the item now through the checkout's API; answers the purchase order's id. */
async function buy(
  api: APIRequestContext,
  slug: string,
  itemId: string,
  email: string,
  delivery: 'delivery' | 'to_address',
) {
  const root = `/api/v1/shops/${slug}/checkouts`
  const checkout = await ok<{ id: string; orders: { supplier: { id: string } }[] }>(
    api.post(root, { data: { item: { item_id: itemId, quantity: 1 } } }),
    'checkout',
  )
  const id = checkout.id
  const supplier = checkout.orders[0]!.supplier.id
  await ok(api.put(`${root}/${id}/contact`, { data: { email } }), 'contact')
  await ok(api.put(`${root}/${id}/address`, { data: ADDRESS }), 'address')
  const once = { 'idempotency-key': randomUUID() }
  if (delivery === 'delivery') {
    await ok(
      api.put(`${root}/${id}/delivery`, { data: { supplier_id: supplier, delivery_type: 'delivery' } }),
      'delivery',
    )
    const placed = await ok<Placed>(api.post(`${root}/${id}/place`, { data: {}, headers: once }), 'place')
    return placed.order_ids[0]!
  }
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
  const paid = await ok<Placed>(
    api.post(`${root}/${id}/pay`, {
      data: { payment_type: 'card', card_token: card.token, expected_total: chosen.grand_total },
      headers: once,
    }),
    'pay',
  )
  return paid.order_ids[0]!
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones' })

/** Opens one order from the list, filtered by its state. */
async function openFromList(page: Page, slug: string, state: string, orderId: string) {
  await page.goto(`/${slug}/admin/pedidos`)
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Pedidos', exact: true })).toBeVisible()
  await page.getByLabel('Estado').selectOption(state)
  await page.getByRole('button', { name: 'Filtrar' }).click()
  await expect(page).toHaveURL(new RegExp(`estado=${state}`))
  await page.getByRole('link', { name: orderId }).click()
  await expect(page.getByRole('heading', { name: `Pedido ${orderId}` })).toBeVisible()
  await hydrated(page)
}

test.describe('the seller’s back office', { tag: '@desktop' }, () => {
  test('a fresh owner quotes one order and takes a paid one to delivered; the customer follows both', async ({
    page,
    owner,
    customer,
    serverURL,
  }) => {
    test.setTimeout(120_000)
    const slug = owner.shop.slug
    const ownerApi = await request.newContext({ baseURL: serverURL, storageState: owner.state })
    // The owner sells: cards, the post, and their own delivery whose date and cost they confirm.
    expect(
      (
        await ownerApi.post('/api/e2e/me/supplier', {
          data: { delivery_types: ['to_address', 'to_branch', 'delivery'] },
        })
      ).status(),
    ).toBe(204)
    await ownerApi.dispose()
    const item = await createItem(serverURL, owner, { name: unique('Jarrón'), list_price: 35_000 })
    const buyer = await request.newContext({ baseURL: serverURL, storageState: customer.state })
    const quoted = await buy(buyer, slug, item.id, customer.email, 'delivery')
    const shipped = await buy(buyer, slug, item.id, customer.email, 'to_address')
    const follow = async (orderId: string) =>
      ok<{ notes: { text: string }[] }>(buyer.get(`/api/v1/me/orders/${orderId}/tracking`), 'tracking')
    expect(await follow(quoted)).toMatchObject({ status: 'awaiting_confirmation', estimated_cost: null })

    await signIn(page, owner)
    // The date and cost: refused without a date, then entered (16:00 in Mexico City).
    await openFromList(page, slug, 'awaiting_confirmation', quoted)
    await page.getByRole('textbox', { name: 'Costo de entrega' }).fill('120.00')
    await page.getByRole('button', { name: 'Confirmar fecha y costo' }).click()
    await expect(page.getByText('Se debe ingresar una fecha y hora de entrega.')).toBeVisible()
    await page.getByLabel('Fecha y hora de entrega', { exact: true }).fill('2099-03-10T16:00')
    await page.getByRole('button', { name: 'Confirmar fecha y costo' }).click()
    await expect(toasts(page)).toContainText('Fecha y costo confirmados')
    await expect(page.locator('[data-order-state]')).toHaveText('Esperando al cliente')
    expect(await follow(quoted)).toMatchObject({
      status: 'awaiting_customer',
      displayed_state: 'confirm_order',
      estimated_delivery_at: '2099-03-10T22:00:00.000Z',
      estimated_cost: { amount: 12_000, currency: 'MXN' },
    })

    // The paid one, step by step, each button named for its step.
    await openFromList(page, slug, 'paid', shipped)
    await page.getByRole('button', { name: 'Marcar en proceso' }).click()
    await expect(toasts(page)).toContainText('El pedido ahora está: En proceso.')
    await page.getByRole('button', { name: 'Listo para entregar' }).click()
    await expect(toasts(page)).toContainText('El pedido ahora está: Listo para entregar.')
    await expect(page.getByRole('button', { name: 'Enviado' })).toBeVisible()
    const trackingLink = page.getByRole('link', { name: /^Ver el envío sbx_shp_/ })
    await expect(trackingLink).toBeVisible()

    // A note for the customer and one for the team.
    await page.getByLabel('Nueva nota').fill('Tu paquete sale hoy.')
    await page.getByLabel('Visible para el cliente').check()
    await page.getByRole('button', { name: 'Agregar nota' }).click()
    await expect(toasts(page)).toContainText('Nota agregada')
    await page.getByLabel('Nueva nota').fill('Revisar el empaque.')
    await page.getByLabel('Interna: solo el equipo de la tienda').check()
    await page.getByRole('button', { name: 'Agregar nota' }).click()
    await expect(page.getByText('Revisar el empaque.')).toBeVisible()

    // The sandbox post picks it up on its tracking page: the order is on its way.
    const orderPage = new URL(page.url()).pathname
    await trackingLink.click()
    await expect(page.getByText(/Guía generada/)).toBeVisible()
    await page.getByRole('button', { name: 'Simular la recolección' }).click()
    await expect(page.getByText(/En camino: la paquetería recogió el paquete/)).toBeVisible()
    await page.goto(orderPage)
    await expect(page.locator('[data-order-state]')).toHaveText('En camino')
    await hydrated(page)
    await page.getByRole('button', { name: 'Entregado' }).click()
    await expect(toasts(page)).toContainText('El pedido ahora está: Entregado.')
    await expect(page.getByRole('button', { name: 'Entregado' })).toHaveCount(0)

    const delivered = await follow(shipped)
    expect(delivered).toMatchObject({
      status: 'delivered',
      delivered_at: expect.any(String),
      tracking: {
        carrier: 'sandbox',
        url: expect.stringMatching(/^\/api\/v1\/sandbox\/shipping\/shipments\/sbx_shp_/),
      },
    })
    expect(delivered.notes.map((n) => n.text)).toEqual(['Tu paquete sale hoy.'])
    await buyer.dispose()
  })
})
