import { type APIRequestContext, type Page, request } from '@playwright/test'
import { createItem, expect, type Owner, signIn, test, unique } from '../fixtures/accounts.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * A supplier chooses the methods they take (decision 060): the worker's shop owner, set up to sell
 * with cards only (the setup route; the rest of a supplier's set-up has no page yet), turns a method
 * on through /apps/me/payment-types and the customer's checkout started after offers it — on the
 * checkout page and in the checkout it reads; turned off, the next checkout does not.
 *
 * The method is the store payment: of the methods a supplier may enable, the journeys' server (the
 * sandbox) takes only cards and store payments, and the checkout page lists only those; a method
 * no provider takes is never offered (checkout-payment-types.test.ts). Once the sandbox takes cash
 * (decision 057's sandbox part), METHOD can be cash with the checkout page's cash label.
 */
const METHOD = { type: 'store', onSupplierPage: 'Pago en tienda', onCheckoutPage: 'Pago en tienda' }
const CARD = 'Tarjeta de crédito o débito'

/** The supplier's payment methods page, reached from their products page. */
async function openPaymentTypes(page: Page, owner: Owner) {
  await page.goto(`/${owner.shop.slug}/apps/me/products`)
  await page.getByRole('link', { name: 'Formas de pago' }).click()
  await expect(page).toHaveURL(new RegExp(`/${owner.shop.slug}/apps/me/payment-types$`))
  await expect(page.getByRole('heading', { name: 'Formas de pago', exact: true })).toBeVisible()
  await hydrated(page)
}

/** Checks or unchecks the method, saves, and reads the page again to see what was stored. */
async function choose(page: Page, on: boolean) {
  const box = page.getByLabel(METHOD.onSupplierPage, { exact: true })
  await (on ? box.check() : box.uncheck())
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page).toHaveURL(/\?hecho=guardado$/)
  await expect(page.getByRole('status')).toContainText('Se guardaron tus formas de pago.')
  await page.reload()
  await (on ? expect(box).toBeChecked() : expect(box).not.toBeChecked())
  await expect(page.getByLabel(CARD, { exact: true })).toBeChecked()
}

/**
 * The customer buys the item now: the checkout page opens. Answers the methods the checkout offers
 * (as the page reads them) and whether the page lists the method.
 */
async function checkoutOf(
  buyer: Page,
  api: APIRequestContext,
  slug: string,
  item: { id: string; owner: string },
) {
  await buyer.goto(
    `/${slug}/comprar-articulo/${encodeURIComponent(item.owner)}/${encodeURIComponent(item.id)}`,
  )
  await expect(buyer).toHaveURL(/[?&]compra=chk_/)
  await expect(buyer.getByRole('timer')).toContainText('Tiempo para completar la compra')
  await expect(buyer.getByLabel(CARD, { exact: true })).toBeVisible()
  const checkoutId = new URL(buyer.url()).searchParams.get('compra')!
  const answer = await api.get(`/api/v1/shops/${slug}/checkouts/${checkoutId}`)
  expect(answer.ok(), await answer.text()).toBe(true)
  const offered = ((await answer.json()) as { enabled_payment_types: string[] }).enabled_payment_types
  return { offered, listed: await buyer.getByLabel(METHOD.onCheckoutPage, { exact: true }).count() }
}

test('the supplier turns a method on, the next checkout offers it; turned off, the one after does not', async ({
  page,
  browser,
  owner,
  customer,
  serverURL,
}) => {
  test.setTimeout(60_000)
  const ownerApi = await request.newContext({ baseURL: serverURL, storageState: owner.state })
  const setUp = await ownerApi.post('/api/e2e/me/supplier')
  expect(setUp.status(), await setUp.text()).toBe(204)
  const created = await createItem(serverURL, owner, { name: unique('Jarra de barro'), list_price: 25_000 })
  const item = await (await ownerApi.get(`/api/v1/me/items/${created.id}`)).json()
  const bought = { id: created.id, owner: item.owner_id as string }

  // The customer in a browser of their own, beside the supplier's.
  const buyerContext = await browser.newContext({ baseURL: serverURL, locale: 'es-MX' })
  const buyer = await buyerContext.newPage()
  await signIn(buyer, customer)
  const buyerApi = buyerContext.request
  expect(await checkoutOf(buyer, buyerApi, owner.shop.slug, bought)).toEqual({ offered: ['card'], listed: 0 })

  // The supplier turns the method on: the next checkout offers it.
  await signIn(page, owner)
  await openPaymentTypes(page, owner)
  await choose(page, true)
  expect(await checkoutOf(buyer, buyerApi, owner.shop.slug, bought)).toEqual({
    offered: ['card', METHOD.type],
    listed: 1,
  })

  // And off again: the next checkout no longer offers it.
  await choose(page, false)
  expect(await checkoutOf(buyer, buyerApi, owner.shop.slug, bought)).toEqual({ offered: ['card'], listed: 0 })

  await buyerContext.close()
  await ownerApi.dispose()
})
