import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  orderPackageLines,
  orderPackages,
  purchaseOrderLines,
  purchaseOrders,
} from '../src/modules/orders/orders.tables.ts'
import { createOrder } from './factories/orders.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * A franchise shop's packing page (decision 087), server-rendered through the same process (needs
 * `npm run build`): `{shop}/admin/pedidos/{id}/empaque` lists the units not packed and the packages,
 * and its plain forms pack, change and take out units without JavaScript, coming back with a toast
 * or with the refusal on the form. The sale's page links it in a franchise shop only.
 */
const { app, database } = await createTestApp({ web: true })
const db = database.db

const seller = await createUser(db, { email: 'pp-seller@example.test' })
const shop = await createShop(db, seller.id, { slug: 'pp-franquicia', storeType: 'franchise' })
await createShop(db, seller.id, { slug: 'pp-plain' })
const dispatcher = await createUser(db, { email: 'pp-dispatcher@example.test' })
await addStaff(db, shop.id, dispatcher.id, 'dispatcher')
const accountant = await createUser(db, { email: 'pp-accountant@example.test' })
await addStaff(db, shop.id, accountant.id, 'accountant')
const customer = await createUser(db, { email: 'pp-customer@example.test' })
const other = await createUser(db, { email: 'pp-other@example.test' })
await createShop(db, other.id, { slug: 'pp-otra', storeType: 'franchise' })
const owner = await loginAs(app, seller.email)
const dispatcherCookie = await loginAs(app, dispatcher.email)
const otherOwner = await loginAs(app, other.email)

async function sale(status: 'in_process' | 'to_deliver' = 'in_process') {
  const order = await createOrder(db, {
    shopId: shop.id,
    customerId: customer.id,
    supplierId: seller.id,
    status,
  })
  const [line] = await db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, order.id))
  await db.update(purchaseOrderLines).set({ quantity: 3 }).where(eq(purchaseOrderLines.id, line!.id))
  return { id: order.id, line: line!.id }
}
const pageOf = (id: string, slug = 'pp-franquicia') => `/${slug}/admin/pedidos/${id}/empaque`
/** What the page shows: the HTML without scripts (which carry loader data and messages). */
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '')
const get = (url: string, cookie = owner, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { cookie, ...headers } })
const post = (url: string, fields: Record<string, string>, cookie = owner) =>
  app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
  })
const packed = async (orderId: string) =>
  (
    await db
      .select({ number: orderPackages.number, quantity: orderPackageLines.quantity })
      .from(orderPackages)
      .innerJoin(orderPackageLines, eq(orderPackageLines.packageId, orderPackages.id))
      .where(eq(orderPackages.orderId, orderId))
      .orderBy(asc(orderPackages.number))
  ).map((row) => [row.number, row.quantity])

