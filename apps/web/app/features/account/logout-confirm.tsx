import { Form, Link } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Button } from '../../ui/button'
import { AuthCard } from './auth-card'

/** GET …/logout?next=…: a confirm button, so a link alone can never end a session. */
export function LogoutConfirm({ next, titleAs }: { next: string; titleAs: 'h1' | 'h2' }) {
  const t = useT()
  return (
    <AuthCard title={t('auth.logout.title')} titleAs={titleAs}>
      <p className="text-gray-700">{t('auth.logout.question')}</p>
      <Form method="post" action="/logout" className="flex items-center gap-4">
        <input type="hidden" name="next" value={next} />
        <Button>{t('auth.logout.submit')}</Button>
        <Link to={next} className="underline underline-offset-2">
          {t('auth.logout.cancel')}
        </Link>
      </Form>
    </AuthCard>
  )
}
