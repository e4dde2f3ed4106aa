import { type APIRequestContext, request } from '@playwright/test'
import { type Account, expect, signIn, test } from '../fixtures/accounts.ts'
import { expectNoSeriousViolations, hydrated } from './shell-helpers.ts'

/**
 * Issue 12, decision 052: the platform's item page (reached from the marketplace) lists the shops
 * that sell the item, the supplier's own first; 'Comprar en …' opens the item's page in that shop,
 * where adding to the cart works, with JavaScript (a visitor in a reseller's shop: the drawer) and
 * without it (a customer in the supplier's shop: the cart page).
 */

/** Units of `name` in the signed-in customer's saved cart in the shop `slug`, read through the API. */
async function cartUnits(api: APIRequestContext, slug: string, name: string): Promise<number> {
  const cart = (await (await api.get(`/api/v1/shops/${slug}/cart`)).json()) as {
    orders: { aggregated: { products: { name: string; quantity: number }[] }[] }[]
  }
  return cart.orders
    .flatMap((order) => order.aggregated.flatMap((group) => group.products))
    .filter((product) => product.name === name)
    .reduce((sum, product) => sum + product.quantity, 0)
}

async function customerApi(serverURL: string, customer: Account) {
  return request.newContext({ baseURL: serverURL, storageState: customer.state })
}

test.describe('the platform item page', () => {
  test('lists the shops that sell the item; a visitor buys it in a reseller’s shop', async ({ page }) => {
    // Searched: other journeys publish items that push it off the marketplace's first page.
    await page.goto('/marketplace?filter=canasta')
    await hydrated(page)
    const main = page.getByRole('main')
    await main.getByRole('link', { name: 'Canasta artesanal' }).first().click()
    await expect(main.getByRole('heading', { level: 1, name: 'Canasta artesanal' })).toBeVisible()

    const shops = main.getByRole('region', { name: 'Dónde comprarlo' })
    // The supplier's own shop, then the shops reselling it by name (Rita's too since decision 069).
    await expect(shops.getByRole('listitem')).toHaveCount(3)
    await expect(shops.getByRole('listitem').first()).toContainText('Franquicia Centro')
    await expect(shops.getByRole('listitem').first()).toContainText('Tienda del proveedor')
    await expect(shops.getByRole('listitem').nth(1)).toContainText('Tienda Afiliada')
    await expect(shops.getByRole('listitem').nth(2)).toContainText('Tienda Demo')
    // Nothing of a cart that cannot know its shop.
    await expect(main.getByRole('button', { name: 'Agregar al carrito' })).toHaveCount(0)
    await expectNoSeriousViolations(page)

    await shops.getByRole('link', { name: 'Comprar en Tienda Demo' }).click()
    await expect(page).toHaveURL(/\/demo\/productos\/usr_[^/]+\/itm_[^/]+$/)
    await hydrated(page)
    await main.getByLabel('Cantidad').fill('2')
    await main.getByRole('button', { name: 'Agregar al carrito' }).click()
    const drawer = page.getByRole('dialog', { name: 'Carrito de compras' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByLabel('Cantidad de Canasta artesanal')).toHaveValue('2')
    const local = await page.evaluate(() => localStorage.getItem('tianguis.cart'))
    expect(JSON.parse(local ?? '{}').demo).toHaveLength(1)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('a customer follows the supplier’s own shop’s link and adds to that shop’s cart', async ({
      page,
      customer,
      serverURL,
    }) => {
      const api = await customerApi(serverURL, customer)
      const before = await cartUnits(api, 'franquicia-centro', 'Canasta artesanal')
      await signIn(page, customer)
      await page.goto('/marketplace?filter=canasta')
      const main = page.getByRole('main')
      await main.getByRole('link', { name: 'Canasta artesanal' }).first().click()
      const shops = main.getByRole('region', { name: 'Dónde comprarlo' })
      await shops.getByRole('link', { name: 'Comprar en Franquicia Centro' }).click()
      await expect(page).toHaveURL(/\/franquicia-centro\/productos\//)
      await main.getByLabel('Cantidad').fill('3')
      await main.getByRole('button', { name: 'Agregar al carrito' }).click()
      // The route's action adds the line and shows the cart page.
      await expect(page).toHaveURL(/\/franquicia-centro\/carrito$/)
      await expect(main.getByLabel('Cantidad de Canasta artesanal')).toHaveValue(String(before + 3))
      expect(await cartUnits(api, 'franquicia-centro', 'Canasta artesanal')).toBe(before + 3)
      await api.dispose()
    })
  })
})
