import type { Address } from '@tianguis/core/contracts/checkout'
import { and, eq, sql } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { newId } from '../../platform/ids.ts'
import { orderHistory, purchaseOrderLines, purchaseOrders } from './orders.tables.ts'

export interface NewPurchaseOrder {
  supplierId: string
  dssupplierId: string | null
  currency: string
  itemsTotal: number
  shippingCost: number
  deliveryType: string
  rateId: string | null
  shipmentId: string | null
  agencyId: string | null
  /**
   * This order's own state when it differs from the placement's: an order whose seller confirms the
   * delivery first is `awaiting_confirmation`, with nothing paid (decision 055).
   */
  awaitingConfirmation?: boolean
  lines: {
    itemId: string
    name: string
    photo: string | null
    unitPrice: number
    quantity: number
    variants: Record<string, string>
    total: number
    currency: string
    dssupplierId: string | null
    margin: number | null
  }[]
}

/**
 * One purchase order per supplier order of a paid (or placed) checkout, with its frozen lines and
 * the checkout's tracking fields (decisions 050, 055), in two statements whatever the number of
 * orders. Returns the ids in the orders' order. An order awaiting its seller's confirmation carries
 * no payment: its status is `awaiting_confirmation` and its payment type and attempt are null.
 */
export async function createPurchaseOrders(
  ctx: ServiceContext,
  placed: {
    checkoutId: string
    shopId: string
    customerId: string
    status: 'awaiting_payment' | 'paid' | 'awaiting_confirmation'
    paymentType: string | null
    paymentAttemptId: string | null
    address: Address | null
    contactEmail: string
    contactPhone: string | null
    referral: string | null
    campaign: string | null
    clickId: string | null
    orders: NewPurchaseOrder[]
  },
): Promise<string[]> {
  const { orders, ...common } = placed
  const ids: string[] = []
  const lineRows: (typeof purchaseOrderLines.$inferInsert)[] = []
  const orderRows = orders.map(({ lines, awaitingConfirmation, ...order }) => {
    const id = newId('ord')
    ids.push(id)
    lines.forEach((line, position) => {
      lineRows.push({ ...line, id: newId('orl'), orderId: id, position })
    })
    const unpaid = awaitingConfirmation
      ? { status: 'awaiting_confirmation' as const, paymentType: null, paymentAttemptId: null }
      : {}
    return { ...common, ...order, ...unpaid, id, total: order.itemsTotal + order.shippingCost }
  })
  if (orderRows.length === 0) return ids
  await ctx.db.insert(purchaseOrders).values(orderRows)
  // The lines and each order's first history row (its placement, by the customer who placed it:
  // decision 079) in one statement, so placing an order stays within quality.md's budget with the
  // ledger's entry (decision 090). Their foreign keys are checked at its end, when both are in.
  const linesInsert = ctx.db.insert(purchaseOrderLines).values(lineRows)
  const historyInsert = ctx.db.insert(orderHistory).values(
    orderRows.map((order) => ({
      id: newId('ohi'),
      orderId: order.id,
      event: 'place',
      fromState: null,
      toState: order.status,
      actor: 'customer' as const,
      actorId: order.customerId,
    })),
  )
  await ctx.db.execute(
    lineRows.length > 0
      ? sql`with lines as (${linesInsert.getSQL()}) ${historyInsert.getSQL()}`
      : historyInsert.getSQL(),
  )
  return ids
}

/**
 * A payment by reference settled (decision 057): the orders it placed move from
 * `awaiting_payment` to `paid` (the reference was paid) or `payment_expired` (it lapsed). One
 * conditional UPDATE: orders already moved are left alone. Answers the ids that moved.
 */
export async function settleAwaitingOrders(
  ctx: ServiceContext,
  paymentAttemptId: string,
  to: 'paid' | 'payment_expired',
): Promise<string[]> {
  const rows = await ctx.db
    .update(purchaseOrders)
    .set({ status: to, updatedAt: sql`now()` })
    .where(
      and(
        eq(purchaseOrders.paymentAttemptId, paymentAttemptId),
        eq(purchaseOrders.status, 'awaiting_payment'),
      ),
    )
    .returning({ id: purchaseOrders.id })
  // The same step as orderStep()'s pay or expire, for many orders at once: kept in their history.
  if (rows.length > 0) {
    await ctx.db.insert(orderHistory).values(
      rows.map((row) => ({
        id: newId('ohi'),
        orderId: row.id,
        event: to === 'paid' ? 'pay' : 'expire',
        fromState: 'awaiting_payment',
        toState: to,
        actor: 'system' as const,
        actorId: null,
      })),
    )
  }
  return rows.map((row) => row.id)
}
