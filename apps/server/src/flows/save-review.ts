import type { MyReview, SavedReview } from '@tianguis/core/contracts/reviews'
import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import { type ItemReceipt, itemReceiptOf } from '../modules/orders/item-receipt.service.ts'
import { ownReviewOf, type ReviewSave, upsertReview } from '../modules/reviews/reviews.service.ts'

/**
 * A buyer's review (002 §3; decision 084) spans two modules: the orders say whether the viewer has
 * the item (an order of theirs holding it was delivered), the reviews keep the review and the
 * item's summary. One transaction: a refused save writes nothing.
 */

function viewerOf(ctx: ServiceContext): string {
  const { userId } = ctx.viewer
  if (!userId) throw new AppError('unauthorized')
  return userId
}

/** What a save would answer, by whether the viewer has the item. */
const REFUSALS = {
  delivered: null,
  on_its_way: 'review_before_delivery',
  never: 'review_not_allowed',
} as const satisfies Record<ItemReceipt, MyReview['refusal']>

/**
 * Saves the viewer's review of `itemId`, whole or its rating alone. Never bought (or every order
 * canceled): `review_not_allowed`; bought but not delivered yet: `review_before_delivery`; an
 * item deleted since: `item_not_found`.
 */
export async function saveReview(
  ctx: ServiceContext,
  itemId: string,
  save: ReviewSave,
): Promise<SavedReview> {
  const customerId = viewerOf(ctx)
  return inTransaction(ctx, async (tx) => {
    const receipt = await itemReceiptOf(tx, customerId, itemId)
    const refusal = REFUSALS[receipt]
    if (refusal) throw new AppError(refusal)
    return upsertReview(tx, customerId, itemId, save)
  })
}

/** Whether the viewer may review `itemId`, and their review if they wrote one (the item page asks). */
export async function myReviewOf(ctx: ServiceContext, itemId: string): Promise<MyReview> {
  const customerId = viewerOf(ctx)
  const [receipt, review] = await Promise.all([
    itemReceiptOf(ctx, customerId, itemId),
    ownReviewOf(ctx, customerId, itemId),
  ])
  const refusal = REFUSALS[receipt]
  return { may_review: refusal === null, refusal, review }
}
