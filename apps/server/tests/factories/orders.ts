import type { OrderStatus } from '@tianguis/core/orders/lifecycle'
import { orderHistory, purchaseOrderLines, purchaseOrders } from '../../src/modules/orders/orders.tables.ts'
import type { Db } from '../../src/platform/db/client.ts'
import { newId } from '../../src/platform/ids.ts'

/**
 * A purchase order of `customerId` in `shopId`, sold by `supplierId`, with one line of `itemId`
 * (or a made-up one) and its placement in the history, in `status` ('paid' unless said). For
 * tests of what happens after checkout; checkout's own tests place orders through the flows.
 */
export async function createOrder(
  db: Db,
  who: { shopId: string; customerId: string; supplierId: string; itemId?: string; status?: OrderStatus },
  overrides: Partial<typeof purchaseOrders.$inferInsert> = {},
) {
  const id = newId('ord')
  const status = who.status ?? 'paid'
  const unit = 25_000
  const [order] = await db
    .insert(purchaseOrders)
    .values({
      id,
      checkoutId: newId('chk'),
      shopId: who.shopId,
      customerId: who.customerId,
      supplierId: who.supplierId,
      status,
      paymentType: status === 'awaiting_confirmation' ? null : 'card',
      currency: 'MXN',
      itemsTotal: unit,
      shippingCost: 0,
      total: unit,
      deliveryType: status === 'awaiting_confirmation' ? 'delivery' : 'collection',
      contactEmail: 'cliente@example.test',
      ...overrides,
    })
    .returning()
  await db.insert(purchaseOrderLines).values({
    id: newId('orl'),
    orderId: id,
    position: 0,
    itemId: who.itemId ?? newId('itm'),
    name: 'Jarro de barro',
    unitPrice: unit,
    quantity: 1,
    total: unit,
    currency: 'MXN',
  })
  await db.insert(orderHistory).values({
    id: newId('ohi'),
    orderId: id,
    event: 'place',
    toState: status,
    actor: 'customer',
    actorId: who.customerId,
  })
  return order!
}
