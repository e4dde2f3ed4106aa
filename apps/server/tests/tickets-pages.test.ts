import { describe, expect, it } from 'vitest'
import { addStaff, createShop } from './factories/shops.ts'
import { createTicket } from './factories/tickets.ts'
import { createUser, loginAs } from './factories/users.ts'
import { configureSupplier, fakePayments, fakeShipping, readyCheckout } from './helpers/checkout-fakes.ts'
import { createTestApp } from './helpers/test-app.ts'
import { createExperience } from './helpers/ticket-scene.ts'

/**
 * The pages of tickets without JavaScript (decision 083): the checkout's attendees section posts
 * and comes back, My tickets shows each ticket's QR, code, 'Usado' marker and downloads, and the
 * door's scan page lets a ticket in once and says when it was used.
 */
const { app, database } = await createTestApp({
  web: true,
  payments: fakePayments().provider,
  shipping: fakeShipping().provider,
})
const db = database.db
const owner = await createUser(db, { email: 'duena-boletos@example.test', name: 'Dueña' })
const shop = await createShop(db, owner.id, { slug: 'tienda-boletos', name: 'Tienda Boletos' })
await configureSupplier(db, owner.id)
const buyer = await createUser(db, { email: 'compra-boletos@example.test', name: 'Compra' })
const cookie = await loginAs(app, buyer.email)
const base = `/${shop.slug}`
const who = { shopId: shop.id, customerId: buyer.id, supplierId: owner.id }

const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '')
const get = (url: string, as = cookie) => app.inject({ url, headers: { cookie: as } })
const post = (url: string, fields: [string, string][], as = cookie) =>
  app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { cookie: as, 'content-type': 'application/x-www-form-urlencoded' },
  })

describe('the checkout’s attendees section', () => {
  it('asks a name per ticket, marks it red with 002 §5’s words until then, and saves without JavaScript', async () => {
    const experience = await createExperience(db, owner.id)
    const { checkout } = await readyCheckout(
      app,
      cookie,
      shop.slug,
      { item: { item_id: experience.id, quantity: 2 } },
      'collection',
    )
    const line = checkout.orders[0].lines[0].id
    const page = `${base}/comprar-articulo/${owner.id}/${experience.id}?compra=${checkout.id}`
    const before = shown((await get(page)).body)
    expect(before).toContain('Asistentes')
    expect(before).toContain('Revisa la información de los asistentes.')
    expect(before).toMatch(/aria-labelledby="attendees-title" data-incomplete="true"/)
    expect(before).toContain(`name="attendee.${line}.1.full_name"`)
    expect(before).toContain('Boleto 2')

    const refused = await post(page, [
      ['intent', 'attendees'],
      ['line', line],
      [`attendee.${line}.0.full_name`, 'José Ñúñez'],
      [`attendee.${line}.0.phone`, '123'],
      [`attendee.${line}.0.type`, 'adult'],
      [`attendee.${line}.1.full_name`, 'Lucía Ñúñez'],
      [`attendee.${line}.1.type`, 'child'],
    ])
    expect(refused.statusCode).toBe(400)

    const saved = await post(page, [
      ['intent', 'attendees'],
      ['line', line],
      [`attendee.${line}.0.full_name`, 'José Ñúñez'],
      [`attendee.${line}.0.phone`, '55 1234 5678'],
      [`attendee.${line}.0.type`, 'adult'],
      [`attendee.${line}.1.full_name`, 'Lucía Ñúñez'],
      [`attendee.${line}.1.phone`, ''],
      [`attendee.${line}.1.type`, 'child'],
    ])
    expect(saved.statusCode).toBe(302)
    const after = shown((await get(String(saved.headers.location))).body)
    expect(after).not.toContain('Revisa la información de los asistentes.')
    expect(after).not.toMatch(/aria-labelledby="attendees-title" data-incomplete="true"/)
    expect(after).toContain('value="José Ñúñez"')
    expect(after).toContain('value="5512345678"')
  })

  it('says the experience ended and keeps payment blocked', async () => {
    const ended = await createExperience(db, owner.id, new Date(Date.now() - 86_400_000))
    const { checkout } = await readyCheckout(
      app,
      cookie,
      shop.slug,
      { item: { item_id: ended.id, quantity: 1 } },
      'collection',
    )
    const html = shown(
      (await get(`${base}/comprar-articulo/${owner.id}/${ended.id}?compra=${checkout.id}`)).body,
    )
    expect(html).toContain('La experiencia ya terminó, no se pueden crear boletos.')
    expect(html).not.toContain('name="attendee.')
    // The section stays incomplete, which keeps the pay button disabled (incompleteParts).
    expect(html).toMatch(/aria-labelledby="attendees-title" data-incomplete="true"/)
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Pagar /)
  })
})

