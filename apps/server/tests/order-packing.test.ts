import { asc, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  orderHistory,
  orderPackageLines,
  orderPackages,
  purchaseOrderLines,
  purchaseOrders,
} from '../src/modules/orders/orders.tables.ts'
import { newId } from '../src/platform/ids.ts'
import { createOrder } from './factories/orders.ts'
import { addStaff, createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Packing a franchise shop's sale (002 §7 "Franchise orders"; decision 087): the units not packed
 * (`notpacked`) and the packages (`binpacked`), read and changed by the staff who dispatch the
 * shop's orders; never more units packed than sold, only while in process; 'ready' only when every
 * unit is packed; another shop's staff get 404 and nothing changes (quality.md 1, 2); bad input is
 * refused with our error shape (quality.md 3).
 */
const { app, database } = await createTestApp()
const db = database.db

const seller = await createUser(db, { email: 'pk-seller@example.test' })
const shop = await createShop(db, seller.id, { slug: 'pk-franquicia', storeType: 'franchise' })
const plain = await createShop(db, seller.id, { slug: 'pk-plain' })
const cookies: Record<string, string> = {}
for (const role of ['admin', 'accountant', 'dispatcher'] as const) {
  const user = await createUser(db, { email: `pk-${role}@example.test` })
  await addStaff(db, shop.id, user.id, role)
  await addStaff(db, plain.id, user.id, role)
  cookies[role] = await loginAs(app, user.email)
}
const customer = await createUser(db, { email: 'pk-customer@example.test' })
const other = await createUser(db, { email: 'pk-other@example.test' })
await createShop(db, other.id, { slug: 'pk-otra', storeType: 'franchise' })
cookies.owner = await loginAs(app, seller.email)
cookies.otherOwner = await loginAs(app, other.email)
cookies.customer = await loginAs(app, customer.email)

/** A sale of the seller in `status` with two lines: 3 'Jarro de barro' and 2 'Plato hondo'. */
async function sale(status: 'in_process' | 'paid' | 'to_deliver' = 'in_process', supplierId = seller.id) {
  const order = await createOrder(db, { shopId: shop.id, customerId: customer.id, supplierId, status })
  const [first] = await db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, order.id))
  await db.update(purchaseOrderLines).set({ quantity: 3 }).where(eq(purchaseOrderLines.id, first!.id))
  const second = newId('orl')
  await db.insert(purchaseOrderLines).values({
    id: second,
    orderId: order.id,
    position: 1,
    itemId: newId('itm'),
    name: 'Plato hondo',
    unitPrice: 10_000,
    quantity: 2,
    total: 20_000,
    currency: 'MXN',
    variants: { color: 'azul' },
  })
  return { id: order.id, jarro: first!.id, plato: second }
}

const url = (order: string, rest: string, slug = 'pk-franquicia') =>
  `/api/v1/shops/${slug}/orders/${order}/${rest}`
