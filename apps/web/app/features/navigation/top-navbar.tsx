import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import { island } from '../../lib/island'
import { shopHome } from '../../lib/shop-base'
import { CartButton } from '../cart/cart-button'
import type { PageProfile } from '../shop/page-profile'
import type { PageShop } from '../shop/page-shop'
import { ShopPhoto } from '../shop/shop-photo'
import { themeChoiceAllowed } from '../theme/color-scheme'

// The search, the dark-mode switch and the account corner work without JavaScript (a GET form, a
// POST, popovers): their code loads once the visitor uses the page (decision 051).
const SearchBox = island(() => import('./search-box').then((m) => m.SearchBox))
const ThemeToggle = island(() => import('../theme/theme-toggle').then((m) => m.ThemeToggle))
const AccountArea = island(() => import('./account-area').then((m) => m.AccountArea))

/**
 * The top navbar (000 §2): logo and name (the name kept for screen readers when
 * hidden_store_name), search (absent when hidden_search_bar), the dark-mode switch (when dark
 * mode is allowed and not hidden), the cart button with its count (features/cart) and the account corner.
 * The shop's admins get 'Editar tienda' beside the name (001 §6; decision 095): a plain link.
 */
export function TopNavbar({
  shop,
  profile,
  base,
}: {
  shop: PageShop
  /** null while the profile is being retried: skeletons. */
  profile: PageProfile | null
  base: string
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
      {shop.menu.look ? (
        <Link
          to={shop.menu.look}
          className="shrink-0 rounded-md border border-current px-2 py-1 font-medium text-sm hover:bg-black/5"
        >
          {t('shopLook.edit')}
        </Link>
      ) : null}
      <div className="ml-auto flex shrink-0 items-center gap-1">
        {shop.hidden_search_bar ? null : <SearchBox targets={shop.menu.search} />}
        {themeChoiceAllowed(shop) ? <ThemeToggle /> : null}
        <CartButton
          slug={shop.slug}
          base={base}
          viewer={!profile || profile.anonymous ? 'anonymous' : profile.guest ? 'guest' : 'customer'}
        />
        <AccountArea profile={profile} base={base} />
      </div>
    </div>
  )
}
