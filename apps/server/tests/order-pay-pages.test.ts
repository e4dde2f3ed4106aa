import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { createOrder } from './factories/orders.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { configureSupplier } from './helpers/checkout-fakes.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Confirming and paying a quoted order as a browser without JavaScript gets it (decision 086): the
 * detail shows the seller's date and cost, the new total and 'Confirmar y pagar'; the pay page shows
 * the total and the methods; a store reference is paid by a plain form post, back on the detail
 * with its toast; another person's order is the 404 page.
 */
const { app, database } = await createTestApp({ web: true })
const db = database.db

const carla = await createUser(db, { email: 'op-carla@example.test', name: 'Carla Pago' })
const otro = await createUser(db, { email: 'op-otro@example.test' })
const ana = await createUser(db, { email: 'op-ana@example.test', name: 'Ana Vendedora' })
const tienda = await createShop(db, ana.id, { slug: 'op-tienda', name: 'Tienda Pago' })
await configureSupplier(db, ana.id, { enabledPaymentTypes: ['card', 'store'] })
const cookie = await loginAs(app, 'op-carla@example.test')
const otroCookie = await loginAs(app, 'op-otro@example.test')
const quoted = () =>
  createOrder(
    db,
    { shopId: tienda.id, customerId: carla.id, supplierId: ana.id, status: 'awaiting_customer' },
    {
      estimatedCost: 9_900,
      estimatedDeliveryAt: new Date(Date.now() + 3 * 86_400_000),
      deliveryType: 'delivery',
    },
  )

const shown = (html: string) =>
  html
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
async function page(url: string, as = cookie) {
  const response = await app.inject({ url, headers: { cookie: as } })
  return { status: response.statusCode, html: shown(response.body), location: response.headers.location }
}
const field = (html: string, name: string) => html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1]

describe('a quoted order’s confirmation and payment', () => {
  it('shows the seller’s quote and the new total on the detail, with Confirmar y pagar', async () => {
    const order = await quoted()
    const { status, html } = await page(`/op-tienda/mis-compras/${order.id}`)
    expect(status).toBe(200)
    expect(html).toContain('El vendedor confirmó la entrega')
    expect(html).toContain('Costo de entrega: $99.00')
    expect(html).toContain('Nuevo total: $349.00')
    expect(html).toContain(`href="/op-tienda/mis-compras/${order.id}/pagar"`)
    expect(html).toContain('Confirmar y pagar')
  })

  it('pays by a store reference with a plain form, then says so on the detail', async () => {
    const order = await quoted()
    const pay = await page(`/op-tienda/mis-compras/${order.id}/pagar`)
    expect(pay.status).toBe(200)
    expect(pay.html).toContain(`Confirmar y pagar el pedido ${order.id}`)
    expect(pay.html).toContain('Total a pagar')
    expect(pay.html).toContain('$349.00')
    expect(pay.html).toContain('Pago en tienda')
    expect(pay.html).toContain('Pagar con tarjeta')
    const form = new URLSearchParams({
      intent: 'pay',
      token: field(pay.html, 'token')!,
      expected_amount: field(pay.html, 'expected_amount')!,
      expected_currency: field(pay.html, 'expected_currency')!,
      idempotency_key: field(pay.html, 'idempotency_key')!,
      payment_type: 'store',
    })
    const posted = await app.inject({
      method: 'POST',
      url: `/op-tienda/mis-compras/${order.id}/pagar`,
      payload: form.toString(),
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(posted.statusCode, posted.body).toBe(302)
    expect(posted.headers.location).toBe(`/op-tienda/mis-compras/${order.id}?pago=referencia`)
    const { html } = await page(posted.headers.location as string)
    expect(html).toContain('Tu referencia de pago está lista')
    expect(html).toContain('Esperando pago')
    expect(html).not.toContain('Confirmar y pagar')
    const [row] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, order.id))
    expect(row).toMatchObject({ status: 'awaiting_payment', total: 34_900, shippingCost: 9_900 })
    // The pay page of an order no longer waiting for its customer goes back to the detail.
    const again = await page(`/op-tienda/mis-compras/${order.id}/pagar`)
    expect(again.status).toBe(302)
    expect(again.location).toBe(`/op-tienda/mis-compras/${order.id}`)
  })

  it('gives a declined card’s retry a new key, so another card pays (the island’s post, no reload)', async () => {
    const order = await quoted()
    const pay = await page(`/op-tienda/mis-compras/${order.id}/pagar`)
    const first = field(pay.html, 'idempotency_key')!
    const tokenOf = async (number: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/sandbox/payments/tokens',
          payload: { card_number: number, exp_month: 12, exp_year: 2039, cvc: '123', holder: 'Carla Pago' },
        })
      ).json().token as string
    const post = (url: string, card: string, key: string) =>
      app.inject({
        method: 'POST',
        url,
        payload: new URLSearchParams({
          intent: 'pay',
          token: field(pay.html, 'token')!,
          expected_amount: field(pay.html, 'expected_amount')!,
          expected_currency: field(pay.html, 'expected_currency')!,
          idempotency_key: key,
          payment_type: 'card',
          card_token: card,
        }).toString(),
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      })
    // The card island posts for data: the page's loaders do not run again after a refusal.
    const declined = await post(
      `/op-tienda/mis-compras/${order.id}/pagar.data`,
      await tokenOf('4000000000000002'),
      first,
    )
    const key = declined.body.match(/"attemptKey","([0-9a-f-]{36})"/)?.[1]
    expect(key, declined.body.slice(0, 400)).toBeDefined()
    expect(key).not.toBe(first)
    // Another card under the new key pays; under the old one it would be another body for a used key.
    const paid = await post(
      `/op-tienda/mis-compras/${order.id}/pagar`,
      await tokenOf('4242424242424242'),
      key!,
    )
    expect(paid.statusCode, shown(paid.body).slice(0, 300)).toBe(302)
    expect(paid.headers.location).toBe(`/op-tienda/mis-compras/${order.id}?pago=hecho`)
    const [row] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, order.id))
    expect(row?.status).toBe('paid')
  })

  it('says a card needs JavaScript when the card is posted without a token', async () => {
    const order = await quoted()
    const pay = await page(`/op-tienda/mis-compras/${order.id}/pagar`)
    const posted = await app.inject({
      method: 'POST',
      url: `/op-tienda/mis-compras/${order.id}/pagar`,
      payload: new URLSearchParams({
        intent: 'pay',
        token: field(pay.html, 'token')!,
        expected_amount: '34900',
        expected_currency: 'MXN',
        idempotency_key: 'clave-de-prueba',
        payment_type: 'card',
      }).toString(),
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(posted.statusCode).toBe(400)
    expect(shown(posted.body)).toContain('Para pagar con tarjeta, activa JavaScript en tu navegador.')
  })

  it('shows the redirect failure when a provider’s page sent the customer back', async () => {
    const order = await quoted()
    const { html } = await page(`/op-tienda/mis-compras/${order.id}/pagar?fallo=payment_redirect_failed`)
    expect(html).toContain('El intento de pago falló. Por favor, seleccione otra forma de pago')
  })

  it('answers another person’s order with the 404 page and gives it no token', async () => {
    const order = await quoted()
    const seen = await page(`/op-tienda/mis-compras/${order.id}/pagar`, otroCookie)
    expect(seen.status).toBe(404)
    const [row] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, order.id))
    expect(row!.paymentToken).toBeNull()
    expect(otro.id).not.toBe(carla.id)
  })
})
