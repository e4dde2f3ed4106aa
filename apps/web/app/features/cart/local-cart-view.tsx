import { useEffect } from 'react'
import { useLocale, useT } from '../../i18n/use-t'
import { CartContent } from './cart-content'
import { EMPTY_CART } from './local-lines'
import { useCart } from './use-cart'

/** An anonymous visitor's cart: read from local storage once the page runs in the browser. */
export function LocalCart({ slug, base }: { slug: string; base: string }) {
  const t = useT()
  const locale = useLocale()
  const cart = useCart({ slug, base, viewer: 'anonymous', t })
  const { load } = cart
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, when the page hydrates
  useEffect(() => {
    void load()
  }, [])
  return (
    <>
      <noscript>
        <p className="rounded-md border border-gray-300 px-4 py-2">
          {t('cart.noScript')}{' '}
          <a
            href={`${base}/login?next=${encodeURIComponent(`${base}/carrito`)}`}
            className="font-medium underline"
          >
            {t('cart.login')}
          </a>
        </p>
      </noscript>
      {cart.status === 'loading' ? (
        <p role="status" className="py-10 text-center text-gray-700">
          {t('cart.loading')}
        </p>
      ) : cart.status === 'failed' ? (
        <p role="alert">{t('cart.loadError')}</p>
      ) : (
        <CartContent
          cart={cart.cart ?? EMPTY_CART}
          base={base}
          locale={locale}
          t={t}
          viewer="anonymous"
          updating={cart.updating}
          paying={cart.paying}
          handlers={cart.handlers}
        />
      )}
    </>
  )
}
