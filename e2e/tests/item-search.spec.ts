import { expect, test } from '@playwright/test'
import { hydrated } from './shell-helpers.ts'

/** Issue #4 §5: searching a shop's list as a visitor types, whatever the case and accents. */
test.describe('item search', () => {
  test('the list follows the text typed in its search box, lower-cased and debounced', async ({ page }) => {
    await page.goto('/franquicia-centro/productos')
    await hydrated(page)
    const box = page.getByRole('searchbox', { name: 'Buscar en la lista' })
    await box.fill('ARTESANIA')
    await expect(page).toHaveURL(/\?filter=artesania$/)
    await expect(page.getByRole('link', { name: 'Canasta artesanal' })).toBeVisible()
    await box.fill('xilofono')
    await expect(page.getByText('No encontramos nada para «xilofono».')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Canasta artesanal' })).toHaveCount(0)
  })

  test('the list search works without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/franquicia-centro/productos')
    await page.getByRole('searchbox', { name: 'Buscar en la lista' }).fill('Palma')
    await page.getByRole('main').getByRole('button', { name: 'Buscar', exact: true }).click()
    await expect(page.getByRole('link', { name: 'Canasta artesanal' })).toBeVisible()
    await context.close()
  })

  test('the navbar search suggests searches and items as the visitor types', async ({ page }) => {
    await page.goto('/franquicia-centro')
    await hydrated(page)
    await page.getByRole('button', { name: 'Buscar', exact: true }).click()
    await page.getByRole('searchbox', { name: 'Texto a buscar' }).fill('CANAS')
    const items = page.getByRole('list', { name: 'Sugerencias' })
    await expect(items.getByRole('link', { name: 'Canasta artesanal' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Búsquedas sugeridas' })).toContainText('canasta artesanal')
    await items.getByRole('link', { name: 'Canasta artesanal' }).click()
    await expect(page).toHaveURL(/\/franquicia-centro\/productos\/usr_[a-z0-9]+\/itm_[a-z0-9]+$/)
    await expect(page.getByRole('heading', { name: 'Canasta artesanal' })).toBeVisible()
  })
})
