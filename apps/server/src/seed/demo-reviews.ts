import { eq } from 'drizzle-orm'
import { saveReview } from '../flows/save-review.ts'
import { AppError } from '../kernel/app-error.ts'
import { type ServiceContext, systemContext } from '../kernel/context.ts'
import { orderStep } from '../modules/orders/order-lifecycle.service.ts'
import { purchaseOrders } from '../modules/orders/orders.tables.ts'
import type { Db } from '../platform/db/client.ts'
import { DEMO_REVIEWS } from './demo-data/reviews.ts'
import { buy, type seedDemoPurchases } from './demo-purchases.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Ids = Parameters<typeof seedDemoPurchases>[1]

/**
 * Carla's reviews (decision 084): each item is bought as her other demo purchases are (her saved
 * card, to her door), its order walked to `delivered` through the lifecycle's steps by Ana (the
 * seller; the buyer confirms nothing here), then reviewed through the same flow as the API's
 * `PUT /me/reviews/{item}`, so the review and the item's summary are what a buyer's would be. Each
 * runs in a savepoint and only when its fixed checkout id is missing, so a second run adds nothing.
 */
export async function seedDemoReviews(tx: Tx, ids: Ids): Promise<void> {
  for (const demo of DEMO_REVIEWS) {
    const { purchase } = demo
    const [existing] = await tx
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.checkoutId, purchase.id))
      .limit(1)
    if (existing) continue
    try {
      await tx.transaction(async (savepoint) => {
        const db = savepoint as unknown as Db
        await buy(db, purchase, ids)
        const [order] = await db
          .select({ id: purchaseOrders.id, supplierId: purchaseOrders.supplierId })
          .from(purchaseOrders)
          .where(eq(purchaseOrders.checkoutId, purchase.id))
        if (!order) throw new Error(`the demo purchase ${purchase.id} placed no order`)
        const ctx: ServiceContext = { ...systemContext(db), pending: [] }
        const seller = { role: 'seller' as const, userId: order.supplierId }
        for (const event of ['process', 'ready', 'ship', 'deliver'] as const) {
          await orderStep(ctx, order.id, event, seller)
        }
        const carla = { ...ctx, viewer: { userId: ids.users.get(purchase.customer)!, sessionId: null } }
        await saveReview(carla, ids.items(purchase.item.owner, purchase.item.slug), {
          kind: 'review',
          rating: demo.rating,
          title: demo.title,
          body: demo.body,
          photos: [],
        })
      })
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      console.warn(`The demo review of ${purchase.item.slug} was left out: ${error.code}`)
    }
  }
}
