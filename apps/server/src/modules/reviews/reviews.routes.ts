import { itemIdParams } from '@tianguis/core/contracts/items'
import {
  myReview,
  ratingBody,
  reviewBody,
  reviewItemParams,
  reviewList,
  reviewListQuery,
  savedReview,
} from '@tianguis/core/contracts/reviews'
import type { FastifyInstance } from 'fastify'
import { myReviewOf, saveReview } from '../../flows/save-review.ts'
import { route } from '../../http/route.ts'
import { listItemReviews } from './reviews.service.ts'

const TAGS = ['reviews']
/** Visitors share an item's review list for a few seconds; a save drops it at once (decision 025). */
const VISITOR_LIST_TTL_MS = 3_000

/**
 * Reviews (002 §3, §9; decision 084): the buyer's own under `/me/reviews/{itemId}` (one per item,
 * so nobody can name another buyer's), and every item's list for everyone.
 */
export function reviewsRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/v1/items/:id/reviews',
    summary: 'An item’s reviews, newest first (10 per page), with its average rating and count',
    tags: TAGS,
    access: { kind: 'public' },
    params: itemIdParams,
    query: reviewListQuery,
    responses: { 200: reviewList },
    cache: { ttlMs: VISITOR_LIST_TTL_MS },
    handler: ({ ctx, params, query }) => listItemReviews(ctx, params.id, query),
  })

  route(app, {
    method: 'GET',
    url: '/api/v1/me/reviews/:itemId',
    summary:
      'Whether the viewer may review the item (an order of theirs with it was delivered), and their review',
    tags: TAGS,
    access: { kind: 'user' },
    params: reviewItemParams,
    responses: { 200: myReview },
    handler: ({ ctx, params }) => myReviewOf(ctx, params.itemId),
  })

  route(app, {
    method: 'PUT',
    url: '/api/v1/me/reviews/:itemId',
    summary:
      'Create or update the viewer’s review of an item they received: rating 1–5, title ≤ 100, body ≤ 2,000, up to 4 uploaded photos',
    tags: TAGS,
    access: { kind: 'user' },
    params: reviewItemParams,
    body: reviewBody,
    responses: { 200: savedReview },
    handler: ({ ctx, params, body }) => saveReview(ctx, params.itemId, { kind: 'review', ...body }),
  })

  route(app, {
    method: 'PUT',
    url: '/api/v1/me/reviews/:itemId/rating',
    summary:
      'Save only the rating of the viewer’s review of an item they received (a first one makes the review)',
    tags: TAGS,
    access: { kind: 'user' },
    params: reviewItemParams,
    body: ratingBody,
    responses: { 200: savedReview },
    handler: ({ ctx, params, body }) =>
      saveReview(ctx, params.itemId, { kind: 'rating', rating: body.rating }),
  })
}
