import { Form, Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Button } from '../../ui/button'
import type { PageProfile } from '../shop/page-profile'

/**
 * The account corner of a header (000 §2): login and sign-up for anonymous visitors, the
 * user's name (to the profile) and a logout control for logged-in users.
 * `base` is where the current shop's pages live ('' on the platform or on a shop's own host).
 */
export function AccountNav({
  profile,
  base,
}: {
  profile: Pick<PageProfile, 'anonymous' | 'name'>
  base: string
}) {
  const t = useT()
  const link = 'rounded-md px-3 py-2 font-medium underline-offset-4 hover:underline'
  return (
    <nav aria-label={t('nav.account')}>
      <ul className="flex flex-wrap items-center gap-1">
        {profile.anonymous ? (
          <>
            <li>
              <Link to={`${base}/login`} className={link}>
                {t('nav.login')}
              </Link>
            </li>
            <li>
              <Link
                to={`${base}/signup`}
                className="rounded-md bg-[var(--accent)] px-3 py-2 font-medium text-[var(--on-accent)] hover:opacity-90"
              >
                {t('nav.signup')}
              </Link>
            </li>
          </>
        ) : (
          <>
            <li>
              <Link
                to={`${base}/perfil`}
                className={link}
                aria-label={t('nav.profileOf', { name: profile.name })}
              >
                {profile.name}
              </Link>
            </li>
            <li>
              <Form method="post" action="/logout">
                <input type="hidden" name="next" value={base || '/'} />
                <Button variant="secondary" className="px-3 py-2">
                  {t('nav.logout')}
                </Button>
              </Form>
            </li>
          </>
        )}
      </ul>
    </nav>
  )
}
