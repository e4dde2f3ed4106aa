import { RETURN_WINDOW_HOURS } from '@tianguis/core/constants'
import { eq, inArray, sql } from 'drizzle-orm'
import { disperseDueOrders } from '../flows/disperse-orders.ts'
import { holdOrderPayments } from '../flows/hold-order-payment.ts'
import { systemContext } from '../kernel/context.ts'
import { grantPlatformAdmin } from '../modules/identity/parties.service.ts'
import { orderHistory, purchaseOrders } from '../modules/orders/orders.tables.ts'
import type { Db } from '../platform/db/client.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The demo orders delivered long enough ago for their return window to have passed. */
export const DEMO_PAST_WINDOW = ['chk_demo_resold_delivered'] as const

/**
 * The demo's ledger (decision 090). Every paid demo order had its shares held by the checkout's own
 * flows as it was paid; this asks the same flow for any paid order without them (a no-op on a
 * fresh seed). Then the orders of `DEMO_PAST_WINDOW` are dated as delivered four days ago (their
 * history moved back with them) and the dispersion job's flow runs, so their shares are available:
 * Rita's commission and Proveedora's share. The other delivered orders keep their window open (the
 * returns of the demo start from them). A second run finds everything done and adds nothing.
 * Ana is made a platform administrator, to read the ledger's report.
 */
export async function seedDemoLedger(tx: Tx, users: ReadonlyMap<string, string>): Promise<void> {
  const db = tx as unknown as Db
  const ctx = { ...systemContext(db), pending: [] }
  // Ana administers the platform in the demo: she reads the ledger's report.
  await grantPlatformAdmin(ctx, users.get('admin')!)
  const paid = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(inArray(purchaseOrders.status, ['paid', 'in_process', 'to_deliver', 'on_the_way', 'delivered']))
  await holdOrderPayments(
    ctx,
    paid.map((row) => row.id),
  )
  const back = sql`make_interval(hours => ${RETURN_WINDOW_HOURS + 24})`
  for (const checkoutId of DEMO_PAST_WINDOW) {
    const [order] = await db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.checkoutId, checkoutId))
    if (!order) continue
    await db
      .update(purchaseOrders)
      .set({
        deliveredAt: sql`${purchaseOrders.deliveredAt} - ${back}`,
        createdAt: sql`${purchaseOrders.createdAt} - ${back}`,
        updatedAt: sql`${purchaseOrders.updatedAt} - ${back}`,
      })
      .where(sql`${purchaseOrders.id} = ${order.id} and ${purchaseOrders.deliveredAt} > now() - ${back}`)
    await db
      .update(orderHistory)
      .set({ at: sql`${orderHistory.at} - ${back}` })
      .where(sql`${orderHistory.orderId} = ${order.id} and ${orderHistory.at} > now() - ${back}`)
  }
  await disperseDueOrders(ctx, new Date())
}
