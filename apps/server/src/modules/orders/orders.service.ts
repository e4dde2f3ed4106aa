import type { Address } from '@tianguis/core/contracts/checkout'
import type { ServiceContext } from '../../kernel/context.ts'
import { newId } from '../../platform/ids.ts'
import { purchaseOrderLines, purchaseOrders } from './orders.tables.ts'

export interface NewPurchaseOrder {
  supplierId: string
  dssupplierId: string | null
  currency: string
  itemsTotal: number
  shippingCost: number
  deliveryType: string
  rateId: string | null
  agencyId: string | null
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
 * One purchase order per supplier order of a paid checkout, with its frozen lines and the
 * checkout's tracking fields (decision 050), in two statements whatever the number of orders.
 * Returns the ids in the orders' order.
 */
export async function createPurchaseOrders(
  ctx: ServiceContext,
  placed: {
    checkoutId: string
    shopId: string
    customerId: string
    status: 'awaiting_payment' | 'paid'
    paymentType: string
    paymentAttemptId: string
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
  const orderRows = orders.map(({ lines, ...order }) => {
    const id = newId('ord')
    ids.push(id)
    lines.forEach((line, position) => {
      lineRows.push({ ...line, id: newId('orl'), orderId: id, position })
    })
    return { ...common, ...order, id, total: order.itemsTotal + order.shippingCost }
  })
  if (orderRows.length === 0) return ids
  await ctx.db.insert(purchaseOrders).values(orderRows)
  await ctx.db.insert(purchaseOrderLines).values(lineRows)
  return ids
}
