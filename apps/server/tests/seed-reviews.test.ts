import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../src/modules/identity/identity.tables.ts'
import { items } from '../src/modules/items/items.tables.ts'
import { orderHistory, purchaseOrders } from '../src/modules/orders/orders.tables.ts'
import { reviewSummaries, reviews } from '../src/modules/reviews/reviews.tables.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Carla's demo reviews (decision 084): two items she bought with her card, delivered through the
 * lifecycle's steps and reviewed through the reviews' flow, so the demo's item pages show ratings;
 * made once.
 */
const { app, database } = await createTestApp({ web: true })
const db = database.db
const IDS = ['chk_demo_delivered_mezcal', 'chk_demo_delivered_portrait']

const itemBySlug = async (slug: string) =>
  (await db.select({ id: items.id, ownerId: items.ownerId }).from(items).where(eq(items.slug, slug)))[0]!
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '')

describe('Carla’s demo reviews', () => {
  it('come from delivered orders of hers, walked there step by step, and show on the items’ pages', async () => {
    await seedDemo(db)
    const [carla] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'cliente@demo.test'))
    const orders = await db
      .select({ id: purchaseOrders.id, status: purchaseOrders.status, customer: purchaseOrders.customerId })
      .from(purchaseOrders)
      .where(inArray(purchaseOrders.checkoutId, IDS))
    expect(orders).toHaveLength(2)
    expect(orders.every((o) => o.status === 'delivered' && o.customer === carla!.id)).toBe(true)
    const steps = await db
      .select({ to: orderHistory.toState })
      .from(orderHistory)
      .where(eq(orderHistory.orderId, orders[0]!.id))
    expect(steps.map((s) => s.to).sort()).toEqual(
      ['paid', 'in_process', 'to_deliver', 'on_the_way', 'delivered'].sort(),
    )

    const mezcal = await itemBySlug('mezcal-artesanal')
    const portrait = await itemBySlug('retrato-en-acuarela')
    const rows = await db
      .select({ item: reviews.itemId, rating: reviews.rating, customer: reviews.customerId })
      .from(reviews)
      .where(and(eq(reviews.customerId, carla!.id), inArray(reviews.itemId, [mezcal.id, portrait.id])))
    expect(rows.map((r) => [r.item, r.rating]).sort()).toEqual(
      [
        [mezcal.id, 5],
        [portrait.id, 4],
      ].sort(),
    )

    const list = await app.inject({ url: `/api/v1/items/${mezcal.id}/reviews` })
    expect(list.json()).toMatchObject({
      rating: { average: 5, count: 1 },
      results: [{ title: 'Sabor ahumado y suave', author: 'Carla C.', rating: 5 }],
    })
    const page = await app.inject({ url: `/demo/productos/${mezcal.ownerId}/${mezcal.id}` })
    expect(page.statusCode).toBe(200)
    const text = shown(page.body)
    expect(text).toContain('Sabor ahumado y suave')
    expect(text).toContain('Calificación: 5.0 de 5 (1 reseña)')
  })

  it('are made once: a second seed adds no order, review or count', async () => {
    const before = {
      orders: (await db.select().from(purchaseOrders)).length,
      reviews: (await db.select().from(reviews)).length,
      summaries: await db.select().from(reviewSummaries),
    }
    await seedDemo(db)
    expect({
      orders: (await db.select().from(purchaseOrders)).length,
      reviews: (await db.select().from(reviews)).length,
      summaries: await db.select().from(reviewSummaries),
    }).toEqual(before)
  })
})
