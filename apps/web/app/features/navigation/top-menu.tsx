import { Link, NavLink } from 'react-router'
import { useT } from '../../i18n/use-t'
import type { PageShop } from '../shop/page-shop'
import { Icon } from './icons'
import { usePopoverFocus } from './popover'
import type { MenuSection } from './sections'

const LABELS = {
  products: 'menu.products',
  services: 'menu.services',
  experiences: 'menu.experiences',
  catalogues: 'menu.catalogues',
  blogs: 'menu.blogs',
  franchises: 'menu.franchises',
  info: 'menu.info',
} as const satisfies Record<MenuSection, string>

const ADD_LABELS = {
  products: 'menu.add.products',
  services: 'menu.add.services',
  experiences: 'menu.add.experiences',
  catalogues: 'menu.add.catalogues',
  blogs: 'menu.add.blogs',
  franchises: 'menu.add.franchises',
  info: 'menu.add.products',
} as const satisfies Record<MenuSection, string>

/**
 * The top menu (001 §2): the sections the shop enables, the admin's add-plus shortcut beside each
 * (none on proxy shops) and the preferences icon for admins. On phones the entries sit behind a
 * 'MENÚ' button.
 */
export function TopMenu({
  shop,
  band,
}: {
  shop: Pick<PageShop, 'menu'>
  /** Theme 4: the menu is a band in the shop's second colour. */
  band: boolean
}) {
  const t = useT()
  const ref = usePopoverFocus<HTMLUListElement>()
  const { entries, settings } = shop.menu
  const link = ({ isActive }: { isActive: boolean }) =>
    `block rounded-md px-3 py-2 font-medium hover:underline underline-offset-4 ${
      isActive ? 'underline decoration-2' : ''
    }`
  return (
    <nav
      aria-label={t('menu.label')}
      className={
        band
          ? 'bg-[var(--color2)] text-[var(--on-color2)]'
          : 'border-gray-200 border-b bg-white text-gray-900'
      }
    >
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-1">
        <button
          type="button"
          popoverTarget="menu-secciones"
          className="inline-flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 font-semibold tracking-wide md:hidden"
        >
          <Icon name="menu" />
          {t('menu.toggle')}
        </button>
        <ul
          id="menu-secciones"
          ref={ref}
          popover="auto"
          className="popover-top inline-from-md flex-col gap-1 p-3 md:flex-row md:flex-wrap md:items-center md:p-0"
        >
          {entries.map((entry) => (
            <li key={entry.section} className="flex items-center">
              <NavLink to={entry.href} className={link}>
                {t(LABELS[entry.section])}
              </NavLink>
              {entry.add ? (
                <Link
                  to={entry.add}
                  className="inline-flex h-8 w-8 items-center justify-center rounded-full border border-current hover:bg-black/10"
                >
                  <Icon name="plus" size={16} />
                  <span className="sr-only">{t(ADD_LABELS[entry.section])}</span>
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
        {settings ? (
          <Link
            to={settings}
            className="ml-auto inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-black/10"
          >
            <Icon name="settings" />
            <span className="sr-only">{t('menu.shopSettings')}</span>
          </Link>
        ) : null}
      </div>
    </nav>
  )
}
