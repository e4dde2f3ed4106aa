import { RETURN_WINDOW_HOURS } from '@tianguis/core/constants'
import {
  type DispersionDue,
  dispersionDue,
  dispersionEntry,
  dispersionEntryId,
} from '@tianguis/core/ledger/dispersion'
import { z } from 'zod'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { returnTypesOf } from '../modules/items/return-types.service.ts'
import { entriesAmong, entryExists, positionOf, postEntry } from '../modules/ledger/ledger.service.ts'
import { deliveredBetween, lockOrder, orderMoneyFacts } from '../modules/orders/order-money.service.ts'
import { pendingRefundCount } from '../modules/payments/refunds.service.ts'
import { returnsOfOrders } from '../modules/returns/returns.service.ts'
import type { JobHandler } from '../platform/jobs/job-runner.ts'
import { jobType } from '../platform/jobs/job-type.ts'

/**
 * Dispersion (decisions 089, 090): once an order can no longer be returned, what it still holds
 * moves from held to available for everyone on it, and the platform's fee to `fees`.
 */

export type DisperseOutcome =
  | 'dispersed'
  | 'already'
  | 'nothing_held'
  | 'not_found'
  | Extract<DispersionDue, { due: false }>['why']

/**
 * The order's return requests, open or closed, for dispersion's rule (decisions 089, 091): an open
 * one holds the order's money back; once every returnable line's return is closed it may go.
 */
export async function orderReturnsForDispersion(
  tx: ServiceContext,
  orderId: string,
): Promise<{ lineId: string; state: 'open' | 'closed' }[]> {
  return (await returnsOfOrders(tx, [orderId])).map((row) => ({ lineId: row.lineId, state: row.status }))
}

/**
 * Disperses one order if core's rule says it is due at `now`, once (the entry's id is
 * `dispersion:{order}`). Locks the order's row first, so a return opened or a refund asked at the
 * same moment waits for it or is seen by it. The returns part calls this when a return closes.
 */
export async function disperseIfDue(
  ctx: ServiceContext,
  orderId: string,
  now: Date,
): Promise<DisperseOutcome> {
  return inTransaction(ctx, async (tx) => {
    if (!(await lockOrder(tx, orderId))) return 'not_found'
    if (await entryExists(tx, dispersionEntryId(orderId))) return 'already'
    const [order] = await orderMoneyFacts(tx, [orderId])
    if (!order) return 'not_found'
    const returnTypes = await returnTypesOf(
      tx,
      order.lines.map((line) => line.itemId),
    )
    const due = dispersionDue({
      status: order.status,
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
      now: now.toISOString(),
      lines: order.lines.map((line) => ({
        lineId: line.id,
        returnType: returnTypes.get(line.itemId) ?? '72hrs',
      })),
      returns: await orderReturnsForDispersion(tx, orderId),
      pendingRefunds: await pendingRefundCount(tx, order.paymentAttemptId),
    })
    if (!due.due) return due.why
    const entry = dispersionEntry(orderId, await positionOf(tx, orderId))
    if (!entry) return 'nothing_held'
    await postEntry(tx, entry)
    return 'dispersed'
  })
}

/** How far back the job looks for deliveries (an order held longer is dispersed when its return closes). */
const LOOKBACK_DAYS = 60
const BATCH = 200

/**
 * Disperses every order delivered more than 72 hours before `now` (within the look-back) that was
 * not dispersed yet, each in its own transaction. Answers how many were dispersed. `now` is given,
 * so tests and the e2e route can move time past the window.
 */
export async function disperseDueOrders(ctx: ServiceContext, now: Date): Promise<number> {
  const to = new Date(now.getTime() - RETURN_WINDOW_HOURS * 3_600_000)
  const from = new Date(to.getTime() - LOOKBACK_DAYS * 86_400_000)
  let after: { deliveredAt: Date; id: string } | undefined
  let dispersed = 0
  for (;;) {
    const page = await deliveredBetween(ctx, from, to, BATCH, after)
    const done = await entriesAmong(
      ctx,
      page.map((order) => dispersionEntryId(order.id)),
    )
    for (const order of page) {
      if (done.has(dispersionEntryId(order.id))) continue
      if ((await disperseIfDue(ctx, order.id, now)) === 'dispersed') dispersed += 1
    }
    if (page.length < BATCH) return dispersed
    after = page[page.length - 1]
  }
}

export const DISPERSE_ORDERS = jobType('ledger.disperse-orders', z.object({}), {
  attempts: 1,
  backoffSeconds: 60,
})
/** Every ten minutes: a share becomes available at most ten minutes after its window closes. */
export const DISPERSE_ORDERS_CRON = '*/10 * * * *'

export const disperseOrdersJob: JobHandler<Record<string, never>> = async (ctx) => {
  await disperseDueOrders(ctx, new Date())
}
