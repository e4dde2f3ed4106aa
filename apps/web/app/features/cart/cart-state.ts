import { useSyncExternalStore } from 'react'

/**
 * The cart's state the frame shares (002 §4): the navbar's count and whether the drawer is open.
 * Small on purpose: it ships with every storefront page, the drawer's code comes only when it is
 * first opened (decision 044).
 *
 * The count is the server's (the layout's loader) until the browser knows better: the local cart
 * after hydration for an anonymous visitor, or the answer of a change made here.
 */
interface CartState {
  /** null until the browser has set it; the loader's count shows meanwhile. */
  count: number | null
  open: boolean
}

let state: CartState = { count: null, open: false }
const listeners = new Set<() => void>()

function update(next: Partial<CartState>) {
  const before = state
  state = { ...state, ...next }
  // 002 §4: the drawer opens when the product count rises above zero.
  if (
    next.count !== undefined &&
    next.count !== null &&
    next.count > 0 &&
    before.count !== null &&
    next.count > before.count &&
    !inCheckout()
  ) {
    state = { ...state, open: true }
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Checkout pages ('comprar', 'comprar-articulo'; 002 §2): the cart button does nothing there. */
export function isCheckoutPath(pathname: string): boolean {
  return pathname.split('/').some((segment) => segment === 'comprar' || segment === 'comprar-articulo')
}

function inCheckout(): boolean {
  return typeof location !== 'undefined' && isCheckoutPath(location.pathname)
}

/** A count the browser learnt (an answer of the cart API, the local cart). */
export function setCartCount(count: number) {
  update({ count })
}

/** The first count the browser knows (after hydration): it never opens the drawer. */
export function initCartCount(count: number) {
  state = { ...state, count }
  for (const listener of listeners) listener()
}

export function setCartOpen(open: boolean) {
  if (open && inCheckout()) return
  update({ open })
}

export function toggleCart() {
  setCartOpen(!state.open)
}

/** For tests: back to a fresh page. */
export function resetCartState() {
  state = { count: null, open: false }
  for (const listener of listeners) listener()
}

const serverState: CartState = { count: null, open: false }

export function useCartState(): CartState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  )
}
