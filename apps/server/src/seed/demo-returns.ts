import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { closeReturn } from '../flows/close-return.ts'
import { refundReturn } from '../flows/refund-return.ts'
import { startReturn } from '../flows/start-return.ts'
import { AppError } from '../kernel/app-error.ts'
import { type ServiceContext, systemContext } from '../kernel/context.ts'
import { purchaseOrderLines, purchaseOrders } from '../modules/orders/orders.tables.ts'
import { orderReturns } from '../modules/returns/returns.tables.ts'
import type { Db } from '../platform/db/client.ts'
import { paymentProviders } from '../platform/payments/registry.ts'
import { sandboxPaymentProvider } from '../platform/payments/sandbox/sandbox-provider.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The delivered order of Carla's whose return stays open with a partial refund (decision 080's jarro). */
const OPEN_RETURN_CHECKOUT = 'chk_demo_delivered'
/** The one whose return is refunded in full and closed (the mezcal she reviewed, decision 084). */
const CLOSED_RETURN_CHECKOUT = 'chk_demo_delivered_mezcal'

/**
 * Carla's returns (decision 091), made once (when she has none) through the returns' own flows on
 * her delivered card orders: on `chk_demo_delivered` a return she started ('no funciona') that Ana
 * refunded in part and left open; on the mezcal she reviewed a return refunded in full and closed. The refunds go to the sandbox gateway in the seed's transaction, as the demo
 * cancellation's do.
 */
export async function seedDemoReturns(tx: Tx, carlaId: string): Promise<void> {
  const db = tx as unknown as Db
  const [existing] = await db
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(eq(orderReturns.customerId, carlaId))
    .limit(1)
  if (existing) return
  const delivered = await db
    .select({
      id: purchaseOrders.id,
      checkoutId: purchaseOrders.checkoutId,
      shopId: purchaseOrders.shopId,
    })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.customerId, carlaId),
        eq(purchaseOrders.status, 'delivered'),
        isNotNull(purchaseOrders.paymentAttemptId),
      ),
    )
    .orderBy(asc(purchaseOrders.createdAt), asc(purchaseOrders.id))
  const open = delivered.find((order) => order.checkoutId === OPEN_RETURN_CHECKOUT)
  const closed = delivered.find((order) => order.checkoutId === CLOSED_RETURN_CHECKOUT)
  const ctx: ServiceContext = { ...systemContext(db), pending: [] }
  const carla: ServiceContext = { ...ctx, viewer: { userId: carlaId, sessionId: null } }
  const providers = paymentProviders({ db, sandbox: false, overrides: [sandboxPaymentProvider({ db })] })
  const answers = { problem: 'not_working', used_as_intended: 'yes', complete: 'yes' }
  try {
    if (open) {
      const ret = await startReturn(carla, open.id, carlaId, {
        line_id: await firstLine(db, open.id),
        quantity: 1,
        answers,
        description: 'El asa llegó estrellada y se filtra el agua.',
        photos: [],
      })
      // Ana gives back half of what the policy offers, and leaves the return open.
      const part = Math.max(1, Math.floor(ret.terms.offered_refund.amount / 2))
      await refundReturn(ctx, providers, open.shopId, ret.id, part)
    }
    if (closed) {
      const ret = await startReturn(carla, closed.id, carlaId, {
        line_id: await firstLine(db, closed.id),
        quantity: 1,
        answers: { ...answers, problem: 'not_as_described' },
        description: 'El color no es el de la foto.',
        photos: [],
      })
      await refundReturn(ctx, providers, closed.shopId, ret.id, ret.terms.offered_refund.amount)
      await closeReturn(ctx, closed.shopId, ret.id)
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    console.warn(`Carla's demo returns were left out: ${error.code}`)
  }
}

async function firstLine(db: Db, orderId: string): Promise<string> {
  const [line] = await db
    .select({ id: purchaseOrderLines.id })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderId, orderId))
    .orderBy(asc(purchaseOrderLines.position))
  if (!line) throw new Error(`the demo order ${orderId} has no line`)
  return line.id
}
