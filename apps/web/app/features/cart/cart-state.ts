import { useSyncExternalStore } from 'react'

/**
 * The cart's state the frame shares (002 §4): the navbar's count and whether the drawer is open.
 * Small on purpose: it ships with every storefront page, the drawer's code comes only when it is
 * first opened (decision 044).
 *
 * The count is null until the browser knows it (the local cart after hydration, the signed-in
 * viewer's count, an answer of the cart API); the button shows 0 meanwhile.
 */
interface CartState {
  count: number | null
  open: boolean
}

let state: CartState = { count: null, open: false }
const listeners = new Set<() => void>()

function set(next: CartState) {
  state = next
  for (const listener of listeners) listener()
}

/** Checkout pages ('comprar', 'comprar-articulo'; 002 §2): the cart button does nothing there. */
export function isCheckoutPath(pathname: string): boolean {
  return /\/comprar(-articulo)?(\/|$)/.test(pathname)
}

/**
 * A count the browser learnt. 002 §4: the drawer opens when the product count rises above zero
 * (above what it was; the first count of a page, `first`, never opens it), except in checkout.
 */
export function setCartCount(count: number, first = false) {
  const rose = !first && state.count !== null && count > state.count && !isCheckoutPath(location.pathname)
  set({ count, open: state.open || rose })
}

/** The first count the browser knows on a page: it never opens the drawer. */
export const initCartCount = (count: number) => setCartCount(count, true)

export function setCartOpen(open: boolean) {
  if (!open || !isCheckoutPath(location.pathname)) set({ ...state, open })
}

export const toggleCart = () => setCartOpen(!state.open)

/** For tests: back to a fresh page. */
export const resetCartState = () => set({ count: null, open: false })

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const serverState: CartState = { count: null, open: false }

export function useCartState(): CartState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  )
}
