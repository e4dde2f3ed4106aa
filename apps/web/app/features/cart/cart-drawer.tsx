import type { Locale } from '@tianguis/core/locales'
import { useEffect, useMemo, useRef } from 'react'
import { CART_MESSAGES } from '../../i18n/cart.messages'
import { type Translate, translatorFrom } from '../../i18n/format'
import { CartContent, type CartViewer } from './cart-content'
import { setCartOpen, useCartState } from './cart-state'
import { useCart } from './use-cart'

/** 002 §4: the drawer's request flag is reset this long after it closes. */
export const CART_REQUEST_RESET_MS = 500

/**
 * The right-side cart drawer (002 §2, §4): loading, empty or listing the orders. It loads when
 * opened; its request flag is reset 500 ms after it closes, so closing and opening again at once
 * does not ask twice, and opening it later asks afresh. Loaded on demand the first time the cart
 * opens (decision 044), with its own messages.
 */
export function CartDrawer({
  slug,
  base,
  viewer,
  locale,
}: {
  slug: string
  base: string
  viewer: CartViewer
  locale: Locale
}) {
  const { open } = useCartState()
  const t: Translate = useMemo(() => translatorFrom([CART_MESSAGES[locale]]), [locale])
  const cart = useCart({ slug, base, viewer, t })
  const requested = useRef(false)
  const closeButton = useRef<HTMLButtonElement>(null)
  const load = useRef(cart.load)
  load.current = cart.load

  useEffect(() => {
    if (open) {
      if (!requested.current) {
        requested.current = true
        void load.current()
      }
      closeButton.current?.focus()
      return
    }
    const reset = setTimeout(() => {
      requested.current = false
    }, CART_REQUEST_RESET_MS)
    return () => clearTimeout(reset)
  }, [open])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setCartOpen(false)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <div hidden={!open} className="fixed inset-0 z-50">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className="absolute inset-0 h-full w-full cursor-default bg-black/40"
        onClick={() => setCartOpen(false)}
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-drawer-title"
        className="absolute inset-y-0 right-0 flex w-full max-w-md flex-col bg-white text-gray-900 shadow-xl"
      >
        <div className="flex items-center justify-between border-gray-200 border-b px-4 py-3">
          <h2 id="cart-drawer-title" className="font-bold text-lg">
            {t('cart.title')}
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={() => setCartOpen(false)}
            className="rounded-md px-2 py-1 text-2xl leading-none hover:bg-black/10"
            aria-label={t('cart.close')}
          >
            ×
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-4" aria-busy={cart.status === 'loading'}>
          {cart.status === 'loading' ? (
            <p role="status" className="py-10 text-center text-gray-700">
              {t('cart.loading')}
            </p>
          ) : cart.status === 'failed' ? (
            <div className="flex flex-col items-center gap-3 py-10 text-center">
              <p role="alert">{t('cart.loadError')}</p>
              <button
                type="button"
                onClick={() => void cart.load()}
                className="rounded-md border border-gray-400 px-3 py-1.5"
              >
                {t('cart.retry')}
              </button>
            </div>
          ) : cart.cart ? (
            <CartContent
              cart={cart.cart}
              base={base}
              locale={locale}
              t={t}
              viewer={viewer}
              updating={cart.updating}
              paying={cart.paying}
              handlers={cart.handlers}
            />
          ) : null}
        </div>
      </div>
    </div>
  )
}
