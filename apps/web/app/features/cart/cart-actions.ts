import {
  decrementQuantity,
  incrementQuantity,
  parseQuantityInput,
  type QuantityChange,
} from '@tianguis/core/cart/quantity'
import type { CartProduct } from '@tianguis/core/contracts/cart'
import type { Translate } from '../../i18n/format'
import { toast } from '../toasts/toast'
import { type CartCall, cartApi } from './cart-client'
import type { CartViewer } from './cart-content'
import { cartWrites } from './cart-writes'
import { lineKey, removeLocalLine, setLocalQuantity } from './local-cart'
import { EMPTY_CART } from './local-lines'

/**
 * What the cart's controls do once JavaScript runs (002 §2, §5): core's quantity rules, the API's
 * changes and the local cart's writers. Fetched on the page's first press, not with the page
 * (use-cart.ts; decision 051): the cart is drawn without them.
 */

/** The quantity a stepper's button (`step` 1 or -1) or typed text (`step` 0) leads to. */
export function stepQuantity(product: CartProduct, step: string, typed: string): QuantityChange {
  if (step === '1') return incrementQuantity(product.quantity, product)
  if (step === '-1') return decrementQuantity(product.quantity)
  return parseQuantityInput(typed, product)
}

const localKey = (product: CartProduct) => lineKey({ item_id: product.id, variants: product.variants })
const isLocal = (viewer: CartViewer, product: CartProduct) =>
  viewer === 'anonymous' || product.line_id === null

/** A line's new quantity: the saved cart's through the API, a local one priced by the preview route. */
export function setQuantity(
  slug: string,
  viewer: CartViewer,
  product: CartProduct,
  quantity: number,
): Promise<CartCall> {
  return isLocal(viewer, product)
    ? cartApi.preview(slug, setLocalQuantity(slug, localKey(product), quantity))
    : cartWrites.setQuantity(slug, product.line_id!, quantity)
}

/** Deletes a line; the local cart's last one leaves it empty without asking the server. */
export async function removeLine(slug: string, viewer: CartViewer, product: CartProduct): Promise<CartCall> {
  if (!isLocal(viewer, product)) return cartWrites.remove(slug, product.line_id!)
  const lines = removeLocalLine(slug, localKey(product))
  return lines.length === 0 ? { ok: true, data: EMPTY_CART } : cartApi.preview(slug, lines)
}

/** 002 §2 "share and copy cart link": the link from the API, shared or put on the clipboard. */
export async function shareCart(slug: string, t: Translate, how: 'share' | 'copy') {
  const answer = await cartWrites.share(slug)
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
