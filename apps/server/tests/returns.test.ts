import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { paymentRefunds } from '../src/modules/payments/payments.tables.ts'
import { orderReturns } from '../src/modules/returns/returns.tables.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { returnsScene } from './helpers/returns-scene.ts'

/**
 * Returns and the seller's refunds (002 §4, §5, §8; 001 §3; decision 091): the customer starts a
 * return of a delivered line within 72 hours with the reason tree's answers, sees it with its
 * record and refunds; the shop refunds part of it through the payment provider, never above what
 * is refundable, a failed refund stays failed and is made again, and closes it once no refund is
 * pending. Another customer's or shop's return is 404 and nothing changes (quality.md 1, 2); bad
 * input is refused with our error shape (quality.md 3).
 */
const t = await returnsScene()
const { app, db, refunds, delivered, goodAnswers, start, refund, rows } = t

const stranger = await createUser(db)
const strangerCookie = await loginAs(app, stranger.email)
const otherOwner = await createUser(db)
const otherShop = await createShop(db, otherOwner.id)
const otherCookie = await loginAs(app, otherOwner.email)

const body = (lineId: string, extra: object = {}) => ({
  line_id: lineId,
  quantity: 1,
  answers: goodAnswers,
  description: 'No enciende',
  ...extra,
})

