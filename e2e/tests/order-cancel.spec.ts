import { expect, signIn, signUp, test } from '../fixtures/accounts.ts'
import { ok, paidOrder, sellerWithItem } from './paid-order-helpers.ts'

/**
 * Issue 15's cancellation (002 §4 "Cancellation", §8; decision 082): a new customer with a paid
 * order in a new seller's shop cancels it with a reason, lands on the orders list with the outcome,
 * and the item's stock is back. The order is bought through the API with the sandbox's card
 * (decision 045); the seller is a person the journey signs up, with a shop of their own, so the
 * stock counted is nobody else's.
 */

test.describe('canceling an order', () => {
  test('a new customer cancels a paid order with a reason and lands on the orders list; the stock is back', {
    tag: '@desktop',
  }, async ({ page, serverURL }) => {
    test.setTimeout(90_000)
    const seller = await sellerWithItem(serverURL, {
      seller: 'Vendedora Cancela',
      shopSlug: 'cancela',
      shopName: 'Tienda Cancela',
      item: 'Jarrón de Cancelación',
    })
    const { api, ...customer } = await signUp(serverURL, 'Cliente Cancela')
    const orderId = await paidOrder(
      api,
      seller.shop.slug,
      seller.item.id,
      2,
      customer.email,
      'Cliente Cancela',
    )
    expect(await seller.available()).toBe(3)

    await signIn(page, customer)
    await page.goto(`/${seller.shop.slug}/mis-compras/${orderId}/cancelar`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: `Cancelar el pedido ${orderId}` })).toBeVisible()
    await expect(main.getByText('2 × Jarrón de Cancelación')).toBeVisible()
    await expect(main.getByText('te devolveremos $240.00 a la forma de pago que usaste')).toBeVisible()

    // No reason: 'Requerido' beside the reasons, nothing canceled.
    await main.getByRole('button', { name: 'Cancelar pedido' }).click()
    await expect(main.getByRole('group', { name: 'Motivo de la cancelación' })).toContainText('Requerido')

    // 'Otro' shows its description; another reason hides it again.
    await main.getByLabel('Otro').check()
    await expect(main.getByLabel('Descripción')).toBeVisible()
    await main.getByLabel('Solicitado por el cliente').check()
    await expect(main.getByLabel('Descripción')).toBeHidden()
    await main.getByLabel('Mensaje (opcional)').fill('Ya no lo necesito, gracias.')
    await main.getByRole('button', { name: 'Cancelar pedido' }).click()

    // 002 §4: "then goes to the orders list", whose toast reads the outcome (it closes itself after a
    // while, taking the mark off the address).
    const toasts = page.getByRole('region', { name: 'Notificaciones' })
    await expect(toasts).toContainText('Pedido cancelado')
    await expect(toasts).toContainText('El pago se devolverá a la forma de pago que se usó.')
    await expect(page).toHaveURL(
      new RegExp(`/${seller.shop.slug}/shopping-cart/orders(\\?hecho=pedido-cancelado-reembolso)?$`),
    )
    await expect(page.getByRole('heading', { name: 'Mis compras' })).toBeVisible()
    await expect.poll(() => seller.available()).toBe(5)
    const cancellation = await ok(await api.get(`/api/v1/me/orders/${orderId}/cancellation`), 'cancellation')
    expect(cancellation).toMatchObject({
      status: 'canceled',
      canceled: { reason: 'requested_by_client', message: 'Ya no lo necesito, gracias.' },
    })
    await api.dispose()
    await seller.api.dispose()
  })
})
