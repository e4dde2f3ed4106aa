import { type APIRequestContext, type Page, request } from '@playwright/test'
import { type Account, expect, signIn, test } from '../fixtures/accounts.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * Issue 12's checkout journeys (002 §2, §4, §8; decisions 045, 049) in the demo shop, whose suppliers
 * Ana and Proveedora are configured for card and store payments (decision 043): a 3-D Secure card to
 * the paid page, a declined card's message and reset, the countdown's expiry and restart, and buy now.
 * The customer is a person the journey signs up (decision 033). Sandbox cards: decision 045.
 */

const SHOP = 'demo'
const CARDS = {
  threeDs: '4000 0027 6000 3184',
  declined: '4000 0000 0000 0002',
}

interface ListedItem {
  id: string
  owner_id: string
  name: string
  sold_out: boolean
  list_price: number | null
}

/** The demo shop's items a checkout can be made of (a configured supplier, in stock, with a price). */
async function buyableItem(api: APIRequestContext): Promise<ListedItem> {
  const response = await api.get(`/api/v1/shops/${SHOP}/items`, { params: { limit: 36 } })
  expect(response.ok(), await response.text()).toBe(true)
  const { results } = (await response.json()) as { results: ListedItem[] }
  for (const item of results.filter((i) => !i.sold_out && i.list_price !== null)) {
    const started = await api.post(`/api/v1/shops/${SHOP}/checkouts`, {
      data: { item: { item_id: item.id, quantity: 1 } },
    })
    if (started.status() === 201) return item
  }
  throw new Error('no buyable item in the demo shop')
}

async function customerApi(serverURL: string, customer: Account) {
  return request.newContext({ baseURL: serverURL, storageState: customer.state })
}

/** Contact, a new address in Mexico City, and the first delivery option of every order. */
async function fillCheckout(page: Page, customer: Account) {
  const contact = page.getByRole('region', { name: 'Contacto' })
  await contact.getByLabel('Correo electrónico').fill(customer.email)
  await contact.getByRole('button', { name: 'Guardar' }).click()
  await expect(contact).not.toHaveAttribute('data-incomplete')

  const address = page.getByRole('region', { name: 'Dirección de entrega' })
  const newOne = address.getByLabel('Nueva dirección')
  if (await newOne.count()) await newOne.check()
  await address.getByLabel('Nombre de quien recibe').fill('Cliente E2E')
  await address.getByLabel('Teléfono').fill('+52 55 1234 5678')
  await address.getByLabel('Calle').fill('Av. Reforma')
  await address.getByLabel('Número').fill('222')
  await address.getByLabel('Código postal').fill('06600')
  await address.getByLabel('Ciudad').fill('Ciudad de México')
  await address.getByLabel('Estado').selectOption('CMX')
  await address.getByRole('button', { name: 'Guardar' }).click()
  await expect(address).not.toHaveAttribute('data-incomplete')

  const delivery = page.getByRole('region', { name: 'Método de entrega' })
  for (const choose of await delivery.getByRole('button', { name: 'Elegir' }).all()) {
    const form = choose.locator('xpath=ancestor::form[1]')
    const branch = form.locator('select[name="agency_id"]')
    const first = form.getByRole('radio').first()
    await first.check()
    if ((await first.getAttribute('value'))?.startsWith('to_branch|')) await branch.selectOption({ index: 1 })
    await choose.click()
    await page.waitForLoadState('networkidle')
  }
  await expect(delivery).not.toHaveAttribute('data-incomplete')
}

async function typeCard(page: Page, number: string) {
  await page.getByLabel('Tarjeta de crédito o débito').check()
  await page.getByLabel('Número de tarjeta').fill(number)
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/39')
  await page.getByLabel('CVC').fill('123')
  await page.getByLabel('Nombre en la tarjeta').fill('Cliente E2E')
}

