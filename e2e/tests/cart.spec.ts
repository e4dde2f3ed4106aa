import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, demoApi, demoSession } from '../fixtures/accounts.ts'
import { hydrated } from './shell-helpers.ts'

const CUSTOMER = { email: 'cliente@demo.test', password: DEMO_PASSWORD }

type CartLine = { line_id: string; id: string; quantity: number }

/**
 * Units of `name` in the demo customer's saved cart in franquicia-centro, read through the API (the
 * demo customer is shared by the desktop and phone runs, so the journey compares before and after).
 */
async function savedUnits(baseURL: string, name: string): Promise<number> {
  const api = await demoApi(baseURL, CUSTOMER.email)
  const cart = (await (await api.get('/api/v1/shops/franquicia-centro/cart')).json()) as {
    orders: { aggregated: { products: { name: string; quantity: number }[] }[] }[]
  }
  await api.dispose()
  return cart.orders
    .flatMap((order) => order.aggregated.flatMap((group) => group.products))
    .filter((product) => product.name === name)
    .reduce((sum, product) => sum + product.quantity, 0)
}

/**
 * 002 §2, §4 (decision 044): an anonymous visitor fills a cart kept in the browser, sees it priced
 * in the drawer and on the cart page, then signs in as the demo customer and finds the same lines in
 * the saved cart (one bulk move), with local storage cleared.
 */
test.describe('the cart', () => {
  test('an anonymous visitor fills a cart, signs in as the demo customer and sees it moved', async ({
    page,
    baseURL,
  }) => {
    const before = await savedUnits(baseURL!, 'Canasta artesanal')
    await page.goto('/franquicia-centro/productos')
    await hydrated(page)
    await page.getByRole('link', { name: 'Canasta artesanal' }).click()
    await hydrated(page)
    const main = page.getByRole('main')
    await main.getByLabel('Cantidad').fill('2')
    await main.getByRole('button', { name: 'Agregar al carrito' }).click()

    // The drawer opens with the line, priced by the preview route; the count is the local units.
    const drawer = page.getByRole('dialog', { name: 'Carrito de compras' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Canasta artesanal' })).toBeVisible()
    await expect(drawer.getByLabel('Cantidad de Canasta artesanal')).toHaveValue('2')
    await expect(page.getByRole('link', { name: 'Carrito: 2 artículos' })).toBeVisible()
    // Steppers: one more, then minus back to 1 is allowed, and minus is disabled at 1.
    await drawer.getByRole('button', { name: 'Agregar uno de Canasta artesanal' }).click()
    await expect(drawer.getByLabel('Cantidad de Canasta artesanal')).toHaveValue('3')
    // No share link for a visitor.
    await expect(drawer.getByRole('button', { name: 'Compartir carrito' })).toHaveCount(0)
    await drawer.getByRole('button', { name: 'Cerrar el carrito' }).click()
    await expect(drawer).toBeHidden()

    // The cart page shows the same local cart.
    await page.goto('/franquicia-centro/carrito')
    await hydrated(page)
    await expect(main.getByRole('heading', { name: 'Carrito de compras' })).toBeVisible()
    await expect(main.getByLabel('Cantidad de Canasta artesanal')).toHaveValue('3')
    const local = await page.evaluate(() => localStorage.getItem('tianguis.cart'))
    expect(JSON.parse(local ?? '{}')['franquicia-centro']).toHaveLength(1)

    // Signing in moves the local cart to the customer's saved cart and clears local storage.
    await page.goto('/franquicia-centro/login')
    await page.getByLabel(/Correo/i).fill(CUSTOMER.email)
    await page.getByLabel(/Contraseña/i).fill(CUSTOMER.password)
    await page.getByRole('button', { name: /Iniciar sesión|Entrar/ }).click()
    await expect(page).toHaveURL(/\/franquicia-centro\/perfil$/)
    await hydrated(page)
    await expect(page.getByRole('link', { name: /Carrito: [1-9]\d* artículos?/ })).toBeVisible()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tianguis.cart'))).toBeNull()

    // The saved cart has the 3 moved units on top of what it had, and the cart page, rendered by
    // the server from it, shows them.
    expect(await savedUnits(baseURL!, 'Canasta artesanal')).toBe(before + 3)
    await page.goto('/franquicia-centro/carrito')
    await expect(main.getByLabel('Cantidad de Canasta artesanal')).toHaveValue(String(before + 3))
    await expect(main.getByRole('button', { name: 'Compartir carrito' })).toBeVisible()
  })

  test('a customer’s cart page fetches the cart’s code on the first press, and a stepper pressed before it came changes the quantity in place', async ({
    page,
    baseURL,
  }) => {
    // Signed in in the page's own context; one more unit of a product in franquicia-centro's cart.
    await page.context().addCookies((await demoSession(baseURL!, CUSTOMER.email)).cookies)
    const items = (await (
      await page.request.get('/api/v1/shops/franquicia-centro/items?limit=50')
    ).json()) as {
      results: { id: string; name: string }[]
    }
    const basket = items.results.find((item) => item.name === 'Canasta artesanal')!
    const added = await page.request.post('/api/v1/shops/franquicia-centro/cart/lines', {
      data: { item_id: basket.id, quantity: 1, variants: {} },
    })
    expect(added.ok(), await added.text()).toBe(true)
    const line = ((await added.json()) as { orders: { aggregated: { products: CartLine[] }[] }[] }).orders
      .flatMap((order) => order.aggregated.flatMap((group) => group.products))
      .find((product) => product.id === basket.id)!

    // The cart's code comes slowly, so the press surely comes first (decision 051).
    const scripts: string[] = []
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.method())
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.route(/\/assets\/(customer-cart|cart|cart-actions)-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.goto('/franquicia-centro/carrito')
    await hydrated(page)
    const main = page.getByRole('main')
    const quantity = main.getByLabel('Cantidad de Canasta artesanal')
    await expect(quantity).toHaveValue(String(line.quantity))
    // Drawn by the server; none of the cart's nor the frame's islands' code was fetched.
    expect(
      scripts.filter((path) => /\/(customer-cart|cart-actions|shop-footer|search-box)-/.test(path)),
    ).toEqual([])

    const patched = page.waitForRequest((request) => request.method() === 'PATCH')
    await main.getByRole('button', { name: 'Agregar uno de Canasta artesanal' }).click()
    await patched
    await expect(quantity).toHaveValue(String(line.quantity + 1))
    // In place: the first document is the only one, no form went to the server's action.
    expect(documents).toEqual(['GET'])

    // Back as it was before the unit this test added.
    const path = `/api/v1/shops/franquicia-centro/cart/lines/${encodeURIComponent(line.line_id)}`
    const back =
      line.quantity > 1
        ? await page.request.patch(path, { data: { quantity: line.quantity - 1 } })
        : await page.request.delete(path)
    expect(back.ok(), await back.text()).toBe(true)
  })
})
