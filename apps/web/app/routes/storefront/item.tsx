import { addFromItemPage } from '../../features/cart/cart.server'
import { NotFound } from '../../features/errors/not-found'
import {
  itemCatalogueMessages,
  withCatalogueAdmin,
} from '../../features/item-catalogues/item-catalogues.server'
import { AddToCartForm } from '../../features/items/add-to-cart-form'
import { ItemDetail } from '../../features/items/item-detail'
import { loadShopItem } from '../../features/items/item-detail.server'
import { itemPageMessages } from '../../features/items/item-messages'
import { itemMeta } from '../../features/items/item-meta'
import { ItemResale } from '../../features/resale/item-resale'
import {
  itemReviewsMessages,
  requestItemReviews,
  withItemReviews,
} from '../../features/reviews/item-reviews.server'
import { ReviewFlash } from '../../features/reviews/review-flash'
import { ItemReviewsIsland, RatingSummaryIsland } from '../../features/reviews/reviews-islands'
import { addressingFor } from '../../features/shop/shop.server'
import { usePageHeading, useShop } from '../../features/shop/use-shop'
import { withMessages } from '../../i18n/messages.server'
import { lazyPart } from '../../lib/island'
import { shopHome } from '../../lib/shop-base'
import type { Route } from './+types/item'

// 'Agregar a un catálogo' is the shop's admins' alone (decision 074): its code comes only to their pages.
const ItemCatalogues = lazyPart(() =>
  import('../../features/item-catalogues/item-catalogues').then((m) => m.ItemCatalogues),
)

/**
 * `{shop}/productos|servicios|experiencias/{owner}/{id}`: one item in the shop (001 §2 detail
 * path). The same module serves the three prefixes (routes.ts), so the prefix is read from the path.
 */
export const loader = withMessages(
  (data) => [...itemPageMessages(data), ...itemCatalogueMessages(data), ...itemReviewsMessages(data)],
  async ({ request, context, params }: Route.LoaderArgs) => {
    const segments = new URL(request.url).pathname.replace(/\/+$/, '').split('/')
    const prefix = decodeURIComponent(segments.at(-3) ?? '')
    // The item's reviews are asked for beside the item, not after it (decision 084).
    const reviews = requestItemReviews(request, context, params.id)
    const page = await loadShopItem(request, context, {
      shop: params.shop,
      prefix,
      owner: params.owner,
      id: params.id,
    })
    const { base } = addressingFor(params.shop, context)
    const reviewed = await withItemReviews(request, page, reviews, (found) => `${base}${found.path}`)
    // Whether the shop's admin's 'Agregar a un catálogo' shows (decision 074).
    return withCatalogueAdmin(request, context, params.shop, reviewed)
  },
)

/**
 * Add to cart without JavaScript (002 §4; decision 044): a signed-in customer's line goes to the
 * API and the cart page shows; an anonymous visitor (whose cart lives in the browser) is sent to
 * sign in and back to the item. A refusal (out of stock, over the maximum) shows its message.
 */
export function action({ request, context, params }: Route.ActionArgs) {
  return addFromItemPage(request, context, params.shop)
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return itemMeta(matches, loaderData) as Route.MetaDescriptors
}

export default function ItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const { base } = useShop()
  const heading = usePageHeading()
  if (!loaderData.found) return <NotFound homeHref={shopHome(base)} titleAs={heading} />
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
          <AddToCartForm item={loaderData.item} cartMessage={actionData?.cart ?? null} />
          <ItemResale item={loaderData.item} />
          {loaderData.catalogueAdmin ? <ItemCatalogues item={loaderData.item} /> : null}
        </>
      }
    />
  )
}
