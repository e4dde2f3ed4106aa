import type { Profile } from '@tianguis/core/contracts/identity'
import type { Shop } from '@tianguis/core/contracts/shops'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { useRootData } from '../../lib/root-data'
import { shopHome } from '../../lib/shop-base'
import { SkipLink } from '../../ui/skip-link'
import { AccountNav } from '../account/account-nav'
import { LanguageSelector } from '../preferences/language-selector'
import { ShopPhoto } from './shop-photo'
import { themeStyle } from './theme'

/**
 * The storefront shell shared by themes 3 and 4 (000 §2): a top bar with the shop's logo and
 * name and the account links, the page, and a footer. Theme 3 is a light bar with a coloured
 * accent line; theme 4 is a band in the shop's first colour.
 */
export function ShopShell({
  shop,
  profile,
  base,
  children,
}: {
  shop: Shop
  profile: Profile
  base: string
  children: ReactNode
}) {
  const t = useT()
  const { year } = useRootData()
  const location = useLocation()
  const band = shop.theme === 4
  return (
    <div
      data-theme={String(shop.theme)}
      style={themeStyle(shop.store_theme_info)}
      className="flex min-h-screen flex-col bg-white text-gray-900"
    >
      <SkipLink label={t('a11y.skipToContent')} />
      <header
        className={
          band
            ? 'bg-[var(--color1)] text-[var(--on-color1)] [--accent:var(--color2)] [--on-accent:var(--on-color2)]'
            : 'border-[var(--color1)] border-b-4 bg-[rgb(245,248,250)] text-gray-900'
        }
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to={shopHome(base)} className="flex items-center gap-3">
            <ShopPhoto shop={shop} />
            <h1 className={shop.hidden_store_name ? 'sr-only' : 'font-bold text-xl'}>{shop.name}</h1>
          </Link>
          <AccountNav profile={profile} base={base} />
        </div>
      </header>
      <main id="contenido" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
      <footer
        className={
          band
            ? 'bg-[var(--color2)] text-[var(--on-color2)]'
            : 'border-gray-200 border-t bg-gray-50 text-gray-700'
        }
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm">
          <p>{t('footer.copyright', { year, name: shop.name })}</p>
          <LanguageSelector next={location.pathname + location.search} />
        </div>
      </footer>
    </div>
  )
}
