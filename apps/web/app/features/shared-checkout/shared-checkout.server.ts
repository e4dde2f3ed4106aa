import { PUBLIC_SLUG_PATTERN, sharedCheckoutStartPath } from '@tianguis/core/checkout/shared'
import type { SharedCheckoutView } from '@tianguis/core/contracts/shared-checkout'
import { sharedCheckoutView } from '@tianguis/core/contracts/shared-checkout'
import { formatDate } from '@tianguis/core/dates'
import type { Locale } from '@tianguis/core/locales'
import { formatMoney } from '@tianguis/core/money'
import { data, type RouterContextProvider } from 'react-router'
import type { Translate } from '../../i18n/format'
import { requestTranslation } from '../../i18n/messages.server'
import { createApi } from '../../lib/api.server'
import { addressingFor } from '../shop/shop.server'
import type { PageShared, PageSharedOrder } from './page-shared'

type Context = Readonly<RouterContextProvider>

export type SharedCheckoutPageData =
  | { found: true; base: string; shared: PageShared }
  /** `problem`: why it could not be read other than not existing (too many tries), worded. */
  | { found: false; base: string; problem: string | null }

/** The shared checkout as the page shows it: money in the visitor's locale, warnings worded. */
export function pageShared(view: SharedCheckoutView, base: string, locale: Locale, t: Translate): PageShared {
  const money = (amount: number, currency: string) => formatMoney({ amount, currency }, locale)
  const warnings = new Map(
    view.cart.warnings.flatMap((warning) =>
      warning.line_id ? [[warning.line_id, t(`cart.${warning.code}`, { ...warning.params })] as const] : [],
    ),
  )
  const orders: PageSharedOrder[] = view.cart.orders.map((order) => ({
    key: `${order.supplier.id} ${order.currency}`,
    supplierName: order.supplier.name,
    configured: order.is_configured,
    lines: order.aggregated.flatMap((group) =>
      group.products.map((product) => ({
        key: product.line_id ?? product.id,
        name: product.name,
        photo: product.photo,
        url: product.url,
        variants: Object.entries(product.variants)
          .map(([name, value]) => `${name}: ${value}`)
          .join(', '),
        quantity: product.quantity,
        unitPrice: money(product.amount, product.currency),
        total: money(product.total, product.currency),
        unavailable: product.unavailable,
        warning: product.line_id ? (warnings.get(product.line_id) ?? null) : null,
      })),
    ),
  }))
  const startHref = sharedCheckoutStartPath(base, view.public_slug)
  return {
    publicSlug: view.public_slug,
    shopName: view.shop.name,
    expiresOn: formatDate(view.link_expires_at, locale),
    orders,
    totals: view.cart.totals
      .filter((total) => total.amount > 0)
      .map((total) => money(total.amount, total.currency)),
    priceChanges: view.price_changes.map((change) => ({
      name: change.name,
      was: money(change.shared_price.amount, change.shared_price.currency),
      now: money(change.price.amount, change.price.currency),
    })),
    gone: view.gone,
    buyable: orders.some(
      (order) => order.configured && order.lines.some((line) => line.unavailable === null),
    ),
    startHref,
    guestHref: `${base}/comprar/invitado?next=${encodeURIComponent(startHref)}`,
    loginHref: `${base}/login?next=${encodeURIComponent(startHref)}`,
  }
}

/**
 * `{base}/comprar/compartido/:publicSlug` (decision 054): the shared checkout's items priced now,
 * for anyone with the link. An unknown, ended or other shop's link is the page's 404 (with the way
 * back to the shop); too many openings from one address, the API's 429 and its words.
 */
export async function loadSharedCheckoutPage(
  request: Request,
  context: Context,
  params: { shop?: string | undefined; publicSlug?: string | undefined },
): Promise<ReturnType<typeof data<SharedCheckoutPageData>> | SharedCheckoutPageData> {
  const { slug, base } = addressingFor(params.shop, context)
  const publicSlug = params.publicSlug ?? ''
  if (slug === null || !PUBLIC_SLUG_PATTERN.test(publicSlug)) {
    return data({ found: false, base, problem: null }, { status: 404 })
  }
  const api = createApi(request, context)
  const { locale, t } = requestTranslation(request)
  const result = await api.get(
    `/api/v1/shops/${encodeURIComponent(slug)}/shared-checkouts/${encodeURIComponent(publicSlug)}`,
    sharedCheckoutView,
  )
  if (!result.ok) {
    if (result.status === 404) return data({ found: false, base, problem: null }, { status: 404 })
    return data({ found: false, base, problem: result.error.message }, { status: result.status })
  }
  return { found: true, base, shared: pageShared(result.data, base, locale, t) }
}