const get = (path: string, cookie: string) => app.inject({ method: 'GET', url: path, headers: { cookie } })
const patch = (path: string, cookie: string, payload: unknown) =>
  app.inject({
    method: 'PATCH',
    url: path,
    headers: { cookie, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })
/** The order's packages as rows: [number, line, quantity], in number and line order. */
async function packedRows(orderId: string) {
  const packages = await db
    .select()
    .from(orderPackages)
    .where(eq(orderPackages.orderId, orderId))
    .orderBy(asc(orderPackages.number))
  if (packages.length === 0) return []
  const lines = await db
    .select()
    .from(orderPackageLines)
    .where(
      inArray(
        orderPackageLines.packageId,
        packages.map((p) => p.id),
      ),
    )
  return packages.flatMap((p) =>
    lines
      .filter((l) => l.packageId === p.id)
      .sort((a, b) => a.lineId.localeCompare(b.lineId))
      .map((l) => [p.number, l.lineId, l.quantity]),
  )
}

describe('GET …/notpacked', () => {
  it('lists the lines with units left to pack, and every unit left', async () => {
    const order = await sale()
    const response = await get(url(order.id, 'notpacked'), cookies.dispatcher!)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      results: [
        expect.objectContaining({
          line_id: order.jarro,
          name: 'Jarro de barro',
          quantity: 3,
          packed: 0,
          not_packed: 3,
        }),
        expect.objectContaining({
          line_id: order.plato,
          name: 'Plato hondo',
          variants: { color: 'azul' },
          quantity: 2,
          packed: 0,
          not_packed: 2,
        }),
      ],
      matches_estimated: 2,
      units_not_packed: 5,
    })
  })

  it('pages the lines (limit, offset) and leaves out a line packed whole', async () => {
    const order = await sale()
    await patch(url(order.id, `notpacked/${order.jarro}`), cookies.owner!, { quantity: 3 })
    const page = (await get(`${url(order.id, 'notpacked')}?limit=1&offset=0`, cookies.owner!)).json()
    expect(page.results.map((line: { name: string }) => line.name)).toEqual(['Plato hondo'])
    expect(page.matches_estimated).toBe(1)
    expect(page.units_not_packed).toBe(2)
    const past = (await get(`${url(order.id, 'notpacked')}?limit=1&offset=1`, cookies.owner!)).json()
    expect(past).toEqual({ results: [], matches_estimated: 1, units_not_packed: 2 })
  })
})

