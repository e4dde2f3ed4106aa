import type { Page } from '@playwright/test'
import { expect, signIn, test } from '../fixtures/accounts.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * Parts of the frame load only where they show (decision 019): the platform's frame, the signed-in
 * viewer's menus, the staff's admin bar. Pages hydrate without a warning or an error either way,
 * and the lazily loaded parts work once hydrated.
 */
function collectProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await hydrated(page)
  await page.waitForLoadState('networkidle')
}

test('a visitor’s pages hydrate without problems, the platform’s too', async ({ page }) => {
  const problems = collectProblems(page)
  for (const path of [
    '/demo',
    '/demo/productos',
    '/franquicia-centro/productos',
    '/demo/login',
    '/',
    '/login',
  ]) {
    await visit(page, path)
  }
  await expect(page.getByRole('link', { name: 'Tianguis' })).toBeVisible()
  expect(problems).toEqual([])
})

test('a signed-in staff member’s pages hydrate without problems, with the side menu and the admin bar', async ({
  page,
  owner,
}) => {
  const problems = collectProblems(page)
  // The owner: the admin bar shows only built pages (decision 035), and an accountant has none yet.
  await signIn(page, owner)
  const shop = `/${owner.shop.slug}`
  for (const path of [shop, `${shop}/productos`, `${shop}/perfil`]) await visit(page, path)
  await page.getByRole('button', { name: `Menú de ${owner.name}` }).click()
  await expect(page.getByRole('navigation', { name: 'Tu cuenta' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('complementary', { name: 'Administración de la tienda' })).toBeAttached()
  expect(problems).toEqual([])
})
