import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { smtpTransport } from '../src/platform/mail/mailer.ts'
import { addStaff } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { orderCancelScene, until } from './helpers/order-cancel-scene.ts'
import { startSmtpServer } from './helpers/smtp.ts'

/**
 * Canceling a purchase order (002 §4, §8; issue 15 item 4; decision 082): the customer's and the
 * seller's routes, the stock given back, the sandbox's refund, the emails over real SMTP, and
 * quality.md 1 (input), 2 (another's order), 3 (two at once).
 */
const smtp = await startSmtpServer()
const { app, db, scene, buy, cancelAsCustomer, cancelAsStaff, read } = await orderCancelScene({
  mailTransport: smtpTransport(smtp.url, 'Tianguis <t@test>'),
})
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
const mailText = (raw: string) => Buffer.from(decoded(raw), 'latin1').toString('utf8')
/** The first mail to `to` whose text has `says` (the order's placement email comes first). */
async function mailSaying(to: string, says: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = smtp.inbox.filter((m) => m.to.includes(to)).map((m) => mailText(m.raw))
    const mail = found.find((text) => text.includes(says))
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`no mail to ${to} saying ${says}: ${found.join('\n---\n')}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe('the customer cancels a paid order', () => {
  it('cancels with a reason: stock back once, the card refunded at the sandbox, customer and seller told', async () => {
    const s = await scene(5)
    const { order, email, chargeId } = await buy(s, 2)
    expect(await read.available(s.item.id)).toBe(3)

    const answer = await cancelAsCustomer(s.cookie, order.id, {
      reason: 'requested_by_client',
      message: 'Ya no lo necesito, gracias.',
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toEqual({
      id: order.id,
      status: 'canceled',
      canceled_at: expect.any(String),
      cancel_reason: 'requested_by_client',
      refund: 'started',
    })

    const row = await read.order(order.id)
    expect(row).toMatchObject({
      status: 'canceled',
      cancelReason: 'requested_by_client',
      cancelDescription: null,
      cancelMessage: 'Ya no lo necesito, gracias.',
    })
    expect(row.canceledAt?.toISOString()).toBe(answer.json().canceled_at)
    expect(await read.history(order.id)).toEqual([
      ['place', null, 'paid', 'customer'],
      ['cancel', 'paid', 'canceled', 'customer'],
    ])
    expect(await read.available(s.item.id)).toBe(5)
    expect(await read.reservations(order.checkoutId)).toEqual([{ itemId: s.item.id, status: 'released' }])

    // The refund job gives the order's total back on its payment, at the sandbox itself.
    const [refund] = await until(
      () => read.refunds(order.paymentAttemptId!),
      (rows) => rows[0]?.status === 'success',
    )
    expect(refund).toMatchObject({ amount: order.total, refundKey: `order-cancel:${order.id}` })
    expect(await read.refundedAtSandbox(chargeId)).toBe(order.total)

    const toCustomer = await mailSaying(email, `Subject: Tu pedido ${order.id}: Cancelado`)
    expect(toCustomer).toContain('Motivo: Solicitado por el cliente')
    expect(toCustomer).toContain('Mensaje: Ya no lo necesito, gracias.')
    expect(toCustomer).toContain('Te devolveremos $')
    const toSeller = await mailSaying(s.supplier.email, `Subject: Pedido ${order.id}: Cancelado`)
    expect(toSeller).toContain(`El pedido ${order.id} fue cancelado.`)
    // And a text message to the contact's phone, kept in the outbox.
    const sms = (await read.outboxTo('+525512345678')).filter((m) => m.meta.order === order.id)
    expect(sms.map((m) => [m.channel, m.body])).toEqual([
      ['sms', `Tianguis: tu pedido ${order.id} ahora está: Cancelado.`],
    ])
  })

  it('answers in the customer’s language and keeps the description of `other`', async () => {
    const s = await scene()
    const { order, email } = await buy(s, 1)
    const answer = await app.inject({
      method: 'POST',
      url: `/api/v1/me/orders/${order.id}/cancel`,
      headers: { cookie: `${s.cookie}; locale=en` },
      payload: { reason: 'other', description: '  Pedí el color equivocado  ' },
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect((await read.order(order.id)).cancelDescription).toBe('Pedí el color equivocado')
    const mail = await mailSaying(email, `Subject: Your order ${order.id}: Canceled`)
    expect(mail).toContain('Reason: Other')
    expect(mail).toContain('Description: Pedí el color equivocado')
  })

  it('cancels a reference still waiting to be paid: stock back, nothing to refund', async () => {
    const s = await scene(4)
    const { order } = await buy(s, 3, 'store')
    expect(order.status).toBe('awaiting_payment')
    expect(await read.available(s.item.id)).toBe(1)
    const answer = await cancelAsCustomer(s.cookie, order.id, { reason: 'duplicated_transaction' })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json().refund).toBe('none')
    expect(await read.available(s.item.id)).toBe(4)
    expect(await read.refunds(order.paymentAttemptId!)).toEqual([])
  })
})

describe('what a cancellation refuses (quality.md 1, 2, 3)', () => {
  it('asks for a reason ("Requerido") and a description for `other`; bad input is 400; nothing changes', async () => {
    const s = await scene()
    const { order } = await buy(s, 1)
    const cases: [object, number, string][] = [
      [{}, 400, 'cancel_reason_required'],
      [{ reason: null, message: 'hola' }, 400, 'cancel_reason_required'],
      [{ reason: 'other' }, 400, 'cancel_description_required'],
      [{ reason: 'other', description: '   ' }, 400, 'cancel_description_required'],
      [{ reason: 'porque-si' }, 400, 'invalid_request'],
      [{ reason: 'other', description: 'x'.repeat(501) }, 400, 'invalid_request'],
      [{ reason: 'suspected_fraud', message: 'y'.repeat(501) }, 400, 'invalid_request'],
      [{ reason: 'suspected_fraud', status: 'paid' }, 400, 'unknown_fields'],
      [{ reason: 5 }, 400, 'invalid_request'],
    ]
    for (const [payload, status, code] of cases) {
      const answer = await cancelAsCustomer(s.cookie, order.id, payload)
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status)
      expect(answer.json().error.code, JSON.stringify(payload)).toBe(code)
    }
    expect((await cancelAsCustomer(s.cookie, order.id, {})).json().error.message).toBe('Requerido')
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/me/orders/x/cancel',
      headers: { cookie: s.cookie, 'content-type': 'application/json' },
      payload: '{"reason":',
    })
    expect(bad.statusCode).toBe(400)
    expect((await read.order(order.id)).status).toBe('paid')
    expect(await read.available(s.item.id)).toBe(4)
    expect(await read.history(order.id)).toHaveLength(1)
  })

  it('answers 404 for another customer’s order, another shop’s sale and an unknown id; nothing changes', async () => {
    const s = await scene()
    const { order } = await buy(s, 1)
    const stranger = await createUser(db)
    const strangerCookie = await loginAs(app, stranger.email)
    const other = await scene()
    const payload = { reason: 'suspected_fraud' }
    for (const answer of [
      await cancelAsCustomer(strangerCookie, order.id, payload),
      // The seller is not the customer: their own sale through /me is not theirs to cancel as a buyer.
      await cancelAsCustomer(await loginAs(app, s.supplier.email), order.id, payload),
      await cancelAsStaff(await loginAs(app, other.supplier.email), other.shop.slug, order.id, payload),
      await cancelAsCustomer(s.cookie, 'ord_nope', payload),
    ]) {
      expect(answer.statusCode, answer.body).toBe(404)
      expect(answer.json().error.code).toBe('order_not_found')
    }
    const otherShop = await cancelAsStaff(strangerCookie, s.shop.slug, order.id, payload)
    expect(otherShop.statusCode).toBe(404)
    const readIt = await app.inject({
      url: `/api/v1/me/orders/${order.id}/cancellation`,
      headers: { cookie: strangerCookie },
    })
    expect(readIt.statusCode).toBe(404)
    expect((await read.order(order.id)).status).toBe('paid')
    expect(await read.available(s.item.id)).toBe(4)
  })

  it('refuses an order already canceled (409), and one the seller has started (403 for the customer)', async () => {
    const s = await scene()
    const { order } = await buy(s, 1)
    expect(
      (await cancelAsCustomer(s.cookie, order.id, { reason: 'other', description: 'x' })).statusCode,
    ).toBe(200)
    const again = await cancelAsCustomer(s.cookie, order.id, { reason: 'requested_by_client' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({
      code: 'order_already_canceled',
      message: 'Este pedido ya fue cancelado.',
    })
    const started = await buy(s, 1)
    await db
      .update(purchaseOrders)
      .set({ status: 'in_process' })
      .where(eq(purchaseOrders.id, started.order.id))
    const late = await cancelAsCustomer(s.cookie, started.order.id, { reason: 'requested_by_client' })
    expect(late.statusCode).toBe(403)
    expect(late.json().error.code).toBe('order_action_not_allowed')
    await db
      .update(purchaseOrders)
      .set({ status: 'delivered' })
      .where(eq(purchaseOrders.id, started.order.id))
    const done = await cancelAsCustomer(s.cookie, started.order.id, { reason: 'requested_by_client' })
    expect(done.statusCode).toBe(409)
    expect(done.json().error.code).toBe('order_transition_refused')
    expect(await read.available(s.item.id)).toBe(4)
  })

  it('two cancellations at once: one cancels, the other is already canceled; stock back once, one refund', async () => {
    const s = await scene(5)
    const { order, chargeId } = await buy(s, 2)
    const asSeller = await loginAs(app, s.supplier.email)
    const answers = await Promise.all([
      cancelAsCustomer(s.cookie, order.id, { reason: 'requested_by_client' }),
      cancelAsStaff(asSeller, s.shop.slug, order.id, { reason: 'cannot_be_fulfilled' }),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.statusCode === 409)!.json().error.code).toBe('order_already_canceled')
    expect(await read.available(s.item.id)).toBe(5)
    expect((await read.history(order.id)).filter(([event]) => event === 'cancel')).toHaveLength(1)
    await until(
      () => read.refunds(order.paymentAttemptId!),
      (rows) => rows[0]?.status === 'success',
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await read.refunds(order.paymentAttemptId!)).toHaveLength(1)
    expect(await read.refundedAtSandbox(chargeId)).toBe(order.total)
  })
})

describe('the seller cancels a sale', () => {
  it('the owner cancels an order in process; the dispatcher is refused (403) and the accountant may not', async () => {
    const s = await scene(5)
    const { order, email } = await buy(s, 2)
    await db.update(purchaseOrders).set({ status: 'in_process' }).where(eq(purchaseOrders.id, order.id))
    for (const role of ['dispatcher', 'accountant'] as const) {
      const staff = await createUser(db)
      await addStaff(db, s.shop.id, staff.id, role)
      const answer = await cancelAsStaff(await loginAs(app, staff.email), s.shop.slug, order.id, {
        reason: 'cannot_be_fulfilled',
      })
      expect(answer.statusCode, role).toBe(403)
      expect(answer.json().error.code, role).toBe(
        role === 'dispatcher' ? 'order_action_not_allowed' : 'forbidden',
      )
    }
    expect((await read.order(order.id)).status).toBe('in_process')

    const answer = await cancelAsStaff(await loginAs(app, s.supplier.email), s.shop.slug, order.id, {
      reason: 'cannot_be_fulfilled',
      message: 'Se agotó el material.',
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({ status: 'canceled', refund: 'started' })
    expect(await read.history(order.id)).toContainEqual([
      'cancel_in_process',
      'in_process',
      'canceled',
      'seller',
    ])
    expect(await read.available(s.item.id)).toBe(5)
    await until(
      () => read.refunds(order.paymentAttemptId!),
      (rows) => rows[0]?.status === 'success',
    )
    const mail = await mailSaying(email, 'Motivo: No se puede surtir')
    expect(mail).toContain('Mensaje: Se agotó el material.')
  })

  it('an admin of the shop cancels as the seller', async () => {
    const s = await scene()
    const { order } = await buy(s, 1)
    const admin = await createUser(db)
    await addStaff(db, s.shop.id, admin.id, 'admin')
    const answer = await cancelAsStaff(await loginAs(app, admin.email), s.shop.slug, order.id, {
      reason: 'suspected_fraud',
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(await read.history(order.id)).toContainEqual(['cancel', 'paid', 'canceled', 'seller'])
  })
})

describe('GET …/cancellation', () => {
  it('says whether the viewer may cancel, whether money goes back, and the cancellation once made', async () => {
    const s = await scene()
    const { order } = await buy(s, 2)
    const mine = await app.inject({
      url: `/api/v1/me/orders/${order.id}/cancellation`,
      headers: { cookie: s.cookie },
    })
    expect(mine.statusCode, mine.body).toBe(200)
    expect(mine.json()).toEqual({
      id: order.id,
      status: 'paid',
      placed_at: order.createdAt.toISOString(),
      total: { amount: order.total, currency: 'MXN' },
      lines: [{ name: s.item.name, quantity: 2 }],
      cancelable: true,
      refunds: true,
      canceled: null,
    })
    const dispatcher = await createUser(db)
    await addStaff(db, s.shop.id, dispatcher.id, 'dispatcher')
    const theirs = await app.inject({
      url: `/api/v1/shops/${s.shop.slug}/orders/${order.id}/cancellation`,
      headers: { cookie: await loginAs(app, dispatcher.email) },
    })
    expect(theirs.json()).toMatchObject({ cancelable: false, refunds: false })
    await cancelAsCustomer(s.cookie, order.id, {
      reason: 'other',
      description: 'Cambio de planes',
      message: 'Gracias',
    })
    const after = await app.inject({
      url: `/api/v1/me/orders/${order.id}/cancellation`,
      headers: { cookie: s.cookie },
    })
    expect(after.json()).toMatchObject({
      status: 'canceled',
      cancelable: false,
      canceled: {
        reason: 'other',
        description: 'Cambio de planes',
        message: 'Gracias',
        at: expect.any(String),
      },
    })
  })
})
