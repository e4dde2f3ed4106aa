import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { refundPayment } from '../src/flows/refund-payment.ts'
import { systemContext } from '../src/kernel/context.ts'
import { paymentAttempts, paymentRefunds } from '../src/modules/payments/payments.tables.ts'
import { readyCheckout } from './helpers/checkout-fakes.ts'
import { checkoutHarness } from './helpers/checkout-harness.ts'
import { webhookPayments } from './helpers/webhook-payments.ts'

/**
 * Refunds through the provider interface (issue 13 part 6, 002 §4/§5; decision 059): partial,
 * never more than the payment, a retried refund gives back once, a refusal is a `failed` row.
 * No route yet: issue #16's seller screen calls `refundPayment`.
 */
const gateway = webhookPayments()
const { app, db, scene, pay } = await checkoutHarness(gateway)
const logged: string[] = []
const ctx = systemContext(db, { log: { error: (_details, message) => logged.push(message) } })

/** A checkout paid by card: its attempt `approved` for `total`. */
async function paidByCard() {
  const s = await scene()
  const { checkout, base } = await readyCheckout(
    app,
    s.cookie,
    s.shop.slug,
    { item: { item_id: s.stocked.id, quantity: 1 } },
    'collection',
  )
  const paid = await pay(base, s.cookie, {
    payment_type: 'card',
    card_token: 'tok_ok',
    expected_total: checkout.grand_total,
  })
  expect(paid.json().status, paid.body).toBe('paid')
  const chargeId = paid.json().charge_id as string
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.chargeId, chargeId))
  return { attemptId: attempt!.id, chargeId, total: checkout.grand_total.amount as number }
}

const refund = (attemptId: string, amount: number, refundKey: string = crypto.randomUUID()) =>
  refundPayment(ctx, app.payments, { attemptId, amount, refundKey, reason: 'devolución' })
const statusOf = async (attemptId: string) =>
  (await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)))[0]!.status
const refundsOf = (attemptId: string) =>
  db.select().from(paymentRefunds).where(eq(paymentRefunds.attemptId, attemptId))
const givenBackOn = (chargeId: string) => gateway.givenBack.filter((r) => r.chargeId === chargeId)

describe('refunds', () => {
  it('gives back part of a payment: a `success` row with the provider’s id, the payment stays approved', async () => {
    const { attemptId, chargeId } = await paidByCard()
    const row = await refund(attemptId, 5_000, 'rf-partial-1')
    expect(row).toMatchObject({
      attemptId,
      refundKey: 'rf-partial-1',
      amount: 5_000,
      currency: 'MXN',
      status: 'success',
      providerRefundId: expect.stringMatching(/^re_/),
      reason: 'devolución',
    })
    expect(givenBackOn(chargeId)).toEqual([{ chargeId, amount: 5_000, refundKey: 'rf-partial-1' }])
    expect(await statusOf(attemptId)).toBe('approved')
  })

  it('takes two partial refunds up to the whole amount, then the payment is `refunded` and nothing more goes back', async () => {
    const { attemptId, chargeId, total } = await paidByCard()
    await refund(attemptId, 1_000)
    expect(await statusOf(attemptId)).toBe('approved')
    const last = await refund(attemptId, total - 1_000)
    expect(last.status).toBe('success')
    expect(await statusOf(attemptId)).toBe('refunded')
    expect(givenBackOn(chargeId).reduce((sum, r) => sum + r.amount, 0)).toBe(total)
    await expect(refund(attemptId, 1)).rejects.toMatchObject({ code: 'payment_not_refundable' })
  })

  it('refuses more than what is left with refund_amount_exceeded and what is available; no row, the provider not asked', async () => {
    const { attemptId, chargeId, total } = await paidByCard()
    await refund(attemptId, 3_000)
    await expect(refund(attemptId, total - 3_000 + 1)).rejects.toMatchObject({
      code: 'refund_amount_exceeded',
      details: { available: { amount: total - 3_000, currency: 'MXN' } },
    })
    expect(await refundsOf(attemptId)).toHaveLength(1)
    expect(givenBackOn(chargeId)).toHaveLength(1)
    await expect(refund(attemptId, 0)).rejects.toMatchObject({ code: 'invalid_request' })
  })

  it('gives back once when retried with the same key, even after an answer lost on the way', async () => {
    const { attemptId, chargeId } = await paidByCard()
    const first = await refund(attemptId, 2_000, 'rf-retry')
    const again = await refund(attemptId, 2_000, 'rf-retry')
    expect(again).toEqual(first)
    expect(givenBackOn(chargeId)).toHaveLength(1)
    // The same key for another amount is a mistake, not a retry.
    await expect(refund(attemptId, 2_500, 'rf-retry')).rejects.toMatchObject({
      code: 'idempotency_key_reused',
    })

    // The provider gives back, then its answer is lost: the row stays pending, and asking again
    // with the same key learns the answer without giving back twice.
    gateway.state.refundTimeouts = 1
    const lost = await refund(attemptId, 1_500, 'rf-lost')
    expect(lost.status).toBe('pending')
    expect(logged).toContain('a refund got no answer; it stays pending')
    const learned = await refund(attemptId, 1_500, 'rf-lost')
    expect(learned).toMatchObject({ id: lost.id, status: 'success' })
    expect(givenBackOn(chargeId).map((r) => r.amount)).toEqual([2_000, 1_500])
  })

  it('keeps a refund the provider refuses as a `failed` row that holds nothing back', async () => {
    const { attemptId, chargeId, total } = await paidByCard()
    gateway.state.refuseRefunds = true
    try {
      const refused = await refund(attemptId, total, 'rf-refused')
      expect(refused).toMatchObject({ status: 'failed', providerRefundId: null })
      expect(logged).toContain('the provider refused a refund')
      // The same key answers the failure again; the provider is not asked.
      expect((await refund(attemptId, total, 'rf-refused')).status).toBe('failed')
    } finally {
      gateway.state.refuseRefunds = false
    }
    expect(givenBackOn(chargeId)).toEqual([])
    expect(await statusOf(attemptId)).toBe('approved')
    // A failed refund gave nothing: the whole amount can still be refunded, with a new key.
    expect((await refund(attemptId, total, 'rf-after-refusal')).status).toBe('success')
    expect(await statusOf(attemptId)).toBe('refunded')
  })

  it('refuses to refund a payment that was never approved', async () => {
    const s = await scene()
    const { checkout, base } = await readyCheckout(
      app,
      s.cookie,
      s.shop.slug,
      { item: { item_id: s.stocked.id, quantity: 1 } },
      'collection',
    )
    const pending = await pay(base, s.cookie, { payment_type: 'store', expected_total: checkout.grand_total })
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.chargeId, pending.json().charge_id))
    await expect(refund(attempt!.id, 100)).rejects.toMatchObject({ code: 'payment_not_refundable' })
    await expect(refund('pay_nope', 100)).rejects.toMatchObject({ code: 'not_found' })
    expect(await refundsOf(attempt!.id)).toEqual([])
  })
})
