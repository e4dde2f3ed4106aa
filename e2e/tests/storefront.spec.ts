import { AxeBuilder } from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { hydrated } from './shell-helpers.ts'

test('a visitor opens /demo and sees the shop', async ({ page }) => {
  const response = await page.goto('/demo')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/Tienda Demo/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tienda Demo' })).toBeAttached()
  // On phones the login link is inside the account menu: attached, not shown until it opens.
  await expect(page.getByRole('link', { name: 'Iniciar sesión', includeHidden: true })).toBeAttached()
  await expect(page.getByText(`© ${new Date().getFullYear()} Tienda Demo`)).toBeVisible()
})

test('the same shop answers on its sub-domain, and its pages come alive there too', async ({
  page,
  baseURL,
  isMobile,
}) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  const url = new URL(baseURL!)
  url.hostname = 'demo.localhost'
  const response = await page.goto(url.toString())
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Tienda Demo' })).toBeAttached()
  // The client router took over: links navigate without a new document.
  await hydrated(page)
  await page.evaluate(() => {
    ;(window as unknown as { marker: boolean }).marker = true
  })
  if (isMobile) await page.getByRole('button', { name: 'Acceder' }).click()
  await page.getByRole('link', { name: 'Iniciar sesión' }).click()
  await expect(page).toHaveURL(/demo\.localhost:\d+\/login$/)
  await expect(page.getByLabel(/Correo/i)).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true)
  expect(problems).toEqual([])
})

test('theme 4 shop renders in its own theme', async ({ page }) => {
  await page.goto('/tienda-afiliada')
  await expect(page.getByRole('heading', { level: 1, name: 'Tienda Afiliada' })).toBeAttached()
  await expect(page.locator('[data-theme="4"]')).toHaveCount(1)
})

test('the shop home has no serious accessibility violations', async ({ page }) => {
  await page.goto('/demo')
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([])
})

test('the language can be switched to English and stays', async ({ page }) => {
  await page.goto('/demo')
  await page.getByRole('combobox').first().selectOption('en')
  await page
    .getByRole('button', { name: /^(Cambiar|Change|Aplicar|Apply)$/ })
    .first()
    .click()
  await expect(page.getByRole('link', { name: 'Log in', includeHidden: true })).toBeAttached()
  await page.reload()
  await expect(page.getByRole('link', { name: 'Log in', includeHidden: true })).toBeAttached()
})
