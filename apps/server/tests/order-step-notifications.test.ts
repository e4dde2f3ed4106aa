import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifyOrderStep } from '../src/flows/notify-order-step.ts'
import { applyChargeNews } from '../src/flows/settle-payment.ts'
import { systemContext } from '../src/kernel/context.ts'
import { inTransaction } from '../src/kernel/transaction.ts'
import { orderStep } from '../src/modules/orders/order-lifecycle.service.ts'
import { smtpTransport } from '../src/platform/mail/mailer.ts'
import { sandboxCharges } from '../src/platform/payments/sandbox/sandbox.tables.ts'
import { payReference } from '../src/platform/payments/sandbox/sandbox-references.ts'
import { createOrder } from './factories/orders.ts'
import { orderCancelScene, until } from './helpers/order-cancel-scene.ts'
import { startSmtpServer } from './helpers/smtp.ts'

/**
 * `notifyOrderStep()` (issue 15 item 8; decision 082): every step's effect tells the customer (email,
 * and an SMS where the order has a phone) and, for `notify_both` and cancellations, the seller, in
 * their language, through the outbox in the step's own transaction.
 */
const smtp = await startSmtpServer()
const { app, db, scene, buy, read } = await orderCancelScene({
  mailTransport: smtpTransport(smtp.url, 'Tianguis <t@test>'),
})
const ctx = () => systemContext(db, { jobs: app.jobs })
const subjects = async (to: string) => (await read.outboxTo(to)).map((m) => m.subject).sort()

/** A factory order of a new customer in a new shop, with its own contact address. */
async function factoryOrder(status: 'awaiting_confirmation' | 'paid', phone: string | null) {
  const s = await scene()
  const email = `aviso-${crypto.randomUUID().slice(0, 8)}@example.test`
  const order = await createOrder(
    db,
    { shopId: s.shop.id, customerId: s.customer.id, supplierId: s.supplier.id, status },
    { contactEmail: email, contactPhone: phone },
  )
  return { s, order, email }
}

describe('notifyOrderStep', () => {
  it('tells the customer of the seller’s quote, with its date and cost, by email and SMS; not the seller', async () => {
    const { s, order, email } = await factoryOrder('awaiting_confirmation', '+52 55 8765 4321')
    const when = new Date(Date.now() + 3 * 86_400_000)
    await inTransaction(ctx(), async (tx) => {
      const done = await orderStep(
        tx,
        order.id,
        'quote',
        { role: 'seller', userId: s.supplier.id },
        {
          facts: { estimatedDeliveryAt: when.toISOString(), estimatedCost: 9_900 },
          changes: { estimatedDeliveryAt: when, estimatedCost: 9_900 },
        },
      )
      await notifyOrderStep(tx, done)
    })
    const [mail] = await read.outboxTo(email)
    expect(mail).toMatchObject({
      channel: 'email',
      subject: `Tu pedido ${order.id}: Confirmar pedido`,
      body: expect.stringContaining('Costo de entrega: $99.00'),
    })
    expect(mail!.body).toContain(`El vendedor confirmó la entrega de tu pedido ${order.id}.`)
    const sms = (await read.outboxTo('+525587654321')).filter((m) => m.meta.order === order.id)
    expect(sms.map((m) => m.body)).toEqual([`Tianguis: tu pedido ${order.id} ahora está: Confirmar pedido.`])
    expect(await read.outboxTo(s.supplier.email)).toEqual([])
    await smtp.waitForMail(email)
  })

  it('tells both of a delivery; sends no SMS without a phone that parses', async () => {
    const { s, order, email } = await factoryOrder('paid', '12')
    await inTransaction(ctx(), async (tx) => {
      for (const event of ['process', 'ready', 'ship', 'deliver'] as const) {
        const done = await orderStep(tx, order.id, event, { role: 'seller', userId: s.supplier.id })
        await notifyOrderStep(tx, done)
      }
    })
    expect(await subjects(email)).toEqual(
      ['Entregado', 'En camino', 'En proceso', 'Por entregar']
        .map((state) => `Tu pedido ${order.id}: ${state}`)
        .sort(),
    )
    expect(await subjects(s.supplier.email)).toEqual([`Pedido ${order.id}: Entregado`])
    expect((await read.outboxTo('12')).length).toBe(0)
  })

  it('writes nothing when the step rolls back, and nothing for a step without an effect', async () => {
    const { s, order, email } = await factoryOrder('paid', null)
    await expect(
      inTransaction(ctx(), async (tx) => {
        const done = await orderStep(tx, order.id, 'process', { role: 'seller', userId: s.supplier.id })
        await notifyOrderStep(tx, done)
        throw new Error('the step failed after')
      }),
    ).rejects.toThrow('the step failed after')
    await notifyOrderStep(ctx(), {
      id: order.id,
      from: 'awaiting_customer',
      to: 'awaiting_payment',
      event: 'await_payment',
      effect: null,
    })
    expect(await read.outboxTo(email)).toEqual([])
    expect(await read.history(order.id)).toHaveLength(1)
  })

  it('tells both when a reference is paid, in the language the checkout began in', async () => {
    const s = await scene()
    const { order, email, chargeId } = await buy({ ...s, cookie: `${s.cookie}; locale=en` }, 1, 'store')
    const [charge] = await db
      .select({ reference: sandboxCharges.reference })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, chargeId))
    await payReference(db, charge!.reference!, new Date())
    const news = await app.payments.sandbox!.retrieve(chargeId)
    await applyChargeNews(ctx(), { payments: app.payments.sandbox! }, order.paymentAttemptId!, news)
    expect((await read.order(order.id)).status).toBe('paid')
    await until(
      () => subjects(email),
      (list) => list.includes(`Your order ${order.id}: Paid`),
    )
    expect(await subjects(s.supplier.email)).toEqual([`Order ${order.id}: Paid`])
    const [toSeller] = await read.outboxTo(s.supplier.email)
    expect(toSeller!.body).toBe(`Order ${order.id} was paid; you can prepare it now.`)
  })
})
