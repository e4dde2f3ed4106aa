import { z } from 'zod'
import {
  REVIEW_BODY_MAX,
  REVIEW_PHOTOS_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TITLE_MAX,
  REVIEWS_PAGE_SIZE,
} from '../reviews.ts'
import { safeUrl } from '../safe-url.ts'
import { listOf, pageQuery } from './common.ts'

/**
 * Reviews (002 §3 "Review: rating, title, body, photo. Product rating save exists"; decision 084).
 * A buyer has at most one review per item, addressed by the item under `/me/reviews/{itemId}`, so
 * nobody can name another buyer's review at all.
 */

/** A whole number of stars, 1 to 5. */
export const rating = z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX)

/**
 * A review's photo: an image uploaded to this platform (POST /api/v1/me/uploads answers its
 * `url`: the large size, or the cleaned SVG), or one of this site's own `/static/` files (the
 * demo's). Never an outside address: a review shows only what was checked here (quality.md 15).
 */
export const reviewPhoto = safeUrl().regex(
  /^(?:\/static\/(?!\S*\.\.)\S+|\/uploads\/[a-f0-9]{24}(?:-large\.webp|\.svg))$/,
)

/** PUT /api/v1/me/reviews/:itemId: the whole review; what is left out is empty. */
export const reviewBody = z.strictObject({
  rating,
  title: z.string().trim().max(REVIEW_TITLE_MAX).default(''),
  body: z.string().trim().max(REVIEW_BODY_MAX).default(''),
  photos: z
    .array(reviewPhoto)
    .max(REVIEW_PHOTOS_MAX)
    .refine((list) => new Set(list).size === list.length, { message: 'duplicate' })
    .default([]),
})
export type ReviewBody = z.output<typeof reviewBody>

/** PUT /api/v1/me/reviews/:itemId/rating: the quick rating save; a first one makes a review of its own. */
export const ratingBody = z.strictObject({ rating })
export type RatingBody = z.output<typeof ratingBody>

/** An item's rating: its average with one decimal (null with no reviews) and how many reviews. */
export const ratingSummary = z.object({
  average: z.number().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX).nullable(),
  count: z.number().int().nonnegative(),
})
export type RatingSummaryAnswer = z.infer<typeof ratingSummary>

/** The buyer's own review, as they edit it. */
export const ownReview = z.object({
  item_id: z.string(),
  rating,
  title: z.string(),
  body: z.string(),
  photos: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
})
export type OwnReview = z.infer<typeof ownReview>

/**
 * GET /api/v1/me/reviews/:itemId: whether the viewer may review the item (they bought it and it
 * was delivered to them), else the code a save would be refused with, and their review, if any.
 */
export const myReview = z.object({
  may_review: z.boolean(),
  refusal: z.enum(['review_not_allowed', 'review_before_delivery']).nullable(),
  review: ownReview.nullable(),
})
export type MyReview = z.infer<typeof myReview>

/** What a save answers: the review, whether it was new, and the item's rating after it. */
export const savedReview = z.object({ created: z.boolean(), review: ownReview, rating: ratingSummary })
export type SavedReview = z.infer<typeof savedReview>

/** A review as everyone sees it: the reviewer by first name and initial (core's `reviewerName`). */
export const publicReview = z.object({
  id: z.string(),
  rating,
  title: z.string(),
  body: z.string(),
  photos: z.array(z.string()),
  author: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type PublicReview = z.infer<typeof publicReview>

/** GET /api/v1/items/:id/reviews: newest first, 10 a page, with the item's rating. */
export const reviewListQuery = pageQuery(REVIEWS_PAGE_SIZE)
export const reviewList = listOf(publicReview).extend({ rating: ratingSummary })
export type ReviewList = z.infer<typeof reviewList>

/** `/me/reviews/{itemId}`: the item the viewer's review is of. */
export const reviewItemParams = z.strictObject({ itemId: z.string().min(1).max(100) })
