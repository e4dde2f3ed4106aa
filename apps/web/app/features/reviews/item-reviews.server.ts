import { myReview, type RatingSummaryAnswer, reviewList } from '@tianguis/core/contracts/reviews'
import { ITEM_PAGE_REVIEWS } from '@tianguis/core/reviews'
import { data, type RouterContextProvider } from 'react-router'
import type { Translate } from '../../i18n/format'
import { requestTranslation } from '../../i18n/messages.server'
import type { MessagePrefix } from '../../i18n/prefixes'
import { createApi } from '../../lib/api.server'
import type { ReviewFlashData } from './review-flash'
import { REVIEW_OUTCOME_PARAM, reviewFormPath, reviewListPath, reviewOutcomeOf } from './review-paths'
import { type PageRating, type PageReview, pageRating, pageReview } from './review-texts.server'

/**
 * An item page's reviews (decision 084): its rating, its newest reviews with a link to the rest,
 * and, for a viewer who received the item, the way to write or edit theirs and the quick rating.
 */
export interface ItemReviewsBox {
  rating: PageRating
  reviews: PageReview[]
  /** Every review's page, when there are more than the page shows. */
  more: { href: string; label: string } | null
  /** For the viewer who may review: their review's page, and the quick rating's form and choice. */
  mine: { href: string; label: string; action: string; rating: number | null } | null
}

/** Whether the request carries a session at all: visitors without one are never asked about theirs. */
const hasSession = (request: Request) => (request.headers.get('cookie') ?? '').includes('session_token')

/**
 * Asks for the item's newest reviews (and, with a session, whether the viewer may review it) at
 * once, beside the item's own read, and gives a function that makes the page's box once the
 * item is found. Secondary data (conventions 5): a failure leaves the reviews out, never the page.
 */
export function requestItemReviews(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const api = createApi(request, context)
  const itemId = encodeURIComponent(id)
  const list = api.get(`/api/v1/items/${itemId}/reviews`, reviewList, { limit: ITEM_PAGE_REVIEWS })
  const mine = hasSession(request) ? api.get(`/api/v1/me/reviews/${itemId}`, myReview) : null
  // Awaited only when the item was found: a failure must not go unhandled meanwhile.
  list.catch(() => {})
  mine?.catch(() => {})
  return async (itemPath: string): Promise<ItemReviewsBox | null> => {
    const [listed, own] = await Promise.all([list, mine]).catch(() => [null, null] as const)
    if (!listed?.ok) return null
    const { locale, t } = requestTranslation(request)
    const { rating, results } = listed.data
    const may = own?.ok && own.data.may_review ? own.data : null
    return {
      rating: pageRating(rating, locale, t),
      reviews: results.map((review) => pageReview(review, locale, t)),
      more:
        rating.count > results.length
          ? { href: reviewListPath(itemPath), label: t('reviews.more', { count: rating.count }) }
          : null,
      mine: may
        ? {
            href: reviewFormPath(itemPath),
            label: t(may.review ? 'reviews.edit' : 'reviews.write'),
            action: reviewFormPath(itemPath),
            rating: may.review?.rating ?? null,
          }
        : null,
    }
  }
}

/**
 * The item page's data with its rating worded (from the item's own read: no statement of its own)
 * and its reviews box (null when they could not be read); both null when there is no item.
 */
export async function withItemReviews<
  T extends { found: false } | { found: true; item: { rating: RatingSummaryAnswer } },
>(
  request: Request,
  page: { data: T; init: ResponseInit | null },
  box: (itemPath: string) => Promise<ItemReviewsBox | null>,
  itemPath: (data: Extract<T, { found: true }>) => string,
) {
  let rating: PageRating | null = null
  let reviews: ItemReviewsBox | null = null
  let reviewFlash: ReviewFlashData | null = null
  if (page.data.found) {
    const found = page.data as Extract<T, { found: true }>
    const { locale, t } = requestTranslation(request)
    rating = pageRating(found.item.rating, locale, t)
    reviews = await box(itemPath(found))
    reviewFlash = flashOf(request, t)
  }
  return data({ ...page.data, rating, reviews, reviewFlash }, page.init ?? undefined)
}

/** The toast of a review form that came back to the item (`?resena=`), worded here. */
function flashOf(request: Request, t: Translate): ReviewFlashData | null {
  const url = new URL(request.url)
  const outcome = reviewOutcomeOf(url.searchParams.get(REVIEW_OUTCOME_PARAM))
  if (!outcome) return null
  const closeHref = `${url.pathname}#resenas`
  if (outcome === 'saved') {
    return { kind: 'success', title: t('reviews.savedTitle'), message: t('reviews.saved'), closeHref }
  }
  if (outcome === 'rated') {
    return { kind: 'success', title: t('reviews.ratedTitle'), message: t('reviews.rated'), closeHref }
  }
  return { kind: 'error', title: t('reviews.rateErrorTitle'), message: t('reviews.rateError'), closeHref }
}

/** The section's messages: the labels it draws (the texts that follow rules come worked out), and the toast's close. */
export function itemReviewsMessages(page: {
  reviews?: ItemReviewsBox | null
  reviewFlash?: ReviewFlashData | null
}): MessagePrefix[] {
  const section: MessagePrefix[] = page.reviews
    ? ['reviews.title', 'reviews.none', 'reviews.edited', 'reviews.rate']
    : []
  // The toast's close link's words (flash-toast.tsx); the toast's own come worked out.
  return page.reviewFlash ? [...section, 'toast.close'] : section
}
