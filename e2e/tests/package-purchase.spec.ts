import { expect, signIn, signUp, test } from '../fixtures/accounts.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * Buying a package (002 §2, §3; decision 092): a new account opens a plan's landing page, goes to
 * its purchase on `/apps/paquetes`, is declined by the sandbox's declining card (the plan stays
 * as it was), then pays with the approving card and lands on the packages page with the plan
 * active until a month later. Its own account: the demo ones are shared by parallel journeys.
 */
test('a new account buys the online store package with the sandbox card', {
  tag: '@desktop',
}, async ({ page, serverURL }) => {
  const buyer = await signUp(serverURL, 'Compradora de Paquete')
  await signIn(page, buyer)

  await page.goto('/tiendaenlinea')
  await expect(page.getByRole('heading', { name: 'Tu tienda en línea' })).toBeVisible()
  await expect(page.getByText('Tienda en línea · Por $199.00 al mes')).toBeVisible()
  await page.getByRole('link', { name: 'Comprar el plan Tienda en línea' }).click()
  await expect(page).toHaveURL(/\/apps\/paquetes\?plan=pln_online_store$/)
  await expect(page.getByRole('heading', { name: 'Comprar el plan Tienda en línea' })).toBeVisible()
  await expect(page.getByText('Total: $199.00 por un mes')).toBeVisible()

  const buy = page.locator('[data-package-buy]')
  async function pay(number: string) {
    await hydrated(page)
    const cardNumber = buy.getByLabel('Número de tarjeta')
    const start = buy.getByRole('button', { name: 'Pagar con tarjeta' })
    await expect(cardNumber.or(start)).toBeVisible()
    if (await start.isVisible()) await start.click()
    await buy.getByLabel('Número de tarjeta').fill(number)
    await buy.getByLabel('Vencimiento (MM/AA)').fill('12/39')
    await buy.getByLabel('CVC').fill('123')
    await buy.getByLabel('Nombre en la tarjeta').fill('Compradora de Paquete')
    await buy.locator('[data-card-form]').getByRole('button', { name: 'Pagar $199.00' }).click()
  }

  // Declined: the page stays with the bank's message, and the account has no plan.
  await pay('4000000000000002')
  await expect(buy.getByRole('alert')).toContainText(/banco/)
  const before = await buyer.api.get('/api/v1/me/plan')
  expect((await before.json()).plan_id).toBeNull()

  // Approved: the packages page says until when, and the plan is the account's.
  await pay('4242424242424242')
  await expect(page).toHaveURL(/\/apps\/paquetes\?hecho=plp_/)
  await expect(page.getByText(/Listo: tu plan Tienda en línea está activo hasta el/)).toBeVisible()
  await expect(page.getByText(/Tu plan, vigente hasta el/)).toBeVisible()
  const after = await (await buyer.api.get('/api/v1/me/plan')).json()
  expect(after.plan_id).toBe('pln_online_store')
  expect(new Date(after.period_end).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000)
})

/**
 * A card that asks for 3-D Secure (decision 094): the purchase goes to the provider's page and,
 * approved there, back to the plan's place on the packages page with the plan active.
 */
test('a card that asks for 3-D Secure buys the package through the provider’s page', {
  tag: '@desktop',
}, async ({ page, serverURL }) => {
  const buyer = await signUp(serverURL, 'Compradora Segura')
  await signIn(page, buyer)
  await page.goto('/apps/paquetes?plan=pln_digital_business')
  const buy = page.locator('[data-package-buy]')
  await hydrated(page)
  const start = buy.getByRole('button', { name: 'Pagar con tarjeta' })
  if (await start.isVisible()) await start.click()
  await buy.getByLabel('Número de tarjeta').fill('4000002760003184')
  await buy.getByLabel('Vencimiento (MM/AA)').fill('12/39')
  await buy.getByLabel('CVC').fill('123')
  await buy.getByLabel('Nombre en la tarjeta').fill('Compradora Segura')
  await buy
    .locator('[data-card-form]')
    .getByRole('button', { name: /^Pagar / })
    .click()
  await expect(page).toHaveURL(/\/sandbox\/payments\/3ds\//, { timeout: 20_000 })
  await page.getByRole('button', { name: 'Aprobar' }).click()
  await expect(page).toHaveURL(/\/apps\/paquetes\?plan=pln_digital_business&hecho=plp_/, { timeout: 20_000 })
  await expect(page.getByText(/Listo: tu plan .* está activo hasta el/)).toBeVisible()
  const after = await (await buyer.api.get('/api/v1/me/plan')).json()
  expect(after.plan_id).toBe('pln_digital_business')
})
