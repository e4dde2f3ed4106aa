import type { APIRequestContext, Page } from '@playwright/test'
import { demoApi, expect, test } from '../fixtures/accounts.ts'
import { fillCheckout, type ListedItem, SHOP } from './checkout-helpers.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * Issue 13's done-when (002 §1, §4, §8, §9; decisions 058, 064): the demo customer pays once with each
 * sandbox method in the demo shop, whose suppliers Ana and Proveedora take all eight (decision 058).
 * A transfer shows its reference and 1-hour limit, cash a voucher to print, crypto an address; the
 * redirect methods go out to the sandbox's hosted page and come back paid; a cancelled redirect
 * comes back to the checkout with 002 §8's message.
 *
 * It is signed in as `cliente@demo.test` (the demo shows what she can do) through the run's one
 * shared session of hers (`demoSession`), which keeps the login rate limit unspent.
 */

const DEMO_CUSTOMER = { email: 'cliente@demo.test' }
const EVERY_METHOD = ['card', 'deposit', 'cash', 'store', 'redirect', 'deferred', 'wallet', 'crypto']
const REDIRECT_FAILURE =
  'El intento de pago falló. Por favor, seleccione otra forma de pago o intente más tarde'

let session: { api: APIRequestContext; item: ListedItem } | null = null

/** The demo customer's session (one login) and an item of hers whose checkout offers every method. */
async function demoCustomer(serverURL: string) {
  if (session) return session
  const api = await demoApi(serverURL, DEMO_CUSTOMER.email)
  const listed = await api.get(`/api/v1/shops/${SHOP}/items`, { params: { limit: 36 } })
  const { results } = (await listed.json()) as { results: ListedItem[] }
  // Made to order first: these journeys buy 9 times per project, and a stocked item they used up
  // would leave the later journeys that buy it (the cart, the platform item page) out of stock.
  const candidates = results
    .filter((i) => !i.sold_out && i.list_price !== null)
    .sort((a, b) => Number(b.stock_type === 'ondemand') - Number(a.stock_type === 'ondemand'))
  for (const item of candidates) {
    const started = await api.post(`/api/v1/shops/${SHOP}/checkouts`, {
      data: { item: { item_id: item.id, quantity: 1 } },
    })
    if (started.status() !== 201) continue
    const offered = ((await started.json()) as { enabled_payment_types: string[] }).enabled_payment_types
    if (EVERY_METHOD.every((type) => offered.includes(type))) {
      session = { api, item }
      return session
    }
  }
  throw new Error('no item of the demo shop offers every payment method')
}

/** A buy-now checkout of the item, filled in up to the payment, with the chosen method. */
async function checkoutWith(page: Page, serverURL: string, method: string) {
  const { api, item } = await demoCustomer(serverURL)
  await page.context().addCookies((await api.storageState()).cookies)
  await page.goto(
    `/${SHOP}/comprar-articulo/${encodeURIComponent(item.owner_id)}/${encodeURIComponent(item.id)}`,
  )
  await expect(page).toHaveURL(/[?&]compra=chk_/)
  await hydrated(page)
  await fillCheckout(page, { email: DEMO_CUSTOMER.email })
  const payment = page.getByRole('region', { name: 'Método de pago' })
  await payment.getByRole('radio', { name: method, exact: true }).check()
  return payment
}

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 })
const paidPage = new RegExp(`/${SHOP}/pagado/chk_`)

