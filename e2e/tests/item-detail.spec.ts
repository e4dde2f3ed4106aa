import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations, hydrated } from './shell-helpers.ts'

/** Issue #4 §3–§4: a card opens the item's page; the page shows what a shopper needs to decide. */
test.describe('item pages', () => {
  test('a visitor opens a product from the shop list and sees its page', async ({ page }) => {
    await page.goto('/franquicia-centro/productos')
    await hydrated(page)
    await page.getByRole('link', { name: 'Canasta artesanal' }).click()
    await expect(page).toHaveURL(/\/franquicia-centro\/productos\/usr_[a-z0-9]+\/itm_[a-z0-9]+$/)
    await expect(page).toHaveTitle('Canasta artesanal | Franquicia Centro')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Canasta artesanal' })).toBeVisible()
    await expect(main.getByText('$450.00')).toBeVisible()
    await expect(main.getByText('Vendido por Proveedora del Centro')).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Devoluciones' })).toBeVisible()
    await expect(main.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Productos')
    await expectNoSeriousViolations(page)

    // The second photo through its thumbnail (a plain link: no script needed).
    await main.getByRole('link', { name: 'Ver la foto 2' }).click()
    await expect(main.getByRole('img', { name: 'Foto 2 de 2' })).toBeInViewport()

    // Adding opens the cart drawer with the item (002 §4; the whole journey is in cart.spec.ts).
    await hydrated(page)
    await main.getByRole('button', { name: 'Agregar al carrito' }).click()
    await expect(page.getByRole('dialog', { name: 'Carrito de compras' })).toContainText('Canasta artesanal')
  })

  test('an experience shows its date; an unknown item answers the not-found page', async ({ page }) => {
    await page.goto('/franquicia-centro/experiencias')
    await page.getByRole('link').filter({ hasText: 'Taller' }).first().click()
    await expect(page.getByText('Fecha del evento')).toBeVisible()
    const response = await page.goto('/franquicia-centro/productos/usr_x/itm_missing')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Página no encontrada!' })).toBeVisible()
  })
})
