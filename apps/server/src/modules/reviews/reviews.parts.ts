import { type SQL, sql } from 'drizzle-orm'
import { reviewSummaries } from './reviews.tables.ts'

/**
 * Query parts over the reviews' summary for another module's statement to carry (decision 026):
 * the item's page reads its rating in the statement that reads the item (decision 084), at no
 * statement of its own. `itemId` is the caller's own column.
 */
export function ratingOf(itemId: SQL): { reviewCount: SQL<number>; ratingSum: SQL<number> } {
  const of = (column: typeof reviewSummaries.reviewCount | typeof reviewSummaries.ratingSum) =>
    sql<number>`coalesce((select ${column} from ${reviewSummaries} where ${reviewSummaries.itemId} = ${itemId}), 0)`.mapWith(
      Number,
    )
  return { reviewCount: of(reviewSummaries.reviewCount), ratingSum: of(reviewSummaries.ratingSum) }
}
