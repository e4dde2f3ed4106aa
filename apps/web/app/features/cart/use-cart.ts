import type { CartWarning } from '@tianguis/core/cart/codes'
import type { CartProduct, CartView } from '@tianguis/core/contracts/cart'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { Translate } from '../../i18n/format'
import { toast } from '../toasts/toast'
import { type CartCall, cartApi } from './cart-client'
import type { CartHandlers, CartViewer } from './cart-content'
import { setCartCount, setCartOpen } from './cart-state'
import { lineKey, localCount, localLines, removeLocalLine, setLocalQuantity } from './local-cart'

export const EMPTY_CART: CartView = { id: null, orders: [], totals: [], count: 0, warnings: [] }

/** 002 §4 "States: loading, empty, listing orders" (and a failed load, which offers a retry). */
export type CartStatus = 'loading' | 'failed' | 'empty' | 'listing'

/**
 * The cart as the browser holds it, for the drawer and the cart page once JavaScript runs: a
 * signed-in customer's saved cart through the API, an anonymous visitor's local cart priced by
 * the preview route. Every change answers the whole priced cart, which replaces what is shown;
 * its warnings (quantities the server lowered) and refusals show as toasts titled 'Purchase order
 * warning' (002 §8).
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

  const warn = useCallback(
    (warning: CartWarning) =>
      toast({
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
        toast({ title: t('cart.purchase_order_warning'), message: answer.message, kind: 'warning' })
      } else if (failure === 'cart.loadError') {
        setFailed(true)
      } else {
        toast({ title: t(failure), ...(answer.message ? { message: answer.message } : {}), kind: 'error' })
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
    async (run: () => Promise<CartCall>) => {
      if (busy.current) return
      busy.current = true
      setUpdating(true)
      try {
        settle(await run(), 'cart.updateError')
      } finally {
        busy.current = false
        setUpdating(false)
      }
    },
    [settle],
  )

  const localKey = (product: CartProduct) => lineKey({ item_id: product.id, variants: product.variants })

  const handlers: CartHandlers = {
    onQuantity: (product, quantity) =>
      change(() =>
        viewer === 'anonymous' || product.line_id === null
          ? cartApi.preview(slug, setLocalQuantity(slug, localKey(product), quantity))
          : cartApi.setQuantity(slug, product.line_id, quantity),
      ),
    onRemove: (product) =>
      change(async () => {
        if (viewer === 'anonymous' || product.line_id === null) {
          const lines = removeLocalLine(slug, localKey(product))
          return lines.length === 0 ? { ok: true, data: EMPTY_CART } : cartApi.preview(slug, lines)
        }
        return cartApi.remove(slug, product.line_id)
      }),
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
          onShare: () => void shareCart(slug, t, 'share'),
          onCopyLink: () => void shareCart(slug, t, 'copy'),
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

/** 002 §2 "share and copy cart link": the link from the API, shared or put on the clipboard. */
async function shareCart(slug: string, t: Translate, how: 'share' | 'copy') {
  const answer = await cartApi.share(slug)
  if (!answer.ok) {
    toast({
      title: t('cart.shareError'),
      ...(answer.message ? { message: answer.message } : {}),
      kind: 'error',
    })
    return
  }
  const url = new URL(answer.data.url, location.origin).href
  if (how === 'share' && typeof navigator.share === 'function') {
    await navigator.share({ title: t('cart.title'), url }).catch(() => {})
    return
  }
  try {
    await navigator.clipboard.writeText(url)
    toast({ title: t('cart.linkCopied'), message: url, kind: 'success' })
  } catch {
    toast({ title: t('cart.share'), message: url, kind: 'info' })
  }
}
