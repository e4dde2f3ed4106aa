import { ERROR_MESSAGES } from '@tianguis/core/messages'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { checkoutLines } from '../src/modules/checkout/checkout.tables.ts'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { tickets } from '../src/modules/tickets/tickets.tables.ts'
import { createUser, loginAs } from './factories/users.ts'
import { fillCart, readyCheckout } from './helpers/checkout-fakes.ts'
import { checkoutHarness } from './helpers/checkout-harness.ts'
import { ATTENDEES, createExperience } from './helpers/ticket-scene.ts'

/**
 * Attendee capture in checkout (002 §2, §5 "Attendee info must be reviewed", §4/§8 "experience ended
 * so no tickets can be created"; decision 083): one attendee per ticket before paying, kept on the
 * checkout line, made tickets when the order is placed.
 */
const { app, db, payments, scene, pay } = await checkoutHarness()

async function experienceCheckout(quantity = 2, date?: Date) {
  const s = await scene()
  const experience = await createExperience(db, s.supplier.id, date)
  const { checkout, base } = await readyCheckout(
    app,
    s.cookie,
    s.shop.slug,
    { item: { item_id: experience.id, quantity } },
    'collection',
  )
  return { s, experience, checkout, base, line: checkout.orders[0].lines[0] }
}

const put = (base: string, cookie: string, payload: unknown) =>
  app.inject({ method: 'PUT', url: `${base}/attendees`, headers: { cookie }, payload: payload as object })

const ticketsOf = (orderId: string) => db.select().from(tickets).where(eq(tickets.orderId, orderId))

