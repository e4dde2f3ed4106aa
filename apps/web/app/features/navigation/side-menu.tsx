import { COLLABORATORS_PAGE_SIZE } from '@tianguis/core/constants'
import { useState } from 'react'
import { Form, Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import type { PageProfile } from '../shop/page-profile'
import { type AccountLinks, PURCHASES_BUILT } from './account-links'
import { MenuAppIcon } from './menu-icons'
import { usePopoverFocus } from './popover'

/** A shop the viewer collaborates with (001 §3 "Collaborator (side menu)"). */
export interface Collaboration {
  id: string
  store_name: string
  store_url: string
  store_photo: string | null
}

export const SIDE_MENU_ID = 'menu-cuenta'

const item = 'flex items-center gap-3 rounded-md px-3 py-2 font-medium hover:bg-gray-100'

/**
 * The right side menu of a logged-in viewer (001 §2, width 280): profile, my shop, my purchases,
 * the root network store, my collaborations, preferences and sign off. A popover: it opens from
 * the profile button and closes on Escape, a click outside or its close button, without JavaScript.
 */
export function SideMenu({
  profile,
  base,
  links,
}: {
  profile: PageProfile
  base: string
  /** My shop, my products, the root network store and my collaborations (account-links.ts, chosen on the server). */
  links: AccountLinks | null
}) {
  const t = useT()
  const ref = usePopoverFocus<HTMLDialogElement>()
  const myShop = links?.myShop ?? null
  const root = links?.rootStore ?? null
  const myProducts = links?.myProducts ?? null
  const collaborations = links?.collaborations ?? []
  return (
    <dialog
      id={SIDE_MENU_ID}
      ref={ref}
      popover="auto"
      className="drawer-right"
      aria-labelledby="menu-cuenta-titulo"
    >
      <div className="flex items-center gap-3 border-gray-200 border-b p-4">
        <Avatar profile={profile} />
        <p id="menu-cuenta-titulo" className="min-w-0 flex-1 truncate font-semibold">
          <span className="sr-only">{t('side.label')}: </span>
          {profile.name}
        </p>
        <button
          type="button"
          popoverTarget={SIDE_MENU_ID}
          popoverTargetAction="hide"
          className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-gray-100"
        >
          <MenuAppIcon name="close" />
          <span className="sr-only">{t('side.close')}</span>
        </button>
      </div>
      <nav aria-label={t('side.label')} className="p-2">
        <ul className="flex flex-col gap-1">
          <li>
            <Link to={`${base}/perfil`} className={item} data-autofocus>
              <MenuAppIcon name="user" />
              {t('side.profile')}
            </Link>
          </li>
          {myShop ? (
            <li>
              <Link to={myShop} className={item}>
                <MenuAppIcon name="franchise" />
                {t('side.myShop')}
              </Link>
            </li>
          ) : null}
          {myProducts ? (
            <li>
              <Link to={myProducts} className={item}>
                <MenuAppIcon name="products" />
                {t('supplier.menu.myProducts')}
              </Link>
            </li>
          ) : null}
          {PURCHASES_BUILT ? (
            <li>
              <Link to={`${base}/mis-compras`} className={item}>
                <MenuAppIcon name="cart" />
                {t('side.purchases')}
              </Link>
            </li>
          ) : null}
          <li>
            <Link to={`${base}/mis-boletos`} className={item}>
              <MenuAppIcon name="qr" />
              {t('side.tickets')}
            </Link>
          </li>
          <li>
            <Link to={`${base}/billetera`} className={item}>
              <MenuAppIcon name="wallet" />
              {t('side.wallet')}
            </Link>
          </li>
          {root ? (
            <li>
              <a href={root.href} className={item}>
                <MenuAppIcon name="network" />
                {t('side.rootStore', { name: root.name })}
              </a>
            </li>
          ) : null}
          {collaborations.length > 0 ? (
            <li>
              <Collaborations items={collaborations} />
            </li>
          ) : null}
          <li>
            <Link to={`${base}/preferencias`} className={item}>
              <MenuAppIcon name="settings" />
              {t('side.preferences')}
            </Link>
          </li>
          <li className="mt-2 border-gray-200 border-t pt-2">
            <Form method="post" action="/logout">
              <input type="hidden" name="next" value={base || '/'} />
              <button type="submit" className={`${item} w-full cursor-pointer text-left`}>
                <MenuAppIcon name="external" />
                {t('side.signOff')}
              </button>
            </Form>
          </li>
        </ul>
      </nav>
    </dialog>
  )
}

/** 'Mis colaboraciones': 5 at a time, 'ver más' shows 5 more. */
function Collaborations({ items }: { items: Collaboration[] }) {
  const t = useT()
  const [shown, setShown] = useState(COLLABORATORS_PAGE_SIZE)
  return (
    <section aria-labelledby="colaboraciones-titulo" className="px-3 py-2">
      <h2 id="colaboraciones-titulo" className="mb-1 font-semibold text-gray-700 text-sm">
        {t('side.collaborations')}
      </h2>
      <ul className="flex max-h-[300px] flex-col gap-1 overflow-y-auto">
        {items.slice(0, shown).map((entry) => (
          <li key={entry.id}>
            <a
              href={entry.store_url}
              className="flex items-center gap-2 rounded-md px-2 py-1 hover:bg-gray-100"
            >
              {entry.store_photo ? (
                <img
                  src={entry.store_photo}
                  alt=""
                  width={24}
                  height={24}
                  className="h-6 w-6 rounded-full object-cover"
                />
              ) : null}
              {entry.store_name}
            </a>
          </li>
        ))}
      </ul>
      {items.length > shown ? (
        <button
          type="button"
          onClick={() => setShown((n) => n + COLLABORATORS_PAGE_SIZE)}
          className="mt-1 cursor-pointer px-2 font-medium text-sm underline underline-offset-2"
        >
          {t('side.showMore')}
        </button>
      ) : null}
    </section>
  )
}

/** The viewer's avatar, or their initial. */
export function Avatar({
  profile,
  size = 32,
}: {
  profile: Pick<PageProfile, 'name' | 'images'>
  size?: number
}) {
  if (profile.images.avatar) {
    return (
      <img
        src={profile.images.avatar}
        alt=""
        width={size}
        height={size}
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-full bg-[var(--color2)] font-bold text-[var(--on-color2)]"
      style={{ width: size, height: size }}
    >
      {profile.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}
