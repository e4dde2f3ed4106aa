import { LIST_MAX_OFFSET } from '@tianguis/core/constants'
import { reviewList } from '@tianguis/core/contracts/reviews'
import { REVIEWS_PAGE_SIZE } from '@tianguis/core/reviews'
import { data, type RouterContextProvider } from 'react-router'
import { requestTranslation } from '../../i18n/messages.server'
import { createApi } from '../../lib/api.server'
import { pageParam } from '../../lib/page-param'
import { type PageRating, type PageReview, pageRating, pageReview } from './review-texts.server'
import { findReviewedItem } from './reviewed-item.server'

export type ReviewListPage =
  | { found: false }
  | {
      found: true
      item: { name: string }
      itemPath: string
      rating: PageRating
      reviews: PageReview[]
      page: number
      pages: number
    }

/**
 * `{item path}/resenas` (decision 084): every review of the item, newest first, 10 a page
 * (`?page=`), with its rating. The page of reviews is asked for beside the item.
 */
export async function loadReviewList(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { shop?: string; owner?: string; id: string },
) {
  const page = pageParam(new URL(request.url), Math.floor(LIST_MAX_OFFSET / REVIEWS_PAGE_SIZE))
  const list = createApi(request, context).get(
    `/api/v1/items/${encodeURIComponent(params.id)}/reviews`,
    reviewList,
    { offset: (page - 1) * REVIEWS_PAGE_SIZE, limit: REVIEWS_PAGE_SIZE },
  )
  list.catch(() => {})
  const found = await findReviewedItem(request, context, params)
  if (!found) return data<ReviewListPage>({ found: false }, { status: 404 })
  const answer = await list
  if (!answer.ok) throw new Error(`GET item reviews answered ${answer.status} ${answer.error.code}`)
  const { locale, t } = requestTranslation(request)
  const { rating, results } = answer.data
  return data<ReviewListPage>({
    found: true,
    item: found.item,
    itemPath: found.itemPath,
    rating: pageRating(rating, locale, t),
    reviews: results.map((review) => pageReview(review, locale, t)),
    page,
    pages: Math.max(1, Math.ceil(rating.count / REVIEWS_PAGE_SIZE)),
  })
}
