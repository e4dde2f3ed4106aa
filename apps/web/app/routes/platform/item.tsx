import { NotFound } from '../../features/errors/not-found'
import { ItemDetail } from '../../features/items/item-detail'
import { loadPlatformItem } from '../../features/items/item-detail.server'
import { itemPageMessages } from '../../features/items/item-messages'
import { itemMeta } from '../../features/items/item-meta'
import { ItemShops } from '../../features/items/item-shops'
import { ItemResale } from '../../features/resale/item-resale'
import {
  itemReviewsMessages,
  requestItemReviews,
  withItemReviews,
} from '../../features/reviews/item-reviews.server'
import { ReviewFlash } from '../../features/reviews/review-flash'
import { ItemReviewsIsland, RatingSummaryIsland } from '../../features/reviews/reviews-islands'
import { usePageHeading } from '../../features/shop/use-shop'
import { withMessages } from '../../i18n/messages.server'
import type { Route } from './+types/item'

/**
 * The platform's item pages, targets of the card links of 001 §2: `/products/{id}`,
 * `/services/{id}`, `/negocios/{slug or owner}/…/{id}`, `/profiles/{owner}/…/{id}`. One module for
 * the six paths (routes.ts); which one matched is read from the path. A cart belongs to a shop, so
 * the page lists the shops that sell the item, each linking to the item's page there (decision 052).
 */
export const loader = withMessages(
  (data) => [...itemPageMessages(data), ...itemReviewsMessages(data)],
  async ({ request, context, params }: Route.LoaderArgs) => {
    const segments = new URL(request.url).pathname.replace(/\/+$/, '').split('/')
    const kind = segments.at(-2) === 'services' ? 'services' : 'products'
    const via = segments[1] === 'negocios' || segments[1] === 'profiles' ? segments[1] : undefined
    // The item's reviews are asked for beside the item, not after it (decision 084).
    const reviews = requestItemReviews(request, context, params.id)
    const page = await loadPlatformItem(request, context, {
      shop: params.shop,
      kind,
      via,
      owner: params.owner,
      id: params.id,
    })
    // Its review pages hang from its plain platform address, whichever address showed it.
    return withItemReviews(request, page, reviews, () => `/${kind}/${encodeURIComponent(params.id)}`)
  },
)

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return itemMeta(matches, loaderData) as Route.MetaDescriptors
}

export default function PlatformItemPage({ loaderData }: Route.ComponentProps) {
  const heading = usePageHeading()
  if (!loaderData.found) return <NotFound homeHref="/" titleAs={heading} />
  return (
    <ItemDetail
      data={loaderData}
      rating={
        loaderData.rating?.label ? <RatingSummaryIsland rating={loaderData.rating} href="#resenas" /> : null
      }
      reviews={
        <>
          {loaderData.reviews ? <ItemReviewsIsland reviews={loaderData.reviews} /> : null}
          <ReviewFlash flash={loaderData.reviewFlash} />
        </>
      }
      purchase={
        <>
          <ItemResale item={loaderData.item} />
          {loaderData.shops ? <ItemShops data={loaderData.shops} /> : null}
        </>
      }
    />
  )
}
