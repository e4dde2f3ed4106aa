/**
 * Saves of reviews at once on PostgreSQL, where requests really run side by side (quality.md 3;
 * decision 084): the app's pool has several connections, so the saves race on the item's summary
 * row and the buyer's review row. PostgreSQL only (`*.postgres.test.ts`, vitest.config.ts).
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { reviewSummaries, reviews } from '../src/modules/reviews/reviews.tables.ts'
import { createItem } from './factories/items.ts'
import { createOrder } from './factories/orders.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

const { app, database } = await createTestApp()
const db = database.db
const seller = await createUser(db)
const shop = await createShop(db, seller.id)

async function deliveredBuyer(itemId: string) {
  const user = await createUser(db)
  await createOrder(db, {
    shopId: shop.id,
    customerId: user.id,
    supplierId: seller.id,
    itemId,
    status: 'delivered',
  })
  return loginAs(app, user.email)
}

const save = (cookie: string, itemId: string, rating: number, quick = false) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/me/reviews/${itemId}${quick ? '/rating' : ''}`,
    headers: { cookie },
    payload: quick ? { rating } : { rating, title: `Calificación ${rating}` },
  })

const summaryOf = async (itemId: string) =>
  (await db.select().from(reviewSummaries).where(eq(reviewSummaries.itemId, itemId)))[0]

describe('reviews saved at once on PostgreSQL', () => {
  it('makes one review of a buyer who saves ten times at once, counted once with its last rating', async () => {
    const item = await createItem(db, seller.id)
    const cookie = await deliveredBuyer(item.id)
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => save(cookie, item.id, (i % 5) + 1, i % 2 === 0)),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200))
    expect(answers.filter((a) => a.json().created)).toHaveLength(1)
    const rows = await db.select().from(reviews).where(eq(reviews.itemId, item.id))
    expect(rows).toHaveLength(1)
    expect(await summaryOf(item.id)).toMatchObject({ reviewCount: 1, ratingSum: rows[0]!.rating })
  })

  it('counts twelve buyers reviewing one item at once, the sum their ratings', async () => {
    const item = await createItem(db, seller.id)
    const cookies = await Promise.all(Array.from({ length: 12 }, () => deliveredBuyer(item.id)))
    const ratings = cookies.map((_, i) => (i % 5) + 1)
    const answers = await Promise.all(cookies.map((cookie, i) => save(cookie, item.id, ratings[i]!)))
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200))
    const sum = ratings.reduce((a, b) => a + b, 0)
    expect(await summaryOf(item.id)).toMatchObject({ reviewCount: 12, ratingSum: sum })
    // And while they all edit at once, the summary follows every one.
    const edits = await Promise.all(cookies.map((cookie) => save(cookie, item.id, 5, true)))
    expect(edits.map((a) => a.statusCode)).toEqual(Array(12).fill(200))
    expect(await summaryOf(item.id)).toMatchObject({ reviewCount: 12, ratingSum: 60 })
    const list = await app.inject({ url: `/api/v1/items/${item.id}/reviews` })
    expect(list.json().rating).toEqual({ average: 5, count: 12 })
  })
})
