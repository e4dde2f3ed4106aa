/**
 * Returns' races on PostgreSQL, where requests really run side by side (quality.md 3; decision
 * 091): refunds of one order take turns on the order's row lock, so together they never pass what
 * is refundable; two requests for one line make one return. PostgreSQL only (`*.postgres.test.ts`).
 */
import { describe, expect, it } from 'vitest'
import { returnsScene } from './helpers/returns-scene.ts'

const t = await returnsScene()
const { delivered, goodAnswers, start, refund, rows } = t

describe('returns at once on PostgreSQL', () => {
  it('two refunds at once that together pass what is refundable: one is made, the other is refused', async () => {
    const s = await delivered({ quantity: 2 })
    const ret = (
      await start(s.cookie, s.order.id, { line_id: s.line.id, quantity: 2, answers: goodAnswers })
    ).json()
    const answers = await Promise.all([
      refund(s.seller, s.shop.slug, ret.id, 30_000),
      refund(s.seller, s.shop.slug, ret.id, 30_000),
      refund(s.seller, s.shop.slug, ret.id, 30_000),
    ])
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses).toEqual([200, 422, 422])
    for (const answer of answers.filter((a) => a.statusCode === 422)) {
      expect(answer.json().error.code).toBe('refund_amount_exceeded')
    }
    expect((await rows.refunds(ret.id)).map((r) => [r.amount, r.status])).toEqual([[30_000, 'success']])
    expect(await t.read.refundedAtSandbox(s.chargeId)).toBe(30_000)
  })

  it('two requests for one line at once make one return', async () => {
    const s = await delivered()
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        start(s.cookie, s.order.id, { line_id: s.line.id, quantity: 1, answers: goodAnswers }),
      ),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409])
    expect(await rows.returns(s.order.id)).toHaveLength(1)
  })
})
