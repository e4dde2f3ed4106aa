/**
 * Two packers at once on PostgreSQL, where requests really run side by side (decision 087): each
 * move locks the order's row, so of many asking for the same line's last units one packs them and
 * the others are told how many are left (none); a line is never packed past its quantity, and a
 * 'ready' racing a packer taking units out finds them packed or refuses. PostgreSQL only
 * (`*.postgres.test.ts`, vitest.config.ts).
 */
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderPackageLines, purchaseOrderLines, purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { createOrder } from './factories/orders.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

const { app, database } = await createTestApp()
const db = database.db
const seller = await createUser(db, { email: 'pkr-seller@example.test' })
const shop = await createShop(db, seller.id, { slug: 'pkr-franquicia', storeType: 'franchise' })
const customer = await createUser(db, { email: 'pkr-customer@example.test' })
const cookie = await loginAs(app, seller.email)

async function sale(quantity: number) {
  const order = await createOrder(db, {
    shopId: shop.id,
    customerId: customer.id,
    supplierId: seller.id,
    status: 'in_process',
  })
  const [line] = await db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, order.id))
  await db.update(purchaseOrderLines).set({ quantity }).where(eq(purchaseOrderLines.id, line!.id))
  return { id: order.id, line: line!.id }
}
const base = (order: string) => `/api/v1/shops/pkr-franquicia/orders/${order}`
const packed = async (line: string) =>
  (
    await db
      .select({ n: sql<number>`coalesce(sum(${orderPackageLines.quantity}), 0)::int` })
      .from(orderPackageLines)
      .where(eq(orderPackageLines.lineId, line))
  )[0]!.n

describe('packing at once on PostgreSQL', () => {
  it('eight packers each taking 2 of 5 units: two get theirs, the rest are refused; 4 packed, never more', async () => {
    const order = await sale(5)
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.inject({
          method: 'PATCH',
          url: `${base(order.id)}/notpacked/${order.line}`,
          headers: { cookie },
          payload: { quantity: 2 },
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(2)
    expect(statuses.filter((status) => status === 409)).toHaveLength(6)
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().error).toMatchObject({
        code: 'packing_quantity_exceeded',
        params: { available: 1 },
      })
    expect(await packed(order.line)).toBe(4)
  })

  it('packers raising one package’s line at once never pass the line’s quantity', async () => {
    const order = await sale(3)
    const first = await app.inject({
      method: 'PATCH',
      url: `${base(order.id)}/notpacked/${order.line}`,
      headers: { cookie },
      payload: { quantity: 1 },
    })
    const pkg = first.json().package.id
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        app.inject({
          method: 'PATCH',
          url: `${base(order.id)}/binpacked/${pkg}/${order.line}`,
          headers: { cookie },
          payload: { quantity: 3 },
        }),
      ),
      ...Array.from({ length: 4 }, () =>
        app.inject({
          method: 'PATCH',
          url: `${base(order.id)}/notpacked/${order.line}`,
          headers: { cookie },
          payload: { quantity: 2 },
        }),
      ),
    ])
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true)
    expect(await packed(order.line)).toBe(3)
  })

  it("'ready' and a packer taking units out at once: the order is never ready with units unpacked", async () => {
    for (let round = 0; round < 5; round += 1) {
      const order = await sale(2)
      const pkg = (
        await app.inject({
          method: 'PATCH',
          url: `${base(order.id)}/notpacked/${order.line}`,
          headers: { cookie },
          payload: { quantity: 2 },
        })
      ).json().package.id
      const [ready, out] = await Promise.all([
        app.inject({
          method: 'POST',
          url: `${base(order.id)}/next`,
          headers: { cookie },
          payload: { from: 'in_process' },
        }),
        app.inject({
          method: 'PATCH',
          url: `${base(order.id)}/binpacked/${pkg}/${order.line}`,
          headers: { cookie },
          payload: { quantity: 0 },
        }),
      ])
      const [row] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, order.id))
      if (row!.status === 'to_deliver') {
        expect(ready.statusCode).toBe(200)
        expect(out.json().error.code).toBe('order_not_packing')
        expect(await packed(order.line)).toBe(2)
      } else {
        expect(ready.json().error.code).toBe('order_not_packed')
        expect(out.statusCode).toBe(200)
        expect(await packed(order.line)).toBe(0)
      }
    }
  })
})
