import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { createOrder } from './factories/orders.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The cancel forms without JavaScript (002 §4, §8; decision 082): the customer's at
 * /mis-compras/:id/cancelar and the seller's at /{shop}/admin/pedidos/:id/cancelar, their
 * 'Requerido', and the redirect to the orders list with the outcome for its toast.
 */
const { app, database } = await createTestApp({ web: true })
const db = database.db
const seller = await createUser(db, { email: 'vende-cancela@example.test' })
const shop = await createShop(db, seller.id, { slug: 'cancela-tienda', name: 'Cancela Tienda' })
const customer = await createUser(db, { email: 'compra-cancela@example.test' })
const stranger = await createUser(db, { email: 'ajena-cancela@example.test' })
const dispatcher = await createUser(db, { email: 'reparte-cancela@example.test' })
await addStaff(db, shop.id, dispatcher.id, 'dispatcher')
const cookies = {
  customer: await loginAs(app, customer.email),
  stranger: await loginAs(app, stranger.email),
  seller: await loginAs(app, seller.email),
  dispatcher: await loginAs(app, dispatcher.email),
}
const who = { shopId: shop.id, customerId: customer.id, supplierId: seller.id }
/** A paid order (a card payment: canceling it refunds it). */
const paidOrder = () => createOrder(db, who, { paymentAttemptId: `pay_${crypto.randomUUID()}` })
const statusOf = async (id: string) =>
  (
    await db.select({ status: purchaseOrders.status }).from(purchaseOrders).where(eq(purchaseOrders.id, id))
  )[0]!.status
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '')

function post(
  url: string,
  cookie: string,
  fields: Record<string, string>,
  extra: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...extra },
  })
}

describe('/mis-compras/:id/cancelar', () => {
  it('shows the customer the order and the form: the reasons, the description (shown without JavaScript) and the message', async () => {
    const order = await paidOrder()
    const page = await app.inject({
      url: `/mis-compras/${order.id}/cancelar`,
      headers: { cookie: cookies.customer },
    })
    expect(page.statusCode).toBe(200)
    const html = shown(page.body)
    expect(html).toContain(`Cancelar el pedido ${order.id}`)
    expect(html).toContain('1 × Jarro de barro')
    expect(html).toContain('Total: $250.00')
    expect(html).toContain(
      '<legend class="mb-1 font-semibold text-gray-900">Motivo de la cancelación</legend>',
    )
    for (const label of [
      'Solicitado por el cliente',
      'No se puede surtir',
      'Transacción duplicada',
      'Sospecha de fraude',
      'Otro',
    ]) {
      expect(html).toContain(`>${label}</label>`)
    }
    expect(html).toContain('name="reason" value="other"')
    // Before JavaScript the description is in view; the server asks for it only for `other`.
    expect(html).toContain('<div class="flex flex-col"><div')
    expect(html).toContain('name="description"')
    expect(html).toContain('name="message"')
    expect(html).toContain('te devolveremos $250.00 a la forma de pago que usaste')
    expect(html).toContain(`href="/mis-compras/${order.id}"`)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  })

  it('is another person’s 404, and asks a visitor to log in', async () => {
    const order = await paidOrder()
    const theirs = await app.inject({
      url: `/mis-compras/${order.id}/cancelar`,
      headers: { cookie: cookies.stranger },
    })
    expect(theirs.statusCode).toBe(404)
    expect(shown(theirs.body)).not.toContain('Jarro de barro')
    const visitor = await app.inject({ url: `/mis-compras/${order.id}/cancelar` })
    expect(visitor.statusCode).toBe(302)
    expect(visitor.headers.location).toBe(
      `/login?next=${encodeURIComponent(`/mis-compras/${order.id}/cancelar`)}`,
    )
    const posted = await post(`/mis-compras/${order.id}/cancelar`, cookies.stranger, {
      reason: 'other',
      description: 'x',
    })
    expect(posted.statusCode).toBe(404)
    expect(await statusOf(order.id)).toBe('paid')
  })

  it('says "Requerido" beside a missing reason, and beside the description of `other`; nothing changes', async () => {
    const order = await paidOrder()
    const url = `/mis-compras/${order.id}/cancelar`
    const noReason = await post(url, cookies.customer, { description: '', message: 'Hola' })
    expect(noReason.statusCode).toBe(400)
    const html = shown(noReason.body)
    expect(html).toContain(
      '<p id="field-reason-error" class="font-medium text-red-700 text-sm">Requerido</p>',
    )
    expect(html).toContain('>Hola</textarea>')
    const noDescription = await post(url, cookies.customer, { reason: 'other', description: '  ' })
    expect(noDescription.statusCode).toBe(400)
    expect(shown(noDescription.body)).toMatch(/id="field-description-error"[^>]*>Requerido</)
    expect(await statusOf(order.id)).toBe('paid')
  })

  it('cancels and goes to the orders list with the outcome for its toast; then shows the cancellation', async () => {
    const order = await paidOrder()
    const url = `/mis-compras/${order.id}/cancelar`
    const done = await post(url, cookies.customer, {
      reason: 'suspected_fraud',
      description: '',
      message: 'Gracias',
    })
    expect(done.statusCode).toBe(302)
    expect(done.headers.location).toBe('/shopping-cart/orders?hecho=pedido-cancelado-reembolso')
    expect(await statusOf(order.id)).toBe('canceled')
    const again = shown((await app.inject({ url, headers: { cookie: cookies.customer } })).body)
    expect(again).toContain('Este pedido se canceló el')
    expect(again).toContain('Motivo: Sospecha de fraude')
    expect(again).not.toContain('name="reason"')
    // A second post (a double click's) is told the order is already canceled.
    const twice = await post(url, cookies.customer, { reason: 'suspected_fraud' })
    expect(twice.statusCode).toBe(409)
    expect(shown(twice.body)).toContain('Este pedido ya fue cancelado.')
  })

  it('keeps the shop’s base, and an unpaid order goes to the list without the refund', async () => {
    const order = await createOrder(db, { ...who, status: 'awaiting_confirmation' })
    const done = await post(`/cancela-tienda/mis-compras/${order.id}/cancelar`, cookies.customer, {
      reason: 'requested_by_client',
    })
    expect(done.headers.location).toBe('/cancela-tienda/shopping-cart/orders?hecho=pedido-cancelado')
  })

  it('speaks the viewer’s language', async () => {
    const order = await paidOrder()
    const html = shown(
      (
        await app.inject({
          url: `/mis-compras/${order.id}/cancelar`,
          headers: { cookie: `${cookies.customer}; locale=en` },
        })
      ).body,
    )
    expect(html).toContain(`Cancel order ${order.id}`)
    expect(html).toContain('>Requested by client</label>')
    expect(html).toContain('Reason for canceling')
    const refused = await post(`/mis-compras/${order.id}/cancelar`, `${cookies.customer}; locale=en`, {})
    expect(shown(refused.body)).toContain('>Required</p>')
  })

  it('tells the customer they cannot cancel once the seller has started', async () => {
    const order = await createOrder(db, { ...who, status: 'in_process' })
    const html = shown(
      (await app.inject({ url: `/mis-compras/${order.id}/cancelar`, headers: { cookie: cookies.customer } }))
        .body,
    )
    expect(html).toContain('No puedes cancelar este pedido en su estado actual.')
    expect(html).not.toContain('name="reason"')
  })
})

