import { CART_QUANTITY_MAX } from '@tianguis/core/constants'
import type { Locale } from '@tianguis/core/locales'
import { CART_MESSAGES } from '../../i18n/cart.messages'
import { translatorFrom } from '../../i18n/format'
import { toast } from '../toasts/toast'
import { setCartCount, setCartOpen } from './cart-state'
import { cartWrites } from './cart-writes'
import { addLocalLine, type LocalLine, localCount } from './local-cart'

/**
 * The item page's add-to-cart once JavaScript runs (002 §4): an anonymous visitor's line goes to
 * local storage, a signed-in customer's to `POST …/cart/lines`; then the count changes and the
 * drawer opens. A refusal of the API (out of stock, over the maximum) shows as a 'Purchase order
 * warning' with its message. Loaded on the first add, with the drawer's messages (decision 044).
 */
export async function addToCart({
  slug,
  anonymous,
  line,
  locale,
}: {
  slug: string
  anonymous: boolean
  line: LocalLine
  locale: Locale
}): Promise<boolean> {
  const t = translatorFrom([CART_MESSAGES[locale]])
  if (anonymous) {
    addLocalLine(slug, { ...line, quantity: Math.min(line.quantity, CART_QUANTITY_MAX) })
    setCartCount(localCount(slug))
    setCartOpen(true)
    return true
  }
  const answer = await cartWrites.add(slug, line)
  if (answer.ok) {
    setCartCount(answer.data.count)
    setCartOpen(true)
    return true
  }
  if (answer.status === 409) {
    toast({ title: t('cart.purchase_order_warning'), message: answer.message, kind: 'warning' })
  } else {
    toast({ title: t('cart.addError'), message: answer.message || t('cart.addErrorText'), kind: 'error' })
  }
  return false
}
