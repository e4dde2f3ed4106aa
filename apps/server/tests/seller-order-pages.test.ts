import { LOCALES } from '@tianguis/core/locales'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderHistory, orderNotes, purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { createOrder } from './factories/orders.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The seller's back office pages (decision 081), server-rendered through the same process (needs
 * `npm run build`): `{shop}/admin/pedidos` with its filters and pages, `{shop}/admin/pedidos/{id}`
 * with the next step named for it, the date and cost form ('A delivery date and time must be
 * entered'), notes with their visibility and the history — every form a plain post that comes back
 * with a toast, so it all works without JavaScript; the admin side bar links the orders.
 */
// The web app's message keys, read at run time: its modules are not part of this project's types.
const catalogue: string = new URL('../../web/app/i18n/es-MX.ts', import.meta.url).href
const { esMX } = (await import(catalogue)) as { esMX: Record<string, string> }
const { app, database } = await createTestApp({ web: true })
const db = database.db

const seller = await createUser(db, { email: 'sp-seller@example.test', name: 'Sofía Vendedora' })
const shop = await createShop(db, seller.id, { slug: 'sp-tienda', name: 'Tienda de Sofía' })
const accountant = await createUser(db, { email: 'sp-accountant@example.test' })
await addStaff(db, shop.id, accountant.id, 'accountant')
const customer = await createUser(db, { email: 'sp-customer@example.test' })
const other = await createUser(db, { email: 'sp-other@example.test' })
await createShop(db, other.id, { slug: 'sp-otra' })
const owner = await loginAs(app, seller.email)
const accountantCookie = await loginAs(app, accountant.email)
const customerCookie = await loginAs(app, customer.email)
const otherOwner = await loginAs(app, other.email)
const who = { shopId: shop.id, customerId: customer.id, supplierId: seller.id }
const awaiting = await createOrder(db, { ...who, status: 'awaiting_confirmation' })
const paid = await createOrder(db, who, { contactEmail: 'pagado@example.test' })

const LIST = '/sp-tienda/admin/pedidos'
const detailOf = (id: string) => `${LIST}/${id}`
/** What the page shows: the HTML without scripts (which carry loader data and messages). */
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '')
const page = (url: string, cookie = owner, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { cookie, ...headers } })
const post = (
  url: string,
  fields: Record<string, string>,
  cookie = owner,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
  })
const statusOf = async (id: string) =>
  (
    await db.select({ status: purchaseOrders.status }).from(purchaseOrders).where(eq(purchaseOrders.id, id))
  )[0]!.status

describe('{shop}/admin/pedidos', () => {
  it('lists the shop’s sales for its staff, with the filters as a plain form and links to each', async () => {
    const response = await page(LIST)
    expect(response.statusCode).toBe(200)
    const html = shown(response.body)
    expect(html).toContain('2 pedidos')
    expect(html).toContain(`href="${detailOf(paid.id)}"`)
    expect(html).toContain(`href="${detailOf(awaiting.id)}"`)
    expect(html).toContain('Por confirmar fecha y costo')
    expect(html).toContain('Pagado')
    const filters = html.match(/<form[^>]*action="\/sp-tienda\/admin\/pedidos"[^>]*>/)?.[0]
    expect(filters).toContain('method="get"')
    expect(html).toContain('name="estado"')
    expect(html).toContain('name="desde"')
    expect(html).toContain('noindex')
    // The admin side bar links the orders.
    expect(response.body).toContain('admin/pedidos')
  })

  it('filters by state and by text, keeping the filters in the form', async () => {
    const byState = shown((await page(`${LIST}?estado=awaiting_confirmation`)).body)
    expect(byState).toContain(awaiting.id)
    expect(byState).not.toContain(paid.id)
    expect(byState).toMatch(/<option value="awaiting_confirmation" selected="">/)
    const byText = shown((await page(`${LIST}?texto=pagado%40`)).body)
    expect(byText).toContain(paid.id)
    expect(byText).not.toContain(awaiting.id)
    const none = shown((await page(`${LIST}?texto=nadie`)).body)
    expect(none).toContain('Ningún pedido coincide con los filtros.')
    expect(none).toContain('Quitar filtros')
  })

  it('sends a visitor to log in, and shows anyone but the shop’s order staff the not-found page (404)', async () => {
    const visitor = await app.inject(LIST)
    expect(visitor.statusCode).toBe(302)
    expect(visitor.headers.location).toBe('/sp-tienda/login?next=%2Fsp-tienda%2Fadmin%2Fpedidos')
    expect((await page(LIST, customerCookie)).statusCode).toBe(404)
    expect((await page(LIST, otherOwner)).statusCode).toBe(404)
    expect((await page(LIST, accountantCookie)).statusCode).toBe(200)
    expect((await page('/admin/pedidos')).statusCode).toBe(404)
  })
})

