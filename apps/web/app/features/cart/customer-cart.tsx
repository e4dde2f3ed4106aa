import type { CartView } from '@tianguis/core/contracts/cart'
import { useLocale, useT } from '../../i18n/use-t'
import { CartContent } from './cart-content'
import { useCart } from './use-cart'

/**
 * A signed-in customer's (or guest's) cart on `{base}/carrito`, as the server rendered it from the
 * saved cart (002 §2; decision 044). The cart page loads it as an island (decision 051).
 */
export function CustomerCart({
  slug,
  base,
  initial,
  viewer,
}: {
  slug: string
  base: string
  initial: CartView
  viewer: 'guest' | 'customer'
}) {
  const t = useT()
  const locale = useLocale()
  const cart = useCart({ slug, base, viewer, t, initial })
  return (
    <CartContent
      cart={cart.cart ?? initial}
      base={base}
      locale={locale}
      t={t}
      viewer={viewer}
      updating={cart.updating}
      paying={cart.paying}
      handlers={cart.handlers}
    />
  )
}
