import { ERROR_MESSAGES } from '@tianguis/core/messages'
import { eq } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { tickets } from '../src/modules/tickets/tickets.tables.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { checkoutHarness } from './helpers/checkout-harness.ts'
import { buyTickets, createExperience, pdfText } from './helpers/ticket-scene.ts'

/**
 * My tickets, their downloads and the door's scan (002 §2, §3, §7 attendants calls, §8, §9;
 * decision 083): quality.md 1 (bad input), 2 (another customer's or shop's → 404, nothing changes)
 * and 3 (two scans at once → one wins) on every ticket route.
 */
const { app, db, scene } = await checkoutHarness()

/** A supplier's shop with a customer holding two paid tickets of its experience. */
async function bought(quantity = 2) {
  const s = await scene()
  const experience = await createExperience(db, s.supplier.id)
  const { orderId } = await buyTickets(app, s.cookie, s.shop.slug, experience.id, { quantity })
  const list = await app.inject({
    method: 'GET',
    url: `/api/v1/me/tickets?order_id=${orderId}`,
    headers: { cookie: s.cookie },
  })
  return { s, experience, orderId, tickets: list.json().results as TicketAnswer[] }
}

interface TicketAnswer {
  id: string
  code: string
  status: string
  used_at: string | null
  attendee: { full_name: string }
  qr_svg: string
}