test.describe('checkout', () => {
  test('a 3-D Secure card pays and lands on the paid page', async ({ page, customer, serverURL }) => {
    const api = await customerApi(serverURL, customer)
    const item = await buyableItem(api)
    await api.post(`/api/v1/shops/${SHOP}/cart/lines`, { data: { item_id: item.id, quantity: 1 } })
    await signIn(page, customer)
    await page.goto(`/${SHOP}/comprar?proveedor=${encodeURIComponent(item.owner_id)}`)
    await expect(page).toHaveURL(/[?&]compra=/)
    await hydrated(page)
    await expect(page.getByRole('timer')).toContainText('Tiempo para completar la compra')
    await fillCheckout(page, customer)
    await typeCard(page, CARDS.threeDs)
    // Card data goes to the provider only: no request to our checkout carries it.
    const leaks: string[] = []
    page.on('request', (req) => {
      if (
        !req.url().includes('/sandbox/payments/tokens') &&
        (req.postData() ?? '').includes('4000002760003184')
      ) {
        leaks.push(req.url())
      }
    })
    await page
      .getByRole('button', { name: /^Pagar / })
      .last()
      .click()
    await expect(page).toHaveURL(/\/sandbox\/payments\/3ds\//)
    await page.getByRole('button', { name: 'Aprobar' }).click()
    await expect(page).toHaveURL(new RegExp(`/${SHOP}/pagado/`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Gracias por tu compra!')
    await expect(page.getByText(/^Pedido /).first()).toBeVisible()
    await expect(page.getByText(item.name).first()).toBeVisible()
    expect(leaks).toEqual([])
    await api.dispose()
  })

  test('a declined card shows the message and resets the checkout', async ({ page, customer, serverURL }) => {
    const api = await customerApi(serverURL, customer)
    const item = await buyableItem(api)
    await api.post(`/api/v1/shops/${SHOP}/cart/lines`, { data: { item_id: item.id, quantity: 1 } })
    await signIn(page, customer)
    await page.goto(`/${SHOP}/comprar?proveedor=${encodeURIComponent(item.owner_id)}`)
    await hydrated(page)
    await fillCheckout(page, customer)
    await typeCard(page, CARDS.declined)
    await page
      .getByRole('button', { name: /^Pagar / })
      .last()
      .click()
    const toast = page.getByRole('region', { name: 'Notificaciones' }).getByRole('listitem')
    await expect(toast).toContainText('Error')
    await expect(page).toHaveURL(/[?&]compra=/)
    // Read again and reset: the card form is empty and the checkout is still open.
    await expect(page.getByLabel('Número de tarjeta')).toHaveValue('')
    await expect(page.getByRole('timer')).toBeVisible()
    await api.dispose()
  })

  test('at the end of the countdown the purchase expires and can be restarted', async ({
    page,
    customer,
    serverURL,
  }) => {
    const api = await customerApi(serverURL, customer)
    const item = await buyableItem(api)
    await api.post(`/api/v1/shops/${SHOP}/cart/lines`, { data: { item_id: item.id, quantity: 1 } })
    await signIn(page, customer)
    await page.clock.install()
    await page.goto(`/${SHOP}/comprar?proveedor=${encodeURIComponent(item.owner_id)}`)
    await hydrated(page)
    const first = new URL(page.url()).searchParams.get('compra')
    await page.clock.fastForward('15:01')
    await expect(page.getByText('El tiempo para completar la compra expiró.')).toBeVisible()
    await page.getByRole('button', { name: 'Reiniciar la compra' }).click()
    await expect(page).toHaveURL(/[?&]compra=/)
    const second = new URL(page.url()).searchParams.get('compra')
    expect(second).not.toBe(first)
    await api.dispose()
  })

  test('buy now makes a checkout of one item with its quantity', async ({ page, customer, serverURL }) => {
    const api = await customerApi(serverURL, customer)
    const item = await buyableItem(api)
    await signIn(page, customer)
    await page.goto(
      `/${SHOP}/comprar-articulo/${encodeURIComponent(item.owner_id)}/${encodeURIComponent(item.id)}?cantidad=2`,
    )
    await expect(page).toHaveURL(/[?&]compra=/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comprar ahora')
    await expect(page.getByText(item.name).first()).toBeVisible()
    await expect(page.getByText('Cantidad: 2')).toBeVisible()
    await api.dispose()
  })

  test('an anonymous visitor is sent to the guest sign-in with the checkout as next', async ({ page }) => {
    await page.goto(`/${SHOP}/comprar`)
    await expect(page).toHaveURL(new RegExp(`/${SHOP}/comprar/invitado\\?next=`))
  })
})
