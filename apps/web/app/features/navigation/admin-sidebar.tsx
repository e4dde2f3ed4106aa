import type { Locale } from '@tianguis/core/locales'
import type { MenuApp } from '@tianguis/core/menu-apps'
import { Link } from 'react-router'
import { useLocale, useT } from '../../i18n/use-t'
import { MenuAppIcon } from './menu-icons'
import { usePopoverFocus } from './popover'

export const ADMIN_MENU_ID = 'menu-admin'

/**
 * The admin side bar (001 §2) for owner, admin, accountant, dispatcher and qrreader: the shop's
 * menu apps for its store type and the viewer's roles (menuAppsFor() in packages/core/src/menu-apps.ts,
 * chosen by the layout's loader).
 * Closed: an icon rail on wide screens, only a floating button on phones (the hidden-menu state).
 * Open: a panel with the labels and submenus (a popover, so it works without JavaScript).
 */
export function AdminSidebar({ apps, base }: { apps: MenuApp[]; base: string }) {
  const t = useT()
  const locale = useLocale()
  const ref = usePopoverFocus<HTMLDialogElement>()
  if (apps.length === 0) return null
  const href = (entry: MenuApp) => `${base}/${entry.path}`
  return (
    <aside aria-label={t('admin.label')}>
      <div className="fixed top-1/3 left-0 z-20 hidden flex-col gap-1 rounded-r-lg border border-gray-200 border-l-0 bg-white p-1 shadow-md lg:flex">
        <button
          type="button"
          popoverTarget={ADMIN_MENU_ID}
          className="inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-md text-gray-900 hover:bg-gray-100"
        >
          <MenuAppIcon name="menu" />
          <span className="sr-only">{t('admin.open')}</span>
        </button>
        {apps.map((entry) => (
          <Link
            key={entry.id}
            to={href(entry)}
            title={menuLabel(entry, locale)}
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-gray-900 hover:bg-gray-100"
          >
            <MenuAppIcon name={entry.icon} />
            <span className="sr-only">{menuLabel(entry, locale)}</span>
          </Link>
        ))}
      </div>
      <button
        type="button"
        popoverTarget={ADMIN_MENU_ID}
        className="fixed bottom-4 left-4 z-20 inline-flex h-12 w-12 cursor-pointer items-center justify-center rounded-full bg-gray-900 text-white shadow-lg lg:hidden"
      >
        <MenuAppIcon name="dashboard" />
        <span className="sr-only">{t('admin.open')}</span>
      </button>
      <dialog
        id={ADMIN_MENU_ID}
        ref={ref}
        popover="auto"
        className="drawer-left"
        aria-labelledby="menu-admin-titulo"
      >
        <div className="flex items-center gap-2 border-gray-200 border-b p-4">
          <p id="menu-admin-titulo" className="flex-1 font-semibold">
            {t('admin.label')}
          </p>
          <button
            type="button"
            popoverTarget={ADMIN_MENU_ID}
            popoverTargetAction="hide"
            className="inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-md hover:bg-gray-100"
          >
            <MenuAppIcon name="close" />
            <span className="sr-only">{t('admin.close')}</span>
          </button>
        </div>
        <nav aria-labelledby="menu-admin-titulo" className="p-2">
          <AppList apps={apps} href={href} />
        </nav>
      </dialog>
    </aside>
  )
}

function AppList({
  apps,
  href,
  nested = false,
}: {
  apps: MenuApp[]
  href: (entry: MenuApp) => string
  nested?: boolean
}) {
  const locale = useLocale()
  return (
    <ul className={nested ? 'ml-9 flex flex-col gap-1' : 'flex flex-col gap-1'}>
      {apps.map((entry) => (
        <li key={entry.id}>
          <Link
            to={href(entry)}
            className="flex items-center gap-3 rounded-md px-3 py-2 font-medium hover:bg-gray-100"
          >
            <span
              className="inline-flex h-7 w-7 items-center justify-center rounded-md text-white"
              style={{ backgroundColor: entry.icon_color }}
            >
              <MenuAppIcon name={entry.icon} size={16} />
            </span>
            {menuLabel(entry, locale)}
          </Link>
          {entry.submenu.length > 0 ? <AppList apps={entry.submenu} href={href} nested /> : null}
        </li>
      ))}
    </ul>
  )
}

/** The label in the page's locale (menuLabel() in core, repeated here to keep the menu data server-side). */
function menuLabel(entry: Pick<MenuApp, 'label'>, locale: Locale): string {
  return locale === 'en' ? entry.label.en : locale === 'es-AR' ? entry.label['es-AR'] : entry.label.es
}
