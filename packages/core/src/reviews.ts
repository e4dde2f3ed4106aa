/**
 * Reviews (002 §1 "write and edit reviews with photos", §3 "Review: rating, title, body, photo.
 * Product rating save exists", §9 messages; decision 084): the limits and the pure rules of a
 * rating and an item's average. The spec shows no limits; these are ours.
 */

/** A rating is a whole number of stars, 1 to 5. */
export const REVIEW_RATING_MIN = 1
export const REVIEW_RATING_MAX = 5
export const REVIEW_TITLE_MAX = 100
export const REVIEW_BODY_MAX = 2_000
/** Photos a review keeps, each an upload of the platform's (POST /api/v1/me/uploads). */
export const REVIEW_PHOTOS_MAX = 4
/** Reviews per page of an item's review list. */
export const REVIEWS_PAGE_SIZE = 10
/** The newest reviews an item's page shows, with a link to the rest. */
export const ITEM_PAGE_REVIEWS = 3

export function isRating(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= REVIEW_RATING_MIN &&
    value <= REVIEW_RATING_MAX
  )
}

/** What an item's summary keeps: how many reviews and the sum of their ratings (whole numbers, exact). */
export interface RatingSummary {
  count: number
  sum: number
}

export const EMPTY_SUMMARY: RatingSummary = Object.freeze({ count: 0, sum: 0 })

/**
 * The summary after one buyer's save: a first review adds itself; an edit replaces its previous
 * rating (`previous`), the count staying. Refuses what cannot be (a rating outside 1–5, an edit
 * of a review the summary does not count), so a bug never writes a wrong average.
 */
export function summaryAfterSave(
  summary: RatingSummary,
  previous: number | null,
  rating: number,
): RatingSummary {
  if (!isRating(rating)) throw new RangeError(`a rating is a whole number from 1 to 5, not ${rating}`)
  if (previous === null) return { count: summary.count + 1, sum: summary.sum + rating }
  if (!isRating(previous) || summary.count < 1) {
    throw new RangeError('an edited review must be one the summary counts')
  }
  return { count: summary.count, sum: summary.sum - previous + rating }
}

/**
 * The average rating with one decimal, halves rounded up (4.25 → 4.3), or null with no reviews.
 * Worked on whole numbers (sum × 10 / count), so no binary fraction rounds it the wrong way.
 */
export function averageRating({ count, sum }: RatingSummary): number | null {
  if (count <= 0) return null
  const tenths = Math.floor((sum * 20 + count) / (2 * count))
  return tenths / 10
}

/** How an average is drawn in five stars: full ones, a half one or not, empty ones (to the nearest half). */
export function starsOf(average: number | null): { full: number; half: boolean; empty: number } {
  if (average === null) return { full: 0, half: false, empty: REVIEW_RATING_MAX }
  const halves = Math.min(REVIEW_RATING_MAX * 2, Math.max(0, Math.round(average * 2)))
  const full = Math.floor(halves / 2)
  const half = halves % 2 === 1
  return { full, half, empty: REVIEW_RATING_MAX - full - (half ? 1 : 0) }
}

/**
 * How a reviewer is named under their review: the first name and the initial of the last word
 * ("Carla Cliente" → "Carla C."), so a buyer's full name is not published; a one-word name as it is.
 */
export function reviewerName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return ''
  const first = words[0]!
  if (words.length === 1) return first
  const initial = Array.from(words.at(-1)!)[0]!.toLocaleUpperCase()
  return `${first} ${initial}.`
}
