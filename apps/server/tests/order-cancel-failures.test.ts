import { createServer } from 'node:net'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { applyChargeNews } from '../src/flows/settle-payment.ts'
import { systemContext } from '../src/kernel/context.ts'
import { smtpTransport } from '../src/platform/mail/mailer.ts'
import { sandboxCharges } from '../src/platform/payments/sandbox/sandbox.tables.ts'
import { payReference } from '../src/platform/payments/sandbox/sandbox-references.ts'
import { orderCancelScene, until } from './helpers/order-cancel-scene.ts'
import { startSmtpServer } from './helpers/smtp.ts'

/**
 * What fails around a cancellation never leaves it half done (decision 082): the mail server down
 * (quality.md 13: the order is canceled, the email waits in the outbox and goes when the server is
 * back), the payment provider not answering a refund (retried with backoff, given back once), the
 * provider refusing it (the seller is told), and a reference paid after its order was canceled.
 */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

const port = await freePort()
const { app, db, refunds, scene, buy, cancelAsCustomer, read } = await orderCancelScene({
  mailTransport: smtpTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Tianguis <t@test>'),
})
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | null = null

describe('a cancellation while things fail', () => {
  it('cancels while the mail server is down; the email waits in the outbox and is sent once it is back', async () => {
    const s = await scene()
    const { order, email } = await buy(s, 1)
    const answer = await cancelAsCustomer(s.cookie, order.id, { reason: 'requested_by_client' })
    expect(answer.statusCode, answer.body).toBe(200)
    expect((await read.order(order.id)).status).toBe('canceled')
    const subject = `Tu pedido ${order.id}: Cancelado`
    const waiting = await until(
      async () => (await read.outboxTo(email)).find((m) => m.subject === subject),
      (message) => (message?.attempts ?? 0) >= 1,
    )
    expect(waiting).toMatchObject({
      status: 'pending',
      lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
    })

    smtp = await startSmtpServer(port)
    await until(
      async () => smtp!.inbox.filter((m) => m.to.includes(email) && m.raw.includes(subject)).length,
      (count) => count === 1,
      20_000,
    )
    const sent = await until(
      async () => (await read.outboxTo(email)).find((m) => m.id === waiting!.id)!,
      (message) => message.status === 'sent',
    )
    expect(sent.attempts).toBeGreaterThanOrEqual(2)
  })

  it('cancels while the provider does not answer the refund; the job asks again until it is given back, once', async () => {
    const s = await scene(3)
    const { order, chargeId } = await buy(s, 2)
    refunds.mode = 'down'
    refunds.asked = 0
    try {
      const answer = await cancelAsCustomer(s.cookie, order.id, { reason: 'duplicated_transaction' })
      expect(answer.statusCode, answer.body).toBe(200)
      expect(answer.json().refund).toBe('started')
      expect((await read.order(order.id)).status).toBe('canceled')
      expect(await read.available(s.item.id)).toBe(3)
      await until(
        async () => refunds.asked,
        (asked) => asked >= 2,
      )
      expect((await read.refunds(order.paymentAttemptId!)).map((r) => r.status)).toEqual(['pending'])
      expect(await read.refundedAtSandbox(chargeId)).toBe(0)
    } finally {
      refunds.mode = 'ok'
    }
    const [done] = await until(
      () => read.refunds(order.paymentAttemptId!),
      (rows) => rows[0]?.status === 'success',
    )
    expect(done!.amount).toBe(order.total)
    expect(await read.refundedAtSandbox(chargeId)).toBe(order.total)
    expect(await read.refunds(order.paymentAttemptId!)).toHaveLength(1)
  })

  it('keeps the order canceled when the provider refuses the refund, and tells the seller', async () => {
    const s = await scene()
    const { order, chargeId } = await buy(s, 1)
    refunds.mode = 'refuse'
    try {
      const answer = await cancelAsCustomer(s.cookie, order.id, { reason: 'suspected_fraud' })
      expect(answer.statusCode, answer.body).toBe(200)
      await until(
        () => read.refunds(order.paymentAttemptId!),
        (rows) => rows[0]?.status === 'failed',
      )
    } finally {
      refunds.mode = 'ok'
    }
    expect((await read.order(order.id)).status).toBe('canceled')
    expect(await read.refundedAtSandbox(chargeId)).toBe(0)
    const told = await until(
      async () =>
        (await read.outboxTo(s.supplier.email)).filter((m) => m.meta.kind === 'order_refund_failed'),
      (rows) => rows.length === 1,
    )
    expect(told[0]!.subject).toBe(`Reembolso no completado: pedido ${order.id}`)
    expect(told[0]!.body).toContain('No se pudo completar el reembolso de $200.00')
  })

  it('gives a canceled order’s money back when its reference is paid after the cancellation', async () => {
    const s = await scene(4)
    const { order, chargeId } = await buy(s, 2, 'store')
    const canceled = await cancelAsCustomer(s.cookie, order.id, { reason: 'requested_by_client' })
    expect(canceled.json().refund).toBe('none')
    expect(await read.available(s.item.id)).toBe(4)

    // The buyer pays the reference at the store anyway: the sandbox takes it, the news arrives.
    const [charge] = await db
      .select({ reference: sandboxCharges.reference })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, chargeId))
    await payReference(db, charge!.reference!, new Date())
    const ctx = systemContext(db, { jobs: app.jobs })
    const news = await app.payments.sandbox!.retrieve(chargeId)
    await applyChargeNews(ctx, { payments: app.payments.sandbox! }, order.paymentAttemptId!, news)

    expect((await read.order(order.id)).status).toBe('canceled')
    const [refund] = await until(
      () => read.refunds(order.paymentAttemptId!),
      (rows) => rows[0]?.status === 'success',
    )
    expect(refund!.amount).toBe(order.total)
    expect(await read.refundedAtSandbox(chargeId)).toBe(order.total)
    // The stock was given back by the cancellation, not again by the payment.
    expect(await read.available(s.item.id)).toBe(4)
  })
})
