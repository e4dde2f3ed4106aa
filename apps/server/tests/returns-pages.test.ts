import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { returnsScene } from './helpers/returns-scene.ts'

/**
 * The returns pages without JavaScript (decision 091): the order's 'Solicitar devolución' link or
 * 'time expired', the request form (a fieldset per question; answers off the path ignored), the
 * return's page with its tabs and toasts, and the shop's list and return page with the refund,
 * note and close forms. Another customer's or shop's return is the not-found page.
 */
const t = await returnsScene({ web: true })
const { app, db, delivered } = t
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '')

function post(url: string, cookie: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
  })
}
const get = (url: string, cookie: string) => app.inject({ url, headers: { cookie } })
/** A form post as the browser sends a form with files (multipart). */
async function postFiles(url: string, cookie: string, fields: Array<[string, string | File]>) {
  const form = new FormData()
  for (const [key, value] of fields) form.append(key, value)
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form })
  return app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { cookie, 'content-type': encoded.headers.get('content-type')! },
  })
}
const answers = { q_problem: 'not_working', q_used_as_intended: 'yes', q_complete: 'yes' }

describe('the customer’s return pages', () => {
  it('links a delivered order to the form, or says the time expired', async () => {
    const s = await delivered()
    const page = shown((await get(`/mis-compras/${s.order.id}`, s.cookie)).body)
    expect(page).toContain(`href="/mis-compras/${s.order.id}/devolver"`)
    expect(page).toContain('Solicitar devolución')
    const old = await delivered({ hoursAgo: 80 })
    const expired = shown((await get(`/mis-compras/${old.order.id}`, old.cookie)).body)
    expect(expired).not.toContain('Solicitar devolución')
    expect(expired).toContain('El tiempo para solicitar la devolución expiró.')
  })

  it('starts a return through the plain form and shows it with its tabs; a condition refused stays on the form', async () => {
    const s = await delivered({ quantity: 2 })
    const form = await get(`/mis-compras/${s.order.id}/devolver`, s.cookie)
    expect(form.statusCode).toBe(200)
    const html = shown(form.body)
    expect(html).toContain(`Solicitar devolución del pedido ${s.order.id}`)
    expect(html).toContain('¿Qué pasó con el producto?')
    expect(html).toContain('¿Incluye sus accesorios, manuales y etiquetas?')
    expect(html).toContain('Se descuenta una cuota de reposición por unidad.')
    expect(html).toContain('Reembolso estimado: $390.00')
    expect(html).not.toContain('returns.')

    const refused = await post(`/mis-compras/${s.order.id}/devolver`, s.cookie, {
      line_id: s.line.id,
      quantity: '1',
      ...answers,
      q_used_as_intended: 'no',
    })
    expect(refused.statusCode).toBe(409)
    expect(shown(refused.body)).toContain('El producto no debe mostrar mal uso para devolverse.')

    const sent = await post(`/mis-compras/${s.order.id}/devolver`, s.cookie, {
      line_id: s.line.id,
      quantity: '1',
      ...answers,
      // A fieldset off the path taken: ignored.
      q_changed_mind: 'by_mistake',
      description: 'No enciende',
    })
    expect(sent.statusCode, sent.body).toBe(302)
    const location = sent.headers.location as string
    expect(location).toMatch(/^\/mis-compras\/devoluciones\/ret_[^?]+\?hecho=iniciada$/)
    const page = shown((await get(location, s.cookie)).body)
    expect(page).toContain('Devolución iniciada con éxito')
    expect(page).toContain('Motivo: No funciona')
    expect(page).toContain('Reembolso estimado: $195.00')
    expect(page).toContain('Cuota de reposición descontada: $5.00')
    expect(page).toContain('Descarga la guía de devolución')
    expect(page).toContain('Abierta')
    const id = location.split('/')[3]!.split('?')[0]!
    const record = shown((await get(`/mis-compras/devoluciones/${id}?pestana=historial`, s.cookie)).body)
    expect(record).toContain('Devolución iniciada')
    const refunds = shown((await get(`/mis-compras/devoluciones/${id}?pestana=reembolsos`, s.cookie)).body)
    expect(refunds).toContain('Aún no hay reembolsos.')
    expect(refunds).not.toContain('name="amount"')

    const order = shown((await get(`/mis-compras/${s.order.id}`, s.cookie)).body)
    expect(order).toContain(`href="/mis-compras/devoluciones/${id}"`)

    const stranger = await createUser(db)
    const other = await get(`/mis-compras/devoluciones/${id}`, await loginAs(app, stranger.email))
    expect(other.statusCode).toBe(404)
  })
})

