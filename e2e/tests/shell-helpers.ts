import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Waits until React has hydrated the page (root.tsx marks it): React Router's route modules are
 * there earlier, while a signed-in page may still wait for its lazily loaded side menu.
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/** Opens the phone 'MENÚ' when the section links are behind it. */
export async function openSectionMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'MENÚ', exact: true }).click()
}

/** No serious or critical axe violations on what is on screen now. */
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}
