/**
 * Cancellations of one order at once on PostgreSQL, where requests really run side by side
 * (quality.md 3; decision 082): the pool's connections race on the order's row lock. PostgreSQL
 * only (`*.postgres.test.ts`, vitest.config.ts).
 */
import { describe, expect, it } from 'vitest'
import { loginAs } from './factories/users.ts'
import { orderCancelScene, until } from './helpers/order-cancel-scene.ts'

const { app, scene, buy, cancelAsCustomer, cancelAsStaff, read } = await orderCancelScene()

describe('cancellations at once on PostgreSQL', () => {
  it('one cancels, the others are already canceled; the stock comes back once and the payment is refunded once', async () => {
    const s = await scene(6)
    const { order, chargeId } = await buy(s, 4)
    expect(await read.available(s.item.id)).toBe(2)
    const asSeller = await loginAs(app, s.supplier.email)
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        cancelAsCustomer(s.cookie, order.id, { reason: 'requested_by_client' }),
      ),
      ...Array.from({ length: 4 }, () =>
        cancelAsStaff(asSeller, s.shop.slug, order.id, { reason: 'cannot_be_fulfilled' }),
      ),
    ])
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(7)
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().error.code).toBe('order_already_canceled')
    }
    expect(await read.available(s.item.id)).toBe(6)
    expect((await read.history(order.id)).filter(([event]) => event === 'cancel')).toHaveLength(1)
    await until(
      () => read.refunds(order.paymentAttemptId!),
      (rows) => rows[0]?.status === 'success',
    )
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(await read.refunds(order.paymentAttemptId!)).toHaveLength(1)
    expect(await read.refundedAtSandbox(chargeId)).toBe(order.total)
  })
})
