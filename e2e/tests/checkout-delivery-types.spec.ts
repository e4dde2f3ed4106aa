import { type APIRequestContext, request } from '@playwright/test'
import { expect, signIn, test } from '../fixtures/accounts.ts'
import { CARDS, fillContactAndAddress, type ListedItem, SHOP, typeCard } from './checkout-helpers.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * Delivery types of 002 §3 in the demo shop (decision 055): Ana delivers herself — the order is
 * placed without paying and waits for her to confirm the date and cost — and Proveedora ships by a
 * courier the buyer picks among the sandbox broker's rates, paid by card. Phone and desktop.
 */

/** An item of `demo` whose supplier offers `type`: a buy-now checkout of it says so. */
async function itemDeliveredBy(api: APIRequestContext, type: string): Promise<ListedItem> {
  const response = await api.get(`/api/v1/shops/${SHOP}/items`, { params: { limit: 36 } })
  const { results } = (await response.json()) as { results: ListedItem[] }
  for (const item of results.filter((i) => !i.sold_out && i.list_price !== null)) {
    const started = await api.post(`/api/v1/shops/${SHOP}/checkouts`, {
      data: { item: { item_id: item.id, quantity: 1 } },
    })
    if (started.status() !== 201) continue
    const orders = (await started.json()).orders as { delivery_types: string[] }[]
    if (orders[0]?.delivery_types.includes(type)) return item
  }
  throw new Error(`no item of ${SHOP} is delivered by ${type}`)
}

const buyNow = (item: ListedItem) =>
  `/${SHOP}/comprar-articulo/${encodeURIComponent(item.owner_id)}/${encodeURIComponent(item.id)}`

test.describe('delivery types', () => {
  test('the seller’s own delivery places the order unpaid, awaiting its date and cost', async ({
    page,
    customer,
    serverURL,
  }) => {
    test.setTimeout(60_000)
    const api = await request.newContext({ baseURL: serverURL, storageState: customer.state })
    const item = await itemDeliveredBy(api, 'delivery')
    await api.dispose()
    await signIn(page, customer)
    await page.goto(buyNow(item))
    await hydrated(page)
    await fillContactAndAddress(page, customer)

    const delivery = page.getByRole('region', { name: 'Método de entrega' })
    const own = delivery.getByRole('radio', { name: /Entrega del vendedor/ })
    await expect(own).toBeVisible()
    await expect(delivery.getByText(/Entrega del vendedor · Fecha y costo por confirmar/)).toBeVisible()
    await own.check()
    await delivery.getByRole('button', { name: 'Elegir' }).click()
    await expect(delivery).not.toHaveAttribute('data-incomplete')
    await expect(page.getByText('Por confirmar con el vendedor').first()).toBeVisible()

    const payment = page.getByRole('region', { name: 'Método de pago' })
    await expect(payment).toContainText('No pagas ahora')
    await payment.getByRole('button', { name: 'Realizar pedido' }).click()
    await expect(page).toHaveURL(new RegExp(`/${SHOP}/pagado/`), { timeout: 20_000 })
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('¡Pedido realizado!')
    await expect(main.getByText(item.name).first()).toBeVisible()
    await expect(main.getByText('Entrega: Entrega del vendedor')).toBeVisible()
    await expect(
      main.getByText(/Esperando que el vendedor confirme la fecha y el costo de entrega/),
    ).toBeVisible()
    await expect(main.getByText('Total pagado')).toHaveCount(0)
  })

  test('courier shipping offers the broker’s couriers and is paid with the chosen rate', async ({
    page,
    customer,
    serverURL,
  }) => {
    test.setTimeout(60_000)
    const api = await request.newContext({ baseURL: serverURL, storageState: customer.state })
    const item = await itemDeliveredBy(api, 'shipping')
    await api.dispose()
    await signIn(page, customer)
    await page.goto(buyNow(item))
    await hydrated(page)
    await fillContactAndAddress(page, customer)

    const delivery = page.getByRole('region', { name: 'Método de entrega' })
    for (const courier of ['Colibrí Envíos', 'Quetzal Paquetería', 'Jaguar Express']) {
      await expect(delivery.getByRole('radio', { name: new RegExp(courier) })).toBeVisible()
    }
    // Jaguar Express to Mexico City: 1 kg bills 178.00, delivered in a day.
    const jaguar = delivery.getByRole('radio', { name: /Envío por paquetería — Jaguar Express/ })
    await expect(delivery.getByText(/Jaguar Express Prioritario · \$178\.00/)).toBeVisible()
    await jaguar.check()
    await delivery.getByRole('button', { name: 'Elegir' }).click()
    await expect(delivery).not.toHaveAttribute('data-incomplete')
    await expect(page.locator('details').getByText('$178.00')).toBeVisible()

    await typeCard(page, CARDS.approved)
    await page
      .getByRole('button', { name: /^Pagar / })
      .last()
      .click()
    await expect(page).toHaveURL(new RegExp(`/${SHOP}/pagado/`), { timeout: 20_000 })
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('¡Gracias por tu compra!')
    await expect(main.getByText('Entrega: Envío por paquetería')).toBeVisible()
    await expect(main.getByText('Total pagado')).toBeVisible()
  })
})
