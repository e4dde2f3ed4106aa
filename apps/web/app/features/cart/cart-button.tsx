import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useLocale, useT } from '../../i18n/use-t'
import { c, IconSvg } from '../navigation/icon-svg'
import type { CartViewer } from './cart-content'
import { initCartCount, setCartOpen, toggleCart, useCartState } from './cart-state'
import { storedCount } from './local-count'

// The drawer's code (and its messages) loads the first time the cart opens; a signed-in viewer's
// count comes with the signed-in parts of the frame (decision 044).
const CartDrawer = lazy(() => import('./cart-drawer').then((m) => ({ default: m.CartDrawer })))
const CartSync = lazy(() => import('./cart-sync').then((m) => ({ default: m.CartSync })))

/**
 * The navbar's cart button (000 §2, 002 §2, §4): a link to `{base}/carrito` with the count, so it
 * works without JavaScript; with it, a click toggles the drawer (nothing on checkout pages).
 *
 * The count is the browser's, after hydration, so no page's HTML or SQL budget depends on the cart
 * (decisions 024, 044): an anonymous visitor's from local storage; a signed-in viewer's from
 * `CartSync` (cart-sync.tsx).
 */
export function CartButton({ slug, base, viewer }: { slug: string; base: string; viewer: CartViewer }) {
  const anonymous = viewer === 'anonymous'
  const t = useT()
  const locale = useLocale()
  const { pathname } = useLocation()
  const { count, open } = useCartState()
  const [mounted, setMounted] = useState(false)
  if (open && !mounted) setMounted(true)

  useEffect(() => {
    if (anonymous) initCartCount(storedCount(slug))
  }, [anonymous, slug])

  // Following a link out of the drawer (an item, 'keep buying') leaves it closed on the next page.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    setCartOpen(false)
  }, [pathname])

  const shown = count ?? 0
  return (
    <>
      <Link
        to={`${base}/carrito`}
        aria-expanded={mounted ? open : undefined}
        onClick={(event) => {
          // In checkout the button does nothing (toggleCart refuses to open there).
          event.preventDefault()
          toggleCart()
        }}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-black/10"
      >
        <IconSvg>
          <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.8h8.2a2 2 0 0 0 2-1.6L21 8H6" />
          {c(9, 21, 1)}
          {c(18, 21, 1)}
        </IconSvg>
        <span className="sr-only">
          {t(shown === 1 ? 'nav.cart.one' : 'nav.cart.other', { count: shown })}
        </span>
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-gray-900 px-1 text-center font-bold text-white text-xs leading-5"
        >
          {shown}
        </span>
      </Link>
      {anonymous ? null : <CartSync slug={slug} />}
      {mounted ? (
        <Suspense fallback={null}>
          <CartDrawer slug={slug} base={base} viewer={viewer} locale={locale} />
        </Suspense>
      ) : null}
    </>
  )
}
