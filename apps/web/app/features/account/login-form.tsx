import { Form, Link, useNavigation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { EmailField } from './account-fields'
import { AuthCard } from './auth-card'
import type { FormFailure } from './form-result'

export interface AccountFormProps {
  /** Where the current shop's pages live ('' on the platform or a shop's own host). */
  base: string
  /** Where to go after success (validated again by the action). */
  next: string | null
  failure: FormFailure | null
  titleAs: 'h1' | 'h2'
}

export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path
}

export function LoginForm({ base, next, failure, titleAs }: AccountFormProps) {
  const t = useT()
  const busy = useNavigation().state === 'submitting'
  const fields = failure?.error.fields ?? {}
  return (
    <AuthCard title={t('auth.login.title')} titleAs={titleAs}>
      {failure ? <Alert tone="error">{failure.error.message || t('form.errorSummary')}</Alert> : null}
      <Form method="post" action={`${base}/login`} className="flex flex-col gap-4">
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <EmailField defaultValue={failure?.values.email ?? ''} error={fields.email} />
        <TextField
          name="password"
          type="password"
          label={t('form.password')}
          autoComplete="current-password"
          required
          error={fields.password}
        />
        <Button disabled={busy}>{t('auth.login.submit')}</Button>
      </Form>
      <div className="flex flex-col gap-2 text-sm">
        <Link to={`${base}/recuperar`} className="underline underline-offset-2">
          {t('auth.login.forgot')}
        </Link>
        <p>
          {t('auth.login.noAccount')}{' '}
          <Link to={withNext(`${base}/signup`, next)} className="font-medium underline underline-offset-2">
            {t('auth.login.toSignup')}
          </Link>
        </p>
      </div>
    </AuthCard>
  )
}