const get = (url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } })
const scan = (slug: string, cookie: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/shops/${slug}/tickets/scan`,
    headers: { cookie },
    payload: payload as object,
  })
const rowOf = async (id: string) => (await db.select().from(tickets).where(eq(tickets.id, id)))[0]!

describe('my tickets', () => {
  it('lists the buyer’s tickets ten a page, newest first, each with its QR as SVG and valid once paid', async () => {
    const first = await bought(2)
    const { s } = first
    const experience = await createExperience(db, s.supplier.id)
    const second = await buyTickets(app, s.cookie, s.shop.slug, experience.id, { quantity: 10 })
    const page = await get('/api/v1/me/tickets', s.cookie)
    expect(page.statusCode).toBe(200)
    const body = page.json()
    expect(body.matches_estimated).toBe(12)
    expect(body.results).toHaveLength(10)
    // The newest order's tickets first, in their attendees' order.
    expect(body.results.every((t: { order_id: string }) => t.order_id === second.orderId)).toBe(true)
    const one = body.results[0]
    expect(one).toMatchObject({
      item_id: experience.id,
      line: 0,
      experience: { name: 'Taller de barro' },
      attendee: { full_name: 'José Ñúñez', phone: '5512345678', type: 'adult' },
      status: 'valid',
      used_at: null,
    })
    expect(one.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/)
    expect(one.qr_svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/)
    expect(one.qr_svg).not.toMatch(/<script|on\w+=/i)
    const next = (await get('/api/v1/me/tickets?offset=10', s.cookie)).json()
    expect(next.results.map((t: { id: string }) => t.id)).toEqual(first.tickets.map((t) => t.id))
    expect(next.matches_estimated).toBe(12)

    // Another customer has none of them (quality.md 1).
    const stranger = await loginAs(app, (await createUser(db)).email)
    expect((await get('/api/v1/me/tickets', stranger)).json()).toEqual({ results: [], matches_estimated: 0 })
    expect((await get(`/api/v1/me/tickets?order_id=${second.orderId}`, stranger)).json().results).toEqual([])
  })

  it('refuses a bad page or an unknown filter (quality.md 1)', async () => {
    const { s } = await bought(1)
    for (const query of ['limit=0', 'limit=1000', 'offset=-1', 'limit=abc', 'state=used']) {
      const answer = await get(`/api/v1/me/tickets?${query}`, s.cookie)
      expect(answer.statusCode, query).toBe(400)
      expect(answer.json().error.code, query).toMatch(/^(invalid_request|unknown_fields)$/)
    }
  })

  it('shows one ticket to its buyer only: anyone else gets ticket_not_found (quality.md 1)', async () => {
    const {
      s,
      tickets: [ticket],
    } = await bought(1)
    const mine = await get(`/api/v1/me/tickets/${ticket!.id}`, s.cookie)
    expect(mine.statusCode).toBe(200)
    expect(mine.json()).toMatchObject({ id: ticket!.id, code: ticket!.code })
    const stranger = await loginAs(app, (await createUser(db)).email)
    for (const url of [`/api/v1/me/tickets/${ticket!.id}`, `/api/v1/me/tickets/${ticket!.id}.pdf`]) {
      const answer = await get(url, stranger)
      expect(answer.statusCode, url).toBe(404)
      expect(answer.json().error).toMatchObject({
        code: 'ticket_not_found',
        message: ERROR_MESSAGES['es-MX'].ticket_not_found,
      })
    }
    expect((await get('/api/v1/me/tickets/tkt_none', s.cookie)).json().error.code).toBe('ticket_not_found')
  })
})

describe('ticket downloads (002 §9: ticket or order id plus .pdf or .zip)', () => {
  it('gives one ticket as {ticket id}.pdf with the attendee’s name, the experience and the code', async () => {
    const {
      s,
      tickets: [ticket],
    } = await bought(1)
    const answer = await get(`/api/v1/me/tickets/${ticket!.id}.pdf`, s.cookie)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('application/pdf')
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${ticket!.id}.pdf"`)
    expect(answer.headers['cache-control']).toContain('no-store')
    const pdf = answer.rawPayload
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.subarray(-6).toString()).toContain('%%EOF')
    const text = pdfText(pdf)
    expect(text).toContain('José Ñúñez')
    expect(text).toContain('Taller de barro')
    expect(text).toContain(ticket!.code)
    expect(text).toContain('Adulto')
    // One page.
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)
  })

  it('gives every ticket of an order as {order id}.pdf (a page each) and {order id}.zip (a PDF each)', async () => {
    const { s, orderId, tickets: bought2 } = await bought(2)
    const pdf = await get(`/api/v1/me/tickets.pdf?order_id=${orderId}`, s.cookie)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${orderId}.pdf"`)
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2)
    const text = pdfText(pdf.rawPayload)
    expect(text).toContain('José Ñúñez')
    expect(text).toContain('Lucía Ñúñez')

    const zip = await get(`/api/v1/me/tickets.zip?order_id=${orderId}`, s.cookie)
    expect(zip.statusCode).toBe(200)
    expect(zip.headers['content-type']).toBe('application/zip')
    expect(zip.headers['content-disposition']).toBe(`attachment; filename="${orderId}.zip"`)
    const files = unzipSync(new Uint8Array(zip.rawPayload))
    expect(Object.keys(files).sort()).toEqual(bought2.map((t) => `${t.id}.pdf`).sort())
    for (const ticket of bought2) {
      const inside = Buffer.from(files[`${ticket.id}.pdf`]!)
      expect(inside.subarray(0, 5).toString()).toBe('%PDF-')
      expect(pdfText(inside)).toContain(ticket.attendee.full_name)
    }
  })

  it('documents the downloads as files in the OpenAPI document', async () => {
    const doc = (await app.inject('/api/openapi.json')).json()
    expect(doc.paths['/api/v1/me/tickets/{id}.pdf'].get.responses['200'].content).toHaveProperty([
      'application/pdf',
    ])
    expect(doc.paths['/api/v1/me/tickets.zip'].get.responses['200'].content).toHaveProperty([
      'application/zip',
    ])
  })

  it('writes the PDF in the buyer’s language', async () => {
    const {
      s,
      tickets: [ticket],
    } = await bought(1)
    const answer = await app.inject({
      method: 'GET',
      url: `/api/v1/me/tickets/${ticket!.id}.pdf`,
      headers: { cookie: s.cookie, 'accept-language': 'en' },
    })
    const text = pdfText(answer.rawPayload)
    expect(text).toContain('Attendee')
    expect(text).toContain('Adult')
  })

  it('keeps another customer’s order out: 404 for its PDF and zip; a missing order_id is 400', async () => {
    const { s, orderId } = await bought(1)
    const stranger = await loginAs(app, (await createUser(db)).email)
    for (const ext of ['pdf', 'zip']) {
      const answer = await get(`/api/v1/me/tickets.${ext}?order_id=${orderId}`, stranger)
      expect(answer.statusCode, ext).toBe(404)
      expect(answer.json().error.code).toBe('ticket_not_found')
      expect((await get(`/api/v1/me/tickets.${ext}`, s.cookie)).statusCode).toBe(400)
      expect((await get(`/api/v1/me/tickets.${ext}?order_id=${orderId}&x=1`, s.cookie)).statusCode).toBe(400)
    }
  })
})

