import type { OwnReview, PublicReview, ReviewList } from '@tianguis/core/contracts/reviews'
import { averageRating, type RatingSummary, reviewerName, summaryAfterSave } from '@tianguis/core/reviews'
import { and, desc, eq, sql } from 'drizzle-orm'
import { AppError } from '../../kernel/app-error.ts'
import { cacheTag, dependsOn } from '../../kernel/cache-tags.ts'
import type { ServiceContext } from '../../kernel/context.ts'
import { changed } from '../../kernel/transaction.ts'
import { newId } from '../../platform/ids.ts'
import { userNameOf } from '../identity/identity.parts.ts'
import { reviewSummaries, reviews } from './reviews.tables.ts'

/**
 * Reviews (decision 084): one per buyer and item, saved whole or by its rating alone, and each
 * item's summary (count and sum of ratings) kept in the same transaction. Whether the buyer may
 * review is the orders module's answer, asked by the flow (flows/save-review.ts) before a save.
 */

/** A save: the whole review, or only its rating (002 §3 "Product rating save exists"). */
export type ReviewSave =
  | { kind: 'review'; rating: number; title: string; body: string; photos: string[] }
  | { kind: 'rating'; rating: number }

type ReviewRow = typeof reviews.$inferSelect

const presentOwn = (row: ReviewRow): OwnReview => ({
  item_id: row.itemId,
  rating: row.rating,
  title: row.title,
  body: row.body,
  photos: row.photos,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

const presentSummary = (summary: RatingSummary) => ({
  average: averageRating(summary),
  count: summary.count,
})

/** A foreign key refused the row: the item is gone (its orders keep its id after it is deleted). */
function isMissingItem(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; cause?: unknown }
    if (e.code === '23503') return true
    current = e.cause
  }
  return false
}

/**
 * Creates or updates `customerId`'s review of `itemId` and the item's summary, in four statements,
 * inside the caller's transaction (the flow's). The item's summary row is locked first (made if
 * missing), so saves of one item take turns: the prior rating is read after the turn comes, and two
 * saves of the same buyer at once make one review (the second an update of the first).
 */
export async function upsertReview(
  ctx: ServiceContext,
  customerId: string,
  itemId: string,
  save: ReviewSave,
): Promise<{ created: boolean; review: OwnReview; rating: { average: number | null; count: number } }> {
  let locked: { count: number; sum: number } | undefined
  try {
    ;[locked] = await ctx.db
      .insert(reviewSummaries)
      .values({ itemId })
      .onConflictDoUpdate({ target: reviewSummaries.itemId, set: { updatedAt: sql`now()` } })
      .returning({ count: reviewSummaries.reviewCount, sum: reviewSummaries.ratingSum })
  } catch (error) {
    if (isMissingItem(error)) throw new AppError('item_not_found', { cause: error })
    throw error
  }
  const [prior] = await ctx.db
    .select({ rating: reviews.rating })
    .from(reviews)
    .where(and(eq(reviews.customerId, customerId), eq(reviews.itemId, itemId)))
  const fields =
    save.kind === 'review'
      ? { rating: save.rating, title: save.title, body: save.body, photos: save.photos }
      : { rating: save.rating }
  const [row] = await ctx.db
    .insert(reviews)
    .values({ id: newId('rev'), customerId, itemId, ...fields })
    .onConflictDoUpdate({
      target: [reviews.customerId, reviews.itemId],
      set: { ...fields, updatedAt: sql`now()` },
    })
    .returning()
  const summary = summaryAfterSave(locked!, prior?.rating ?? null, save.rating)
  await ctx.db
    .update(reviewSummaries)
    .set({ reviewCount: summary.count, ratingSum: summary.sum })
    .where(eq(reviewSummaries.itemId, itemId))
  changed(ctx, cacheTag.reviewsOf(itemId))
  return { created: !prior, review: presentOwn(row!), rating: presentSummary(summary) }
}

/** The buyer's own review of an item, or null. */
export async function ownReviewOf(
  ctx: ServiceContext,
  customerId: string,
  itemId: string,
): Promise<OwnReview | null> {
  const [row] = await ctx.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.customerId, customerId), eq(reviews.itemId, itemId)))
  return row ? presentOwn(row) : null
}

/**
 * An item's reviews, newest first, with its rating, in one statement: the summary row with the
 * page joined laterally and each reviewer's name from identity (a query part). An item nobody
 * reviewed (or none at all) has no summary: an empty list rated by nobody.
 */
export async function listItemReviews(
  ctx: ServiceContext,
  itemId: string,
  page: { offset: number; limit: number },
): Promise<ReviewList> {
  const pageOf = ctx.db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      photos: reviews.photos,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      author: sql<string | null>`${userNameOf(sql`${reviews.customerId}`)}`.as('author'),
    })
    .from(reviews)
    .where(eq(reviews.itemId, itemId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .offset(page.offset)
    .limit(page.limit)
    .as('page')
  const rows = await ctx.db
    .select({
      count: reviewSummaries.reviewCount,
      sum: reviewSummaries.ratingSum,
      id: pageOf.id,
      rating: pageOf.rating,
      title: pageOf.title,
      body: pageOf.body,
      photos: pageOf.photos,
      createdAt: pageOf.createdAt,
      updatedAt: pageOf.updatedAt,
      author: pageOf.author,
    })
    .from(reviewSummaries)
    .leftJoinLateral(pageOf, sql`true`)
    .where(eq(reviewSummaries.itemId, itemId))
  dependsOn(ctx, cacheTag.reviewsOf(itemId))
  const summary = rows[0] ? { count: rows[0].count, sum: rows[0].sum } : { count: 0, sum: 0 }
  const results: PublicReview[] = rows.flatMap((row) =>
    row.id === null
      ? []
      : [
          {
            id: row.id,
            rating: row.rating!,
            title: row.title!,
            body: row.body!,
            photos: row.photos!,
            author: reviewerName(row.author ?? ''),
            created_at: row.createdAt!.toISOString(),
            updated_at: row.updatedAt!.toISOString(),
          },
        ],
  )
  return { results, matches_estimated: summary.count, rating: presentSummary(summary) }
}
