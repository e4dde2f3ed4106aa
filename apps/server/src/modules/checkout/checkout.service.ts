import { confirmedLater, needsAddress } from '@tianguis/core/checkout/delivery-types'
import type { PaymentType } from '@tianguis/core/payments/methods'
import { offeredPaymentTypes } from '@tianguis/core/payments/offered'
import { attendeesComplete } from '@tianguis/core/tickets/attendees'
import { and, asc, eq } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { checkoutLines, checkoutOrders, checkouts } from './checkout.tables.ts'

/**
 * How long a checkout lives (decision 048): long enough to fill in contact, address, delivery
 * and a card with a 3-D Secure step, short enough that stock held by an abandoned payment comes
 * back soon. 15 minutes, as common checkouts (Shopify holds inventory ~10, ticketing 10–20).
 */
export const CHECKOUT_MINUTES = 15

export type CheckoutRow = typeof checkouts.$inferSelect
export type CheckoutOrderRow = typeof checkoutOrders.$inferSelect
export type CheckoutLineRow = typeof checkoutLines.$inferSelect

export interface LoadedCheckout {
  checkout: CheckoutRow
  orders: CheckoutOrderRow[]
  lines: CheckoutLineRow[]
}

/**
 * The viewer's checkout in the route's shop, with its orders and lines. Another customer's (or
 * another shop's) is 404, as if it did not exist (quality case 1). `forUpdate` locks the row.
 */
export async function loadCheckout(
  ctx: ServiceContext,
  checkoutId: string,
  options: { customerId?: string; forUpdate?: boolean } = {},
): Promise<LoadedCheckout> {
  const customerId = options.customerId ?? ctx.viewer.userId
  if (!customerId) throw new AppError('not_found')
  const query = ctx.db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.id, checkoutId),
        eq(checkouts.customerId, customerId),
        ...(ctx.shop ? [eq(checkouts.shopId, ctx.shop.id)] : []),
      ),
    )
  const [checkout] = options.forUpdate ? await query.for('update') : await query
  if (!checkout) throw new AppError('not_found')
  const readOrders = () =>
    ctx.db
      .select()
      .from(checkoutOrders)
      .where(eq(checkoutOrders.checkoutId, checkoutId))
      .orderBy(asc(checkoutOrders.position))
  const readLines = () =>
    ctx.db
      .select()
      .from(checkoutLines)
      .where(eq(checkoutLines.checkoutId, checkoutId))
      .orderBy(asc(checkoutLines.position))
  // A transaction is one connection: its statements go one after another.
  const [orders, lines] = ctx.pending
    ? [await readOrders(), await readLines()]
    : await Promise.all([readOrders(), readLines()])
  return { checkout, orders, lines }
}

/** Whether the countdown has run out for a checkout still being filled in. */
export function isExpired(checkout: CheckoutRow, now = new Date()): boolean {
  return checkout.status === 'expired' || (checkout.status === 'open' && checkout.expiresAt <= now)
}

/** Changes are only taken while the checkout is open and its countdown runs (409 otherwise). */
export function assertOpen(checkout: CheckoutRow): void {
  if (isExpired(checkout)) throw new AppError('checkout_expired')
  if (checkout.status !== 'open') throw new AppError('checkout_not_open')
}

/** An order's shipping cost, or null until its delivery is chosen. */
export function orderTotal(order: CheckoutOrderRow): number {
  return order.itemsTotal + (order.shippingCost ?? 0)
}

export function grandTotal(loaded: LoadedCheckout): number {
  return loaded.orders.reduce((sum, order) => sum + orderTotal(order), 0)
}

/**
 * Contact, and every order's delivery, and an address when a delivery needs one (all but collection),
 * and an attendee per ticket of every experience (decision 083).
 */
export function readyToPay(loaded: LoadedCheckout): boolean {
  const { checkout, orders } = loaded
  if (!checkout.contactEmail) return false
  if (!attendeesComplete(loaded.lines)) return false
  if (orders.some((order) => order.deliveryType === null)) return false
  return !orders.some((order) => needsAddress(order.deliveryType)) || checkout.address !== null
}

/**
 * The payment types the checkout offers (decision 060): those every order paid now accepts (a
 * master checkout is paid once) and `takes` — a configured provider takes them here — in core's
 * order. An order whose seller confirms the delivery first is paid later, on its own (decision 055).
 */
export function commonPaymentTypes(
  orders: readonly CheckoutOrderRow[],
  takes: (type: PaymentType) => boolean,
): PaymentType[] {
  const payingNow = orders.filter((order) => !confirmedLater(order.deliveryType))
  const paying = payingNow.length > 0 ? payingNow : orders
  return offeredPaymentTypes(
    paying.map((order) => order.enabledPaymentTypes),
    takes,
  )
}
