/**
 * Many buyers for the last units at once, on PostgreSQL where requests really run side by side
 * (quality.md 8, decision 048): the app's pool has several connections, so the payers' conditional
 * UPDATEs race on the item's row. PostgreSQL only (`*.postgres.test.ts`, vitest.config.ts).
 */
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { items } from '../src/modules/items/items.tables.ts'
import { purchaseOrderLines } from '../src/modules/orders/orders.tables.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { configureSupplier, fakePayments, fakeShipping, readyCheckout } from './helpers/checkout-fakes.ts'
import { createTestApp } from './helpers/test-app.ts'

const payments = fakePayments()
const { app, database } = await createTestApp({
  payments: payments.provider,
  shipping: fakeShipping().provider,
})
const db = database.db

describe('the last units on PostgreSQL', () => {
  it('sells exactly the stock to concurrent buyers; the rest get insufficient_stock and nothing goes below 0', async () => {
    const supplier = await createUser(db)
    const shop = await createShop(db, supplier.id)
    await configureSupplier(db, supplier.id)
    const item = await createItem(db, supplier.id, { available: 5, listPrice: 10_000 })
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const user = await createUser(db)
        const cookie = await loginAs(app, user.email)
        const ready = await readyCheckout(
          app,
          cookie,
          shop.slug,
          { item: { item_id: item.id, quantity: 1 } },
          'collection',
        )
        return { cookie, ...ready }
      }),
    )
    const answers = await Promise.all(
      buyers.map((buyer) =>
        app.inject({
          method: 'POST',
          url: `${buyer.base}/pay`,
          headers: { cookie: buyer.cookie, 'idempotency-key': crypto.randomUUID() },
          payload: { payment_type: 'card', card_token: 'tok_ok', expected_total: buyer.checkout.grand_total },
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(5)
    expect(statuses.filter((status) => status === 409)).toHaveLength(15)
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().error.code).toBe('insufficient_stock')
    }
    const [row] = await db.select({ available: items.available }).from(items).where(eq(items.id, item.id))
    expect(row!.available).toBe(0)
    const [sold] = await db
      .select({ units: sql<number>`coalesce(sum(${purchaseOrderLines.quantity}), 0)::int` })
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.itemId, item.id))
    expect(sold!.units).toBe(5)
  })

  it('charges once when the same pay request arrives twice at the same moment', async () => {
    const supplier = await createUser(db)
    const shop = await createShop(db, supplier.id)
    await configureSupplier(db, supplier.id)
    const item = await createItem(db, supplier.id, { available: 5 })
    const user = await createUser(db)
    const cookie = await loginAs(app, user.email)
    const { checkout, base } = await readyCheckout(
      app,
      cookie,
      shop.slug,
      { item: { item_id: item.id, quantity: 1 } },
      'collection',
    )
    const charged = payments.charges.length
    const request = () =>
      app.inject({
        method: 'POST',
        url: `${base}/pay`,
        headers: { cookie, 'idempotency-key': 'same-moment' },
        payload: { payment_type: 'card', card_token: 'tok_ok', expected_total: checkout.grand_total },
      })
    const [a, b] = await Promise.all([request(), request()])
    const outcomes = [a, b].map((r) => (r.statusCode === 200 ? 'paid' : r.json().error.code))
    // The second either gets the first's stored answer or is told the first still runs.
    for (const outcome of outcomes) expect(['paid', 'idempotency_key_in_use']).toContain(outcome)
    expect(outcomes).toContain('paid')
    expect(payments.charges.length - charged).toBe(1)
  })
})