describe('attendees in checkout', () => {
  it('asks one attendee per ticket of an experience: not ready to pay, and paying is refused with nothing charged', async () => {
    const { s, checkout, base, line } = await experienceCheckout(2)
    expect(line.experience).toMatchObject({ ended: false, attendees: [] })
    expect(line.experience.date).toBe(new Date(line.experience.date).toISOString())
    expect(checkout.ready_to_pay).toBe(false)
    const charged = payments.charges.length
    const refused = await pay(base, s.cookie, {
      payment_type: 'card',
      card_token: 'tok_ok',
      expected_total: checkout.due_now,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatchObject({
      code: 'attendees_incomplete',
      message: ERROR_MESSAGES['es-MX'].attendees_incomplete,
    })
    expect(payments.charges.length).toBe(charged)

    // One of two named is still incomplete.
    const one = await put(base, s.cookie, { lines: [{ line_id: line.id, attendees: [ATTENDEES[0]] }] })
    expect(one.statusCode).toBe(400)
    expect(one.json().error.fields).toHaveProperty(['lines.0.attendees'])

    const named = await put(base, s.cookie, { lines: [{ line_id: line.id, attendees: ATTENDEES }] })
    expect(named.statusCode, named.body).toBe(200)
    expect(named.json().ready_to_pay).toBe(true)
    // The phone is kept as the national number (002 §5).
    expect(named.json().orders[0].lines[0].experience.attendees).toEqual([
      { full_name: 'José Ñúñez', phone: '5512345678', type: 'adult' },
      { full_name: 'Lucía Ñúñez', phone: null, type: 'child' },
    ])
  })

  it('refuses bad input with the field named and saves nothing (quality.md 1, 5)', async () => {
    const { s, base, line } = await experienceCheckout(1)
    const product = (
      await readyCheckout(
        app,
        s.cookie,
        s.shop.slug,
        { item: { item_id: s.stocked.id, quantity: 1 } },
        'collection',
      )
    ).checkout.orders[0].lines[0]
    const cases: [unknown, string, string][] = [
      [
        { lines: [{ line_id: line.id, attendees: [{ ...ATTENDEES[0], seat: 'A1' }] }] },
        'unknown_fields',
        'lines.0.attendees.0.seat',
      ],
      [
        { lines: [{ line_id: line.id, attendees: [{ type: 'adult' }] }] },
        'invalid_request',
        'lines.0.attendees.0.full_name',
      ],
      [
        { lines: [{ line_id: line.id, attendees: [{ full_name: '   ', type: 'adult' }] }] },
        'invalid_request',
        'lines.0.attendees.0.full_name',
      ],
      [
        { lines: [{ line_id: line.id, attendees: [{ full_name: 'Ana', type: 'vip' }] }] },
        'invalid_request',
        'lines.0.attendees.0.type',
      ],
      [
        { lines: [{ line_id: line.id, attendees: [{ full_name: 'x'.repeat(121), type: 'adult' }] }] },
        'invalid_request',
        'lines.0.attendees.0.full_name',
      ],
      [
        {
          lines: [{ line_id: line.id, attendees: [{ full_name: 'Ana', phone: '12345678', type: 'adult' }] }],
        },
        'invalid_request',
        'lines.0.attendees.0.phone',
      ],
      [
        { lines: [{ line_id: line.id, attendees: [ATTENDEES[0], ATTENDEES[1]] }] },
        'invalid_request',
        'lines.0.attendees',
      ],
      [{ lines: [{ line_id: 'ckl_nope', attendees: [ATTENDEES[0]] }] }, 'invalid_request', 'lines.0.line_id'],
      [{ lines: [] }, 'invalid_request', 'lines'],
      [{ lines: [{ line_id: line.id, attendees: [ATTENDEES[0]] }], total: 1 }, 'unknown_fields', 'total'],
    ]
    for (const [payload, code, field] of cases) {
      const answer = await put(base, s.cookie, payload)
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400)
      expect(answer.json().error.code, JSON.stringify(payload)).toBe(code)
      expect(answer.json().error.fields, JSON.stringify(payload)).toHaveProperty([field])
    }
    // A product line of another checkout of the viewer's is not an experience of this one.
    const notHere = await put(base, s.cookie, { lines: [{ line_id: product.id, attendees: [ATTENDEES[0]] }] })
    expect(notHere.statusCode).toBe(400)
    const [row] = await db.select().from(checkoutLines).where(eq(checkoutLines.id, line.id))
    expect(row!.attendees).toBeNull()
  })

  it('keeps another customer out of the checkout: 404, and the attendees stay as they were (quality.md 1, 2)', async () => {
    const { base, line } = await experienceCheckout(1)
    const stranger = await createUser(db)
    const answer = await put(base, await loginAs(app, stranger.email), {
      lines: [{ line_id: line.id, attendees: [ATTENDEES[0]] }],
    })
    expect(answer.statusCode).toBe(404)
    const [row] = await db.select().from(checkoutLines).where(eq(checkoutLines.id, line.id))
    expect(row!.attendees).toBeNull()
  })

  it('makes no tickets once the experience has ended: the capture and the payment say experience_ended', async () => {
    const { s, checkout, base, line } = await experienceCheckout(1, new Date(Date.now() - 3_600_000))
    expect(line.experience.ended).toBe(true)
    const named = await put(base, s.cookie, { lines: [{ line_id: line.id, attendees: [ATTENDEES[0]] }] })
    expect(named.statusCode).toBe(409)
    expect(named.json().error).toMatchObject({
      code: 'experience_ended',
      message: ERROR_MESSAGES['es-MX'].experience_ended,
    })
    // Named before it ended, paid after: refused before any charge.
    await db
      .update(checkoutLines)
      .set({ attendees: [{ full_name: 'Ana', phone: null, type: 'general' }] })
      .where(eq(checkoutLines.id, line.id))
    const charged = payments.charges.length
    const refused = await pay(base, s.cookie, {
      payment_type: 'card',
      card_token: 'tok_ok',
      expected_total: checkout.due_now,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('experience_ended')
    expect(payments.charges.length).toBe(charged)
    expect(await db.select().from(purchaseOrders).where(eq(purchaseOrders.checkoutId, checkout.id))).toEqual(
      [],
    )
  })

  it('turns the attendees into tickets when the order is placed: one each, unguessable codes, none for products', async () => {
    const s = await scene()
    const experience = await createExperience(db, s.supplier.id)
    await fillCart(db, s.shop.id, s.customer.id, [
      { itemId: experience.id, quantity: 2 },
      { itemId: s.stocked.id, quantity: 1 },
    ])
    const { checkout, base } = await readyCheckout(app, s.cookie, s.shop.slug, {}, 'collection')
    const lines = checkout.orders[0].lines
    expect(lines.map((line: { experience: unknown }) => line.experience === null)).toEqual([false, true])
    const named = await put(base, s.cookie, { lines: [{ line_id: lines[0].id, attendees: ATTENDEES }] })
    expect(named.json().ready_to_pay).toBe(true)
    const paid = await pay(base, s.cookie, {
      payment_type: 'card',
      card_token: 'tok_ok',
      expected_total: named.json().due_now,
    })
    expect(paid.statusCode, paid.body).toBe(200)
    // Placing an order with its tickets stays within quality.md's budget (≤ 25 statements).
    expect(Number(paid.headers['x-sql-statements'])).toBeLessThanOrEqual(25)
    const made = await ticketsOf(paid.json().order_ids[0])
    expect(
      made.map((t) => [t.linePosition, t.position, t.attendeeName, t.attendeePhone, t.attendeeType]),
    ).toEqual([
      [0, 0, 'José Ñúñez', '5512345678', 'adult'],
      [0, 1, 'Lucía Ñúñez', null, 'child'],
    ])
    for (const ticket of made) {
      expect(ticket).toMatchObject({
        itemId: experience.id,
        supplierId: s.supplier.id,
        customerId: s.customer.id,
        shopId: s.shop.id,
        experienceName: 'Taller de barro',
        usedAt: null,
      })
      expect(ticket.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/)
    }
    expect(new Set(made.map((t) => t.code)).size).toBe(2)
  })
})
