import { lazy } from 'react'
import {
  type CartActionData,
  cartAction,
  cartPageMessages,
  loadCartPage,
} from '../../features/cart/cart.server'
import { NotFound } from '../../features/errors/not-found'
import { taskPageMeta } from '../../features/seo/canonical'
import { usePageHeading, useShop } from '../../features/shop/use-shop'
import { withMessages } from '../../i18n/messages.server'
import { useT } from '../../i18n/use-t'
import { island } from '../../lib/island'
import { metaT } from '../../lib/meta'
import { shopHome } from '../../lib/shop-base'
import type { Route } from './+types/carrito'

// A customer's cart is rendered by the server, its forms post to this page's action: its code
// loads once the customer uses the page (an island, decision 051). A visitor's cart is in local
// storage, so the browser draws it: its code loads with the page, for visitors only.
const CustomerCart = island(() => import('../../features/cart/customer-cart').then((m) => m.CustomerCart))
const SharedCart = island(() => import('../../features/cart/shared-cart').then((m) => m.SharedCart))
const LocalCart = lazy(() =>
  import('../../features/cart/local-cart-view').then((m) => ({ default: m.LocalCart })),
)

/**
 * `{base}/carrito`: the cart as a page (002 §2; decision 044), the drawer's content. Rendered on
 * the server for a signed-in customer; for an anonymous visitor the page is the same for
 * everyone and the browser fills it from local storage. Its forms post to the action, so a
 * customer can change quantities and delete lines without JavaScript.
 */
export const loader = withMessages(cartPageMessages, ({ request, context, params }: Route.LoaderArgs) =>
  loadCartPage(request, context, params.shop),
)

export function action({ request, context, params }: Route.ActionArgs) {
  return cartAction(request, context, params.shop)
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return taskPageMeta(matches, metaT(matches)('cart.title')) as Route.MetaDescriptors
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { base, shop, profile } = useShop()
  const Heading = usePageHeading()
  const t = useT()
  if (!loaderData.found || !shop) return <NotFound homeHref={shopHome(base)} titleAs={Heading} />
  const result = actionData as CartActionData | undefined
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <Heading className="font-bold text-3xl text-gray-900">{t('cart.title')}</Heading>
      {result && 'error' in result ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-2 text-red-900">
          {result.error}
        </p>
      ) : null}
      {result && 'shared' in result ? (
        <p role="status" className="break-all rounded-md border border-gray-300 px-4 py-2">
          {t('cart.sharedLink')} <a href={result.shared}>{result.shared}</a>
        </p>
      ) : null}
      {loaderData.shared ? (
        <SharedCart token={loaderData.shared} signedIn={loaderData.viewer === 'customer'} base={base} />
      ) : null}
      {loaderData.viewer === 'customer' ? (
        <CustomerCart
          slug={shop.slug}
          base={base}
          initial={loaderData.cart}
          viewer={profile.guest ? 'guest' : 'customer'}
        />
      ) : (
        <LocalCart slug={shop.slug} base={base} />
      )}
    </div>
  )
}
