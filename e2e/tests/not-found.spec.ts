import { expect, test } from '@playwright/test'

test('an unknown shop shows the store-not-found page with 404', async ({ page }) => {
  const response = await page.goto('/tienda-que-no-existe')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Tienda no encontrada')).toBeVisible()
  await expect(page.getByText('Lo sentimos, pero la tienda no existe')).toBeVisible()
})

test('an unknown page inside a shop shows the not-found page linking back to the shop', async ({ page }) => {
  const response = await page.goto('/demo/esta-pagina-no-existe')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Página no encontrada!')).toBeVisible()
  await page.getByRole('link', { name: /página principal|inicio/i }).click()
  await expect(page).toHaveURL(/\/demo$/)
})

test('an unknown platform page shows the not-found page with 404', async ({ page }) => {
  const response = await page.goto('/ayuda/esto/no/existe')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Página no encontrada!')).toBeVisible()
})