describe('PATCH …/notpacked/:line', () => {
  it('puts units into a new package, then more into the same one, numbered in the order', async () => {
    const order = await sale()
    const first = await patch(url(order.id, `notpacked/${order.jarro}`), cookies.dispatcher!, { quantity: 2 })
    expect(first.statusCode, first.body).toBe(200)
    const answer = first.json()
    expect(answer).toEqual({
      package: {
        id: expect.stringMatching(/^opk_/),
        number: 1,
        created_at: expect.any(String),
        lines: [
          {
            line_id: order.jarro,
            item_id: expect.any(String),
            name: 'Jarro de barro',
            variants: {},
            quantity: 2,
          },
        ],
        units: 2,
        weight_grams: 2000,
      },
      units_not_packed: 3,
    })
    const more = await patch(url(order.id, `notpacked/${order.plato}`), cookies.owner!, {
      quantity: 1,
      package: answer.package.id,
    })
    expect(more.statusCode, more.body).toBe(200)
    expect(more.json().package.units).toBe(3)
    const again = await patch(url(order.id, `notpacked/${order.jarro}`), cookies.admin!, {
      quantity: 1,
      package: answer.package.id,
    })
    expect(again.json().package.lines.map((l: { quantity: number }) => l.quantity)).toEqual([3, 1])
    const second = await patch(url(order.id, `notpacked/${order.plato}`), cookies.owner!, { quantity: 1 })
    expect(second.json()).toMatchObject({ package: { number: 2, units: 1 }, units_not_packed: 0 })
    expect(await packedRows(order.id)).toEqual(
      [
        [1, order.jarro, 3],
        [1, order.plato, 1],
        [2, order.plato, 1],
      ].sort((a, b) => Number(a[0]) - Number(b[0]) || String(a[1]).localeCompare(String(b[1]))),
    )
  })

  it('refuses more units than the line has left, with how many are left; nothing is packed', async () => {
    const order = await sale()
    await patch(url(order.id, `notpacked/${order.jarro}`), cookies.owner!, { quantity: 2 })
    const response = await patch(url(order.id, `notpacked/${order.jarro}`), cookies.owner!, { quantity: 2 })
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toMatchObject({
      code: 'packing_quantity_exceeded',
      message: 'Cantidad excedida. Disponibles para empacar: 1.',
      params: { available: 1 },
    })
    expect(await packedRows(order.id)).toEqual([[1, order.jarro, 2]])
  })

  it('packs only while the order is in process', async () => {
    for (const status of ['paid', 'to_deliver'] as const) {
      const order = await sale(status)
      const response = await patch(url(order.id, `notpacked/${order.jarro}`), cookies.owner!, { quantity: 1 })
      expect(response.statusCode).toBe(409)
      expect(response.json().error.code).toBe('order_not_packing')
      expect(await packedRows(order.id)).toEqual([])
    }
  })

  it('answers 404 for a line or a package that is not the order’s', async () => {
    const order = await sale()
    const elsewhere = await sale()
    const line = await patch(url(order.id, `notpacked/${elsewhere.jarro}`), cookies.owner!, { quantity: 1 })
    expect(line.statusCode).toBe(404)
    expect(line.json().error.code).toBe('order_line_not_found')
    const theirs = (
      await patch(url(elsewhere.id, `notpacked/${elsewhere.jarro}`), cookies.owner!, { quantity: 1 })
    ).json().package.id
    const pkg = await patch(url(order.id, `notpacked/${order.jarro}`), cookies.owner!, {
      quantity: 1,
      package: theirs,
    })
    expect(pkg.statusCode).toBe(404)
    expect(pkg.json().error.code).toBe('package_not_found')
    expect(await packedRows(order.id)).toEqual([])
    expect(await packedRows(elsewhere.id)).toEqual([[1, elsewhere.jarro, 1]])
  })

  it('refuses bad bodies with our error shape, and packs nothing (quality.md 3)', async () => {
    const order = await sale()
    const path = url(order.id, `notpacked/${order.jarro}`)
    const cases: [unknown, string][] = [
      [{ quantity: '2' }, 'invalid_request'],
      [{ quantity: 1.5 }, 'invalid_request'],
      [{ quantity: 0 }, 'invalid_request'],
      [{ quantity: -1 }, 'invalid_request'],
      [{ quantity: 1_000_000 }, 'invalid_request'],
      [{}, 'invalid_request'],
      [{ quantity: 1, extra: true }, 'unknown_fields'],
      [{ quantity: 1, package: 'a\u0000b' }, 'invalid_input'],
      ['{"quantity":', 'invalid_json'],
    ]
    for (const [body, code] of cases) {
      const response = await patch(path, cookies.owner!, body)
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(response.statusCode).toBeLessThan(500)
      expect(response.json().error.code, JSON.stringify(body)).toBe(code)
    }
    expect(await packedRows(order.id)).toEqual([])
  })
})

describe('GET …/binpacked and …/binpacked/:package', () => {
  it('lists the packages, first opened first, paged, and reads one', async () => {
    const order = await sale()
    const one = (
      await patch(url(order.id, `notpacked/${order.jarro}`), cookies.owner!, { quantity: 3 })
    ).json()
    await patch(url(order.id, `notpacked/${order.plato}`), cookies.owner!, { quantity: 2 })
    const list = await get(url(order.id, 'binpacked'), cookies.dispatcher!)
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json()).toMatchObject({
      results: [
        { number: 1, units: 3, weight_grams: 3000, lines: [{ name: 'Jarro de barro', quantity: 3 }] },
        { number: 2, units: 2, weight_grams: 2000, lines: [{ name: 'Plato hondo', quantity: 2 }] },
      ],
      matches_estimated: 2,
    })
    const paged = (await get(`${url(order.id, 'binpacked')}?limit=1&offset=1`, cookies.owner!)).json()
    expect(paged.results.map((p: { number: number }) => p.number)).toEqual([2])
    expect(paged.matches_estimated).toBe(2)
    const past = (await get(`${url(order.id, 'binpacked')}?offset=5`, cookies.owner!)).json()
    expect(past).toEqual({ results: [], matches_estimated: 2 })
    const single = await get(url(order.id, `binpacked/${one.package.id}`), cookies.admin!)
    expect(single.statusCode).toBe(200)
    expect(single.json()).toEqual(one.package)
    const missing = await get(url(order.id, 'binpacked/opk_nada'), cookies.owner!)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.code).toBe('package_not_found')
  })

  it('refuses bad paging with our error shape', async () => {
    const order = await sale()
    for (const query of ['limit=0', 'limit=abc', 'offset=-1', 'extra=1']) {
      const response = await get(`${url(order.id, 'binpacked')}?${query}`, cookies.owner!)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().error.code).toMatch(/invalid_request|unknown_fields/)
    }
  })
})

