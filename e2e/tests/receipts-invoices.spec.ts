import { expect, signIn, signUp, test } from '../fixtures/accounts.ts'
import { ok, paidOrder, sellerWithItem } from './paid-order-helpers.ts'

/**
 * Issue 15's receipts and invoices (002 §2, §3, §9; decision 085): a new customer with a paid order
 * from a seller who set up their fiscal information fills the order's invoicing data, downloads the
 * receipt (`{order id}.pdf`) and the invoice (`{order id}.zip`); from a seller without it, the
 * receipt comes back with 'Falta configuración del vendedor'. Both sellers and the customer are
 * people the journey signs up; the orders are paid with the sandbox's card (decision 045).
 */

test.describe('receipts and invoices', () => {
  test('a customer fills invoicing data, downloads the receipt and the invoice; a seller without fiscal info says so', {
    tag: '@desktop',
  }, async ({ page, serverURL }) => {
    test.setTimeout(120_000)
    const withInfo = await sellerWithItem(serverURL, {
      seller: 'Vendedora Fiscal',
      shopSlug: 'recibos',
      shopName: 'Tienda de Vendedora Fiscal',
      item: 'Jarrón de Recibos',
    })
    await ok(
      await withInfo.api.put(`/api/v1/shops/${withInfo.shop.slug}/fiscal-info`, {
        data: {
          legal_name: 'Vendedora Fiscal S.A. de C.V.',
          tax_id: 'VFI150301AB1',
          tax_regime: '601',
          postcode: '06600',
        },
      }),
      'fiscal info',
    )
    const without = await sellerWithItem(serverURL, {
      seller: 'Vendedor Sin Datos',
      shopSlug: 'recibos',
      shopName: 'Tienda de Vendedor Sin Datos',
      item: 'Jarrón de Recibos',
    })
    const { api, ...customer } = await signUp(serverURL, 'Cliente Recibos')
    const orderId = await paidOrder(
      api,
      withInfo.shop.slug,
      withInfo.item.id,
      1,
      customer.email,
      'Cliente Recibos',
    )
    const otherId = await paidOrder(
      api,
      without.shop.slug,
      without.item.id,
      1,
      customer.email,
      'Cliente Recibos',
    )

    await signIn(page, customer)
    await page.goto(`/${withInfo.shop.slug}/mis-compras/${orderId}`)
    const main = page.getByRole('main')
    const form = main.getByRole('form', { name: 'Datos de facturación' })
    await form.getByLabel('RFC').fill('CORE800101AB1')
    await form.getByLabel('Nombre o razón social').fill('Cliente Recibos Ortiz')
    await form.getByLabel('Régimen fiscal').selectOption('612')
    await form.getByLabel('Uso de CFDI').selectOption('G03')
    await form.getByLabel('Código postal fiscal').fill('44100')
    await form.getByRole('button', { name: 'Guardar datos de facturación' }).click()
    const toasts = page.getByRole('region', { name: 'Notificaciones' })
    await expect(toasts).toContainText('Datos de facturación guardados')
    await expect(
      main.locator('dd', { hasText: '612 — Personas Físicas con Actividades Empresariales y Profesionales' }),
    ).toBeVisible()

    const receipt = page.waitForEvent('download')
    await main.getByRole('link', { name: 'Descargar recibo' }).click()
    expect((await receipt).suggestedFilename()).toBe(`${orderId}.pdf`)
    const invoice = page.waitForEvent('download')
    await main.getByRole('link', { name: 'Descargar factura' }).click()
    expect((await invoice).suggestedFilename()).toBe(`${orderId}.zip`)

    // The seller without fiscal information: back on the order with the spec's info toast.
    await page.goto(`/${without.shop.slug}/mis-compras/${otherId}`)
    await page.getByRole('main').getByRole('link', { name: 'Descargar recibo' }).click()
    await expect(page).toHaveURL(new RegExp(`/mis-compras/${otherId}`))
    // Drawn with the page (the mark), then handed to the toaster once the page's script runs.
    await expect(page.getByText('Falta configuración del vendedor').first()).toBeVisible()
    await expect(page.getByText('Contacte a su vendedor').first()).toBeVisible()
    await api.dispose()
    await withInfo.api.dispose()
    await without.api.dispose()
  })
})
