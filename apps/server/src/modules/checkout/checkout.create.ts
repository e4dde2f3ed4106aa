import { sql } from 'drizzle-orm'
import type { ServiceContext } from '../../kernel/context.ts'
import { newId } from '../../platform/ids.ts'
import { CHECKOUT_MINUTES, type CheckoutRow } from './checkout.service.ts'
import { checkoutLines, checkoutOrders, checkouts } from './checkout.tables.ts'

export interface NewCheckout {
  /** A fixed id instead of a new one: the demo seed's readable purchases (decision 056). */
  id?: string
  shopId: string
  customerId: string
  source: CheckoutRow['source']
  currency: string
  warnings: CheckoutRow['warnings']
  referral: string | null
  campaign: string | null
  clickId: string | null
  contactEmail: string | null
  /** The shared checkout whose link this one was started from (decision 054). */
  sharedFrom?: string | null
  orders: {
    supplierId: string
    dssupplierId: string | null
    enabledPaymentTypes: string[]
    fixedShippingCost: number | null
    fixedShippingDays: number | null
    allowsCollection: boolean
    /** The supplier's switched-on delivery types (decision 055). */
    deliveryTypes: string[]
    lines: {
      cartLineId: string | null
      itemId: string
      name: string
      photo: string | null
      unitPrice: number
      quantity: number
      variants: Record<string, string>
      currency: string
      supplierId: string
      dssupplierId: string | null
      margin: number | null
      stockType: 'onstock' | 'ondemand'
      /** The experience's date when the item is one (its attendees are asked for; decision 083). */
      experienceDate?: Date | null
    }[]
  }[]
}

/** Writes a new checkout, its orders and lines (three statements). */
export async function insertCheckout(ctx: ServiceContext, data: NewCheckout): Promise<CheckoutRow> {
  const id = data.id ?? newId('chk')
  const [row] = await ctx.db
    .insert(checkouts)
    .values({
      id,
      shopId: data.shopId,
      customerId: data.customerId,
      source: data.source,
      currency: data.currency,
      locale: ctx.locale,
      warnings: data.warnings,
      referral: data.referral,
      campaign: data.campaign,
      clickId: data.clickId,
      contactEmail: data.contactEmail,
      sharedFrom: data.sharedFrom ?? null,
      expiresAt: sql`now() + make_interval(mins => ${CHECKOUT_MINUTES})`,
    })
    .returning()
  const orderRows: (typeof checkoutOrders.$inferInsert)[] = []
  const lineRows: (typeof checkoutLines.$inferInsert)[] = []
  data.orders.forEach((order, position) => {
    const orderId = newId('cko')
    let itemsTotal = 0
    for (const line of order.lines) {
      const total = line.unitPrice * line.quantity
      itemsTotal += total
      lineRows.push({
        ...line,
        id: newId('ckl'),
        checkoutId: id,
        checkoutOrderId: orderId,
        position: lineRows.length,
        total,
      })
    }
    orderRows.push({
      id: orderId,
      checkoutId: id,
      position,
      supplierId: order.supplierId,
      dssupplierId: order.dssupplierId,
      currency: data.currency,
      itemsTotal,
      enabledPaymentTypes: order.enabledPaymentTypes,
      fixedShippingCost: order.fixedShippingCost,
      fixedShippingDays: order.fixedShippingDays,
      allowsCollection: order.allowsCollection,
      deliveryTypes: order.deliveryTypes,
    })
  })
  await ctx.db.insert(checkoutOrders).values(orderRows)
  await ctx.db.insert(checkoutLines).values(lineRows)
  return row!
}