describe('My tickets', () => {
  it('lists the tickets with their QR, code, attendee and the Usado marker, with the downloads', async () => {
    const valid = await createTicket(db, who, { attendeeName: 'Ana Válida', attendeeType: 'adult' })
    const used = await createTicket(
      db,
      { ...who, orderId: valid.orderId },
      { position: 1, attendeeName: 'Beto Usado', usedAt: new Date('2026-11-20T18:30:00Z'), usedBy: owner.id },
    )
    for (const path of ['/mis-boletos', `${base}/mis-boletos`]) {
      const answer = await get(path)
      expect(answer.statusCode, path).toBe(200)
      const html = shown(answer.body)
      expect(html).toContain('Mis boletos')
      expect(html).toContain('Ana Válida')
      expect(html).toContain('Beto Usado')
      expect(html).toContain('Usado el ')
      expect(html).toMatch(
        /<svg role="img" aria-label="Código QR del boleto [0-9A-Z-]{23}"[^>]*viewBox="0 0 \d+ \d+"/,
      )
      expect(html).toContain(`href="/api/v1/me/tickets/${valid.id}.pdf"`)
      expect(html).toContain(`href="/api/v1/me/tickets.pdf?order_id=${valid.orderId}"`)
      expect(html).toContain(`href="/api/v1/me/tickets.zip?order_id=${valid.orderId}"`)
      expect(html).toContain('Adulto')
      expect(html).toMatch(/>Usado<\/span>/)
      expect(html).toMatch(/>Válido<\/span>/)
    }
    expect(used.usedAt).not.toBeNull()
  })

  it('sends a visitor to log in and back', async () => {
    const answer = await app.inject({ url: `${base}/mis-boletos` })
    expect(answer.statusCode).toBe(302)
    expect(answer.headers.location).toBe(`${base}/login?next=${encodeURIComponent(`${base}/mis-boletos`)}`)
  })
})

describe('the door’s scan page', () => {
  it('lets a QR reader scan a ticket in once; the second scan says when it was used', async () => {
    const ticket = await createTicket(db, who, { attendeeName: 'Ana Puerta', attendeeType: 'child' })
    const reader = await createUser(db)
    await addStaff(db, shop.id, reader.id, 'qrreader')
    const readerCookie = await loginAs(app, reader.email)
    const page = `${base}/admin/boletos`
    const html = shown((await get(page, readerCookie)).body)
    expect(html).toContain('Escanear boletos')
    expect(html).toMatch(/<input[^>]*id="ticket-code"[^>]*name="code"/)

    const first = await post(page, [['code', ticket.code]], readerCookie)
    expect(first.statusCode).toBe(200)
    const letIn = shown(first.body)
    expect(letIn).toContain('Boleto válido: puede pasar.')
    expect(letIn).toContain('Ana Puerta · Niño')

    const second = await post(page, [['code', ticket.code]], readerCookie)
    expect(second.statusCode).toBe(409)
    expect(shown(second.body)).toMatch(/Este boleto ya fue usado el [^<]+\d{4}, \d{1,2}:\d{2}[^<]*</)

    const unknown = await post(page, [['code', 'ABCDE-FGHJK-MNPQR-STVWX']], readerCookie)
    expect(unknown.statusCode).toBe(404)
    expect(shown(unknown.body)).toContain('Boleto no encontrado.')
  })

  it('is the not-found page for a customer and another shop’s owner, and asks a visitor to log in', async () => {
    const stranger = await createUser(db)
    await createShop(db, stranger.id)
    const page = `${base}/admin/boletos`
    expect((await get(page)).statusCode).toBe(404)
    expect((await get(page, await loginAs(app, stranger.email))).statusCode).toBe(404)
    const visitor = await app.inject({ url: page })
    expect(visitor.statusCode).toBe(302)
    expect(visitor.headers.location).toContain(`${base}/login?next=`)
  })
})