describe('the return request’s photos (002 §2)', () => {
  it('uploads the photos posted with the form and shows them on the return; a file that is not a photo keeps the customer on the form', async () => {
    const s = await delivered()
    const form = shown((await get(`/mis-compras/${s.order.id}/devolver`, s.cookie)).body)
    expect(form).toMatch(/enctype="multipart\/form-data"/i)
    expect(form).toContain('Hasta 5 fotos jpg, jpeg, png o svg de 4 MB como máximo cada una.')
    expect(form).toContain('Foto 5')
    const fields: Array<[string, string]> = [
      ['line_id', s.line.id],
      ['quantity', '1'],
      ...Object.entries(answers),
      ['description', 'Llegó rota'],
    ]
    const text = new File(['no soy una foto'], 'nota.txt', { type: 'text/plain' })
    const refused = await postFiles(`/mis-compras/${s.order.id}/devolver`, s.cookie, [
      ...fields,
      ['new_photos', text],
    ])
    expect(refused.statusCode).toBe(400)
    expect(shown(refused.body)).toContain('Imagen rechazada - El tamaño de archivo de la imagen sobrepasa')
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer()
    const photo = new File([new Uint8Array(png)], 'caja.png', { type: 'image/png' })
    const sent = await postFiles(`/mis-compras/${s.order.id}/devolver`, s.cookie, [
      ...fields,
      ['new_photos', photo],
      ['new_photos', new File([], '', { type: 'application/octet-stream' })],
    ])
    expect(sent.statusCode, sent.body).toBe(302)
    const page = shown((await get(sent.headers.location as string, s.cookie)).body)
    expect(page).toContain('alt="Foto 1 de la devolución"')
    expect(page).toMatch(/src="\/uploads\/[a-f0-9]{24}-thumb\.webp"/)
    expect(page).not.toContain('alt="Foto 2 de la devolución"')
  })
})

describe('the shop’s return pages', () => {
  it('lists the shop’s returns; refunds part, refuses above what is available, adds a note and closes', async () => {
    const s = await delivered({ quantity: 2 })
    const started = await t.start(s.cookie, s.order.id, {
      line_id: s.line.id,
      quantity: 2,
      answers: t.goodAnswers,
    })
    const id = started.json().id as string
    const base = `/${s.shop.slug}/admin/devoluciones`
    const list = shown((await get(base, s.seller)).body)
    expect(list).toContain(`href="${base}/${id}"`)
    expect(list).toContain('Abierta')

    const page = `${base}/${id}`
    const tab = shown((await get(`${page}?pestana=reembolsos`, s.seller)).body)
    expect(tab).toContain('Disponible para reembolsar: $400.00')
    expect(tab).toContain('Cerrar la devolución')

    const above = await post(page, s.seller, { intent: 'refund', amount: '400.01' })
    expect(above.statusCode).toBe(422)
    expect(shown(above.body)).toContain('El monto ingresado es mayor al monto disponible.')

    const part = await post(page, s.seller, { intent: 'refund', amount: '150.00' })
    expect(part.statusCode).toBe(302)
    const after = shown((await get(part.headers.location as string, s.seller)).body)
    expect(after).toContain('Reembolso exitoso de $150.00')
    expect(after).toContain('$150.00 — Exitoso')
    expect(after).toContain('Disponible para reembolsar: $250.00')

    t.refunds.mode = 'refuse'
    const failed = await post(page, s.seller, { intent: 'refund', amount: '10' })
    t.refunds.mode = 'ok'
    const failedPage = shown((await get(failed.headers.location as string, s.seller)).body)
    expect(failedPage).toContain('El reembolso no se pudo completar con éxito')
    expect(failedPage).toContain('$10.00 — Fallido')
    expect(failedPage).toContain('Reintentar')

    const noted = await post(page, s.seller, {
      intent: 'note',
      text: 'Revisado en bodega',
      visibility: 'internal',
    })
    expect(noted.statusCode).toBe(302)
    const record = shown((await get(noted.headers.location as string, s.seller)).body)
    expect(record).toContain('Nota agregada')
    expect(record).toContain('Revisado en bodega')

    const closed = await post(page, s.seller, { intent: 'close' })
    expect(closed.statusCode).toBe(302)
    const closedPage = shown((await get(closed.headers.location as string, s.seller)).body)
    expect(closedPage).toContain('Solicitud de devolución cerrada')
    expect(closedPage).toContain('Cerrada')
    expect(closedPage).not.toContain('Cerrar la devolución')

    const mine = shown((await get(`/mis-compras/devoluciones/${id}?pestana=historial`, s.cookie)).body)
    expect(mine).toContain('Reembolso realizado')
    expect(mine).not.toContain('Revisado en bodega')

    const otherOwner = await createUser(db)
    const otherShop = await createShop(db, otherOwner.id)
    const otherCookie = await loginAs(app, otherOwner.email)
    expect((await get(page, otherCookie)).statusCode).toBe(404)
    expect((await get(`/${otherShop.slug}/admin/devoluciones/${id}`, otherCookie)).statusCode).toBe(404)
  })
})
