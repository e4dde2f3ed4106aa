import { trackingFromQuery, trackingSetCookies } from '@tianguis/core/tracking'
import { lazy } from 'react'
import { data, isRouteErrorResponse, Outlet } from 'react-router'
import { ErrorPage } from '../../features/errors/error-page'
import { NotFound } from '../../features/errors/not-found'
import { canonicalHref } from '../../features/seo/canonical'
import { shopFrameMessages } from '../../features/shop/frame-messages'
import { loadShop } from '../../features/shop/shop.server'
import { isShopMissing } from '../../features/shop/shop-missing'
import { ShopShell } from '../../features/shop/shop-shell'
import { StoreNotFound } from '../../features/shop/store-not-found'
import { withMessages } from '../../i18n/messages.server'
import { framePartMessages } from '../../i18n/prefixes'
import { metaT } from '../../lib/meta'
import type { Route } from './+types/layout'

// Code only some pages run (decision 019): the platform's frame on pages without a shop, the
// disabled-supplier warning and the Facebook pixel for the shops that need them.
const PlatformShell = lazy(() =>
  import('../../features/platform/platform-shell').then((m) => ({ default: m.PlatformShell })),
)
const SupplierWarning = lazy(() =>
  import('../../features/banners/supplier-warning').then((m) => ({ default: m.SupplierWarning })),
)
const FacebookPixel = lazy(() =>
  import('../../features/seo/facebook-pixel').then((m) => ({ default: m.FacebookPixel })),
)

/**
 * /:shop? — the frame of every page: the shop's shell (GET /api/v1/shops/:slug and /me together)
 * or, without a shop, the platform's. A reserved platform path is the generic 404, an unknown
 * shop the store-not-found page.
 */
export const loader = withMessages(
  // The shop's frame and the parts only some pages show come with their messages (decision 019).
  ({ shop, profile, profileUnavailable }) => [
    // The platform's own pages (login, sign-up, …) describe the platform in their tags; its
    // footer links the platform's terms and privacy pages.
    ...(shop ? [] : (['platform.tagline', 'footer.terms', 'footer.privacy'] as const)),
    ...(shop
      ? shopFrameMessages(shop, { anonymous: profile.anonymous, unavailable: profileUnavailable })
      : []),
    ...framePartMessages({
      signedIn: shop !== null && !profile.anonymous,
      staff: (shop?.viewer_can.length ?? 0) > 0,
      supplierDisabled: shop?.supplier_disabled === true,
    }),
  ],
  async ({ request, context, params }: Route.LoaderArgs) => {
    const loaded = await loadShop(request, context, params.shop)
    // Tracking values of the query string are kept for a day (000 §9; core's tracking.ts).
    const url = new URL(request.url)
    const headers = new Headers()
    for (const cookie of trackingSetCookies(trackingFromQuery(url.searchParams), {
      secure: url.protocol === 'https:',
    })) {
      headers.append('set-cookie', cookie)
    }
    // Third-party scripts a shop turned on get their hosts in this page's CSP (apps/server/src/http/security.ts).
    const extras = [
      loaded.shop?.fb_pixel ? 'fb-pixel' : null,
      loaded.shop?.live_chat_license ? 'live-chat' : null,
    ]
    if (extras.some(Boolean)) headers.set('x-csp-extra', extras.filter(Boolean).join(','))
    return data(loaded, { headers })
  },
)

/**
 * The page's answer carries the layout's CSP extensions (its shop's pixel or live chat): React
 * Router passes a loader's headers on to the document only through this, except cookies. The
 * pages below have no headers of their own, so they answer with these.
 */
export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders)
  const extra = loaderHeaders.get('x-csp-extra')
  if (extra) headers.set('x-csp-extra', extra)
  return headers
}

export function meta({ loaderData, matches, error, location }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) {
    const missing = isRouteErrorResponse(error) && isShopMissing(error.data) ? error.data.reason : null
    const key =
      missing === 'shop_not_found' ? 'storeNotFound.title' : missing ? 'notFound.title' : 'error.title'
    return [{ title: metaT(matches)(key) }, { name: 'robots', content: 'noindex' }]
  }
  const { shop } = loaderData
  // This page's own address on its canonical host (decision 035); pages with a `meta` of their own
  // carry it along (withCanonical() in features/seo/canonical.ts).
  const canonical = {
    tagName: 'link',
    rel: 'canonical',
    href: canonicalHref(loaderData.canonicalRoot, loaderData.base, location.pathname, location.search),
  }
  if (!shop) {
    const t = metaT(matches)
    return [{ title: t('platform.name') }, { name: 'description', content: t('platform.tagline') }, canonical]
  }
  return [
    { title: shop.name },
    ...(shop.seo_description ? [{ name: 'description', content: shop.seo_description }] : []),
    { property: 'og:title', content: shop.name },
    ...(shop.seo_description ? [{ property: 'og:description', content: shop.seo_description }] : []),
    ...(shop.photo ? [{ property: 'og:image', content: shop.photo }] : []),
    ...(shop.favicon ? [{ tagName: 'link', rel: 'icon', href: shop.favicon }] : []),
    canonical,
  ]
}

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  if (!loaderData.shop) {
    return (
      <PlatformShell profile={loaderData.profile}>
        <Outlet />
      </PlatformShell>
    )
  }
  return (
    <ShopShell
      shop={loaderData.shop}
      profile={loaderData.profile}
      profileUnavailable={loaderData.profileUnavailable}
      adminApps={loaderData.adminApps}
      showTour={loaderData.showTour}
      accountLinks={loaderData.accountLinks}
      base={loaderData.base}
    >
      {loaderData.shop.supplier_disabled ? <SupplierWarning /> : null}
      <Outlet />
      {loaderData.shop.fb_pixel ? <FacebookPixel pixel={loaderData.shop.fb_pixel} /> : null}
    </ShopShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let page: React.ReactNode
  if (isRouteErrorResponse(error) && error.status === 404) {
    page =
      isShopMissing(error.data) && error.data.reason === 'shop_not_found' ? (
        <StoreNotFound />
      ) : (
        <NotFound homeHref="/" />
      )
  } else {
    page = <ErrorPage error={error} homeHref="/" />
  }
  return (
    <main id="contenido" className="min-h-screen bg-stone-50">
      {page}
    </main>
  )
}