test.describe('paying with every sandbox method', () => {
  test.describe.configure({ timeout: 90_000 })

  test('by card: the saved Visa pays at once', async ({ page, serverURL }) => {
    const payment = await checkoutWith(page, serverURL, 'Tarjeta de crédito o débito')
    await payment.getByRole('button', { name: /^Pagar / }).click()
    await expect(page).toHaveURL(paidPage, { timeout: 20_000 })
    await expect(heading(page)).toHaveText('¡Gracias por tu compra!')
    await expect(page.getByText(/^Pagado con Visa terminada en 4242/)).toBeVisible()
  })

  test('by bank transfer: the reference, the CLABE and the 1-hour limit', async ({ page, serverURL }) => {
    const payment = await checkoutWith(page, serverURL, 'Transferencia bancaria (SPEI)')
    await expect(payment.getByText('Paga en la próxima hora con la referencia.')).toBeVisible()
    await payment.getByRole('button', { name: /^Pagar / }).click()
    await expect(page).toHaveURL(paidPage, { timeout: 20_000 })
    const box = page.getByRole('region', { name: 'Datos para tu transferencia' })
    await expect(
      box.getByText(/^Realiza la transferencia antes de las \d{1,2}:\d{2} \(1 hora\)\.$/),
    ).toBeVisible()
    await expect(box.getByRole('definition').nth(1)).toHaveText(/^\d{18}$/)
    await expect(box.getByText('Banco Sandbox')).toBeVisible()
    await expect(page.getByText(/^Total a pagar/)).toBeVisible()
  })

  test('in cash: a voucher with the reference, the stores and a print button', async ({
    page,
    serverURL,
  }) => {
    const payment = await checkoutWith(page, serverURL, 'Efectivo en farmacia o tienda de conveniencia')
    await payment.getByRole('button', { name: /^Pagar / }).click()
    await expect(page).toHaveURL(paidPage, { timeout: 20_000 })
    const voucher = page.getByRole('region', { name: 'Ficha de pago en efectivo' })
    await expect(voucher.getByText(/^Paga antes del /)).toBeVisible()
    await expect(voucher.getByRole('definition').first()).toHaveText(/^\d{14}$/)
    await expect(voucher.getByRole('listitem').filter({ hasText: 'OXXO' })).toBeVisible()
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', '')
    })
    await voucher.getByRole('button', { name: 'Imprimir ficha' }).click()
    await expect(page.locator('body')).toHaveAttribute('data-printed', '')
  })

  test('at the shop’s counter: a reference and its deadline', async ({ page, serverURL }) => {
    const payment = await checkoutWith(page, serverURL, 'Pago en tienda')
    await payment.getByRole('button', { name: /^Pagar / }).click()
    await expect(page).toHaveURL(paidPage, { timeout: 20_000 })
    await expect(page.getByText(/paga en tienda con la referencia \d+\./)).toBeVisible()
  })

  test('in crypto: the amount in the coin, the network and the address', async ({ page, serverURL }) => {
    const payment = await checkoutWith(page, serverURL, 'Criptomonedas')
    await payment.getByRole('button', { name: /^Pagar / }).click()
    await expect(page).toHaveURL(paidPage, { timeout: 20_000 })
    const box = page.getByRole('region', { name: 'Pago con criptomonedas' })
    await expect(box.getByText(/^Envía el pago antes de las \d{1,2}:\d{2} \(30 minutos\)\.$/)).toBeVisible()
    await expect(box.getByRole('definition').first()).toHaveText(/^\d+\.\d+ \w+$/)
  })

  for (const method of [
    'Pasarela de pago con tarjeta',
    'Paga después en quincenas o mensualidades',
    'Billetera digital',
  ]) {
    test(`through “${method}”: out to the provider’s page and back paid`, async ({ page, serverURL }) => {
      const payment = await checkoutWith(page, serverURL, method)
      await payment.getByRole('button', { name: /^Continuar al pago de / }).click()
      await expect(page).toHaveURL(/\/api\/v1\/sandbox\/payments\/redirect\//, { timeout: 20_000 })
      await page.getByRole('button', { name: 'Aprobar pago' }).click()
      await expect(page).toHaveURL(paidPage, { timeout: 20_000 })
      await expect(heading(page)).toHaveText('¡Gracias por tu compra!')
      await expect(page.getByText(`Pagado con ${method}`)).toBeVisible()
    })
  }

  test('a cancelled redirect comes back to the checkout with 002 §8’s message', async ({
    page,
    serverURL,
  }) => {
    const payment = await checkoutWith(page, serverURL, 'Billetera digital')
    await payment.getByRole('button', { name: /^Continuar al pago de / }).click()
    await expect(page).toHaveURL(/\/api\/v1\/sandbox\/payments\/redirect\//, { timeout: 20_000 })
    await page.getByRole('button', { name: 'Cancelar' }).click()
    await expect(page).toHaveURL(new RegExp(`/${SHOP}/comprar\\?compra=chk_`), { timeout: 20_000 })
    const toast = page.getByRole('region', { name: 'Notificaciones' }).getByRole('listitem')
    await expect(toast).toContainText(REDIRECT_FAILURE)
    await expect(page.getByRole('region', { name: 'Método de pago' }).getByRole('alert')).toHaveText(
      REDIRECT_FAILURE,
    )
    // The mark leaves the address; the checkout is open again for another method.
    await expect(page).not.toHaveURL(/fallo=/)
    await expect(page.getByRole('timer')).toBeVisible()
  })
})

test.afterAll(async () => {
  await session?.api.dispose()
  session = null
})
