import type { APIRequestContext } from '@playwright/test'
import { expect, signIn, signUp, test, unique } from '../fixtures/accounts.ts'

/**
 * Issue 16's wallets (decision 090): a supplier's dropshipping item sold in a reseller's shop is
 * paid and delivered, its 72-hour window moved past through the e2e route, and the reseller's
 * wallet page shows the commission available; a cash-out above it is refused on the page, one within
 * it is requested. Everyone is a person the journey signs up, so the wallet is nobody else's.
 */

// biome-ignore lint/suspicious/noExplicitAny: the API's answers, read as the journey needs them
async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<any> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true)
  return response.json()
}

test.describe('my wallet', () => {
  test('a reseller’s sale, past its return window, shows as commission available; a cash-out above it is refused', {
    tag: '@desktop',
  }, async ({ page, serverURL }) => {
    test.setTimeout(90_000)
    // Proveedora's basket for dropshipping: $200.00, a margin of $40.00.
    const supplier = await signUp(serverURL, 'Proveedora Billetera')
    const item = await ok(
      await supplier.api.post('/api/v1/me/items', {
        data: {
          type: 'product',
          name: 'Canasta de Billetera',
          list_price: 20_000,
          available: 5,
          list_state: 'published',
          is_dropshipping: true,
          contribution_margin: 4_000,
        },
      }),
      'item',
    )
    // The reseller (ul1, no plan: 50 % of the margin) with a shop of her own.
    const reseller = await signUp(serverURL, 'Revendedora Billetera')
    expect((await reseller.api.patch('/api/e2e/me', { data: { user_level: 'ul1' } })).status()).toBe(204)
    const shop = await ok(
      await reseller.api.post('/api/e2e/shops', {
        data: { slug: unique('billetera'), name: 'Tienda Billetera', like: 'demo' },
      }),
      'shop',
    )
    // A customer's order of it there, paid and delivered (its shares held when it was paid).
    const customer = await signUp(serverURL, 'Cliente Billetera')
    const order = await ok(
      await customer.api.post('/api/e2e/me/delivered-orders', {
        data: { shop: shop.slug, item_id: item.id },
      }),
      'delivered order',
    )

    await signIn(page, reseller)
    await page.goto(`/${shop.slug}/billetera`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Mi billetera' })).toBeVisible()
    // Held while the return window is open: $20.00 (50 % of the $40.00 margin).
    await expect(main.getByText('Hasta $0.00. Se paga en el próximo corte.')).toBeVisible()
    await expect(main.getByText('Venta pagada (retenida)')).toBeVisible()

    // 73 hours after the delivery, the order is dispersed.
    const moved = await ok(
      await reseller.api.post('/api/e2e/ledger/disperse', {
        data: { order_id: order.id, now: new Date(Date.now() + 73 * 3_600_000).toISOString() },
      }),
      'disperse',
    )
    expect(moved.outcome).toBe('dispersed')
    await page.reload()
    await expect(main.getByText('Hasta $20.00. Se paga en el próximo corte.')).toBeVisible()
    await expect(main.getByText('Liberado: disponible para retiro')).toBeVisible()
    await expect(main.getByRole('img', { name: /Gráfica del saldo .*a \$20\.00\./ })).toBeVisible()

    // Above what is available: refused on the page, nothing requested.
    await main.getByLabel('Monto a retirar').fill('20.01')
    await main.getByRole('button', { name: 'Solicitar retiro' }).click()
    await expect(main.getByRole('alert')).toHaveText('El monto es mayor a tu saldo disponible para retiro.')
    await expect(main.getByText('No has solicitado retiros.')).toBeVisible()

    // Within it: requested, with its toast, and in the list.
    await main.getByLabel('Monto a retirar').fill('15')
    await main.getByRole('button', { name: 'Solicitar retiro' }).click()
    await expect(page.getByRole('region', { name: 'Notificaciones' })).toContainText('Solicitamos tu retiro.')
    await expect(main.getByText('Hasta $5.00. Se paga en el próximo corte.')).toBeVisible()
    await expect(main.getByText('Retiro solicitado')).toBeVisible()
    const wallets = await ok(await reseller.api.get('/api/v1/me/wallets'), 'wallets')
    expect(wallets.results[0]).toMatchObject({
      balance: 2_000,
      available_for_cashout: 500,
      payout_pending: 1_500,
    })
    for (const api of [supplier.api, reseller.api, customer.api]) await api.dispose()
  })
})

test.describe('my wallet after a return', () => {
  test('a resold sale returned with a partial refund takes its part back from the reseller’s held commission', {
    tag: '@desktop',
  }, async ({ browser, serverURL }) => {
    test.setTimeout(120_000)
    // Proveedora's lamp for dropshipping: $200.00, a margin of $40.00; she ships it herself.
    const supplier = await signUp(serverURL, 'Proveedora Devuelta')
    expect((await supplier.api.post('/api/e2e/me/supplier', { data: {} })).status()).toBe(204)
    const item = await ok(
      await supplier.api.post('/api/v1/me/items', {
        data: {
          type: 'product',
          name: `Lámpara ${unique('dv').slice(-6)}`,
          list_price: 20_000,
          available: 5,
          list_state: 'published',
          is_dropshipping: true,
          contribution_margin: 4_000,
        },
      }),
      'item',
    )
    // The reseller (ul1, no plan: 50 % of the margin) puts it in her own shop.
    const reseller = await signUp(serverURL, 'Revendedora Devuelta')
    expect((await reseller.api.patch('/api/e2e/me', { data: { user_level: 'ul1' } })).status()).toBe(204)
    const shop = await ok(
      await reseller.api.post('/api/e2e/shops', {
        data: { slug: unique('devuelta'), name: 'Tienda Devuelta', like: 'demo' },
      }),
      'shop',
    )
    const resold = await reseller.api.put(`/api/v1/shops/${shop.slug}/resold-items/${item.id}`)
    expect(resold.ok(), await resold.text()).toBe(true)

    // A customer buys it there by card through the real checkout; the supplier delivers it.
    const customer = await signUp(serverURL, 'Cliente Devuelta')
    const checkout = await ok(
      await customer.api.post(`/api/v1/shops/${shop.slug}/checkouts`, {
        data: { item: { item_id: item.id, quantity: 1 } },
      }),
      'checkout',
    )
    const base = `/api/v1/shops/${shop.slug}/checkouts/${checkout.id}`
    await ok(
      await customer.api.put(`${base}/contact`, { data: { email: customer.email, phone: '55 1234 5678' } }),
      'contact',
    )
    const ready = await ok(
      await customer.api.put(`${base}/delivery`, {
        data: { supplier_id: checkout.orders[0].supplier.id, delivery_type: 'collection' },
      }),
      'delivery',
    )
    const { token } = await ok(
      await customer.api.post('/api/v1/sandbox/payments/tokens', {
        data: {
          card_number: '4242424242424242',
          exp_month: '12',
          exp_year: '39',
          cvc: '123',
          holder: 'Cliente',
        },
      }),
      'card token',
    )
    const paid = await ok(
      await customer.api.post(`${base}/pay`, {
        headers: { 'idempotency-key': crypto.randomUUID() },
        data: { payment_type: 'card', card_token: token, expected_total: ready.grand_total },
      }),
      'pay',
    )
    expect(paid.status).toBe('paid')
    const orderId = paid.order_ids[0] as string
    for (let step = 0; step < 5; step += 1) {
      const answer = await ok(
        await supplier.api.post(`/api/v1/me/dropshipping/orders/${orderId}/next`, { data: {} }),
        'next',
      )
      if (answer.status === 'delivered') break
    }

    // The reseller's wallet holds her $20.00 (50 % of the $40.00 margin) while the window is open.
    const resellerContext = await browser.newContext()
    const page = await resellerContext.newPage()
    await signIn(page, reseller)
    await page.goto(`/${shop.slug}/billetera`)
    const main = page.getByRole('main')
    const held = main.getByText('Retenido (periodo de devolución)').locator('..')
    await expect(held).toContainText('$20.00')

    // The customer returns it; the reseller refunds half of it from the return's page.
    const detail = await ok(await customer.api.get(`/api/v1/me/orders/${orderId}`), 'order')
    const started = await ok(
      await customer.api.post(`/api/v1/me/orders/${orderId}/returns`, {
        data: {
          line_id: detail.lines[0].id,
          quantity: 1,
          answers: { problem: 'not_working', used_as_intended: 'yes', complete: 'yes' },
          description: 'No enciende.',
        },
      }),
      'return',
    )
    await page.goto(`/${shop.slug}/admin/devoluciones/${started.id}`)
    await page.getByRole('link', { name: 'Reembolsos' }).click()
    await expect(main.getByText('Disponible para reembolsar: $200.00')).toBeVisible()
    await main.getByLabel('Monto a reembolsar').fill('100.00')
    await main.getByRole('button', { name: 'Reembolsar' }).click()
    await expect(page.getByRole('region', { name: 'Notificaciones' })).toContainText(
      'Reembolso exitoso de $100.00',
    )

    // Half the sale came back: half her held commission ($10.00) is taken back, shown as a refund.
    await page.goto(`/${shop.slug}/billetera`)
    await expect(held).toContainText('$10.00')
    const refundRow = main.getByRole('row').filter({ hasText: 'Reembolso' })
    await expect(refundRow).toContainText('-$10.00')
    const wallets = await ok(await reseller.api.get('/api/v1/me/wallets'), 'wallets')
    expect(wallets.results[0]).toMatchObject({ balance: 1_000, available_for_cashout: 0 })
    await resellerContext.close()
    for (const api of [supplier.api, reseller.api, customer.api]) await api.dispose()
  })
})
