import { Form, Link, useNavigation } from 'react-router'
import { useT } from '../../i18n/use-t'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { EmailField, NewPasswordField } from './account-fields'
import { AuthCard } from './auth-card'
import { type AccountFormProps, withNext } from './login-form'

/**
 * The sign-up form: name, email and password; a shop's 'basic' form (store_theme_info.signup_form,
 * decision 095) leaves the name out, and the account takes the email's part before the '@'.
 */
export function SignupForm({
  base,
  next,
  failure,
  titleAs,
  basic = false,
}: AccountFormProps & { basic?: boolean }) {
  const t = useT()
  const busy = useNavigation().state === 'submitting'
  const fields = failure?.error.fields ?? {}
  return (
    <AuthCard title={t('auth.signup.title')} titleAs={titleAs}>
      {failure ? <Alert tone="error">{failure.error.message || t('form.errorSummary')}</Alert> : null}
      <Form method="post" action={`${base}/signup`} className="flex flex-col gap-4">
        {next ? <input type="hidden" name="next" value={next} /> : null}
        {basic ? null : (
          <TextField
            name="name"
            label={t('form.name')}
            autoComplete="name"
            required
            defaultValue={failure?.values.name ?? ''}
            error={fields.name}
          />
        )}
        <EmailField defaultValue={failure?.values.email ?? ''} error={fields.email} />
        <NewPasswordField label={t('form.password')} error={fields.password} />
        <Button disabled={busy}>{t('auth.signup.submit')}</Button>
      </Form>
      <p className="text-sm">
        {t('auth.signup.haveAccount')}{' '}
        <Link to={withNext(`${base}/login`, next)} className="font-medium underline underline-offset-2">
          {t('auth.signup.toLogin')}
        </Link>
      </p>
    </AuthCard>
  )
}
