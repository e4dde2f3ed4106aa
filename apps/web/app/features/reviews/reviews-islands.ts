import { island } from '../../lib/island'

/**
 * The item page's reviews as islands (decision 051): the server draws them in full, and their code
 * comes only with the page's first press, so a visitor's first load carries none of it (decision
 * 084). Their links and forms are plain ones: they work before the code comes, and without it.
 */
export const ItemReviewsIsland = island(() => import('./item-reviews').then((m) => m.ItemReviews))

/** The rating under the item's name. */
export const RatingSummaryIsland = island(() => import('./rating-summary').then((m) => m.RatingSummary))
