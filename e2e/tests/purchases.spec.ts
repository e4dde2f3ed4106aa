import { demoApi, expect, test } from '../fixtures/accounts.ts'
import { hydrated } from './shell-helpers.ts'

/**
 * My purchases (002 §2, §3, §4; decision 080), as the demo customer sees them: her orders in every
 * state across the demo shops (the seed's). She filters them, opens the order on its way, looks at
 * its print preview and comes back, and says she received it.
 *
 * Signed in as `cliente@demo.test` through the run's one shared session (`demoSession`). The
 * journey changes her order on its way to delivered, once per run, on the desktop only: each run
 * starts on a new copy of the demo data (playwright.config.ts).
 */

const DEMO_CUSTOMER = 'cliente@demo.test'

test.describe('my purchases', () => {
  test('filters the list, opens an order, previews its print and marks it received', {
    tag: '@desktop',
  }, async ({ page, serverURL }) => {
    const api = await demoApi(serverURL, DEMO_CUSTOMER)
    await page.context().addCookies((await api.storageState()).cookies)
    await api.dispose()
    // The pages hydrate, and their islands come alive, without a warning or an error.
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))

    // From the side menu of the demo shop.
    await page.goto('/demo')
    await hydrated(page)
    await page.getByRole('button', { name: 'Menú de Carla Cliente' }).click()
    await page
      .getByRole('navigation', { name: 'Tu cuenta' })
      .getByRole('link', { name: 'Mis compras' })
      .click()
    await expect(page).toHaveURL(/\/demo\/mis-compras$/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Mis compras' })).toBeVisible()
    // Under way by default: no delivered one. (Other journeys of the run may buy as her too: what they
    // add is paid or awaits its payment, never further along.)
    const cards = main.getByRole('article')
    const inState = (state: string) => cards.filter({ has: page.locator(`[data-order-state="${state}"]`) })
    await expect(cards.first()).toBeVisible()
    await expect(inState('delivered')).toHaveCount(0)

    // The group to confirm: her quote from Ana is there.
    await main.getByLabel('Estado').selectOption({ label: 'Por confirmar' })
    await main.getByRole('button', { name: 'Filtrar' }).click()
    await expect(page).toHaveURL(/state=to_confirm/)
    await expect(inState('confirm_order')).toHaveCount(1)
    await expect(inState('confirm_order')).toContainText('Mezcal artesanal 750 ml')
    await expect(inState('paid')).toHaveCount(0)

    // Delivered ones when included; then only the orders on their way.
    await main.getByLabel('Estado').selectOption({ label: 'En curso' })
    await main.getByLabel('Incluir entregadas').check()
    await main.getByLabel('Número de orden o producto').fill('jarro')
    await main.getByRole('button', { name: 'Filtrar' }).click()
    await expect(page).toHaveURL(/include_delivered=on/)
    await expect(inState('delivered')).toHaveCount(1)
    await expect(inState('delivered')).toContainText('Jarro de barro negro')
    await main.getByLabel('Número de orden o producto').fill('')
    await main.getByLabel('Estado').selectOption({ label: 'En camino' })
    await main.getByRole('button', { name: 'Filtrar' }).click()
    await expect(page).toHaveURL(/state=on_the_way/)
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toContainText('Maceta de talavera')
    await expect(cards.first()).toContainText('Vendido por Ana Administradora en Tienda Demo')

    // The order: every label, the card's last digits, its history.
    await cards
      .first()
      .getByRole('link', { name: /^Orden ord_/ })
      .click()
    await expect(page).toHaveURL(/\/demo\/mis-compras\/ord_[a-z0-9]+$/)
    const orderUrl = page.url()
    await expect(main.getByRole('heading', { name: /^Orden ord_/ })).toBeVisible()
    await expect(main.getByText('Visa terminada en 4242')).toBeVisible()
    // 002 §3's label among the order's facts (the invoicing form below has a field of that name too).
    await expect(main.getByRole('term').filter({ hasText: 'Régimen fiscal' })).toBeVisible()
    await expect(main.getByText('Enviada por correo, llega en unos días.')).toBeVisible()

    // The print preview, and back.
    await main.getByRole('link', { name: 'Vista de impresión' }).click()
    await expect(page).toHaveURL(/\/imprimir$/)
    await hydrated(page)
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Orden ord_/ })).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('link', { name: 'Volver a la orden' })).toBeHidden()
    await page.emulateMedia({ media: 'screen' })
    await page.getByRole('link', { name: 'Volver a la orden' }).click()
    await expect(page).toHaveURL(orderUrl)

    // "I received it": delivered, and the return window starts.
    await hydrated(page)
    await main.getByRole('button', { name: 'Ya lo recibí' }).click()
    await expect(
      page.getByRole('region', { name: 'Notificaciones' }).getByText('Marcamos tu compra como recibida'),
    ).toBeVisible()
    await expect(main.getByRole('button', { name: 'Ya lo recibí' })).toHaveCount(0)
    await expect(main.locator('[data-order-state="delivered"]').first()).toBeVisible()
    await expect(main.getByText(/Tú$/).last()).toBeVisible()
    await expect(main.getByText('Se cuenta 72 horas después de recibir tu compra')).toHaveCount(0)

    // Back in the list, it is no longer on its way.
    await main.getByRole('link', { name: 'Volver a mis compras' }).click()
    await main.getByLabel('Estado').selectOption({ label: 'En camino' })
    await main.getByRole('button', { name: 'Filtrar' }).click()
    await expect(main.getByText('No tienes compras que coincidan.')).toBeVisible()
    expect(problems).toEqual([])
  })
})
