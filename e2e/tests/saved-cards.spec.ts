import type { Page } from '@playwright/test'
import { demoApi, expect, signIn, signUp, test } from '../fixtures/accounts.ts'
import { buyableItem, fillCheckout, type ListedItem, SHOP, typeCard } from './checkout-helpers.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * Saved cards (002 §2 "saved cards"; decision 053) in the demo shop: the demo customer pays with the
 * sandbox Visa the seed saved for her, and a new customer saves a card and is offered it next time.
 *
 * The first journey is signed in as `cliente@demo.test`: it is about what the demo shows her. It
 * uses the run's one shared session of hers (`demoSession`), which keeps the login rate limit unspent.
 */

const DEMO_CUSTOMER = { email: 'cliente@demo.test' }

async function buyNow(page: Page, item: ListedItem) {
  await page.goto(
    `/${SHOP}/comprar-articulo/${encodeURIComponent(item.owner_id)}/${encodeURIComponent(item.id)}`,
  )
  await expect(page).toHaveURL(/[?&]compra=chk_/)
  await hydrated(page)
}

async function payAndLand(page: Page) {
  await page
    .getByRole('region', { name: 'Método de pago' })
    .getByRole('button', { name: /^Pagar / })
    .click()
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/pagado/`), { timeout: 20_000 })
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    '¡Gracias por tu compra!',
  )
}

test.describe('saved cards', () => {
  test('the demo customer pays with her saved card and lands on the paid page', async ({
    page,
    serverURL,
  }) => {
    test.setTimeout(60_000)
    const api = await demoApi(serverURL, DEMO_CUSTOMER.email)
    const item = await buyableItem(api)
    await page.context().addCookies((await api.storageState()).cookies)
    await buyNow(page, item)
    await fillCheckout(page, { email: DEMO_CUSTOMER.email })

    const payment = page.getByRole('region', { name: 'Método de pago' })
    const saved = payment.getByRole('radio', { name: /^Visa •••• 4242 · vence 12\/\d\d · crédito$/ })
    await expect(saved).toBeChecked()
    // A saved card needs no card form: nothing to type, only its id is sent.
    await expect(payment.getByLabel('Número de tarjeta')).toHaveCount(0)
    const sent: string[] = []
    page.on('request', (req) => {
      if (req.method() === 'POST') sent.push(req.postData() ?? '')
    })
    await payAndLand(page)
    expect(sent.some((body) => body.includes('card_id'))).toBe(true)
    expect(sent.some((body) => body.includes('card_token'))).toBe(false)
    await expect(page.getByText(/Pagado con Visa terminada en 4242/)).toBeVisible()
    await api.dispose()
  })

  test('a customer saves a new card and is offered it next time', async ({ page, serverURL }) => {
    test.setTimeout(90_000)
    // A person of this journey's own: the worker's customer may have saved cards from other runs.
    const { api, ...person } = await signUp(serverURL, 'Cliente Tarjetas E2E')
    await api.patch('/api/e2e/me', { data: { user_level: 'ul0' } })
    const item = await buyableItem(api)
    await signIn(page, person)
    await buyNow(page, item)
    await fillCheckout(page, person)
    const payment = page.getByRole('region', { name: 'Método de pago' })
    await expect(payment.getByText('Tarjetas guardadas')).toHaveCount(0)
    await typeCard(page, '5555 5555 5555 4444')
    await payment.getByLabel('Guardar esta tarjeta para la próxima vez').check()
    await payAndLand(page)

    await buyNow(page, item)
    await fillCheckout(page, person)
    const offered = page
      .getByRole('region', { name: 'Método de pago' })
      .getByRole('radio', { name: /^Mastercard •••• 4444 · vence 12\/\d\d · crédito$/ })
    await expect(offered).toBeChecked()
    // Another card is still possible: the card form comes back with 'use another card'.
    await page.getByRole('radio', { name: 'Usar otra tarjeta' }).check()
    await expect(page.getByLabel('Número de tarjeta')).toBeVisible()
    await page.getByRole('radio', { name: /Mastercard •••• 4444/ }).check()
    await expect(page.getByLabel('Número de tarjeta')).toHaveCount(0)
    await payAndLand(page)
    await api.dispose()
  })
})
