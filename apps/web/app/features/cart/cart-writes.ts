import type { CartView } from '@tianguis/core/contracts/cart'
import { call, cartPath } from './cart-client'
import type { LocalLine } from './local-lines'

/** The browser's changes to the cart (decision 041; the reads are in cart-client.ts). */
export const cartWrites = {
  add: (slug: string, line: LocalLine) => call<CartView>('POST', `${cartPath(slug)}/lines`, line),
  setQuantity: (slug: string, lineId: string, quantity: number) =>
    call<CartView>('PATCH', `${cartPath(slug)}/lines/${encodeURIComponent(lineId)}`, { quantity }),
  remove: (slug: string, lineId: string) =>
    call<CartView>('DELETE', `${cartPath(slug)}/lines/${encodeURIComponent(lineId)}`),
  bulk: (slug: string, lines: LocalLine[]) => call<CartView>('POST', `${cartPath(slug)}/bulk`, { lines }),
  share: (slug: string) => call<{ token: string; url: string }>('POST', `${cartPath(slug)}/share`),
}
