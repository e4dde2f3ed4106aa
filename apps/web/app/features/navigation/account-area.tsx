import { lazy } from 'react'
import { Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import type { PageProfile } from '../shop/page-profile'
import { Icon, iconButton } from './icons'
import { usePopoverFocus } from './popover'

// Signed-in viewers only: visitors never load it (decision 019).
const SignedInCorner = lazy(() => import('./signed-in-corner').then((m) => ({ default: m.SignedInCorner })))

/** Skeleton placeholders where the alerts and profile buttons will be. */
export function AccountSkeleton() {
  const t = useT()
  return (
    <div role="status" className="flex items-center gap-2">
      <span className="sr-only">{t('nav.loadingProfile')}</span>
      <span aria-hidden="true" className="h-8 w-8 animate-pulse rounded-md bg-gray-300/70" />
      <span aria-hidden="true" className="h-8 w-8 animate-pulse rounded-full bg-gray-300/70" />
    </div>
  )
}

/**
 * The account corner of the shop navbar (000 §2): log in and sign up for visitors (inside a menu
 * on phones), alerts and the profile button (which opens the side menu) for logged-in users.
 */
export function AccountArea({ profile, base }: { profile: PageProfile | null; base: string }) {
  const t = useT()
  const access = usePopoverFocus<HTMLUListElement>()
  if (profile === null) return <AccountSkeleton />
  if (profile.anonymous) {
    return (
      <div className="flex items-center">
        <button type="button" popoverTarget="acceso" className={`${iconButton} md:hidden`}>
          <Icon name="user" />
          <span className="sr-only">{t('nav.access')}</span>
        </button>
        <ul
          id="acceso"
          ref={access}
          popover="auto"
          className="popover-panel inline-from-md flex-col gap-1 p-2 md:flex-row md:items-center md:p-0"
        >
          <li>
            <Link
              to={`${base}/login`}
              className="block rounded-md px-3 py-2 font-medium underline-offset-4 hover:underline"
            >
              {t('nav.login')}
            </Link>
          </li>
          <li>
            <Link
              to={`${base}/signup`}
              className="block rounded-md bg-[var(--accent)] px-3 py-2 font-medium text-[var(--on-accent)] hover:opacity-90"
            >
              {t('nav.signup')}
            </Link>
          </li>
        </ul>
      </div>
    )
  }
  return <SignedInCorner profile={profile} />
}
