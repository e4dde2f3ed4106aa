import { expect, test } from '@playwright/test'
import { hydrated } from './shell-helpers.ts'

/**
 * 002 §2, §4 (decision 044): an anonymous visitor fills a cart kept in the browser, sees it priced
 * in the drawer and on the cart page, then signs in as the demo customer and finds the same lines in
 * the saved cart (one bulk move), with local storage cleared.
 */
test.describe('the cart', () => {
  test('an anonymous visitor fills a cart, signs in as the demo customer and sees it moved', async ({
    page,
  }) => {
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
    await page.getByLabel(/Correo/i).fill('cliente@demo.test')
    await page.getByLabel(/Contraseña/i).fill('tianguis-demo')
    await page.getByRole('button', { name: /Iniciar sesión|Entrar/ }).click()
    await expect(page).toHaveURL(/\/franquicia-centro\/perfil$/)
    await hydrated(page)
    await expect(page.getByRole('link', { name: /Carrito: [1-9]\d* artículos?/ })).toBeVisible()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tianguis.cart'))).toBeNull()

    // The cart page is now rendered by the server from the saved cart, and works without scripts'
    // help: its quantity is the moved one.
    await page.goto('/franquicia-centro/carrito')
    await expect(main.getByLabel('Cantidad de Canasta artesanal')).toHaveValue('3')
    await expect(main.getByRole('button', { name: 'Compartir carrito' })).toBeVisible()
  })
})
