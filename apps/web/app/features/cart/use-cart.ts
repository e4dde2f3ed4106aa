import type { CartWarning } from '@tianguis/core/cart/codes'
import type { CartView } from '@tianguis/core/contracts/cart'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { Translate } from '../../i18n/format'
import { afterFirstPress } from '../../lib/island'
import type { ToastOptions } from '../toasts/toast-types'
import { type CartCall, cartApi } from './cart-client'
import type { CartHandlers, CartViewer } from './cart-content'
import { setCartCount, setCartOpen } from './cart-state'
import { EMPTY_CART, localCount, localLines } from './local-lines'

/** 002 §4 "States: loading, empty, listing orders" (and a failed load, which offers a retry). */
export type CartStatus = 'loading' | 'failed' | 'empty' | 'listing'

type CartActions = typeof import('./cart-actions')

// What the controls do comes on the page's first press (decision 051): the cart is drawn
// without it, a control pressed before it is there waits for it.
let actions: CartActions | undefined
const loadActions = () =>
  import('./cart-actions').then((loaded) => {
    actions = loaded
    return loaded
  })
function withActions(run: (loaded: CartActions) => void) {
  if (actions) run(actions)
  else void loadActions().then(run)
}

/** A toast; its code comes when the first one shows. */
const showToast = (shown: ToastOptions) => void import('../toasts/toast').then(({ toast }) => toast(shown))

/**
 * The cart as the browser holds it, for the drawer and the cart page once JavaScript runs: a
 * signed-in customer's saved cart through the API, an anonymous visitor's local cart priced by
 * the preview route. Every change answers the whole priced cart, which replaces what is shown;
 * its warnings (quantities the server lowered) and refusals show as toasts titled 'Purchase order
 * warning' (002 §8). The changes themselves are in cart-actions.ts.
 */
export function useCart({
  slug,
  base,
  viewer,
  t,
  initial = null,
}: {
  slug: string
  base: string
  viewer: CartViewer
  t: Translate
  /** The cart the server rendered (the cart page), or null: load it first. */
  initial?: CartView | null
}) {
  const [cart, setCart] = useState<CartView | null>(initial)
  const [failed, setFailed] = useState(false)
  const [updating, setUpdating] = useState(false)
  const [paying, setPaying] = useState<string | null>(null)
  const navigate = useNavigate()
  const busy = useRef(false)
  // A new server-rendered cart (the page's loader ran again) replaces what is shown.
  useEffect(() => {
    if (initial) setCart(initial)
  }, [initial])
  useEffect(() => {
    void afterFirstPress(loadActions)
  }, [])

  const warn = useCallback(
    (warning: CartWarning) =>
      showToast({
        title: t('cart.purchase_order_warning'),
        message: t(`cart.${warning.code}`, { ...warning.params }),
        kind: 'warning',
      }),
    [t],
  )

  /** Shows an answer: the cart, its warnings and the count; or the failure's message. */
  const settle = useCallback(
    (answer: CartCall, failure: 'cart.updateError' | 'cart.loadError') => {
      if (answer.ok) {
        setCart(answer.data)
        setFailed(false)
        for (const warning of answer.data.warnings) warn(warning)
        setCartCount(viewer === 'anonymous' ? localCount(slug) : answer.data.count)
        return
      }
      if (answer.status === 409) {
        // A quantity or availability rule of the server (002 §5): its own message, as a warning.
        showToast({ title: t('cart.purchase_order_warning'), message: answer.message, kind: 'warning' })
      } else if (failure === 'cart.loadError') {
        setFailed(true)
      } else {
        showToast({
          title: t(failure),
          ...(answer.message ? { message: answer.message } : {}),
          kind: 'error',
        })
      }
    },
    [slug, t, viewer, warn],
  )

  /** Priced local lines (anonymous) or the saved cart (customer). */
  const load = useCallback(async () => {
    setCart(null)
    setFailed(false)
    if (viewer === 'anonymous') {
      const lines = localLines(slug)
      setCartCount(localCount(slug))
      if (lines.length === 0) {
        setCart(EMPTY_CART)
        setFailed(false)
        return
      }
      settle(await cartApi.preview(slug, lines), 'cart.loadError')
      return
    }
    settle(await cartApi.get(slug), 'cart.loadError')
  }, [settle, slug, viewer])

  /** One change at a time: every control is disabled while it runs (002 §5). */
  const change = useCallback(
    (run: (loaded: CartActions) => Promise<CartCall>) => {
      if (busy.current) return
      busy.current = true
      setUpdating(true)
      withActions(async (loaded) => {
        try {
          settle(await run(loaded), 'cart.updateError')
        } finally {
          busy.current = false
          setUpdating(false)
        }
      })
    },
    [settle],
  )

  const handlers: CartHandlers = {
    onStep: (product, step, typed, apply) =>
      withActions((loaded) => apply(loaded.stepQuantity(product, step, typed))),
    onQuantity: (product, quantity) =>
      change((loaded) => loaded.setQuantity(slug, viewer, product, quantity)),
    onRemove: (product) => change((loaded) => loaded.removeLine(slug, viewer, product)),
    onWarning: warn,
    onPay: async (supplierId) => {
      if (paying !== null) return
      setPaying(supplierId)
      try {
        await navigate(`${base}/comprar?proveedor=${encodeURIComponent(supplierId)}`)
        setCartOpen(false)
      } finally {
        setPaying(null)
      }
    },
    onKeepBuying: () => setCartOpen(false),
    ...(viewer === 'customer'
      ? {
          onShare: () => withActions((loaded) => void loaded.shareCart(slug, t, 'share')),
          onCopyLink: () => withActions((loaded) => void loaded.shareCart(slug, t, 'copy')),
        }
      : {}),
  }

  const status: CartStatus = failed
    ? 'failed'
    : cart === null
      ? 'loading'
      : cart.orders.length === 0
        ? 'empty'
        : 'listing'
  return { status, cart, updating, paying, handlers, load }
}