describe('the door’s scan', () => {
  it('lets the attendee in once; the second scan is refused and says when it was used', async () => {
    const {
      s,
      tickets: [ticket],
    } = await bought(1)
    const reader = await createUser(db)
    await addStaff(db, s.shop.id, reader.id, 'qrreader')
    const cookie = await loginAs(app, reader.email)
    // Typed by a scanner or a person: case and dashes do not matter.
    const first = await scan(s.shop.slug, cookie, { code: ticket!.code.toLowerCase() })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().ticket).toMatchObject({
      id: ticket!.id,
      status: 'used',
      attendee: { full_name: 'José Ñúñez' },
    })
    const usedAt = first.json().ticket.used_at
    expect(Date.parse(usedAt)).toBeGreaterThan(Date.now() - 60_000)
    const row = await rowOf(ticket!.id)
    expect(row.usedAt?.toISOString()).toBe(usedAt)
    expect(row.usedBy).toBe(reader.id)

    const again = await scan(s.shop.slug, cookie, { code: ticket!.code.replaceAll('-', '') })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({
      code: 'ticket_already_used',
      message: ERROR_MESSAGES['es-MX'].ticket_already_used,
      details: { used_at: usedAt },
    })
    // The owner's own scan is refused the same way; the first use stands.
    const owner = await scan(s.shop.slug, await loginAs(app, s.supplier.email), {
      code: ticket!.code,
    })
    expect(owner.json().error.code).toBe('ticket_already_used')
    expect((await rowOf(ticket!.id)).usedBy).toBe(reader.id)
    // The buyer sees it used.
    const mine = (await get(`/api/v1/me/tickets/${ticket!.id}`, s.cookie)).json()
    expect(mine).toMatchObject({ status: 'used', used_at: usedAt })
  })

  it('of two scans at once, one lets the attendee in and the other is refused (quality.md 3)', async () => {
    const {
      s,
      tickets: [ticket],
    } = await bought(1)
    const cookie = await loginAs(app, s.supplier.email)
    const answers = await Promise.all([
      scan(s.shop.slug, cookie, { code: ticket!.code }),
      scan(s.shop.slug, cookie, { code: ticket!.code }),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const refused = answers.find((a) => a.statusCode === 409)!.json().error
    expect(refused.code).toBe('ticket_already_used')
    expect(refused.details.used_at).toBe((await rowOf(ticket!.id)).usedAt!.toISOString())
  })

  it('finds only tickets of the shop owner’s experiences: another shop’s admin gets ticket_not_found, nothing changes (quality.md 2)', async () => {
    const {
      tickets: [ticket],
    } = await bought(1)
    const other = await createUser(db)
    const otherShop = await createShop(db, other.id)
    const admin = await createUser(db)
    await addStaff(db, otherShop.id, admin.id, 'admin')
    const answer = await scan(otherShop.slug, await loginAs(app, admin.email), { code: ticket!.code })
    expect(answer.statusCode).toBe(404)
    expect(answer.json().error).toMatchObject({
      code: 'ticket_not_found',
      message: ERROR_MESSAGES['es-MX'].ticket_not_found,
    })
    expect((await rowOf(ticket!.id)).usedAt).toBeNull()
  })

  it('refuses a code that is no ticket, and bad input (quality.md 1)', async () => {
    const { s } = await bought(1)
    const cookie = await loginAs(app, s.supplier.email)
    for (const code of ['ABCDE-FGHJK-MNPQR-STVWX', 'no es un código', 'U'.repeat(20)]) {
      const answer = await scan(s.shop.slug, cookie, { code })
      expect(answer.statusCode, code).toBe(404)
      expect(answer.json().error.code).toBe('ticket_not_found')
    }
    for (const [payload, code] of [
      [{}, 'invalid_request'],
      [{ code: '' }, 'invalid_request'],
      [{ code: 'x'.repeat(65) }, 'invalid_request'],
      [{ code: 12 }, 'invalid_request'],
      [{ code: 'ABCDE', used_at: null }, 'unknown_fields'],
    ] as const) {
      const answer = await scan(s.shop.slug, cookie, payload)
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400)
      expect(answer.json().error.code).toBe(code)
    }
  })

  it('refuses a ticket whose order is not paid yet, or was canceled, and leaves it unused', async () => {
    const s = await scene()
    const experience = await createExperience(db, s.supplier.id)
    const { orderId } = await buyTickets(app, s.cookie, s.shop.slug, experience.id, {
      quantity: 1,
      paymentType: 'store',
    })
    const [pending] = (await get(`/api/v1/me/tickets?order_id=${orderId}`, s.cookie)).json().results
    expect(pending.status).toBe('pending')
    const cookie = await loginAs(app, s.supplier.email)
    const early = await scan(s.shop.slug, cookie, { code: pending.code })
    expect(early.statusCode).toBe(409)
    expect(early.json().error).toMatchObject({ code: 'ticket_not_valid', details: { status: 'pending' } })

    await db.update(purchaseOrders).set({ status: 'canceled' }).where(eq(purchaseOrders.id, orderId))
    expect((await get(`/api/v1/me/tickets/${pending.id}`, s.cookie)).json().status).toBe('void')
    const late = await scan(s.shop.slug, cookie, { code: pending.code })
    expect(late.json().error).toMatchObject({ code: 'ticket_not_valid', details: { status: 'void' } })
    expect((await rowOf(pending.id)).usedAt).toBeNull()
  })
})