describe('a customer’s return', () => {
  it('shows each line’s eligibility and terms, starts a return and shows it with its record', async () => {
    const s = await delivered({ quantity: 2 })
    const options = await app.inject({
      url: `/api/v1/me/orders/${s.order.id}/returns/options`,
      headers: { cookie: s.cookie },
    })
    expect(options.statusCode, options.body).toBe(200)
    const [line] = options.json().lines
    // restocking_fees: both units' price (2 × 200.00) plus shipping (none: collected) less 5.00 per unit.
    expect(line).toMatchObject({
      line_id: s.line.id,
      eligible: true,
      refusal: null,
      terms: { fees: 'restocking_fees', label: 'download', offered_refund: { amount: 39_000 } },
    })

    const started = await start(s.cookie, s.order.id, body(s.line.id, { photos: ['/static/demo/foto.svg'] }))
    expect(started.statusCode, started.body).toBe(201)
    const ret = started.json()
    expect(ret).toMatchObject({
      status: 'open',
      reason: 'defective',
      quantity: 1,
      description: 'No enciende',
      photos: ['/static/demo/foto.svg'],
      terms: {
        offered_refund: { amount: 19_500, currency: 'MXN' },
        deducted: { restocking: { amount: 500 } },
        return_shipping_paid_by: 'supplier',
      },
      refundable: null,
      label_url: `/api/v1/me/returns/${ret.id}/label.pdf`,
    })
    expect(ret.notes.map((n: { event: string }) => n.event)).toEqual(['started'])
    // The customer is told by email (the outbox; delivered after, never blocking the request).
    const [mail] = (await t.read.outboxTo(s.customer.email)).filter((m) => m.subject.startsWith('Devolución'))
    expect(mail).toMatchObject({ subject: `Devolución iniciada: ${ret.id}` })
    expect(mail!.body).toContain('Descarga la guía de devolución')

    const list = await app.inject({ url: '/api/v1/me/returns', headers: { cookie: s.cookie } })
    expect(list.json().results.map((r: { id: string }) => r.id)).toEqual([ret.id])
    const label = await app.inject({
      url: `/api/v1/me/returns/${ret.id}/label.pdf`,
      headers: { cookie: s.cookie },
    })
    expect(label.statusCode).toBe(200)
    expect(label.headers['content-type']).toBe('application/pdf')
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    // One open return per line: again is 409, and the options say so.
    const again = await start(s.cookie, s.order.id, body(s.line.id))
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('return_already_open')
    const after = await app.inject({
      url: `/api/v1/me/orders/${s.order.id}/returns/options`,
      headers: { cookie: s.cookie },
    })
    expect(after.json().lines[0]).toMatchObject({ eligible: false, open_return_id: ret.id })
  })

  it('emails an inbox label’s reference; refuses what core refuses: not received, time expired, not returnable, canceled', async () => {
    const inbox = await delivered({ item: { returnShippingLabel: 'inbox' } })
    const started = await start(inbox.cookie, inbox.order.id, body(inbox.line.id))
    expect(started.json()).toMatchObject({ terms: { label: 'inbox' }, label_url: null })
    const [boxMail] = (await t.read.outboxTo(inbox.customer.email)).filter((m) =>
      m.subject.startsWith('Devolución'),
    )
    expect(boxMail!.body).toContain(`escribe en el paquete la referencia ${started.json().id}`)
    const noLabel = await app.inject({
      url: `/api/v1/me/returns/${started.json().id}/label.pdf`,
      headers: { cookie: inbox.cookie },
    })
    expect(noLabel.statusCode).toBe(404)
    expect(noLabel.json().error.code).toBe('return_label_not_downloadable')

    const cases = [
      [await delivered({ status: 'paid' }), 'return_not_received'],
      [await delivered({ hoursAgo: 72 }), 'return_time_expired'],
      [await delivered({ item: { returnType: 'disallowed' } }), 'return_not_allowed'],
      [await delivered({ status: 'canceled' }), 'return_order_canceled'],
    ] as const
    for (const [s, code] of cases) {
      const answer = await start(s.cookie, s.order.id, body(s.line.id))
      expect(answer.statusCode, code).toBe(409)
      expect(answer.json().error.code).toBe(code)
      const options = await app.inject({
        url: `/api/v1/me/orders/${s.order.id}/returns/options`,
        headers: { cookie: s.cookie },
      })
      expect(options.json().lines[0]).toMatchObject({ eligible: false, refusal: code })
      expect(await rows.returns(s.order.id)).toEqual([])
    }
  })

  it('checks the reason tree’s answers and the conditions, the quantity and the body', async () => {
    const s = await delivered()
    const refused = [
      [{ answers: { problem: 'not_working', used_as_intended: 'no' } }, 409, 'return_condition_misuse'],
      [{ answers: { ...goodAnswers, complete: 'no' } }, 409, 'return_condition_incomplete'],
      [{ answers: { problem: 'not_working' } }, 400, 'return_answer_invalid'],
      [
        { answers: { problem: 'bored', used_as_intended: 'yes', complete: 'yes' } },
        400,
        'return_answer_invalid',
      ],
      [{ answers: { ...goodAnswers, changed_mind: 'by_mistake' } }, 400, 'return_answer_invalid'],
      [{ quantity: 3 }, 400, 'return_quantity_exceeded'],
      [{ quantity: '1' }, 400, 'invalid_request'],
      [{ description: 'x'.repeat(1_001) }, 400, 'invalid_request'],
      [{ photos: ['https://evil.example/x.png'] }, 400, 'invalid_request'],
      [{ description: 'a\u0000b' }, 400, 'invalid_input'],
      [{ extra: true }, 400, 'unknown_fields'],
    ] as const
    for (const [extra, status, code] of refused) {
      const answer = await start(s.cookie, s.order.id, body(s.line.id, extra))
      expect(answer.json().error?.code, JSON.stringify(extra)).toBe(code)
      expect(answer.statusCode, JSON.stringify(extra)).toBe(status)
    }
    const missingLine = await start(s.cookie, s.order.id, body('pol_missing'))
    expect(missingLine.statusCode).toBe(404)
    expect(await rows.returns(s.order.id)).toEqual([])
  })

  it('keeps another customer out: their order and their return are 404, nothing made', async () => {
    const s = await delivered()
    const theirs = await start(strangerCookie, s.order.id, body(s.line.id))
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().error.code).toBe('order_not_found')
    const options = await app.inject({
      url: `/api/v1/me/orders/${s.order.id}/returns/options`,
      headers: { cookie: strangerCookie },
    })
    expect(options.statusCode).toBe(404)
    const ret = (await start(s.cookie, s.order.id, body(s.line.id))).json()
    for (const url of [`/api/v1/me/returns/${ret.id}`, `/api/v1/me/returns/${ret.id}/label.pdf`]) {
      const answer = await app.inject({ url, headers: { cookie: strangerCookie } })
      expect(answer.statusCode, url).toBe(404)
      expect(answer.json().error.code).toBe('return_not_found')
    }
    const list = await app.inject({ url: '/api/v1/me/returns', headers: { cookie: strangerCookie } })
    expect(list.json().results).toEqual([])
  })
})

