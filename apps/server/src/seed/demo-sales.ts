import { eq } from 'drizzle-orm'
import { applyTrackingEvent } from '../flows/apply-tracking-event.ts'
import { advanceOrder, quoteOrder } from '../flows/seller-order-steps.ts'
import { AppError } from '../kernel/app-error.ts'
import { type ServiceContext, systemContext } from '../kernel/context.ts'
import { addresses, checkouts } from '../modules/checkout/checkout.tables.ts'
import { addOrderNote } from '../modules/orders/order-notes.service.ts'
import { purchaseOrders } from '../modules/orders/orders.tables.ts'
import type { Db } from '../platform/db/client.ts'
import { newId } from '../platform/ids.ts'
import { shippingProviders } from '../platform/shipping/registry.ts'
import { DEMO_SALES, DEMO_SALES_ADDRESS, type DemoSale } from './demo-data/sales.ts'
import { buy, SEED_JOBS, type seedDemoPurchases } from './demo-purchases.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Ids = Parameters<typeof seedDemoPurchases>[1]

/**
 * Ana's sales in `demo` (decision 081): Emilio buys through the checkout's flows (demo-purchases.ts),
 * then Ana quotes, moves them and writes notes, and the sandbox post's tracking moves the shipped
 * ones — the back office's own flows — so her `demo/admin/pedidos` has an order in every state after
 * checkout. Each runs in a savepoint and only when its fixed checkout id is missing, so a second
 * run adds nothing; one the shop refuses now is left out with a warning.
 */
export async function seedDemoSales(tx: Tx, ids: Ids): Promise<void> {
  const emilio = ids.users.get(DEMO_SALES_ADDRESS.customer)!
  const [saved] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.customerId, emilio))
  if (!saved) {
    const { customer: _, ...address } = DEMO_SALES_ADDRESS
    await tx.insert(addresses).values({ id: newId('adr'), customerId: emilio, ...address })
  }
  for (const sale of DEMO_SALES) {
    const [existing] = await tx
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(eq(checkouts.id, sale.purchase.id))
      .limit(1)
    if (existing) continue
    try {
      await tx.transaction(async (savepoint) => {
        const db = savepoint as unknown as Db
        await buy(db, sale.purchase, ids)
        await takeSteps(db, sale, ids)
      })
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      console.warn(`The demo sale ${sale.purchase.id} was left out: ${error.code}`)
    }
  }
}

async function takeSteps(db: Db, sale: DemoSale, ids: Ids): Promise<void> {
  const ana = ids.users.get('admin')!
  // Inside the seed's transaction: every flow's inTransaction() joins it.
  const ctx: ServiceContext = {
    ...systemContext(db, { jobs: SEED_JOBS }),
    viewer: { userId: ana, sessionId: null },
    pending: [],
  }
  const [order] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.checkoutId, sale.purchase.id))
  if (!order) throw new Error(`the demo sale ${sale.purchase.id} placed no order`)
  const scope = { supplierId: ana }
  const seller = { role: 'seller' as const, userId: ana }
  for (const step of sale.steps) {
    if ('quote' in step) {
      // The chosen day at five in the afternoon, Mexico City (UTC−6).
      const day = new Date(Date.now() + step.quote.inDays * 86_400_000).toISOString().slice(0, 10)
      await quoteOrder(ctx, scope, order.id, seller, {
        estimated_delivery_at: `${day}T17:00:00-06:00`,
        estimated_cost: step.quote.cost,
        note: step.quote.note,
      })
    } else if ('next' in step) {
      await advanceOrder(ctx, shippingProviders(), scope, order.id, seller)
    } else if ('tracking' in step) {
      const [booked] = await db
        .select({ carrier: purchaseOrders.carrier, number: purchaseOrders.trackingNumber })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.id, order.id))
      await applyTrackingEvent(ctx, booked!.carrier!, booked!.number!, step.tracking)
    } else {
      await addOrderNote(ctx, order.id, { userId: ana, role: 'seller' }, step.note)
    }
  }
  const [left] = await db
    .select({ status: purchaseOrders.status })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, order.id))
  if (left!.status !== sale.status) throw new Error(`the demo sale ${sale.purchase.id} ended ${left!.status}`)
}
