import type { MenuApp } from '@tianguis/core/menu-apps'
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react'
import { useLocation, useMatches } from 'react-router'
import { useT } from '../../i18n/use-t'
import { island } from '../../lib/island'
import { useHydrated } from '../../lib/use-hydrated'
import { SkipLink } from '../../ui/skip-link'
import { useStripAutoplay } from '../catalogues/strip-autoplay'
import { CatalogueStripIsland } from '../catalogues/strip-island'
import { stripPlace } from '../catalogues/strip-place'
import type { AccountLinks } from '../navigation/account-links'
import { closeOpenPopovers } from '../navigation/close-popovers'
import { useProfileRetry } from '../navigation/profile-retry'
import { TopNavbar } from '../navigation/top-navbar'
import type { PageProfile } from './page-profile'
import type { PageShop } from './page-shop'

// What works without JavaScript (links, forms, popovers) loads once the visitor uses the page
// (decision 051): the top menu, the footer, the floating contact; the side menu of signed-in
// viewers and the admin side bar of staff, which visitors never load at all (decision 019).
const TopMenu = island(() => import('../navigation/top-menu').then((m) => m.TopMenu))
const ShopFooter = island(() => import('./shop-footer').then((m) => m.ShopFooter))
const FloatingContact = island(() => import('../contact/floating-contact').then((m) => m.FloatingContact))
const SideMenu = island(() => import('../navigation/side-menu').then((m) => m.SideMenu))
const AdminSidebar = island(() => import('../navigation/admin-sidebar').then((m) => m.AdminSidebar))

// The live chat's loader runs on load, for the shops that have one (decision 019).
const LiveChatSlot = lazy(() => import('../contact/live-chat').then((m) => ({ default: m.LiveChatSlot })))
// The guided tour's gate, for an admin who has not closed it (decision 097): its code comes only to
// their pages, once they are live, so visitors' first load carries none of it.
const TourGate = lazy(() => import('../shop-settings/tour-gate').then((m) => ({ default: m.TourGate })))

/**
 * The storefront shell shared by themes 3 and 4 (000 §2, 001 §2): the top navbar, the top menu,
 * the admin side bar for staff, the catalogue strip (unless the page places it or shows none:
 * strip-place.ts), the page, the footer, the floating contact and the right side menu. The
 * shop's contact details are the footer's contact page (decision 035). Theme 3 is a light bar
 * with an accent line; theme 4 is a band in the
 * shop's first colour with the menu in its second.
 */
export function ShopShell({
  shop,
  profile,
  base,
  profileUnavailable = false,
  adminApps = [],
  accountLinks = null,
  showTour = false,
  children,
}: {
  shop: PageShop
  profile: PageProfile
  base: string
  /** The server could not get the profile: skeletons while it is retried. */
  profileUnavailable?: boolean
  /** The admin side bar's links for this viewer (none for visitors and customers). */
  adminApps?: MenuApp[]
  /** The side menu's links to the viewer's shop and the root network store. */
  accountLinks?: AccountLinks | null
  /** A shop admin whose guided tour is still on (GET …/setup-apps; decision 097). */
  showTour?: boolean
  children: ReactNode
}) {
  const t = useT()
  const location = useLocation()
  const viewer = useProfileRetry(profile, profileUnavailable)
  const band = shop.theme === 4
  const place = stripPlace(useMatches())
  const strip = place === 'frame' ? shop.strip : undefined
  useStripAutoplay()
  const hydrated = useHydrated()
  // A client-side navigation from inside a menu leaves the new page with every menu closed (not on
  // hydration: a menu opened before the scripts arrived stays open).
  const shown = useRef(`${location.pathname}${location.search}`)
  useEffect(() => {
    const here = `${location.pathname}${location.search}`
    if (shown.current === here) return
    shown.current = here
    closeOpenPopovers()
  }, [location.pathname, location.search])
  return (
    <div
      data-theme={String(shop.theme)}
      style={shop.colours.shell}
      className={`flex min-h-screen flex-col bg-white text-gray-900 ${
        shop.adornment_type === 'geom-circle' ? 'adornment-geom-circle' : ''
      }`}
    >
      <SkipLink label={t('a11y.skipToContent')} />
      <header
        className={
          band
            ? 'bg-[var(--color1)] text-[var(--on-color1)] [--accent:var(--color2)] [--on-accent:var(--on-color2)]'
            : 'border-[var(--color1)] border-b-4 bg-[var(--shell-header)] text-gray-900'
        }
      >
        <TopNavbar shop={shop} profile={viewer} base={base} />
      </header>
      <TopMenu shop={shop} band={band} />
      {adminApps.length > 0 ? <AdminSidebar apps={adminApps} base={base} /> : null}
      {strip ? (
        <div className="mx-auto w-full max-w-6xl px-4 pt-4">
          <CatalogueStripIsland catalogues={strip} base={base} />
        </div>
      ) : null}
      <main id="contenido" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
      <ShopFooter shop={shop} base={base} />
      <FloatingContact shop={shop} base={base} />
      {shop.live_chat_license ? <LiveChatSlot shop={shop} base={base} /> : null}
      {showTour && hydrated ? (
        <Suspense fallback={null}>
          <TourGate slug={shop.slug} base={base} />
        </Suspense>
      ) : null}
      {viewer && !viewer.anonymous ? <SideMenu profile={viewer} base={base} links={accountLinks} /> : null}
    </div>
  )
}
