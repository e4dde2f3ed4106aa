import { useT } from '../../i18n/use-t'
import type { PageProfile } from '../shop/page-profile'
import { iconButton } from './icons'
import { MenuAppIcon } from './menu-icons'
import { usePopoverFocus } from './popover'
import { Avatar, SIDE_MENU_ID } from './side-menu'

/**
 * The account corner of a logged-in viewer (000 §2): alerts and the profile button, which opens
 * the side menu. Loaded only for signed-in viewers (AccountArea, decision 019).
 */
export function SignedInCorner({ profile }: { profile: PageProfile }) {
  const t = useT()
  const alerts = usePopoverFocus<HTMLDivElement>()
  return (
    <div className="flex items-center gap-1">
      <button type="button" popoverTarget="alertas" className={iconButton}>
        <MenuAppIcon name="bell" />
        <span className="sr-only">{t('nav.alerts')}</span>
      </button>
      <div id="alertas" ref={alerts} popover="auto" className="popover-panel p-4">
        <p tabIndex={-1} data-autofocus className="text-gray-700">
          {t('nav.alertsEmpty')}
        </p>
      </div>
      <button
        type="button"
        popoverTarget={SIDE_MENU_ID}
        className="inline-flex h-10 items-center gap-2 rounded-full p-1 hover:bg-black/10 md:pr-3"
      >
        <Avatar profile={profile} />
        <span className="sr-only">{t('nav.accountMenu', { name: profile.name })}</span>
        <span aria-hidden="true" className="hidden max-w-[10rem] truncate font-medium md:inline">
          {profile.name}
        </span>
      </button>
    </div>
  )
}
