import type { ReturnDetail } from '@tianguis/core/contracts/returns'
import { closingOffered } from '@tianguis/core/returns/states'
import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { returnableOrder } from '../modules/orders/order-facts.service.ts'
import {
  addReturnNote,
  markReturnClosed,
  refundsOfReturn,
  returnOf,
} from '../modules/returns/returns.service.ts'
import { disperseIfDue } from './disperse-orders.ts'
import { returnDetailOf } from './start-return.ts'

/**
 * The seller closes a return (002 §4 "Returns: Open or Closed", §8 'return request closed';
 * decision 091): offered — and allowed — once none of its refunds is pending (core's
 * `closingOffered`), with or without a refund. Under the order's lock, as refunds are, so a refund
 * being claimed and a close never cross.
 *
 * In the same transaction the order's held shares are dispersed if that is now due
 * (`disperseIfDue`, decision 090): closing the return may be what lets them go (core's rule:
 * delivered, no open return, no pending refund, and the window passed or every line closed or
 * not returnable).
 */
export async function closeReturn(
  ctx: ServiceContext,
  shopId: string,
  returnId: string,
): Promise<ReturnDetail> {
  const found = await returnOf(ctx, returnId, { shopId })
  const row = await inTransaction(ctx, async (tx) => {
    await returnableOrder(tx, found.orderId, undefined, { forUpdate: true })
    const ret = await returnOf(tx, returnId, { shopId }, { forUpdate: true })
    if (ret.status === 'closed') throw new AppError('return_closed')
    if (!closingOffered(ret.status, await refundsOfReturn(tx, ret.id)))
      throw new AppError('return_refunds_pending')
    await markReturnClosed(tx, ret.id, ctx.viewer.userId)
    await disperseIfDue(tx, ret.orderId, new Date())
    await addReturnNote(tx, ret.id, {
      authorId: ctx.viewer.userId,
      authorRole: 'seller',
      visibility: 'client',
      event: 'closed',
    })
    return returnOf(tx, returnId, { shopId })
  })
  return returnDetailOf(ctx, row, 'shop')
}