describe('PATCH …/binpacked/:package/:line', () => {
  it('changes how many of a line a package holds; 0 takes it out and an emptied package goes', async () => {
    const order = await sale()
    const pkg = (
      await patch(url(order.id, `notpacked/${order.jarro}`), cookies.owner!, { quantity: 1 })
    ).json().package.id
    const up = await patch(url(order.id, `binpacked/${pkg}/${order.jarro}`), cookies.dispatcher!, {
      quantity: 3,
    })
    expect(up.statusCode, up.body).toBe(200)
    expect(up.json()).toMatchObject({ package: { id: pkg, units: 3 }, units_not_packed: 2 })
    const added = await patch(url(order.id, `binpacked/${pkg}/${order.plato}`), cookies.owner!, {
      quantity: 2,
    })
    expect(added.json()).toMatchObject({ package: { units: 5 }, units_not_packed: 0 })
    const tooMany = await patch(url(order.id, `binpacked/${pkg}/${order.plato}`), cookies.owner!, {
      quantity: 3,
    })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json().error).toMatchObject({
      code: 'packing_quantity_exceeded',
      params: { available: 2 },
    })
    const out = await patch(url(order.id, `binpacked/${pkg}/${order.jarro}`), cookies.owner!, { quantity: 0 })
    expect(out.json()).toMatchObject({ package: { units: 2 }, units_not_packed: 3 })
    const gone = await patch(url(order.id, `binpacked/${pkg}/${order.plato}`), cookies.owner!, {
      quantity: 0,
    })
    expect(gone.statusCode).toBe(200)
    expect(gone.json()).toEqual({ package: null, units_not_packed: 5 })
    expect(await db.select().from(orderPackages).where(eq(orderPackages.orderId, order.id))).toEqual([])
  })

  it('changes nothing once the order has left in process', async () => {
    const order = await sale()
    const pkg = (
      await patch(url(order.id, `notpacked/${order.jarro}`), cookies.owner!, { quantity: 3 })
    ).json().package.id
    await db.update(purchaseOrders).set({ status: 'to_deliver' }).where(eq(purchaseOrders.id, order.id))
    const response = await patch(url(order.id, `binpacked/${pkg}/${order.jarro}`), cookies.owner!, {
      quantity: 0,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('order_not_packing')
    expect(await packedRows(order.id)).toEqual([[1, order.jarro, 3]])
  })

  it('refuses bad bodies (quality.md 3)', async () => {
    const order = await sale()
    const pkg = (
      await patch(url(order.id, `notpacked/${order.jarro}`), cookies.owner!, { quantity: 1 })
    ).json().package.id
    const path = url(order.id, `binpacked/${pkg}/${order.jarro}`)
    for (const [body, code] of [
      [{ quantity: -1 }, 'invalid_request'],
      [{ quantity: 100_001 }, 'invalid_request'],
      [{ quantity: null }, 'invalid_request'],
      [{ quantity: 1, package: pkg }, 'unknown_fields'],
    ] as const) {
      const response = await patch(path, cookies.owner!, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().error.code).toBe(code)
    }
    const nul = await patch(url(order.id, `binpacked/${pkg}/a%00b`), cookies.owner!, { quantity: 1 })
    expect(nul.statusCode).toBe(400)
    expect(await packedRows(order.id)).toEqual([[1, order.jarro, 1]])
  })
})

describe('who may pack (quality.md 1, 2)', () => {
  it('another shop’s owner, a customer and an accountant cannot read or change it; nothing changes', async () => {
    const order = await sale()
    const pkg = (
      await patch(url(order.id, `notpacked/${order.jarro}`), cookies.owner!, { quantity: 1 })
    ).json().package.id
    // Through their own franchise shop, another seller does not have this order.
    for (const slug of ['pk-otra', 'pk-franquicia']) {
      const cookie = cookies.otherOwner!
      expect((await get(url(order.id, 'notpacked', slug), cookie)).statusCode).toBe(404)
      expect((await get(url(order.id, `binpacked/${pkg}`, slug), cookie)).statusCode).toBe(404)
      const change = await patch(url(order.id, `binpacked/${pkg}/${order.jarro}`, slug), cookie, {
        quantity: 0,
      })
      expect(change.statusCode).toBe(404)
      const pack = await patch(url(order.id, `notpacked/${order.plato}`, slug), cookie, { quantity: 1 })
      expect(pack.statusCode).toBe(404)
    }
    expect((await get(url(order.id, 'binpacked'), cookies.customer!)).statusCode).toBe(404)
    const accountant = await patch(url(order.id, `notpacked/${order.plato}`), cookies.accountant!, {
      quantity: 1,
    })
    expect(accountant.statusCode).toBe(403)
    expect((await get(url(order.id, 'binpacked'), '')).statusCode).toBe(401)
    expect(await packedRows(order.id)).toEqual([[1, order.jarro, 1]])
  })

  it('another seller’s order asked through this shop is 404 and not packed', async () => {
    const theirs = await sale('in_process', other.id)
    const response = await patch(url(theirs.id, `notpacked/${theirs.jarro}`), cookies.owner!, { quantity: 1 })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('order_not_found')
    expect(await packedRows(theirs.id)).toEqual([])
  })

  it('a shop that is not a franchise has no packing views', async () => {
    const order = await sale()
    const response = await get(url(order.id, 'notpacked', 'pk-plain'), cookies.owner!)
    expect(response.statusCode).toBe(404)
    const pack = await patch(url(order.id, `notpacked/${order.jarro}`, 'pk-plain'), cookies.owner!, {
      quantity: 1,
    })
    expect(pack.statusCode).toBe(404)
    expect(await packedRows(order.id)).toEqual([])
  })
})

describe("'ready' of a franchise shop's order", () => {
  const next = (order: string, cookie: string, slug = 'pk-franquicia') =>
    app.inject({
      method: 'POST',
      url: `/api/v1/shops/${slug}/orders/${order}/next`,
      headers: { cookie },
      payload: { from: 'in_process' },
    })

  it('is refused while units are not packed, with how many; then taken once all are', async () => {
    const order = await sale()
    await patch(url(order.id, `notpacked/${order.jarro}`), cookies.owner!, { quantity: 3 })
    const early = await next(order.id, cookies.dispatcher!)
    expect(early.statusCode).toBe(409)
    expect(early.json().error).toMatchObject({
      code: 'order_not_packed',
      message: 'Faltan 2 unidades por empacar antes de marcar el pedido listo para entregar.',
      params: { left: 2 },
    })
    const [row] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, order.id))
    expect(row!.status).toBe('in_process')
    await patch(url(order.id, `notpacked/${order.plato}`), cookies.owner!, { quantity: 2 })
    const ready = await next(order.id, cookies.dispatcher!)
    expect(ready.statusCode, ready.body).toBe(200)
    expect(ready.json().status).toBe('to_deliver')
    const events = await db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id))
    expect(events.map((e) => e.event)).toContain('ready')
  })

  it('is not asked of the same seller’s orders through a shop that is not a franchise', async () => {
    const order = await sale()
    const ready = await next(order.id, cookies.owner!, 'pk-plain')
    expect(ready.statusCode, ready.body).toBe(200)
  })
})
