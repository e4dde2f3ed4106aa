import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { island } from '../../lib/island'
import { useRootData } from '../../lib/root-data'
import { SkipLink } from '../../ui/skip-link'
import type { PageProfile } from '../shop/page-profile'

// Links and plain forms: their code loads once the visitor uses the page (decision 051).
const AccountNav = island(() => import('../account/account-nav').then((m) => m.AccountNav))
const LanguageSelector = island(() =>
  import('../preferences/language-selector').then((m) => m.LanguageSelector),
)

/** The platform's own look (home, and the platform-level account pages). */
export function PlatformShell({ profile, children }: { profile: PageProfile; children: ReactNode }) {
  const t = useT()
  const { year } = useRootData()
  const location = useLocation()
  return (
    <div className="flex min-h-screen flex-col bg-stone-50 text-gray-900">
      <SkipLink label={t('a11y.skipToContent')} />
      <header className="border-[var(--accent)] border-b-4 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to="/" className="font-extrabold text-2xl tracking-tight">
            {t('platform.name')}
          </Link>
          <AccountNav profile={profile} base="" />
        </div>
      </header>
      <main id="contenido" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
        {children}
      </main>
      <footer className="border-gray-200 border-t bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-gray-700 text-sm">
          <p>{t('footer.copyright', { year, name: t('platform.name') })}</p>
          {/* The platform's own terms and privacy pages (decision 035); it has no contact page. */}
          <nav aria-label={t('platform.name')}>
            <ul className="flex flex-wrap gap-4">
              <li>
                <Link to="/terminos" className="underline-offset-4 hover:underline">
                  {t('footer.terms')}
                </Link>
              </li>
              <li>
                <Link to="/privacidad" className="underline-offset-4 hover:underline">
                  {t('footer.privacy')}
                </Link>
              </li>
            </ul>
          </nav>
          <LanguageSelector next={location.pathname + location.search} />
        </div>
      </footer>
    </div>
  )
}