describe('the seller’s refunds and closing', () => {
  it('refunds part, never above what is refundable, and closes the return; the customer sees it', async () => {
    const s = await delivered({ quantity: 2 })
    const ret = (await start(s.cookie, s.order.id, body(s.line.id))).json()
    const detail = await app.inject({
      url: `/api/v1/shops/${s.shop.slug}/returns/${ret.id}`,
      headers: { cookie: s.seller },
    })
    expect(detail.json()).toMatchObject({ refundable: { amount: 40_000 }, closing_offered: true })

    const above = await refund(s.seller, s.shop.slug, ret.id, 40_001)
    expect(above.statusCode).toBe(422)
    expect(above.json().error).toMatchObject({
      code: 'refund_amount_exceeded',
      message: 'El monto ingresado es mayor al monto disponible.',
      details: { available: { amount: 40_000, currency: 'MXN' } },
    })
    expect(await rows.refunds(ret.id)).toEqual([])

    const part = await refund(s.seller, s.shop.slug, ret.id, 15_000)
    expect(part.statusCode, part.body).toBe(200)
    expect(part.json()).toMatchObject({
      refund: { status: 'success', amount: { amount: 15_000 } },
      return: { refundable: { amount: 25_000 }, closing_offered: true },
    })
    expect(await t.read.refundedAtSandbox(s.chargeId)).toBe(15_000)
    const second = await refund(s.seller, s.shop.slug, ret.id, 25_001)
    expect(second.json().error.details.available.amount).toBe(25_000)

    const note = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/${s.shop.slug}/returns/${ret.id}/notes`,
      headers: { cookie: s.seller },
      payload: { text: 'Caja abierta, revisar', visibility: 'internal' },
    })
    expect(note.statusCode, note.body).toBe(201)
    const closed = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/${s.shop.slug}/returns/${ret.id}/close`,
      headers: { cookie: s.seller },
    })
    expect(closed.statusCode, closed.body).toBe(200)
    expect(closed.json()).toMatchObject({ status: 'closed', closing_offered: false })
    const afterClose = await refund(s.seller, s.shop.slug, ret.id, 100)
    expect(afterClose.statusCode).toBe(409)
    expect(afterClose.json().error.code).toBe('return_closed')
    const closeAgain = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/${s.shop.slug}/returns/${ret.id}/close`,
      headers: { cookie: s.seller },
    })
    expect(closeAgain.json().error.code).toBe('return_closed')

    const mine = (
      await app.inject({ url: `/api/v1/me/returns/${ret.id}`, headers: { cookie: s.cookie } })
    ).json()
    expect(mine.status).toBe('closed')
    expect(mine.refunds).toMatchObject([{ status: 'success', amount: { amount: 15_000 } }])
    expect(mine.notes.map((n: { event: string }) => n.event)).toEqual(['started', 'refund_success', 'closed'])
    expect(JSON.stringify(mine)).not.toContain('Caja abierta')
  })

  it('a refused refund stays failed and is made again; one without an answer stays pending, blocks closing, and is asked again', async () => {
    const s = await delivered()
    const ret = (await start(s.cookie, s.order.id, body(s.line.id))).json()
    refunds.mode = 'refuse'
    const failed = await refund(s.seller, s.shop.slug, ret.id, 10_000)
    expect(failed.statusCode).toBe(200)
    expect(failed.json()).toMatchObject({
      refund: { status: 'failed' },
      return: { refundable: { amount: 40_000 } },
    })
    refunds.mode = 'ok'
    const retried = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/${s.shop.slug}/returns/${ret.id}/refunds/${failed.json().refund.id}/retry`,
      headers: { cookie: s.seller },
    })
    expect(retried.statusCode, retried.body).toBe(200)
    expect(retried.json().refund).toMatchObject({ status: 'success', amount: { amount: 10_000 } })
    expect(retried.json().refund.id).not.toBe(failed.json().refund.id)
    expect((await rows.refunds(ret.id)).map((r) => r.status).sort()).toEqual(['failed', 'success'])

    refunds.mode = 'down'
    const pending = await refund(s.seller, s.shop.slug, ret.id, 5_000)
    expect(pending.json()).toMatchObject({
      refund: { status: 'pending' },
      return: { refundable: { amount: 25_000 }, closing_offered: false },
    })
    const close = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/${s.shop.slug}/returns/${ret.id}/close`,
      headers: { cookie: s.seller },
    })
    expect(close.statusCode).toBe(409)
    expect(close.json().error.code).toBe('return_refunds_pending')
    refunds.mode = 'ok'
    const asked = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/${s.shop.slug}/returns/${ret.id}/refunds/${pending.json().refund.id}/retry`,
      headers: { cookie: s.seller },
    })
    expect(asked.json()).toMatchObject({
      refund: { id: pending.json().refund.id, status: 'success' },
      return: { refundable: { amount: 25_000 }, closing_offered: true },
    })
    const atProvider = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.attemptId, s.order.paymentAttemptId!))
    expect(atProvider.map((r) => r.status).sort()).toEqual(['failed', 'success', 'success'])
    expect(await t.read.refundedAtSandbox(s.chargeId)).toBe(15_000)
    const done = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/${s.shop.slug}/returns/${ret.id}/refunds/${pending.json().refund.id}/retry`,
      headers: { cookie: s.seller },
    })
    expect(done.json().error.code).toBe('refund_not_retryable')
  })

  it('keeps another shop’s staff out (404, rows unchanged) and checks the amount', async () => {
    const s = await delivered()
    const ret = (await start(s.cookie, s.order.id, body(s.line.id))).json()
    const accountant = await createUser(db)
    await addStaff(db, s.shop.id, accountant.id, 'accountant')
    const asAccountant = await loginAs(app, accountant.email)
    const list = await app.inject({
      url: `/api/v1/shops/${s.shop.slug}/returns`,
      headers: { cookie: asAccountant },
    })
    expect(list.json().results.map((r: { id: string }) => r.id)).toEqual([ret.id])

    // Another shop's owner, through their own shop's address and through this one.
    for (const slug of [otherShop.slug, s.shop.slug]) {
      for (const [method, path, payload] of [
        ['GET', '', undefined],
        ['POST', '/refunds', { amount: 100 }],
        ['POST', '/close', undefined],
        ['POST', '/notes', { text: 'x', visibility: 'client' }],
      ] as const) {
        const answer = await app.inject({
          method,
          url: `/api/v1/shops/${slug}/returns/${ret.id}${path}`,
          headers: { cookie: otherCookie },
          ...(payload ? { payload } : {}),
        })
        expect(answer.statusCode, `${slug} ${method} ${path}`).toBe(404)
      }
    }
    const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, ret.id))
    expect(row!.status).toBe('open')
    expect(await rows.refunds(ret.id)).toEqual([])

    for (const amount of [0, -5, 1.5, '100', null]) {
      const answer = await refund(s.seller, s.shop.slug, ret.id, amount)
      expect(answer.statusCode, String(amount)).toBe(400)
      expect(answer.json().error.code).toBe('invalid_request')
    }
    const extra = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/${s.shop.slug}/returns/${ret.id}/refunds`,
      headers: { cookie: s.seller },
      payload: { amount: 100, note: 'x' },
    })
    expect(extra.json().error.code).toBe('unknown_fields')
    expect(await rows.refunds(ret.id)).toEqual([])
  })
})
