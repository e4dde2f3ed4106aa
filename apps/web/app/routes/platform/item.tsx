import { NotFound } from '../../features/errors/not-found'
import { ItemDetail } from '../../features/items/item-detail'
import { loadPlatformItem } from '../../features/items/item-detail.server'
import { itemPageMessages } from '../../features/items/item-messages'
import { itemMeta } from '../../features/items/item-meta'
import { usePageHeading } from '../../features/shop/use-shop'
import { requestText, withMessages } from '../../i18n/messages.server'
import type { Route } from './+types/item'

/**
 * The platform's item pages, targets of the card links of 001 §2: `/products/{id}`,
 * `/services/{id}`, `/negocios/{slug or owner}/…/{id}`, `/profiles/{owner}/…/{id}`. One module for
 * the six paths (routes.ts); which one matched is read from the path.
 */
export const loader = withMessages(itemPageMessages, ({ request, context, params }: Route.LoaderArgs) => {
  const segments = new URL(request.url).pathname.replace(/\/+$/, '').split('/')
  const kind = segments.at(-2) === 'services' ? 'services' : 'products'
  const via = segments[1] === 'negocios' || segments[1] === 'profiles' ? segments[1] : undefined
  return loadPlatformItem(request, context, {
    shop: params.shop,
    kind,
    via,
    owner: params.owner,
    id: params.id,
  })
})

/**
 * Adding to the cart comes with the cart (its own issue); until then the page says so, in the
 * visitor's words (the page's messages need not carry a text shown only after a post).
 */
export function action({ request }: Route.ActionArgs) {
  return { cart: requestText(request, 'item.cartSoon') }
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return itemMeta(matches, loaderData) as Route.MetaDescriptors
}

export default function PlatformItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const heading = usePageHeading()
  if (!loaderData.found) return <NotFound homeHref="/" titleAs={heading} />
  return <ItemDetail data={loaderData} cartMessage={actionData?.cart ?? null} />
}
