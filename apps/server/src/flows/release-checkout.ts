import { z } from 'zod'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { settleReservations } from '../modules/checkout/checkout.reservations.ts'
import { expireCheckout, reopenCheckout } from '../modules/checkout/checkout.status.ts'
import { releaseStock } from '../modules/items/stock.service.ts'
import type { JobHandler } from '../platform/jobs/job-runner.ts'
import { jobType } from '../platform/jobs/job-type.ts'

/**
 * Gives back the stock a checkout holds (decision 048), once: the reservations move held →
 * released and only the rows that moved are added back, so a second call (the job after a
 * decline, two jobs racing) gives nothing back twice. Runs in the caller's transaction if any.
 */
export async function releaseReservedStock(ctx: ServiceContext, checkoutId: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const released = await settleReservations(tx, checkoutId, 'released')
    await releaseStock(tx, released)
  })
}

/** A payment that failed: stock back, the checkout open again for another attempt. */
export async function releaseAfterFailure(ctx: ServiceContext, checkoutId: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await releaseReservedStock(tx, checkoutId)
    await reopenCheckout(tx, checkoutId)
  })
}

/**
 * The countdown's end: an open or paying checkout whose time is up becomes `expired` and its
 * stock comes back. A paid one (or one that still has time) is left alone. Returns whether it expired.
 */
export async function expireCheckoutNow(ctx: ServiceContext, checkoutId: string): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const expired = await expireCheckout(tx, checkoutId)
    if (expired) await releaseReservedStock(tx, checkoutId)
    return expired
  })
}

export const EXPIRE_CHECKOUT = jobType('checkout.expire', z.object({ checkoutId: z.string() }), {
  attempts: 10,
  backoffSeconds: 5,
})

export const expireCheckoutJob: JobHandler<{ checkoutId: string }> = async (ctx, { checkoutId }) => {
  await expireCheckoutNow(ctx, checkoutId)
}

/**
 * A payment by reference that lapsed unpaid (decision 057): the units its orders took when they
 * were placed come back, once (sold → released moves each reservation a single time).
 */
export async function returnSoldStock(ctx: ServiceContext, checkoutId: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const returned = await settleReservations(tx, checkoutId, 'released', 'sold')
    await releaseStock(tx, returned)
  })
}
