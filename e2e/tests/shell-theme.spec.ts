import { expect, signIn, test } from '../fixtures/accounts.ts'
import { expectNoSeriousViolations, hydrated } from './shell-helpers.ts'

const DARK_BACKGROUND = 'rgb(11, 17, 32)'
const bodyBackground = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('[data-theme]')!).backgroundColor)

test.describe('light and dark', () => {
  test('dark mode survives a reload, and light comes back', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/demo')
    await hydrated(page)
    await expect(page.locator('html')).toHaveClass('theme-system')
    await page.getByRole('button', { name: 'Cambiar a modo oscuro' }).click()
    await expect(page.locator('html')).toHaveClass('dark')
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND)
    await page.reload()
    await expect(page.locator('html')).toHaveClass('dark')
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND)
    const cookie = (await page.context().cookies()).find((c) => c.name === 'theme')
    expect(cookie?.value).toBe('dark')
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)

    await page.getByRole('button', { name: 'Cambiar a modo claro' }).click()
    await expect(page.locator('html')).not.toHaveClass(/dark|theme-system/)
    await page.reload()
    expect(await bodyBackground(page)).toBe('rgb(255, 255, 255)')
  })

  test('without a choice the system preference decides', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/tienda-afiliada')
    await expect(page.locator('html')).toHaveClass('theme-system')
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND)
    await expect(page.getByRole('button', { name: 'Cambiar a modo claro' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cambiar a modo oscuro' })).toBeHidden()
  })

  for (const scheme of ['light', 'dark'] as const) {
    test(`no serious accessibility violations in ${scheme} mode, themes 3 and 4`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      for (const shop of ['/demo', '/tienda-afiliada']) {
        await page.goto(shop)
        await expectNoSeriousViolations(page)
      }
    })

    test(`no serious accessibility violations with the menus open, ${scheme} mode`, async ({
      page,
      isMobile,
      owner,
    }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await signIn(page, owner)
      await page.goto(`/${owner.shop.slug}`)
      await page.getByRole('button', { name: `Menú de ${owner.name}` }).click()
      await expectNoSeriousViolations(page)
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Abrir administración' }).filter({ visible: true }).click()
      await expectNoSeriousViolations(page)
      await page.keyboard.press('Escape')
      if (isMobile) {
        await page.getByRole('button', { name: 'MENÚ', exact: true }).click()
        await expectNoSeriousViolations(page)
        await page.keyboard.press('Escape')
      }
      await page.getByRole('button', { name: 'Buscar', exact: true }).click()
      await expectNoSeriousViolations(page)
    })
  }
})