describe('{shop}/admin/pedidos/{id}', () => {
  it('shows a sale awaiting its date and cost with the quote form, and no next step', async () => {
    const response = await page(detailOf(awaiting.id))
    expect(response.statusCode).toBe(200)
    const html = shown(response.body)
    expect(html).toContain(`Pedido ${awaiting.id}`)
    expect(html).toContain('Fecha y costo de entrega')
    expect(html).toContain('type="datetime-local"')
    expect(html).toContain('name="estimated_cost"')
    expect(html).toContain('Confirmar fecha y costo')
    expect(html).not.toContain('Marcar en proceso')
    expect(html).toContain('Jarro de barro')
    expect(html).toContain('Historial')
    expect(html).toContain('Pedido realizado')
  })

  it('says a delivery date and time must be entered when none is, keeping the cost typed; nothing changes', async () => {
    const response = await post(detailOf(awaiting.id), {
      intent: 'quote',
      estimated_delivery_at: '',
      estimated_cost: '85.50',
    })
    expect(response.statusCode).toBe(400)
    const html = shown(response.body)
    expect(html).toContain('Se debe ingresar una fecha y hora de entrega.')
    expect(html).toMatch(/name="estimated_cost"[^>]*value="85.50"/)
    const english = shown(
      (
        await post(
          detailOf(awaiting.id),
          { intent: 'quote', estimated_delivery_at: '', estimated_cost: '85.50' },
          owner,
          { 'accept-language': 'en' },
        )
      ).body,
    )
    expect(english).toContain('A delivery date and time must be entered.')
    const badCost = shown(
      (
        await post(detailOf(awaiting.id), {
          intent: 'quote',
          estimated_delivery_at: '2099-01-05T10:00',
          estimated_cost: 'mucho',
        })
      ).body,
    )
    expect(badCost).toContain('Escribe el costo como un número')
    expect(await statusOf(awaiting.id)).toBe('awaiting_confirmation')
  })

  it('enters the date and time (in Mexico City) and the cost with a plain post, then says so', async () => {
    const response = await post(detailOf(awaiting.id), {
      intent: 'quote',
      estimated_delivery_at: '2099-01-05T10:30',
      estimated_cost: '85.50',
      note: 'Por la mañana',
    })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe(`${detailOf(awaiting.id)}?hecho=cotizado`)
    const [row] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, awaiting.id))
    expect(row!.status).toBe('awaiting_customer')
    expect(row!.estimatedDeliveryAt?.toISOString()).toBe('2099-01-05T16:30:00.000Z')
    expect(row!.estimatedCost).toBe(8_550)
    const after = shown((await page(response.headers.location as string)).body)
    expect(after).toContain('Fecha y costo confirmados')
    expect(after).toContain('Esperando al cliente')
    expect(after).toContain('$85.50')
    expect(after).toContain('Por la mañana')
    // The form shows the quote to change it while the customer has not paid.
    expect(after).toMatch(/name="estimated_delivery_at"[^>]*value="2099-01-05T10:30"/)
  })

  it('moves a paid sale with the button named for each step, to delivered', async () => {
    const labels = ['Marcar en proceso', 'Listo para entregar', 'Enviado', 'Entregado']
    const states = ['En proceso', 'Listo para entregar', 'En camino', 'Entregado']
    for (const [i, label] of labels.entries()) {
      const html = shown((await page(detailOf(paid.id))).body)
      expect(html).toMatch(new RegExp(`<button[^>]*>${label}</button>`))
      const from = html.match(/name="from" value="([a-z_]+)"/)?.[1]
      const moved = await post(detailOf(paid.id), { intent: 'next', from: from! })
      expect(moved.statusCode).toBe(302)
      expect(moved.headers.location).toBe(`${detailOf(paid.id)}?hecho=avanzado`)
      const after = shown((await page(moved.headers.location as string)).body)
      expect(after).toContain(`El pedido ahora está: ${states[i]}.`)
    }
    expect(await statusOf(paid.id)).toBe('delivered')
    const done = shown((await page(detailOf(paid.id))).body)
    expect(done).not.toContain('name="from"')
    const steps = await db
      .select({ event: orderHistory.event })
      .from(orderHistory)
      .where(eq(orderHistory.orderId, paid.id))
      .orderBy(asc(orderHistory.at))
    expect(steps.map((s) => s.event)).toEqual(['place', 'process', 'ready', 'ship', 'deliver'])
  })

  it('refuses a step from a state the order has left, on the page, taking none', async () => {
    const order = await createOrder(db, who)
    await post(detailOf(order.id), { intent: 'next', from: 'paid' })
    const stale = await post(detailOf(order.id), { intent: 'next', from: 'paid' })
    expect(stale.statusCode).toBe(409)
    expect(shown(stale.body)).toContain('El pedido ya no está en un estado que permita este paso.')
    expect(await statusOf(order.id)).toBe('in_process')
  })

  it('adds notes for the client or internal, each saying who sees it, once per form', async () => {
    const form = shown((await page(detailOf(awaiting.id))).body)
    const key = form.match(/name="key" value="([^"]+)"/)?.[1]
    expect(key).toBeTruthy()
    expect(form).toContain('Visible para el cliente')
    expect(form).toContain('Interna: solo el equipo de la tienda')
    const fields = { intent: 'note', key: key!, text: 'Tocar el timbre dos veces', visibility: 'client' }
    const added = await post(detailOf(awaiting.id), fields)
    expect(added.statusCode).toBe(302)
    expect(added.headers.location).toBe(`${detailOf(awaiting.id)}?hecho=nota`)
    expect((await post(detailOf(awaiting.id), fields)).statusCode).toBe(302)
    const notes = await db.select().from(orderNotes).where(eq(orderNotes.orderId, awaiting.id))
    expect(notes.map((n) => [n.text, n.visibility])).toEqual([['Tocar el timbre dos veces', 'client']])
    const after = shown((await page(added.headers.location as string)).body)
    expect(after).toContain('Nota agregada')
    expect(after).toContain('Tocar el timbre dos veces')
    const empty = await post(detailOf(awaiting.id), {
      intent: 'note',
      key: crypto.randomUUID(),
      text: ' ',
      visibility: 'internal',
    })
    expect(empty.statusCode).toBe(400)
    expect(shown(empty.body)).toContain('id="field-text-error"')
  })

  it('shows no bare message key on the list, a sale and its outcomes, in every language', async () => {
    const keys = Object.keys(esMX).filter(
      (key) => key.startsWith('sellerOrders.') || key.startsWith('orderCancel.done') || key === 'toast.close',
    )
    const order = await createOrder(db, { ...who, status: 'awaiting_confirmation' })
    await db.insert(orderNotes).values({
      id: `onote_${order.id}`,
      orderId: order.id,
      authorId: seller.id,
      authorRole: 'seller',
      visibility: 'internal',
      text: 'Nota',
    })
    for (const locale of LOCALES) {
      for (const url of [
        LIST,
        `${LIST}?estado=paid`,
        // Where the seller's cancellation lands, with its toast (decision 082).
        `${LIST}?hecho=pedido-cancelado-reembolso`,
        detailOf(order.id),
        `${detailOf(order.id)}?hecho=cotizado`,
        `${detailOf(order.id)}?hecho=avanzado`,
        `${detailOf(order.id)}?hecho=nota`,
      ]) {
        const html = shown((await page(url, owner, { cookie: `${owner}; locale=${locale}` })).body)
        expect(
          keys.filter((key) => html.includes(key)),
          `${locale} ${url}`,
        ).toEqual([])
      }
    }
  })

  it('shows an accountant the sale without forms, and another shop’s owner nothing (404)', async () => {
    const order = await createOrder(db, { ...who, status: 'awaiting_confirmation' })
    const html = shown((await page(detailOf(order.id), accountantCookie)).body)
    expect(html).toContain(`Pedido ${order.id}`)
    expect(html).not.toContain('Confirmar fecha y costo')
    expect(html).not.toContain('Agregar nota')
    expect((await page(detailOf(order.id), otherOwner)).statusCode).toBe(404)
    expect((await page(`/sp-otra/admin/pedidos/${order.id}`, otherOwner)).statusCode).toBe(404)
    const theirs = await post(
      `/sp-otra/admin/pedidos/${order.id}`,
      { intent: 'next', from: 'awaiting_confirmation' },
      otherOwner,
    )
    expect(theirs.statusCode).toBe(404)
    expect(await statusOf(order.id)).toBe('awaiting_confirmation')
  })
})
