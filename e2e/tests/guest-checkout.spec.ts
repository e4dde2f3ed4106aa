import { request } from '@playwright/test'
import { expect, test, unique } from '../fixtures/accounts.ts'
import {
  buyableItem,
  CARDS,
  continueAsGuestByEmail,
  fillCheckout,
  SHOP,
  typeCard,
} from './checkout-helpers.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * 002 §2 guest checkout (decisions 047, 049): a visitor with a cart goes to pay, continues as a guest
 * with a code sent to an email, reads the code in the mail the journeys' SMTP server received
 * (smtp-catcher.ts), and completes the checkout to the paid page. The email is new
 * on every run and project, so the per-identifier code limits (decision 047) are never shared.
 */
test('a guest checks out with an email code read from the test SMTP server', async ({
  page,
  customer,
  serverURL,
}) => {
  // A whole purchase: a cart, a code by mail, four checkout steps and a payment.
  test.setTimeout(90_000)
  // An item a checkout can be made of: asked as the worker's customer (only the API knows which
  // suppliers are configured); the journey itself is an anonymous visitor's.
  const customerApi = await request.newContext({ baseURL: serverURL, storageState: customer.state })
  const item = await buyableItem(customerApi)
  await customerApi.dispose()

  // The visitor fills a cart kept in the browser.
  await page.goto(`/${SHOP}/productos/${encodeURIComponent(item.owner_id)}/${encodeURIComponent(item.id)}`)
  await hydrated(page)
  const main = page.getByRole('main')
  for (const variant of await main.locator('select[name^="variant."]').all()) {
    await variant.selectOption({ index: 1 })
  }
  await main.getByRole('button', { name: 'Agregar al carrito' }).click()
  const drawer = page.getByRole('dialog', { name: 'Carrito de compras' })
  await expect(drawer.getByRole('link', { name: item.name })).toBeVisible()
  await drawer.getByRole('button', { name: 'Cerrar el carrito' }).click()

  // Paying asks who is buying: continue as a guest by email.
  await page.goto(`/${SHOP}/carrito`)
  await hydrated(page)
  await main.getByRole('button', { name: 'Pagar', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/comprar/invitado\\?next=`))
  await expect(main.getByRole('link', { name: 'Inicia sesión' })).toBeVisible()
  const email = `${unique('invitado')}@example.test`
  await continueAsGuestByEmail(main, email)

  // Signed in as a guest: the checkout of that supplier's order, with the cart's item.
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/comprar\\?(.*&)?compra=chk_`))
  await hydrated(page)
  await expect(page.getByRole('timer')).toContainText('Tiempo para completar la compra')
  await expect(main.getByText(item.name).first()).toBeVisible()
  await fillCheckout(page, { email })
  await typeCard(page, CARDS.approved)
  await page
    .getByRole('button', { name: /^Pagar / })
    .last()
    .click()
  // Paying charges the sandbox gateway and places the order: more than the default 5 s on a busy machine.
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/pagado/`), { timeout: 20_000 })
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('¡Gracias por tu compra!')
  await expect(main.getByText(/^Pedido /).first()).toBeVisible()
  await expect(main.getByText(item.name).first()).toBeVisible()
})
