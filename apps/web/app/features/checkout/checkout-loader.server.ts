import { type Address, addressList, checkout as checkoutContract } from '@tianguis/core/contracts/checkout'
import { profile } from '@tianguis/core/contracts/identity'
import { data, redirect } from 'react-router'
import { requestTranslation } from '../../i18n/messages.server'
import { type Api, createApi } from '../../lib/api.server'
import { readCookie } from '../../lib/cookies'
import { VARIANT_FIELD_PREFIX } from '../cart/variant-fields'
import { shareOf, startFromLink } from '../shared-checkout/share.server'
import {
  CHECKOUT_PARAM,
  type CheckoutFailure,
  type Context,
  checkoutPath,
  FAILURE_PARAM,
  failureText,
  paymentFailureText,
  type StartKind,
  shopOf,
  withCheckout,
} from './checkout.server'
import { BRANCH_QUERY_PARAM, deliveryChoices } from './delivery-choices.server'
import type { PageCheckout } from './page-checkout'
import { pageCheckout } from './page-checkout.server'
import { savedCardChoices } from './saved-cards.server'

/** The tracking cookies go with a new checkout (002 §4; cleared by the server after an order). */
function tracking(request: Request) {
  const cookie = request.headers.get('cookie')
  const referral = readCookie(cookie, 'referralID')
  const campaign = readCookie(cookie, 'campaign')
  const click_id = readCookie(cookie, 'clickID')
  return {
    ...(referral ? { referral: referral.slice(0, 200) } : {}),
    ...(campaign ? { campaign: campaign.slice(0, 200) } : {}),
    ...(click_id ? { click_id: click_id.slice(0, 200) } : {}),
  }
}

async function startCheckout(api: Api, request: Request, slug: string, start: StartKind) {
  // A shared link's items (decision 054): the link keeps the sharer's attribution, the cookies fill in.
  if (start.kind === 'shared') return startFromLink(api, slug, start.publicSlug, tracking(request))
  const body =
    start.kind === 'item'
      ? {
          item: {
            item_id: start.itemId,
            quantity: start.quantity,
            ...(Object.keys(start.variants).length > 0 ? { variants: start.variants } : {}),
          },
        }
      : start.supplierId
        ? { supplier_id: start.supplierId }
        : {}
  return api.send('POST', checkoutPath(slug), { ...body, ...tracking(request) }, checkoutContract)
}

/** What the page shows when a checkout cannot be started or shown. */
export interface CheckoutPageProblem {
  problem: CheckoutFailure
}

export type CheckoutPageData =
  | { checkout: PageCheckout; base: string; returned: CheckoutFailure | null }
  | (CheckoutPageProblem & { base: string })

/**
 * The checkout page's loader: an anonymous visitor goes to the guest sign-in (which offers
 * logging in) and comes back; without `?compra=` a checkout is created and the page redirects to
 * it; with it, the checkout is read with the customer's saved addresses and cards and, once it has an
 * address, each supplier order's delivery options.
 */
export async function loadCheckoutPage(
  request: Request,
  context: Context,
  params: { shop?: string | undefined },
  start: StartKind,
): Promise<Response | ReturnType<typeof data<CheckoutPageData>> | CheckoutPageData> {
  const { slug, base } = shopOf(params, context)
  const api = createApi(request, context)
  const { locale, t } = requestTranslation(request)
  const viewer = await api.get('/api/v1/me', profile)
  if (!viewer.ok || viewer.data.anonymous) {
    throw redirect(`${base}/comprar/invitado?next=${encodeURIComponent(withCheckout(request, null))}`)
  }
  const id = new URL(request.url).searchParams.get(CHECKOUT_PARAM)
  if (!id) {
    const started = await startCheckout(api, request, slug, start)
    if (!started.ok) {
      return data(
        { base, problem: { code: started.error.code, message: failureText(t, started.error) } },
        { status: started.status === 404 ? 404 : 409 },
      )
    }
    throw redirect(withCheckout(request, started.data.id))
  }
  const read = await api.get(checkoutPath(slug, id), checkoutContract)
  if (!read.ok) {
    if (read.status === 404) throw data({ reason: 'not_found' }, { status: 404 })
    return data(
      { base, problem: { code: read.error.code, message: failureText(t, read.error) } },
      { status: read.status },
    )
  }
  if (read.data.status === 'paid') throw redirect(`${base}/pagado/${encodeURIComponent(read.data.id)}`)
  const query = new URL(request.url).searchParams
  const branchQuery = (query.get(BRANCH_QUERY_PARAM) ?? '').trim().slice(0, 100)
  const [saved, rates, cards] = await Promise.all([
    savedAddresses(api),
    deliveryChoices(api, slug, read.data, t, branchQuery),
    savedCardChoices(api, t, viewer.data),
  ])
  // A payment that failed at the provider's page (3-D Secure, a redirect method's page cancelled):
  // its code's words, and 'Ha ocurrido un error' for a code the pages do not know (002 §8).
  const failedCode = query.get(FAILURE_PARAM)?.slice(0, 60)
  const returned = failedCode
    ? { code: failedCode, message: paymentFailureText(t, { code: failedCode, message: '' }) }
    : null
  const share = shareOf(read.data, viewer.data, context, base, locale)
  return {
    base,
    returned,
    checkout: {
      ...pageCheckout(read.data, saved, rates, locale, t, Date.now(), branchQuery),
      ...cards,
      share,
    },
  }
}

async function savedAddresses(api: Api): Promise<Address[]> {
  try {
    const result = await api.get('/api/v1/me/addresses', addressList)
    return result.ok ? result.data.results : []
  } catch {
    // Secondary data (conventions 5): the page still offers a new address.
    return []
  }
}

/**
 * The item and its quantity and variants for buy now, from the query: `cantidad` and
 * `variante.<name>` in a link, or the item page's own fields (`quantity`, `variant.<name>`) when
 * its 'Buy now' button sends the add-to-cart form here.
 */
export function buyNowStart(request: Request, itemId: string): StartKind {
  const query = new URL(request.url).searchParams
  const quantity = Number(query.get('cantidad') ?? query.get('quantity') ?? '1')
  const variants: Record<string, string> = {}
  for (const [key, value] of query) {
    const prefix = ['variante.', VARIANT_FIELD_PREFIX].find((p) => key.startsWith(p))
    if (prefix && value) variants[key.slice(prefix.length)] = value
  }
  return {
    kind: 'item',
    itemId,
    quantity: Number.isInteger(quantity) && quantity >= 1 && quantity <= 999 ? quantity : 1,
    variants,
  }
}
