import { nothingDueNow } from '@tianguis/core/checkout/delivery-types'
import type { PlaceResult } from '@tianguis/core/contracts/checkout'
import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { assertAttendeesReady } from '../modules/checkout/checkout.attendees.ts'
import { recordReservations, settleReservations } from '../modules/checkout/checkout.reservations.ts'
import { assertOpen, loadCheckout, readyToPay } from '../modules/checkout/checkout.service.ts'
import { beginPaying, markPaid } from '../modules/checkout/checkout.status.ts'
import { reserveStock } from '../modules/items/stock.service.ts'
import { paidPath } from './pay-checkout.ts'
import { placeOrders } from './place-orders.ts'

/**
 * POST …/checkouts/:id/place (decision 055): a checkout whose every order is delivered by its seller
 * is placed without a payment — the seller enters the delivery's date and cost, then the buyer
 * confirms and pays (issue #15). One transaction: the checkout locked, open, in time and complete;
 * the stock taken as a payment would take it (one conditional UPDATE per item, all or nothing →
 * 409 `insufficient_stock`) and recorded as sold at once; the orders `awaiting_confirmation` with
 * their lines; the bought cart lines removed; the order email; the checkout `paid` (its orders exist).
 * A checkout with something to pay now answers 409 `payment_required`: it goes through `pay`.
 */
export async function placeCheckout(ctx: ServiceContext, checkoutId: string): Promise<PlaceResult> {
  return inTransaction(ctx, async (tx) => {
    const loaded = await loadCheckout(tx, checkoutId, { forUpdate: true })
    assertOpen(loaded.checkout)
    // No ticket for an ended experience, and one named attendee per ticket (decision 083).
    assertAttendeesReady(loaded)
    if (!readyToPay(loaded)) throw new AppError('checkout_incomplete')
    if (!nothingDueNow(loaded.orders)) throw new AppError('payment_required')
    await beginPaying(tx, checkoutId)
    const moves = loaded.lines
      .filter((line) => line.stockType === 'onstock')
      .map((line) => ({ itemId: line.itemId, quantity: line.quantity }))
    const taken = await reserveStock(tx, moves)
    await recordReservations(tx, checkoutId, taken)
    await settleReservations(tx, checkoutId, 'sold')
    const orderIds = await placeOrders(tx, loaded, null, null, false)
    await markPaid(tx, checkoutId, orderIds)
    return { status: 'placed', checkout_id: checkoutId, order_ids: orderIds, paid_path: paidPath(checkoutId) }
  })
}
