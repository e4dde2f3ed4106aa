import { request } from '@playwright/test'
import { type Account, expect, signIn, test } from '../fixtures/accounts.ts'
import { buyableItem, CARDS, fillCheckout, SHOP, typeCard } from './checkout-helpers.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * Issue 12's checkout journeys (002 §2, §4, §8; decisions 045, 049) in the demo shop, whose suppliers
 * Ana and Proveedora are configured for card and store payments (decision 043): a 3-D Secure card to
 * the paid page, a declined card's message and reset, the countdown's expiry and restart, and buy now.
 * The customer is a person the journey signs up (decision 033). Sandbox cards: decision 045.
 */

async function customerApi(serverURL: string, customer: Account) {
  return request.newContext({ baseURL: serverURL, storageState: customer.state })
}

test.describe('checkout', () => {
  test('a 3-D Secure card pays and lands on the paid page', async ({ page, customer, serverURL }) => {
    test.setTimeout(60_000)
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
    await expect(page).toHaveURL(/\/sandbox\/payments\/3ds\//, { timeout: 20_000 })
    await page.getByRole('button', { name: 'Aprobar' }).click()
    await expect(page).toHaveURL(new RegExp(`/${SHOP}/pagado/`), { timeout: 20_000 })
    // The shop's name is the frame's h1; the page's own is in main.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      '¡Gracias por tu compra!',
    )
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
    await expect(toast).toContainText('Error', { timeout: 20_000 })
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
    expect(first).toBeTruthy()
    await page.clock.fastForward('15:01')
    await expect(page.getByText('El tiempo para completar la compra expiró.')).toBeVisible()
    await page.getByRole('button', { name: 'Reiniciar la compra' }).click()
    // The address had the first checkout's mark already: wait for the new one, not just any mark.
    await expect(page).not.toHaveURL(new RegExp(`[?&]compra=${first}(&|$)`))
    await expect(page).toHaveURL(/[?&]compra=chk_/)
    const second = new URL(page.url()).searchParams.get('compra')
    expect(second).not.toBe(first)
    await api.dispose()
  })

  test('buy now makes a checkout of one item with its quantity', async ({ page, customer, serverURL }) => {
    const api = await customerApi(serverURL, customer)
    const item = await buyableItem(api)
    await signIn(page, customer)
    // From the item's page: its 'Comprar ahora' sends the add-to-cart form's fields to buy now.
    await page.goto(`/${SHOP}/productos/${encodeURIComponent(item.owner_id)}/${encodeURIComponent(item.id)}`)
    await hydrated(page)
    const main = page.getByRole('main')
    for (const variant of await main.locator('select[name^="variant."]').all()) {
      await variant.selectOption({ index: 1 })
    }
    await main.getByLabel('Cantidad').fill('2')
    await main.getByRole('button', { name: 'Comprar ahora' }).click()
    await expect(page).toHaveURL(
      new RegExp(`/${SHOP}/comprar-articulo/${item.owner_id}/${item.id}\\?(.*&)?compra=chk_`),
    )
    // The shop's name is the frame's h1; the page's own is in main.
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Comprar ahora')
    await expect(page.getByRole('timer')).toContainText('Tiempo para completar la compra')
    await expect(main.getByText(item.name).first()).toBeVisible()
    await expect(main.getByText('Cantidad: 2')).toBeVisible()
    await api.dispose()
  })

  test('an anonymous visitor is sent to the guest sign-in with the checkout as next', async ({ page }) => {
    await page.goto(`/${SHOP}/comprar`)
    await expect(page).toHaveURL(new RegExp(`/${SHOP}/comprar/invitado\\?next=`))
  })
})