describe('/{shop}/admin/pedidos/:id/cancelar', () => {
  it('lets the owner cancel a sale in process, then goes to the shop’s orders', async () => {
    const order = await createOrder(db, { ...who, status: 'in_process' })
    const url = `/cancela-tienda/admin/pedidos/${order.id}/cancelar`
    const page = shown((await app.inject({ url, headers: { cookie: cookies.seller } })).body)
    expect(page).toContain(`Cancelar el pedido ${order.id}`)
    expect(page).toContain('Para el cliente. Hasta 500 caracteres.')
    expect(page).toContain('href="/cancela-tienda/admin/pedidos"')
    const done = await post(url, cookies.seller, { reason: 'cannot_be_fulfilled', message: 'Sin material' })
    expect(done.statusCode).toBe(302)
    expect(done.headers.location).toBe('/cancela-tienda/admin/pedidos?hecho=pedido-cancelado')
    expect(await statusOf(order.id)).toBe('canceled')
  })

  it('shows a dispatcher the order without the form; the customer and the platform get 404', async () => {
    const order = await paidOrder()
    const url = `/cancela-tienda/admin/pedidos/${order.id}/cancelar`
    const theirs = shown((await app.inject({ url, headers: { cookie: cookies.dispatcher } })).body)
    expect(theirs).toContain('No puedes cancelar este pedido en su estado actual.')
    expect(theirs).not.toContain('name="reason"')
    const refused = await post(url, cookies.dispatcher, { reason: 'cannot_be_fulfilled' })
    expect(refused.statusCode).toBe(403)
    expect(shown(refused.body)).toContain('No puedes realizar este paso en este pedido.')
    expect((await app.inject({ url, headers: { cookie: cookies.customer } })).statusCode).toBe(404)
    const platform = await app.inject({
      url: `/admin/pedidos/${order.id}/cancelar`,
      headers: { cookie: cookies.seller },
    })
    expect(platform.statusCode).toBe(404)
    expect(await statusOf(order.id)).toBe('paid')
  })
})