describe('{shop}/admin/pedidos/{id}/empaque', () => {
  it('shows the units not packed with a form to pack them, and no packages yet', async () => {
    const order = await sale()
    const response = await get(pageOf(order.id), dispatcherCookie)
    expect(response.statusCode).toBe(200)
    const html = shown(response.body)
    expect(html).toContain(`Empaque del pedido ${order.id}`)
    expect(html).toContain('Faltan 3 unidades por empacar.')
    expect(html).toContain('Jarro de barro')
    expect(html).toContain('3 de 3 sin empacar')
    expect(html).toContain('Todavía no hay paquetes.')
    expect(html).toMatch(/<form[^>]*action="[^"]*\/empaque" method="post"/)
    expect(html).toContain('name="intent" value="pack"')
    expect(html).toContain('Paquete nuevo')
    expect(html).toContain('noindex')
    // No bare message key (the breadcrumb's label included).
    expect(html).not.toContain('sections.breadcrumb')
  })

  it('packs without JavaScript: two units into a new package, then the last into it; a toast says so', async () => {
    const order = await sale()
    const first = await post(pageOf(order.id), {
      intent: 'pack',
      line: order.line,
      quantity: '2',
      package: '',
    })
    expect(first.statusCode).toBe(302)
    expect(first.headers.location).toBe(`${pageOf(order.id)}?hecho=empacado`)
    const after = shown((await get(first.headers.location as string)).body)
    expect(after).toContain('Unidades empacadas')
    expect(after).toContain('Falta 1 unidad por empacar.')
    expect(after).toContain('Paquete 1')
    expect(after).toContain('2 unidades · 2 kg')
    const [pkg] = await db.select().from(orderPackages).where(eq(orderPackages.orderId, order.id))
    await post(pageOf(order.id), { intent: 'pack', line: order.line, quantity: '1', package: pkg!.id })
    expect(await packed(order.id)).toEqual([[1, 3]])
    const done = shown((await get(pageOf(order.id))).body)
    expect(done).toContain('Todo el pedido está empacado.')
    expect(done).toContain('No quedan unidades sin empacar.')
  })

  it('changes and takes out a line of a package; an emptied package goes', async () => {
    const order = await sale()
    await post(pageOf(order.id), { intent: 'pack', line: order.line, quantity: '3', package: '' })
    const [pkg] = await db.select().from(orderPackages).where(eq(orderPackages.orderId, order.id))
    const change = await post(pageOf(order.id), {
      intent: 'set',
      package: pkg!.id,
      line: order.line,
      quantity: '1',
    })
    expect(change.headers.location).toBe(`${pageOf(order.id)}?hecho=cambiado`)
    expect(await packed(order.id)).toEqual([[1, 1]])
    expect(shown((await get(change.headers.location as string)).body)).toContain('Paquete actualizado')
    await post(pageOf(order.id), { intent: 'set', package: pkg!.id, line: order.line, quantity: '0' })
    expect(await packed(order.id)).toEqual([])
    expect(shown((await get(pageOf(order.id))).body)).toContain('Todavía no hay paquetes.')
  })

  it('answers a refused form on the form, and packs nothing', async () => {
    const order = await sale()
    const tooMany = await post(pageOf(order.id), {
      intent: 'pack',
      line: order.line,
      quantity: '5',
      package: '',
    })
    expect(tooMany.statusCode).toBe(409)
    expect(shown(tooMany.body)).toContain('Cantidad excedida. Disponibles para empacar: 3.')
    const typed = await post(pageOf(order.id), {
      intent: 'pack',
      line: order.line,
      quantity: 'dos',
      package: '',
    })
    expect(typed.statusCode).toBe(400)
    expect(shown(typed.body)).toContain('Escribe un número entero de unidades.')
    expect(await packed(order.id)).toEqual([])
  })

  it('shows a ready order’s packages without forms', async () => {
    const order = await sale()
    await post(pageOf(order.id), { intent: 'pack', line: order.line, quantity: '3', package: '' })
    await db.update(purchaseOrders).set({ status: 'to_deliver' }).where(eq(purchaseOrders.id, order.id))
    const html = shown((await get(pageOf(order.id))).body)
    expect(html).toContain(
      'El empaque solo se cambia mientras el pedido está en proceso. Estado: Listo para entregar.',
    )
    expect(html).toContain('Paquete 1')
    expect(html).not.toContain('name="intent"')
  })

  it('speaks the viewer’s language', async () => {
    const order = await sale()
    const html = shown((await get(pageOf(order.id), owner, { 'accept-language': 'en' })).body)
    expect(html).toContain(`Packing of order ${order.id}`)
    expect(html).toContain('3 units are still to be packed.')
  })

  it('is the not-found page for another shop’s owner, for a shop that is not a franchise, and asks a visitor to log in', async () => {
    const order = await sale()
    expect((await get(pageOf(order.id), otherOwner)).statusCode).toBe(404)
    expect((await get(pageOf(order.id, 'pp-otra'), otherOwner)).statusCode).toBe(404)
    expect((await get(pageOf(order.id, 'pp-plain'))).statusCode).toBe(404)
    const refused = await post(
      pageOf(order.id),
      { intent: 'pack', line: order.line, quantity: '1' },
      otherOwner,
    )
    expect(refused.statusCode).toBe(404)
    expect(await packed(order.id)).toEqual([])
    const visitor = await app.inject({ url: pageOf(order.id) })
    expect(visitor.statusCode).toBe(302)
    expect(visitor.headers.location).toContain('login')
  })

  it('is linked from the sale’s page in a franchise shop only, for those who pack', async () => {
    const order = await sale()
    const franchise = shown((await get(`/pp-franquicia/admin/pedidos/${order.id}`)).body)
    expect(franchise).toContain(`href="${pageOf(order.id)}"`)
    expect(franchise).toContain('>Empaque<')
    const plain = shown((await get(`/pp-plain/admin/pedidos/${order.id}`)).body)
    expect(plain).not.toContain('/empaque')
    // The dispatcher packs; the accountant reads the sale but has no packing page, so no link to it.
    const dispatchers = shown((await get(`/pp-franquicia/admin/pedidos/${order.id}`, dispatcherCookie)).body)
    expect(dispatchers).toContain(`href="${pageOf(order.id)}"`)
    const accountantCookie = await loginAs(app, accountant.email)
    const accountants = await get(`/pp-franquicia/admin/pedidos/${order.id}`, accountantCookie)
    expect(accountants.statusCode).toBe(200)
    expect(shown(accountants.body)).not.toContain('/empaque')
    expect((await get(pageOf(order.id), accountantCookie)).statusCode).toBe(404)
  })
})
