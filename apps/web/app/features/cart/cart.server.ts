import { isValidQuantity } from '@tianguis/core/cart/quantity'
import { type CartView, cartShare, cartView } from '@tianguis/core/contracts/cart'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { requestText } from '../../i18n/messages.server'
import type { MessagePrefix } from '../../i18n/prefixes'
import { type ApiResult, createApi } from '../../lib/api.server'
import { addressingFor } from '../shop/shop.server'
import { variantsOf } from './variant-fields'

/**
 * The cart page's server side (`{base}/carrito`, 002 §2; decision 044). A signed-in customer's
 * cart is rendered on the server from `GET /api/v1/shops/:slug/cart`; an anonymous visitor's page
 * is the same for everyone (the cart is in their browser's storage), so it can be kept by the
 * visitors' page cache (decision 024). Its forms post to `cartAction`, so the cart can be changed
 * without JavaScript.
 */
export type CartPageData =
  | { found: false }
  | {
      found: true
      viewer: 'customer'
      cart: CartView
      /** A shared cart's token from `?compartido=` (002 §2 "copy cart link"). */
      shared: string | null
    }
  | { found: true; viewer: 'anonymous'; cart: null; shared: string | null }

/**
 * The texts the cart page can show (decision 051: only these travel with it): the cart's content
 * and warnings for everyone, the note without JavaScript and the loading line for a visitor,
 * share and copy for a customer, the shared cart's box when there is one. The drawer's own (open,
 * close, retry) come with the drawer's code, the item page's (add errors) with the item page.
 */
export function cartPageMessages(page: CartPageData): MessagePrefix[] {
  if (!page.found) return []
  return [
    'cart.title',
    'cart.empty',
    'cart.keepBuying',
    'cart.soldBy',
    'cart.dssupplier',
    'cart.unitPrice',
    'cart.quantity',
    'cart.decrease',
    'cart.increase',
    'cart.update',
    'cart.remove',
    'cart.removeItem',
    'cart.subtotal',
    'cart.pay',
    'cart.paying',
    'cart.purchaseUnavailable',
    'cart.purchase_order_warning',
    'cart.quantity_exceeded',
    'cart.purchase_amount_exceeded',
    'cart.not_enough_stock_to_increment',
    'cart.insufficient_stock',
    'cart.unavailable_for_sale',
    'cart.out_of_stock',
    'cart.updateError',
    ...(page.viewer === 'customer'
      ? ([
          'cart.share',
          'cart.copyLink',
          'cart.linkCopied',
          'cart.shareError',
          'cart.sharedLink',
          'cart.myPurchases',
        ] as const)
      : (['cart.loading', 'cart.loadError', 'cart.noScript', 'cart.login'] as const)),
    ...(page.shared
      ? (['cart.sharedTitle', 'cart.copyShared', 'cart.sharedSignIn', 'cart.login'] as const)
      : []),
  ]
}

const cartPath = (slug: string) => `/api/v1/shops/${encodeURIComponent(slug)}/cart`

export async function loadCartPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  paramShop: string | undefined,
) {
  const { slug } = addressingFor(paramShop, context)
  // The platform has no cart of its own: carts belong to a shop.
  if (slug === null) return data<CartPageData>({ found: false }, { status: 404 })
  const shared = sharedToken(new URL(request.url).searchParams.get('compartido'))
  const answer = await createApi(request, context).get(cartPath(slug), cartView)
  if (answer.ok) return data<CartPageData>({ found: true, viewer: 'customer', cart: answer.data, shared })
  if (answer.status === 401)
    return data<CartPageData>({ found: true, viewer: 'anonymous', cart: null, shared })
  if (answer.status === 404) return data<CartPageData>({ found: false }, { status: 404 })
  throw new Error(`GET cart of ${slug} answered ${answer.status} ${answer.error.code}`)
}

function sharedToken(value: string | null): string | null {
  return value && /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : null
}

export type CartActionData = { error: string } | { shared: string }

/**
 * The cart page's forms without JavaScript: `quantity` (the line, its quantity now, and `step`
 * -1, +1 or 0 for the typed `quantity`), `remove`, `share` and `copy` (a shared cart's token). A
 * change goes back to the page (post, redirect, get); a refusal answers the API's message. An
 * anonymous visitor (whose cart only JavaScript can read) is sent to sign in.
 */
export async function cartAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  paramShop: string | undefined,
) {
  const { slug, base } = addressingFor(paramShop, context)
  if (slug === null) throw data(null, { status: 404 })
  const form = await request.formData()
  const api = createApi(request, context)
  const back = redirect(`${base}/carrito`, 303)
  const text = (name: string) => String(form.get(name) ?? '')
  const line = encodeURIComponent(text('line'))
  let answer: ApiResult<unknown>
  switch (text('intent')) {
    case 'quantity': {
      const step = Number(text('step'))
      const quantity = step === 1 || step === -1 ? Number(text('current')) + step : Number(text('quantity'))
      // Empty, 0 and anything but a whole count change nothing (002 §5).
      if (!/^\d+$/.test(String(quantity)) || !isValidQuantity(quantity)) return back
      answer = await api.send('PATCH', `${cartPath(slug)}/lines/${line}`, { quantity }, cartView)
      break
    }
    case 'remove':
      answer = await api.send('DELETE', `${cartPath(slug)}/lines/${line}`, undefined, cartView)
      break
    case 'share': {
      const shared = await api.send('POST', `${cartPath(slug)}/share`, undefined, cartShare)
      if (shared.ok) return { shared: new URL(shared.data.url, request.url).href } satisfies CartActionData
      answer = shared
      break
    }
    case 'copy': {
      const token = sharedToken(text('token'))
      if (!token) return back
      answer = await api.send(
        'POST',
        `${cartPath(slug)}/copy/${encodeURIComponent(token)}`,
        undefined,
        cartView,
      )
      break
    }
    default:
      return back
  }
  if (answer.ok) return back
  if (answer.status === 401) {
    throw redirect(`${base}/login?next=${encodeURIComponent(`${base}/carrito`)}`, 303)
  }
  return {
    error: answer.error.message || requestText(request, 'cart.updateError'),
  } satisfies CartActionData
}

/** The item page's add-to-cart without JavaScript (its route's action). */
export async function addFromItemPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  paramShop: string | undefined,
): Promise<{ cart: string } | Response> {
  const { slug, base } = addressingFor(paramShop, context)
  if (slug === null) throw data(null, { status: 404 })
  const form = await request.formData()
  const here = new URL(request.url)
  const quantity = Number(form.get('quantity'))
  // 002 §5: empty or 0 is ignored; the page shows again as it was.
  if (!/^\d+$/.test(String(form.get('quantity') ?? '')) || !isValidQuantity(quantity)) {
    return redirect(`${here.pathname}${here.search}`, 303)
  }
  const line = { item_id: String(form.get('item_id') ?? ''), quantity, variants: variantsOf(form) }
  const answer = await createApi(request, context).send('POST', `${cartPath(slug)}/lines`, line, cartView)
  if (answer.ok) return redirect(`${base}/carrito`, 303)
  if (answer.status === 401) {
    return redirect(`${base}/login?next=${encodeURIComponent(`${here.pathname}${here.search}`)}`, 303)
  }
  return { cart: answer.error.message || requestText(request, 'cart.addErrorText') }
}
