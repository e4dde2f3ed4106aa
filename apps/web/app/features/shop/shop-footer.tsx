import { Link, useLocation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { useRootData } from '../../lib/root-data'
import { SocialBar } from '../contact/social-bar'
import { LanguageSelector } from '../preferences/language-selector'
import type { PageShop } from './page-shop'

type FooterShop = Parameters<typeof SocialBar>[0]['shop'] &
  Pick<PageShop, 'name' | 'theme' | 'about_page' | 'users_support_url' | 'footer_style' | 'colours'>

/** An https link to the support centre, or nothing (the value comes from the shop's settings). */
function supportHref(url: string | undefined): string | null {
  const value = url?.trim()
  return value && /^https?:\/\/\S+$/i.test(value) ? value : null
}

/**
 * The shop's footer (001 §2): acerca (only with an about entry or the shop's own about text), contacto (the contact page,
 * which needs no JavaScript; the floating button keeps the dialog), terms, privacy, the optional support centre, the social bar, the language selector and
 * the copyright with the current year. footer_style 3cols1col: three columns, one on phones.
 */
export function ShopFooter({ shop, base }: { shop: FooterShop; base: string }) {
  const t = useT()
  const { year } = useRootData()
  const location = useLocation()
  const threeColumns = shop.footer_style === '3cols1col'
  const custom = shop.colours.footer ?? undefined
  const support = supportHref(shop.users_support_url)
  const link = 'underline-offset-4 hover:underline'
  const themed =
    shop.theme === 4
      ? 'bg-[var(--color2)] text-[var(--on-color2)]'
      : 'border-gray-200 border-t bg-gray-50 text-gray-800'
  return (
    <footer style={custom} className={custom ? '' : themed}>
      <div
        className={`mx-auto grid max-w-6xl gap-6 px-4 py-8 text-sm ${threeColumns ? 'grid-cols-1 md:grid-cols-3' : 'grid-cols-1'}`}
      >
        <section aria-label={shop.name} className="flex flex-col gap-3">
          <p className="font-semibold text-base">{shop.name}</p>
          <SocialBar shop={shop} />
        </section>
        <nav aria-label={t('footer.links')}>
          <ul className="flex flex-col gap-2">
            {shop.about_page ? (
              <li>
                <Link to={`${base}/acerca`} className={link}>
                  {t('footer.about')}
                </Link>
              </li>
            ) : null}
            <li>
              <Link to={`${base}/contacto`} className={link}>
                {t('footer.contact')}
              </Link>
            </li>
            <li>
              <Link to={`${base}/terminos`} className={link}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to={`${base}/privacidad`} className={link}>
                {t('footer.privacy')}
              </Link>
            </li>
            {support ? (
              <li>
                <a href={support} target="_blank" rel="noopener noreferrer" className={link}>
                  {t('footer.support')}
                  <span className="sr-only"> {t('contact.newTab')}</span>
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="flex flex-col gap-3">
          <LanguageSelector next={location.pathname + location.search} />
        </div>
      </div>
      <p className="mx-auto max-w-6xl px-4 pb-6 text-sm">
        {t('footer.copyright', { year, name: shop.name })}
      </p>
    </footer>
  )
}
