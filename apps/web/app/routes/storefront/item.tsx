import { NotFound } from '../../features/errors/not-found'
import { ItemDetail } from '../../features/items/item-detail'
import { loadShopItem } from '../../features/items/item-detail.server'
import { itemPageMessages } from '../../features/items/item-messages'
import { itemMeta } from '../../features/items/item-meta'
import { usePageHeading, useShop } from '../../features/shop/use-shop'
import { requestText, withMessages } from '../../i18n/messages.server'
import { shopHome } from '../../lib/shop-base'
import type { Route } from './+types/item'

/**
 * `{shop}/productos|servicios|experiencias/{owner}/{id}`: one item in the shop (001 §2 detail
 * path). The same module serves the three prefixes (routes.ts), so the prefix is read from the path.
 */
export const loader = withMessages(itemPageMessages, ({ request, context, params }: Route.LoaderArgs) => {
  const segments = new URL(request.url).pathname.replace(/\/+$/, '').split('/')
  const prefix = decodeURIComponent(segments.at(-3) ?? '')
  return loadShopItem(request, context, { shop: params.shop, prefix, owner: params.owner, id: params.id })
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

export default function ItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const { base } = useShop()
  const heading = usePageHeading()
  if (!loaderData.found) return <NotFound homeHref={shopHome(base)} titleAs={heading} />
  return <ItemDetail data={loaderData} cartMessage={actionData?.cart ?? null} />
}
