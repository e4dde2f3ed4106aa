import type { Page } from '@playwright/test'
import { expect, signIn, test } from '../fixtures/accounts.ts'
import { expectNoSeriousViolations, hydrated } from './shell-helpers.ts'

/**
 * Issue 11 "no dead ends" (decision 035): a visitor follows the footer's links of a shop, and a
 * signed-in customer opens the preferences from the side menu and changes the language there.
 */
test.describe('the footer pages and the preferences', () => {
  const footerLink = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Enlaces de la tienda' }).getByRole('link', { name })

  test('a visitor follows the footer’s terms and privacy links', async ({ page }) => {
    await page.goto('/demo')
    // Tienda Demo has no about entry: no 'Acerca de' link (001 §2).
    await expect(footerLink(page, 'Acerca de')).toHaveCount(0)

    await footerLink(page, 'Términos y condiciones').click()
    await expect(page).toHaveURL(/\/demo\/terminos$/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Términos y condiciones' })).toBeVisible()
    await expect(main).toContainText('Tienda Demo es quien vende')
    await expect(main).toContainText('contacto@demo.test')
    await expect(main).toContainText('PROFECO')
    await expectNoSeriousViolations(page)

    await footerLink(page, 'Aviso de privacidad').click()
    await expect(page).toHaveURL(/\/demo\/privacidad$/)
    await expect(main.getByRole('heading', { name: 'Aviso de privacidad' })).toBeVisible()
    await expect(main).toContainText('derechos ARCO')
  })

  test('a visitor follows the footer’s contact link and comes back by the breadcrumb', async ({ page }) => {
    await page.goto('/demo')
    await footerLink(page, 'Contacto').click()
    const main = page.getByRole('main')
    await expect(page).toHaveURL(/\/demo\/contacto$/)
    await expect(main.getByRole('heading', { name: 'Contacto' })).toBeVisible()
    await expect(main.getByRole('link', { name: /contacto@demo\.test/ })).toHaveAttribute(
      'href',
      'mailto:contacto@demo.test',
    )
    await expectNoSeriousViolations(page)

    // The breadcrumb leads back to the shop.
    await main
      .getByRole('navigation', { name: 'Ruta de navegación' })
      .getByRole('link', { name: 'Inicio' })
      .click()
    await expect(page).toHaveURL(/\/demo$/)
  })

  test('a customer opens the preferences from the side menu and changes the language', async ({
    page,
    customer,
  }) => {
    // Five page loads and an accessibility check: more than the default 30 s on a busy machine.
    test.slow()
    await signIn(page, customer)
    await page.goto('/demo')
    await hydrated(page)
    await page.getByRole('button', { name: `Menú de ${customer.name}` }).click()
    await page
      .getByRole('navigation', { name: 'Tu cuenta' })
      .getByRole('link', { name: 'Preferencias' })
      .click()
    await expect(page).toHaveURL(/\/demo\/preferencias$/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Preferencias' })).toBeVisible()
    // Tienda Demo allows dark mode: its appearance can be chosen here too.
    await expect(main.getByRole('group', { name: 'Apariencia' })).toBeVisible()
    await expectNoSeriousViolations(page)

    await main.getByRole('radio', { name: 'English' }).check()
    await main.getByRole('button', { name: 'Guardar idioma' }).click()
    await expect(page).toHaveURL(/\/demo\/preferencias$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(main.getByRole('heading', { name: 'Preferences' })).toBeVisible()
    await expect(main.getByRole('radio', { name: 'English' })).toBeChecked()
    await expect(
      page
        .getByRole('navigation', { name: 'Shop links' })
        .getByRole('link', { name: 'Terms and conditions' }),
    ).toBeVisible()

    // Dark, then back to Spanish: both are plain form posts that reload the page.
    await main.getByRole('radio', { name: 'Dark' }).check()
    await main.getByRole('button', { name: 'Save appearance' }).click()
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/)
    await main.getByRole('radio', { name: 'Español (México)' }).check()
    await main.getByRole('button', { name: 'Save language' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX')
    await expect(main.getByRole('heading', { name: 'Preferencias' })).toBeVisible()
  })

  test('the preferences work without JavaScript', async ({ browser, isMobile }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      isMobile,
      viewport: isMobile ? { width: 412, height: 839 } : undefined,
    })
    const page = await context.newPage()
    await page.goto('/demo/preferencias')
    await page.getByRole('radio', { name: 'Español (Argentina)' }).check()
    await page.getByRole('button', { name: 'Guardar idioma' }).click()
    await expect(page).toHaveURL(/\/demo\/preferencias$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR')
    await expect(page.getByRole('radio', { name: 'Español (Argentina)' })).toBeChecked()
    await context.close()
  })
})
