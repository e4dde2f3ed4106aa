import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import { shopHome } from '../../lib/shop-base'
import type { PageProfile } from '../shop/page-profile'
import type { PageShop } from '../shop/page-shop'
import { ShopPhoto } from '../shop/shop-photo'
import { themeChoiceAllowed } from '../theme/color-scheme'
import { ThemeToggle } from '../theme/theme-toggle'
import { AccountArea } from './account-area'
import { Icon } from './icons'
import { SearchBox } from './search-box'

/**
 * The cart page (`{base}/carrito`) comes with the cart issue (002); until then the navbar shows no
 * cart link (issue 11: no link to an unbuilt part). Set it to true in the change that builds it.
 */
export const CART_BUILT = false

/**
 * The top navbar (000 §2): logo and name (the name kept for screen readers when
 * hidden_store_name), search (absent when hidden_search_bar), the dark-mode switch (when dark
 * mode is allowed and not hidden), the cart with its count and the account corner.
 */
export function TopNavbar({
  shop,
  profile,
  base,
  cartCount,
}: {
  shop: PageShop
  /** null while the profile is being retried: skeletons. */
  profile: PageProfile | null
  base: string
  cartCount: number
}) {
  const t = useT()
  return (
    <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2">
      <Link to={shopHome(base)} className="flex min-w-0 items-center gap-3 rounded-md py-1">
        <ShopPhoto shop={shop} />
        <h1 className={shop.hidden_store_name ? 'sr-only' : 'truncate font-bold text-lg sm:text-xl'}>
          {shop.name}
        </h1>
      </Link>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        {shop.hidden_search_bar ? null : <SearchBox targets={shop.menu.search} />}
        {themeChoiceAllowed(shop) ? <ThemeToggle /> : null}
        {CART_BUILT ? (
          <Link
            to={`${base}/carrito`}
            className="relative inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-black/10"
          >
            <Icon name="cart" />
            <span className="sr-only">
              {t(cartCount === 1 ? 'nav.cart.one' : 'nav.cart.other', { count: cartCount })}
            </span>
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-gray-900 px-1 text-center font-bold text-white text-xs leading-5"
            >
              {cartCount}
            </span>
          </Link>
        ) : null}
        <AccountArea profile={profile} base={base} />
      </div>
    </div>
  )
}
